/**
 * Building an auction's catalogue (content.md §8.6–8.7) on both databases: the reserve price reaches
 * writers only (left out of every answer to a reader), pool items go into a session in the order
 * chosen, 上移 / 下移 reorder a special sale's lots by swapping 图录号, and 复制为新拍卖会 copies the
 * terms, sessions and special sales without lots or dates; 导出图录 (READ) writes the lots in 图录号 order
 * through the export job.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { drainJobs } from "../../server/platform/jobs/runner";
import { byCatalogue } from "../../server/platform/db/types";
import { aWorkForSale } from "../../server/domains/shiy/auctionPoolItem/sampleWork";
import { makeUser, type TestUser } from "./accounts";
import { auctionService, yuan } from "./auctionWorld";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Body = { code: unknown; message?: string; data?: unknown };

describeEachDb("auction catalogue", (kind) => {
  let t: TestServer;
  let a: ReturnType<typeof auctionService>;
  let reader: TestUser;
  const db = () => t.server.deps.db;
  const as = async (token: string, m: string, p: Record<string, unknown>) => (await t.rpc(`ShiyServiceAdmin/${m}`, p, token)).body as Body;
  const lotsOf = async (sessionId: number) => (await byCatalogue(db()).selectFrom("auction_lot").select(["Id", "lotNo", "title"]).where("sessionId", "=", sessionId).orderBy("lotNo").execute())
    .map((r) => [Number(r.Id), Number(r.lotNo)]);

  /** An approved pool item of a new work, ready to be assigned. */
  async function approvedItem(terms: Record<string, unknown> = {}): Promise<number> {
    const work = await db().transaction().execute((tx) => aWorkForSale(tx, t.clock.now));
    const item = (await a.ok("createAuctionPoolItem", { data: { workId: work.workId, estimateLow: yuan(8000), estimateHigh: yuan(12_000), startingPrice: yuan(5600), reservePrice: yuan(7000), ...terms } })).data as { Id: number };
    await a.ok("approveAuctionPoolItem", { Id: item.Id });
    return item.Id;
  }

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    a = auctionService(t);
    // READ(suha) opens the change records (变更记录) to them.
    reader = await makeUser(t, `au.reader.${kind}`, "editor", { shiy: "READ", suha: "READ" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("the reserve price is on the wire for writers only: a reader's list, record and change records leave it out", async () => {
    const built = await a.build([{ reservePrice: yuan(7200) }], { open: false });
    const lotId = built.lots[0]!.Id;
    const poolId = built.lots[0]!.poolItemId;
    expect(await a.get("AuctionLot", lotId)).toMatchObject({ reservePrice: yuan(7200) });
    const seen = (await as(reader.token, "getAuctionLot", { Id: lotId })).data as Record<string, unknown>;
    expect(seen).toMatchObject({ Id: lotId, estimateLow: yuan(8000), startingPrice: yuan(5600) });
    expect(Object.keys(seen)).not.toContain("reservePrice");
    const listed = (await as(reader.token, "listAuctionLot", { cond: { jsonq: JSON.stringify({ sessionId: built.sessionId }) }, mask: { fields: ["Id", "title", "reservePrice"] } })).data as Record<string, unknown>[];
    expect(listed.map((r) => Object.keys(r).sort())).toEqual([["Id", "title"]]);
    const item = (await as(reader.token, "getAuctionPoolItem", { Id: poolId })).data as Record<string, unknown>;
    expect(item.estimateLow).toBe(yuan(8000));
    expect(Object.keys(item)).not.toContain("reservePrice");
    // The change records of the lot (made at 排入场次) keep the reserve from the reader too, not from the writer.
    const changes = async (token: string) => (await t.rpc("BaseServiceAdmin/listDataChange", { cond: { jsonq: JSON.stringify({ resource: "auctionLot", recordId: lotId }) } }, token)).body.data as { after: unknown }[];
    const text = (rows: { after: unknown }[]) => rows.map((r) => (typeof r.after === "string" ? r.after : JSON.stringify(r.after))).join("\n");
    const theirs = await changes(reader.token);
    expect(theirs.length).toBeGreaterThan(0);
    expect(text(theirs)).toContain(`"estimateLow":${yuan(8000)}`);
    expect(text(theirs)).not.toContain("reservePrice");
    expect(text(await changes(t.adminToken))).toContain(`"reservePrice":${yuan(7200)}`);
    // Reading is all a reader may do with it.
    expect((await as(reader.token, "moveUpAuctionLot", { Id: lotId, utime: 0 })).code).toBe(7);
  });

  it("several pool items go into a session at once, numbered after its last lot in the order chosen; one already in a lot refuses the whole batch by its name", async () => {
    const built = await a.build([{}], { open: false });
    const picked = [await approvedItem({ startingPrice: yuan(6000) }), await approvedItem(), await approvedItem()];
    const answer = await a.ok("assignAuctionPoolItem", { Ids: [picked[2], picked[0], picked[1]], data: { sessionId: built.sessionId } });
    expect(answer.total).toBe(3);
    const lots = await byCatalogue(db()).selectFrom("auction_lot").selectAll().where("sessionId", "=", built.sessionId).orderBy("lotNo").execute();
    expect(lots.map((l) => [Number(l.lotNo), Number(l.poolItemId)])).toEqual([[1001, built.lots[0]!.poolItemId], [1002, picked[2]], [1003, picked[0]], [1004, picked[1]]]);
    expect(lots[2]).toMatchObject({ startingPrice: yuan(6000), estimateLow: yuan(8000), estimateHigh: yuan(12_000), reservePrice: yuan(7000), status: "pending" });

    const fresh = await approvedItem();
    const taken = (await a.get("AuctionPoolItem", picked[0]!)).title;
    const refused = await a.svc("assignAuctionPoolItem", { Ids: [fresh, picked[0]], data: { sessionId: built.sessionId } });
    expect(refused.code).toBe(9);
    expect(refused.message).toBe(`拍品池「${String(taken)}」当前状态为「已排场」，不能执行「排入场次」`);
    expect(await a.get("AuctionPoolItem", fresh)).toMatchObject({ poolState: "approved", lotId: null });
    expect((await lotsOf(built.sessionId)).length).toBe(4);
  });

  it("上移 / 下移 swap 图录号 with the neighbour of the same special sale, refuse past the ends and once bidding started; two moves at once both land", async () => {
    const built = await a.build([{}, {}, {}, {}], { open: false });
    const sale = (await a.ok("createAuctionSpecialSale", { data: { auctionId: built.Id, title: "青年书法家专场", sessionId: built.sessionId, sort: 1 } })).data as { Id: number };
    // Lots 1001, 1002 and 1004 are in the special sale; 1003 is not.
    for (const i of [0, 1, 3]) {
      const lot = await a.get("AuctionLot", built.lots[i]!.Id);
      await a.ok("updateAuctionLot", { Id: lot.Id, utime: lot.utime, data: { specialSaleId: sale.Id } });
    }
    const move = async (m: string, i: number) => {
      const lot = await a.get("AuctionLot", built.lots[i]!.Id);
      return a.svc(m, { Id: lot.Id, utime: lot.utime });
    };
    expect((await move("moveUpAuctionLot", 3)).code).toBe("SUCCESS");
    const ids = built.lots.map((l) => l.Id);
    expect(await lotsOf(built.sessionId)).toEqual([[ids[0], 1001], [ids[3], 1002], [ids[2], 1003], [ids[1], 1004]]);
    const first = await move("moveUpAuctionLot", 0);
    expect(first).toMatchObject({ code: 9 });
    expect(first.message).toContain("已是本专场第一件");
    expect((await move("moveDownAuctionLot", 1)).message).toContain("已是本专场最后一件");

    const [x, y] = await Promise.all([move("moveDownAuctionLot", 0), move("moveUpAuctionLot", 2)]);
    expect([x.code, y.code]).toEqual(["SUCCESS", "SUCCESS"]);
    const after = await lotsOf(built.sessionId);
    expect(after.map(([, n]) => n)).toEqual([1001, 1002, 1003, 1004]);
    expect(new Set(after.map(([id]) => id))).toEqual(new Set(ids));
    const changes = await byCatalogue(db()).selectFrom("data_change").select("method").where("resource", "=", "auctionLot").where("method", "in", ["moveUpAuctionLot", "moveDownAuctionLot"]).execute();
    expect(changes.length).toBe(6);

    await a.ok("startAuction", { Id: built.Id });
    expect((await move("moveUpAuctionLot", 1)).message).toContain("已开拍或结束，图录顺序不能再调整");
  });

  it("复制为新拍卖会 makes an auction in preparation with the terms, sessions and special sales, no lots, its dates left to set", async () => {
    const built = await a.build([{}, {}]);
    const sale = (await a.ok("createAuctionSpecialSale", { data: { auctionId: built.Id, title: "山水画专场", sessionId: built.sessionId, curator: "林清远", sort: 2 } })).data as { Id: number };
    expect(sale.Id).toBeGreaterThan(0);
    const made = (await a.ok("copyAuction", { Id: built.Id, data: { name: "2026 冬季网络拍卖会" } })).data as Record<string, unknown> & { Id: number };
    const source = await a.get("Auction", built.Id);
    expect(made).toMatchObject({
      name: "2026 冬季网络拍卖会", status: "draft", auctionType: "timed", depositAmount: source.depositAmount, buyerPremiumRate: 15, sellerFeeRate: 10,
      rules: source.rules, previewStartAt: null, previewEndAt: null, startAt: null, endAt: null, lotCount: 0, turnover: 0,
    });
    expect(made.code).toMatch(/^AU-2026[A-Z]$/);
    expect(made.code).not.toBe(source.code);
    const sessions = await byCatalogue(db()).selectFrom("auction_session").selectAll().where("auctionId", "=", made.Id).execute();
    expect(sessions.map((s) => [s.sessionNo, s.name, s.lotNoFrom, s.lotNoTo, s.startAt, s.status])).toEqual([[1, "第一场", 1001, 1099, null, "scheduled"]]);
    const sales = await byCatalogue(db()).selectFrom("auction_special_sale").selectAll().where("auctionId", "=", made.Id).execute();
    expect(sales.map((s) => [s.title, s.curator, Number(s.sessionId)])).toEqual([["山水画专场", "林清远", Number(sessions[0]!.Id)]]);
    expect(await byCatalogue(db()).selectFrom("auction_lot").select("Id").where("auctionId", "=", made.Id).execute()).toEqual([]);
    // The source is untouched: still selling its two lots.
    expect(await a.get("Auction", built.Id)).toMatchObject({ status: "bidding", lotCount: 2 });
    // Not publishable before its dates are set; its dates are set together.
    expect((await a.svc("publishAuction", { Id: made.Id })).message).toContain("还没有填写预展与拍卖时间");
    const half = await a.svc("updateAuction", { Id: made.Id, utime: made.utime, data: { startAt: t.clock.now + 86_400_000 } });
    expect(half).toMatchObject({ code: 3, message: "请一并填写预展开始、预展结束、结拍时间" });
    expect((await a.svc("updateAuction", { Id: made.Id, utime: made.utime, data: { name: "2026 冬季网络拍卖会（书画）" } })).code).toBe("SUCCESS");
    // Without a name it is named after the source.
    const unnamed = (await a.ok("copyAuction", { Id: built.Id, data: {} })).data as Record<string, unknown>;
    expect(unnamed.name).toBe(`${String(source.name)}（副本）`);
    expect((await as(reader.token, "copyAuction", { Id: built.Id, data: {} })).code).toBe(7);
  });

  it("导出图录: a reader gets the lots in 图录号 order as an Excel file by the export job, without the reserve", async () => {
    const built = await a.build([{ reservePrice: yuan(7100) }, { estimateLow: yuan(9000), estimateHigh: yuan(13_000) }], { open: false });
    const answer = await as(reader.token, "exportAuctionCatalogue", { Id: built.Id });
    expect(answer.code).toBe("SUCCESS");
    const jobId = (answer.data as { Id: number; catalogueJobId: number }[])[0]!.catalogueJobId;
    await drainJobs(t.server.deps);
    const sheetOf = async (id: number, token: string) => {
      const job = (await t.rpc("JobServiceAdmin/getJob", { Id: id }, token)).body as unknown as { data: { status: string; label: string }; resultUrl: string };
      expect(job.data.status).toBe("DONE");
      const file = await t.server.app.request(job.resultUrl, {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await file.arrayBuffer());
      return { label: job.data.label, sheet: book.worksheets[0]!, header: (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String) };
    };
    const { label, sheet, header } = await sheetOf(jobId, reader.token);
    expect(label).toContain("导出图录：测试拍卖会");
    expect(header.slice(0, 4)).toEqual(["图录号", "场次", "专场", "拍品名称"]);
    expect(header).toContain("估价下限");
    // Asked for by name in a list export, the reserve is a column for the writer only.
    const exportOf = async (token: string) => {
      const start = await t.rpc("JobServiceAdmin/startExport", { resource: "auctionLot", cond: { jsonq: JSON.stringify({ auctionId: built.Id }) }, mask: { fields: ["lotNo", "reservePrice"] } }, token);
      expect(start.body.code).toBe("SUCCESS");
      await drainJobs(t.server.deps);
      return (await sheetOf(Number(start.body.Id), token)).header;
    };
    expect(await exportOf(reader.token)).toEqual(["图录号"]);
    expect(await exportOf(t.adminToken)).toEqual(["图录号", "保留价"]);
    const lotNos: unknown[] = [];
    sheet.eachRow((row, n) => { if (n > 1) lotNos.push(row.getCell(1).value); });
    expect(lotNos.map(Number)).toEqual([1001, 1002]);
    const empty = (await a.ok("copyAuction", { Id: built.Id, data: {} })).data as { Id: number };
    expect((await as(reader.token, "exportAuctionCatalogue", { Id: empty.Id })).message).toContain("还没有拍品，没有图录可导出");
  });
});
