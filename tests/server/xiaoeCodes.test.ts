/**
 * 小鹅通兑换码 (commerce.md §3.5) on both databases: a 码库 csv with duplicates and invalid rows is
 * imported through a signed upload and the `import` job with exact counts and reasons; the same
 * file again adds nothing; an xlsx reads the same; a code is issued at most once under concurrency,
 * by 手动发放 or by redeeming XIAOE_CODE goods (never the same code twice, nothing spent without one);
 * lists mask codes, 查看 reveals and is recorded; 作废 and expiry move the goods' stock.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redeemPointsGoods } from "../../server/domains/point/pointsOrder/pointsExchange";
import { movePoints } from "../../server/domains/point/pointsLog/points";
import { insertRow, SYSTEM_ACTOR } from "../../server/resources/rows";
import { sweepNow } from "../../server/platform/sweep";
import type { Db, Row } from "../../server/platform/db/types";
import { drainJobs } from "../../server/platform/jobs/runner";
import { makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

interface Policy { policy: string; signature: string; dir: string }
const DAY = 86_400_000;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

describeEachDb("小鹅通兑换码", (kind) => {
  let t: TestServer;
  let db: Db;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "moyuan-xiaoe-"));
    t = await createTestServer(kind, { seed: "none", jobs: "manual", env: { MOYUAN_DATA_DIR: dataDir } });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const now = () => t.clock.now;
  const call = (p: string, payload: Record<string, unknown>) => t.rpc(p, payload, t.adminToken);
  const drain = () => drainJobs(t.server.deps, undefined, {});
  const codeRow = (code: string) => db.selectFrom("xiaoe_code").selectAll().where("code", "=", code).executeTakeFirstOrThrow();

  async function upload(bytes: Uint8Array, name: string, type: string): Promise<string> {
    const p = (await call("BaseServiceAdmin/getOSSData", { dataType: "UDT_XIAOE" })).body.data as Policy;
    const key = `${p.dir}${name}`;
    const form = new FormData();
    form.append("key", key);
    form.append("policy", p.policy);
    form.append("signature", p.signature);
    form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
    const res = await t.server.app.request("/upload", { method: "POST", body: form });
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.code, JSON.stringify(body)).toBe("SUCCESS");
    return key;
  }
  async function importFile(key: string): Promise<{ batch: Row; job: Row }> {
    const r = await call("PointServiceAdmin/importXiaoeCodes", { data: { file: key } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    await drain();
    const job = (await call("JobServiceAdmin/getJob", { Id: r.body.Id })).body.data as Row;
    const batchId = Number((r.body.data as Row[])[0]!.Id);
    const batch = (await call("PointServiceAdmin/getXiaoeImportBatch", { Id: batchId })).body.data as Row;
    return { batch, job };
  }

  const HEADER = "兑换码,活动ID,批次ID,兑换码名称,兑换内容,有效期开始,有效期结束,状态,使用者昵称";
  const line = (code: string, over: Partial<Record<"activity" | "end" | "state" | "start", string>> = {}) =>
    [code, over.activity ?? "ma_rd_test_guohua", "b_20261101", "国画基础兑换码", "《国画基础 30 讲》", over.start ?? "2026-11-01 00:00:00", over.end ?? "2027-06-30 23:59:59", over.state ?? "未使用", ""].join(",");

  describe("导入兑换码", () => {
    it("a csv with duplicates and invalid rows: counts and reasons exact; the same file again adds nothing", async () => {
      const csv = [
        HEADER,
        line("GHJC2026A001"),
        line("GHJC2026A002"),
        line("GHJC2026A001"), // twice in the file
        line(""), // no code
        line("GH 01"), // bad characters
        line("GHJC2026A003", { end: "2026-02-30 10:00" }), // no such date
        line("GHJC2026A004", { end: "2026-11-10 00:00:00" }), // already over (the clock is 2026-11-22)
        line("GHJC2026A005", { state: "已使用" }),
        "",
        line("GHJC2026A006", { activity: "" }),
        "\"GHJC2026A007\",ma_rd_test_guohua,b_20261101,\"国画,基础\",《国画基础 30 讲》,2026/11/1,2027/6/30 23:59,未使用,",
      ].join("\r\n");
      const key = await upload(new TextEncoder().encode(`\uFEFF${csv}\r\n`), "guohua.csv", "text/csv");
      const { batch, job } = await importFile(key);
      expect([batch.status, batch.fileFormat, batch.total, batch.imported, batch.duplicates, batch.invalid], JSON.stringify(batch)).toEqual(["DONE", "CSV", 10, 3, 1, 6]);
      expect(batch.problems).toEqual([
        { row: 4, code: "GHJC2026A001", reason: "文件中重复（同第 2 行）" },
        { row: 5, code: "", reason: "兑换码为空" },
        { row: 6, code: "GH 01", reason: "兑换码格式不正确（4–32 位字母、数字、- 或 _）" },
        { row: 7, code: "GHJC2026A003", reason: "有效期结束格式不正确" },
        { row: 8, code: "GHJC2026A004", reason: "已过有效期" },
        { row: 9, code: "GHJC2026A005", reason: "小鹅通侧状态为「已使用」，不能再发放" },
        { row: 11, code: "GHJC2026A006", reason: "活动ID为空" },
      ]);
      expect([job.status, job.total, job.done, job.failed]).toEqual(["PARTIAL", 10, 10, 7]);
      expect((job.errors as Row[])[0]).toEqual({ Id: 4, title: "GHJC2026A001", reason: "第 4 行：文件中重复（同第 2 行）" });
      const seventh = await codeRow("GHJC2026A007");
      expect([seventh.title, seventh.status, Number(seventh.endAt), seventh.importBatchNo]).toEqual(["国画,基础", "IN_STOCK", Date.UTC(2027, 5, 30, 15, 59), batch.importNo]);

      const again = await importFile(key);
      expect([again.batch.imported, again.batch.duplicates, again.batch.invalid]).toEqual([0, 4, 6]);
      expect((again.batch.problems as Row[])[0]).toEqual({ row: 2, code: "GHJC2026A001", reason: `已导入过（导入批次 ${String(batch.importNo)}）` });
      expect(await db.selectFrom("xiaoe_code").select("Id").where("activityId", "=", "ma_rd_test_guohua").execute()).toHaveLength(3);
    });

    it("an xlsx exported from 码库 (columns in another order, date cells) imports the same way; a file without the 兑换码 column fails with the reason", async () => {
      const { default: ExcelJS } = await import("exceljs");
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet("码库");
      sheet.addRow(["兑换码名称", "兑换码", "活动ID", "有效期结束", "状态"]);
      sheet.addRow(["硬笔书法", "YBSF21D0001", "ma_rd_test_yingbi", new Date(Date.UTC(2027, 0, 31, 23, 59)), "未使用"]);
      sheet.addRow(["硬笔书法", "YBSF21D0002", "ma_rd_test_yingbi", "2027-01-31", "未使用"]);
      sheet.addRow(["硬笔书法", "YBSF21D0003", "ma_rd_test_yingbi", "明年", "未使用"]);
      const key = await upload(new Uint8Array(await book.xlsx.writeBuffer()), "yingbi.xlsx", XLSX);
      const { batch } = await importFile(key);
      expect([batch.status, batch.fileFormat, batch.total, batch.imported, batch.duplicates, batch.invalid]).toEqual(["DONE", "XLSX", 3, 2, 0, 1]);
      // The date cell shows 2027-01-31 23:59 in Beijing time.
      expect(Number((await codeRow("YBSF21D0001")).endAt)).toBe(Date.UTC(2027, 0, 31, 15, 59));

      const bad = await upload(new TextEncoder().encode("活动ID,有效期结束\nma_rd_x,2027-01-01\n"), "bad.csv", "text/csv");
      const failed = await importFile(bad);
      expect([failed.batch.status, failed.batch.failReason, failed.job.status]).toEqual(["FAILED", "文件缺少列：兑换码（首行须为表头，见小鹅通码库导出格式）", "FAILED"]);
      const notOurs = await call("PointServiceAdmin/importXiaoeCodes", { data: { file: "goods/20260101/a.csv" } });
      expect([notOurs.body.code, notOurs.body.message]).toEqual([3, "请上传小鹅通码库导出的 xlsx 或 csv 文件"]);
    });
  });

  /** Codes of an activity written as an import writes them. */
  const makeCodes = (activityId: string, n: number, prefix: string, over: Record<string, unknown> = {}) => db.transaction().execute(async (tx) => {
    const out: Row[] = [];
    for (let i = 0; i < n; i += 1) {
      out.push(await insertRow(tx, "xiaoeCode", { code: `${prefix}${String(i).padStart(4, "0")}`, activityId, title: "测试码", status: "IN_STOCK", startAt: now() - DAY, endAt: now() + 30 * DAY, importBatchNo: "XI_TEST", ...over }, now()));
    }
    return out;
  });
  const makeGoods = (activityId: string, stock: number) => db.transaction().execute((tx) => insertRow(tx, "pointsGoods", {
    name: "国画兑换码", goodsType: "XIAOE_CODE", xiaoeActivityId: activityId, pointsPrice: 100, stock, soldCount: 0, perVisitorLimit: 0, vipOnly: false, sort: 1, status: "ON_SALE",
  }, now()));
  const withPoints = async (points: number) => {
    const v = await makeVisitor(db, now());
    await db.transaction().execute((tx) => movePoints(tx, Number(v.Id), points, { reason: "ADJUST", remark: "测试", actor: SYSTEM_ACTOR, at: now() }));
    return v;
  };
  const balanceOf = async (id: unknown) => Number((await db.selectFrom("visitor").select("pointBalance").where("Id", "=", Number(id)).executeTakeFirstOrThrow()).pointBalance);

  describe("发放", () => {
    it("10 concurrent 手动发放 of one code: one issued, the others refused; the list masks it, 查看 reveals and is recorded", async () => {
      const [code] = await makeCodes("ma_rd_manual", 1, "MANUAL");
      const visitors = await Promise.all(Array.from({ length: 10 }, () => makeVisitor(db, now())));
      const answers = await Promise.all(visitors.map((v) => call("PointServiceAdmin/issueXiaoeCode", { Id: code!.Id, data: { uid: v.uid, reason: "客服补偿" } })));
      const ok = answers.filter((a) => a.body.code === "SUCCESS");
      expect(ok).toHaveLength(1);
      for (const a of answers.filter((x) => x.body.code !== "SUCCESS")) expect([a.body.code, a.body.message]).toEqual([9, "兑换码 MANU****00 已发放，不能发放"]);
      const row = await codeRow("MANUAL0000");
      expect([row.status, row.issueReason, row.pointsOrderNo]).toEqual(["ISSUED", "客服补偿", null]);
      expect(visitors.map((v) => Number(v.Id))).toContain(Number(row.issuedTo));

      const listed = await call("PointServiceAdmin/listXiaoeCode", { cond: { jsonq: JSON.stringify({ activityId: "ma_rd_manual" }) } });
      expect((listed.body.data as Row[]).map((r) => r.code)).toEqual(["MANU****00"]);
      const got = await call("PointServiceAdmin/getXiaoeCode", { Id: code!.Id });
      expect((got.body.data as Row).code).toBe("MANU****00");
      const seen = await call("PointServiceAdmin/revealXiaoeCode", { Id: code!.Id });
      expect((seen.body.data as Row[])[0]!.code).toBe("MANUAL0000");
      const changes = await db.selectFrom("data_change").selectAll().where("method", "=", "revealXiaoeCode").where("recordId", "=", Number(code!.Id)).execute();
      expect(changes.map((c) => [c.userName, c.summary])).toEqual([["admin", "查看兑换码：MANU****00"]]);
      expect(JSON.stringify(changes)).not.toContain("MANUAL0000");
      const unknown = await call("PointServiceAdmin/issueXiaoeCode", { Id: code!.Id, data: { uid: 99_999_998, reason: "x" } });
      expect([unknown.body.code, unknown.body.message]).toEqual([5, "用户编号 99999998 不存在"]);
    });

    it("N concurrent redemptions of XIAOE_CODE goods from N−2 codes: N−2 orders, each with its own code; the others refused with nothing spent", async () => {
      const n = 8;
      await makeCodes("ma_rd_pool", n - 2, "POOL");
      const g = await makeGoods("ma_rd_pool", 999);
      // The goods' stock follows the codes whatever the form said (an update runs the hook).
      const fresh = (await call("PointServiceAdmin/getPointsGoods", { Id: g.Id })).body.data as Row;
      const upd = await call("PointServiceAdmin/updatePointsGoods", { Id: g.Id, utime: fresh.utime, data: { stock: 999 } });
      expect((upd.body.data as Row).stock).toBe(n - 2);
      const visitors = await Promise.all(Array.from({ length: n }, () => withPoints(500)));
      const results = await Promise.all(visitors.map((v) => db.transaction().execute((tx) => redeemPointsGoods(tx, { visitorId: Number(v.Id), goodsId: Number(g.Id), at: now() }))
        .then((o) => ({ ok: true as const, o }), (e: Error) => ({ ok: false as const, message: e.message }))));
      const ok = results.flatMap((r) => (r.ok ? [r.o] : []));
      expect(ok).toHaveLength(n - 2);
      for (const r of results) if (!r.ok) expect(r.message).toMatch(/库存不足|不可兑换/);
      const codes = await db.selectFrom("xiaoe_code").selectAll().where("activityId", "=", "ma_rd_pool").execute();
      expect(codes.every((c) => c.status === "ISSUED")).toBe(true);
      expect(new Set(codes.map((c) => c.pointsOrderNo))).toEqual(new Set(ok.map((o) => o.orderNo)));
      expect(new Set(codes.map((c) => Number(c.issuedTo))).size).toBe(n - 2);
      for (const o of ok) {
        const mine = codes.find((c) => c.pointsOrderNo === o.orderNo)!;
        expect([Number(mine.issuedTo), o.deliveryRef]).toEqual([Number(o.visitorId), `兑换码 ${String(mine.code).slice(0, 4)}****${String(mine.code).slice(-2)}`]);
      }
      const balances = await Promise.all(visitors.map((v) => balanceOf(v.Id)));
      expect(balances.filter((b) => b === 400)).toHaveLength(n - 2);
      expect(balances.filter((b) => b === 500)).toHaveLength(2);
      const after = await db.selectFrom("points_goods").selectAll().where("Id", "=", Number(g.Id)).executeTakeFirstOrThrow();
      expect([Number(after.stock), Number(after.soldCount), after.status]).toEqual([0, n - 2, "SOLD_OUT"]);
    });

    it("goods whose stock says more than the codes left (a code voided behind it) refuse and spend nothing", async () => {
      const [only] = await makeCodes("ma_rd_gap", 1, "GAPX");
      const g = await makeGoods("ma_rd_gap", 1);
      await db.updateTable("xiaoe_code").set({ status: "VOID" }).where("Id", "=", Number(only!.Id)).execute();
      const v = await withPoints(300);
      const refused = await db.transaction().execute((tx) => redeemPointsGoods(tx, { visitorId: Number(v.Id), goodsId: Number(g.Id), at: now() })).then(() => "", (e: Error) => e.message);
      expect(refused).toBe("小鹅通活动 ma_rd_gap 的兑换码已发完");
      expect(await balanceOf(v.Id)).toBe(300);
      expect(await db.selectFrom("points_order").select("Id").where("goodsId", "=", Number(g.Id)).execute()).toHaveLength(0);
    });

    it("作废 needs a reason and only IN_STOCK codes; expiry sweeps past codes; the goods' stock follows both", async () => {
      const codes = await makeCodes("ma_rd_void", 4, "VOID", { endAt: now() + DAY });
      const g = await makeGoods("ma_rd_void", 4);
      const noReason = await call("PointServiceAdmin/voidXiaoeCode", { Id: codes[0]!.Id, data: {} });
      expect(noReason.body.code).toBe(3);
      const voided = await call("PointServiceAdmin/voidXiaoeCode", { Ids: [codes[0]!.Id, codes[1]!.Id], data: { reason: "码已外泄" } });
      expect(voided.body.code, JSON.stringify(voided.body)).toBe("SUCCESS");
      expect((voided.body.data as Row[]).map((r) => [r.status, r.voidReason, r.code])).toEqual([["VOID", "码已外泄", "VOID****00"], ["VOID", "码已外泄", "VOID****01"]]);
      expect(Number((await db.selectFrom("points_goods").select("stock").where("Id", "=", Number(g.Id)).executeTakeFirstOrThrow()).stock)).toBe(2);
      const twice = await call("PointServiceAdmin/voidXiaoeCode", { Id: codes[0]!.Id, data: { reason: "再次" } });
      expect(twice.body.code).toBe(9);

      const sweep = async () => (await sweepNow(t.server.deps, ["xiaoeCode.expiry"])).changed["xiaoeCode.expiry"] ?? 0;
      expect(await sweep()).toBe(0);
      // Two of the codes reach their end (the clock stays: later tests keep their sessions).
      await db.updateTable("xiaoe_code").set({ endAt: now() - 1 }).where("Id", "in", [Number(codes[2]!.Id), Number(codes[3]!.Id)]).execute();
      // Two servers sweeping at the same moment expire each code once, each with one 系统 record.
      const [a, b] = await Promise.all([sweep(), sweep()]);
      expect(a + b).toBe(2);
      for (const c of [codes[2]!, codes[3]!]) {
        const records = await db.selectFrom("data_change").selectAll().where("resource", "=", "xiaoeCode").where("recordId", "=", Number(c.Id)).where("method", "=", "sweep").execute();
        expect(records.map((r) => [r.userName, r.summary])).toEqual([["系统", expect.stringContaining("库存中 → 已过期")]]);
      }
      expect((await codeRow("VOID0002")).status).toBe("EXPIRED");
      expect((await codeRow("VOID0000")).status).toBe("VOID");
      const goods = await db.selectFrom("points_goods").selectAll().where("Id", "=", Number(g.Id)).executeTakeFirstOrThrow();
      expect([Number(goods.stock), goods.status]).toEqual([0, "SOLD_OUT"]);
      const late = await call("PointServiceAdmin/issueXiaoeCode", { Id: codes[2]!.Id, data: { uid: 10_000_001, reason: "补发" } });
      expect(late.body.code).not.toBe("SUCCESS");
    });

    it("导出未发放 queues an export of the IN_STOCK codes with whole codes", async () => {
      await makeCodes("ma_rd_export", 2, "EXPT");
      const r = await call("PointServiceAdmin/exportUnissuedXiaoeCodes", { data: {} });
      expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
      await drain();
      const job = (await call("JobServiceAdmin/getJob", { Id: r.body.Id })).body.data as Row;
      expect([job.kind, job.status], JSON.stringify(job)).toEqual(["export", "DONE"]);
      const { default: ExcelJS } = await import("exceljs");
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(path.join(dataDir, "uploads", String(job.resultKey)));
      const values = book.worksheets[0]!.getColumn(1).values.filter((v) => typeof v === "string");
      expect(values).toEqual(expect.arrayContaining(["EXPT0000", "EXPT0001"]));
      expect(values.some((v) => String(v).includes("****"))).toBe(false);
    });
  });
});
