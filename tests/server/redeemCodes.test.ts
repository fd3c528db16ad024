/**
 * Membership redemption codes (/tourist/coupon, commerce.md §5.9): saving a batch queues a job that
 * writes exactly `quantity` unique codes (Crockford base32, groups of four) with progress, resumable
 * and safe with two runners at once; 作废剩余 / 作废单码 void unused codes; every export is counted and
 * a second one needs a reason; READ of `coupon` may not generate, void or export.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { drainJobs } from "../../server/platform/jobs/runner";
import { CODE_ALPHABET, normalizeCode } from "../../server/resources/codeText";
import { redeemForVisitor } from "../../server/domains/tourist/redeemCode/redeem";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeVipGoods, makeVisitor } from "./requestsFixture";

type Batch = { Id: number; utime: number; status: string; batchNo: string; jobId: number; generatedCount: number; voidCount: number; exportCount: number; exportJobId: number; vipLevel: string; durationDays: number };
const S = "TouristServiceAdmin";
const CODE = new RegExp(`^([${CODE_ALPHABET}]{4}-){3}[${CODE_ALPHABET}]{4}$`);

describeEachDb("redeem-code batches and codes", (kind) => {
  let t: TestServer;
  let goodsId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-codes-"));
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual", env: { MOYUAN_DATA_DIR: dataDir } });
    goodsId = await makeVipGoods(t, { vipLevel: "SVIP", durationDays: 31 });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const drain = (maxRows?: number) => drainJobs(t.server.deps, undefined, maxRows === undefined ? {} : { maxRows });
  const db = () => t.server.deps.db;
  const batchData = (over: Record<string, unknown> = {}) => ({
    name: "教师节合作卡", vipGoodsId: goodsId, quantity: 1200, channel: "PARTNER", partnerName: "某书店", prefix: "MY",
    validFrom: t.clock.now, validTo: t.clock.now + 90 * 86_400_000, ...over,
  });
  const create = async (over: Record<string, unknown> = {}, token = t.adminToken) => {
    const r = await t.rpc(`${S}/createRedeemCodeBatch`, { data: batchData(over) }, token);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Batch;
  };
  const get = async (Id: number) => (await t.rpc(`${S}/getRedeemCodeBatch`, { Id }, t.adminToken)).body.data as Batch;
  const codesOf = (batchId: number) => db().selectFrom("redeem_code").select(["Id", "code", "status"]).where("batchId", "=", batchId).execute();
  const job = async (Id: number) => (await t.rpc("JobServiceAdmin/getJob", { Id }, t.adminToken)).body as unknown as { data: Record<string, unknown>; resultUrl?: string };

  it("a new batch is GENERATING with a queued job; the job writes exactly quantity unique codes, with progress, then the batch is ACTIVE", async () => {
    const b = await create();
    expect(b).toMatchObject({ status: "GENERATING", generatedCount: 0, vipLevel: "SVIP", durationDays: 31 });
    expect(b.batchNo).toMatch(/^RC\d{20}$/);
    expect((await job(b.jobId)).data).toMatchObject({ kind: "generate", status: "QUEUED", total: 1200 });
    // Stopped mid-way (a restart): the progress says how far it got, and the next run goes on from there.
    await drain(500);
    const mid = await job(b.jobId);
    expect(mid.data.done).toBe(500);
    expect((await codesOf(b.Id)).length).toBe(500);
    await drain();
    expect((await job(b.jobId)).data).toMatchObject({ status: "DONE", total: 1200, done: 1200, failed: 0 });
    const codes = await codesOf(b.Id);
    expect(codes).toHaveLength(1200);
    expect(new Set(codes.map((c) => c.code)).size).toBe(1200);
    expect(codes.every((c) => CODE.test(String(c.code)) && String(c.code).startsWith("MY") && c.status === "UNUSED")).toBe(true);
    expect(await get(b.Id)).toMatchObject({ status: "ACTIVE", generatedCount: 1200 });
    expect(normalizeCode(String(codes[0]?.code).toLowerCase().replaceAll("-", " "))).toBe(codes[0]?.code);
    expect(normalizeCode("MY7K-QW4R-8HXD-2PNO")).toBeNull(); // O is not in the alphabet
  });

  it("two runners over three batches at once: every batch gets exactly its quantity, all codes unique across batches", async () => {
    const batches = await Promise.all([300, 700, 450].map((quantity, i) => create({ quantity, name: `并发批次${i}`, prefix: "" })));
    await Promise.all([drain(), drain()]);
    const all: string[] = [];
    for (const b of batches) {
      const codes = await codesOf(b.Id);
      const fresh = await get(b.Id);
      expect(codes.length).toBe(fresh.generatedCount);
      expect(fresh.status).toBe("ACTIVE");
      all.push(...codes.map((c) => String(c.code)));
    }
    expect(all.length).toBe(1450);
    const every = (await db().selectFrom("redeem_code").select("code").execute()).map((r) => String(r.code));
    expect(new Set(every).size).toBe(every.length);
  });

  it("refuses bad batches with nothing written: quantity, prefix letters, partner, validity", async () => {
    const before = (await db().selectFrom("redeem_code_batch").select("Id").execute()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 0 }, "数量"], [{ quantity: 50_001 }, "数量"], [{ prefix: "MYIO" }, "前缀"],
      [{ partnerName: null }, "合作方"], [{ validTo: t.clock.now - 1 }, "兑换截止须晚于兑换开始"],
    ];
    for (const [over, message] of cases) {
      const r = await t.rpc(`${S}/createRedeemCodeBatch`, { data: batchData(over) }, t.adminToken);
      expect(r.body.code, JSON.stringify(over)).toBe(3);
      expect(String(r.body.message)).toContain(message);
    }
    expect((await db().selectFrom("redeem_code_batch").select("Id").execute()).length).toBe(before);
  });

  it("作废单码 voids one unused code and counts it; 作废剩余 voids the rest, a voided batch cannot be voided again", async () => {
    const b = await create({ quantity: 20, name: "作废测试" });
    await drain();
    const [first, second] = await codesOf(b.Id);
    const one = await t.rpc(`${S}/voidRedeemCode`, { Id: first?.Id, data: { reason: "卡片破损" } }, t.adminToken);
    expect(one.body.code).toBe("SUCCESS");
    expect((await t.rpc(`${S}/voidRedeemCode`, { Id: first?.Id, data: { reason: "再次" } }, t.adminToken)).body.code).toBe(9);
    // A redeemed code is not voided by the batch.
    await db().updateTable("redeem_code").set({ status: "REDEEMED" }).where("Id", "=", Number(second?.Id)).execute();
    expect((await get(b.Id)).voidCount).toBe(1);
    const all = await t.rpc(`${S}/voidRedeemCodeBatch`, { Id: b.Id, data: { reason: "合作终止" } }, t.adminToken);
    expect(all.body.code).toBe("SUCCESS");
    const after = await get(b.Id);
    expect(after).toMatchObject({ status: "VOIDED", voidCount: 19 });
    const statuses = (await codesOf(b.Id)).map((c) => c.status);
    expect(statuses.filter((s) => s === "VOID")).toHaveLength(19);
    expect(statuses.filter((s) => s === "REDEEMED")).toHaveLength(1);
    expect((await t.rpc(`${S}/voidRedeemCodeBatch`, { Id: b.Id, data: { reason: "再次" } }, t.adminToken)).body.code).toBe(9);
    const missing = await t.rpc(`${S}/voidRedeemCodeBatch`, { Id: b.Id }, t.adminToken);
    expect(missing.body.code).toBe(3);
  });

  it("导出兑换码 queues an xlsx of the batch's codes and counts it; a second export needs a reason", async () => {
    const b = await create({ quantity: 30, name: "导出测试" });
    const early = await t.rpc(`${S}/exportRedeemCodes`, { Id: b.Id, utime: b.utime, data: {} }, t.adminToken);
    expect(early.body.code).toBe(9);
    await drain();
    let fresh = await get(b.Id);
    const first = await t.rpc(`${S}/exportRedeemCodes`, { Id: b.Id, utime: fresh.utime, data: {} }, t.adminToken);
    expect(first.body.code, String(first.body.message)).toBe("SUCCESS");
    fresh = await get(b.Id);
    expect(fresh).toMatchObject({ exportCount: 1 });
    await drain();
    const exported = await job(fresh.exportJobId);
    expect(exported.data).toMatchObject({ kind: "export", status: "DONE", done: 30 });
    const file = await t.server.app.request(String(exported.resultUrl), {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(31);
    const codes = new Set((await codesOf(b.Id)).map((c) => c.code));
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const col = header.indexOf("兑换码") + 1;
    expect(col).toBeGreaterThan(0);
    expect(codes.has(String(sheet?.getRow(2).getCell(col).value))).toBe(true);

    const again = await t.rpc(`${S}/exportRedeemCodes`, { Id: b.Id, utime: fresh.utime, data: {} }, t.adminToken);
    expect(again.body.code).toBe(3);
    expect(String(again.body.message)).toContain("再次导出请填写原因");
    const withReason = await t.rpc(`${S}/exportRedeemCodes`, { Id: b.Id, utime: fresh.utime, data: { reason: "合作方遗失文件" } }, t.adminToken);
    expect(withReason.body.code).toBe("SUCCESS");
    expect((await get(b.Id)).exportCount).toBe(2);
  });

  it("redeeming: a code once (two visitors at once: one wins), one code per visitor per batch, an SVIP order of 0 fen, refusals change nothing", async () => {
    const b = await create({ quantity: 4, name: "兑换测试", prefix: "" });
    await drain();
    const [c1, c2, c3] = (await codesOf(b.Id)).map((c) => String(c.code));
    const [alice, bob] = [await makeVisitor(t), await makeVisitor(t)];
    const redeem = (visitorId: number, code: string) =>
      db().transaction().execute((tx) => redeemForVisitor(tx, { visitorId, code, at: t.clock.now, actor: { userId: null, userName: "系统" } }))
        .then((o) => ({ ok: true as const, o }), (e: Error) => ({ ok: false as const, message: e.message }));
    const both = await Promise.all([redeem(alice, String(c1)), redeem(bob, String(c1))]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ message: "兑换码已被使用" });
    const winner = both.find((r) => r.ok) as { o: Record<string, unknown> };
    expect(winner.o).toMatchObject({ payChannel: "REDEEM_CODE", payAmount: 0, status: "PAID", vipLevel: "SVIP", durationDays: 31 });
    const who = Number(winner.o.visitorId);
    const again = await redeem(who, String(c2));
    expect(again).toMatchObject({ ok: false, message: "每位用户在同一批次只能兑换一次" });
    // The same visitor's two codes at once: still one.
    const loser = who === alice ? bob : alice;
    const pair = await Promise.all([redeem(loser, String(c2)), redeem(loser, String(c3))]);
    expect(pair.filter((r) => r.ok)).toHaveLength(1);
    expect(await redeem(loser, "not-a-code")).toMatchObject({ ok: false, message: "兑换码格式不正确：应为 16 位字母数字" });
    const visitor = await db().selectFrom("visitor").select(["vipLevel", "vipExpireAt"]).where("Id", "=", who).executeTakeFirstOrThrow();
    expect(visitor).toEqual({ vipLevel: "SVIP", vipExpireAt: t.clock.now + 31 * 86_400_000 });
    const statuses = (await codesOf(b.Id)).map((c) => c.status).sort();
    expect(statuses).toEqual(["REDEEMED", "REDEEMED", "UNUSED", "UNUSED"]);
    expect((await get(b.Id)) as unknown as { redeemedCount: number }).toMatchObject({ redeemedCount: 2 });
    expect((await db().selectFrom("orders").select("Id").where("payChannel", "=", "REDEEM_CODE").execute()).length).toBe(2);
  });

  it("READ of coupon lists batches and codes but may not generate, void or export (PERMISSION_DENIED)", async () => {
    const reader = await makeUser(t, "coupon.reader", "editor", { coupon: "READ" });
    const b = await create({ quantity: 5, name: "权限测试" });
    await drain();
    const fresh = await get(b.Id);
    expect((await t.rpc(`${S}/listRedeemCodeBatch`, {}, reader.token)).body.code).toBe("SUCCESS");
    expect((await t.rpc(`${S}/listRedeemCode`, { cond: { jsonq: JSON.stringify({ batchId: b.Id }) } }, reader.token)).body.total).toBe(5);
    const calls: [string, Record<string, unknown>][] = [
      ["createRedeemCodeBatch", { data: batchData() }],
      ["voidRedeemCodeBatch", { Id: b.Id, data: { reason: "x" } }],
      ["exportRedeemCodes", { Id: b.Id, utime: fresh.utime, data: {} }],
    ];
    for (const [method, payload] of calls) expect((await t.rpc(`${S}/${method}`, payload, reader.token)).body.code, method).toBe(7);
    expect((await get(b.Id)).exportCount).toBe(0);
  });
});
