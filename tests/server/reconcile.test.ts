/**
 * 执行对账 on both databases: PaymentServiceAdmin/startReconcile queues a `reconcile` job, which
 * compares each day's successful channel records with the paid orders and lists every planted
 * difference in that day's batch; 处理差异 closes a batch with a note; bad ranges and users without
 * the right are refused with nothing queued.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertRow } from "../../server/resources/rows";
import { applyPayment } from "../../server/domains/order/order/settle";
import type { Db, Row } from "../../server/platform/db/types";
import { drainJobs } from "../../server/platform/jobs/runner";
import { makeUser } from "./accounts";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const DAY = 86_400_000;
/** 2026-11-19, three days before the harness's clock, at 10:00 in Beijing. */
const PAID_AT = Date.parse("2026-11-19T10:00:00+08:00");

describeEachDb("reconciliation", (kind) => {
  let t: TestServer;
  let db: Db;
  const planted: Record<string, Row> = {};
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    db = t.server.deps.db;
    const v = Number((await makeVisitor(db, PAID_AT - DAY)).Id);
    const order = (payAmount: number) => makeOrder(db, PAID_AT - 60_000, v, { payAmount });
    const pay = (o: Row, channel: string, trade: string) => db.transaction().execute((tx) => applyPayment(tx, { orderId: Number(o.Id), channel, amount: Number(o.payAmount), channelTradeNo: trade, paidAt: PAID_AT, at: PAID_AT }));
    const wx = (o: Row | null, outTradeNo: string, total: number, transactionId: string, orderMatch: string) => db.transaction().execute((tx) => insertRow(tx, "wxPayTransaction", {
      outTradeNo, transactionId, orderId: o?.Id ?? null, mchid: "1611234567", tradeType: "APP", tradeState: "SUCCESS", total, payerTotal: total, currency: "CNY",
      successTime: PAID_AT, source: "NOTIFY", orderMatch, receivedAt: PAID_AT + 3_000,
    }, PAID_AT + 3_000));

    planted.matched = await order(2_500);
    await pay(planted.matched, "WXPAY", "4200000001202611190000000001");
    await wx(planted.matched, String(planted.matched.orderNo), 2_500, "4200000001202611190000000001", "MATCHED");
    // The channel took 24.00 for a 25.00 order, which therefore stayed unpaid.
    planted.short = await order(2_500);
    await wx(planted.short, String(planted.short.orderNo), 2_400, "4200000001202611190000000002", "AMOUNT_DIFF");
    // A payment whose order we do not have (掉单 or a test payment).
    await wx(null, "VIP20261119100000000999", 990, "4200000001202611190000000003", "NO_ORDER");
    // A paid order the channel has no record of.
    planted.localOnly = await order(6_800);
    await pay(planted.localOnly, "WXPAY", "4200000001202611190000000004");
    // Alipay balances: one paid order, its trade.
    planted.alipay = await order(23_800);
    await pay(planted.alipay, "ALIPAY", "2026111922001400000000000001");
    await db.transaction().execute((tx) => insertRow(tx, "alipayTrade", {
      outTradeNo: planted.alipay?.orderNo, tradeNo: "2026111922001400000000000001", orderId: planted.alipay?.Id, tradeStatus: "TRADE_SUCCESS",
      totalAmount: 23_800, receiptAmount: 23_800, refundFee: 0, gmtPayment: PAID_AT, source: "NOTIFY", orderMatch: "MATCHED", receivedAt: PAID_AT,
    }, PAID_AT));
  });
  afterAll(async () => {
    await t.close();
  });

  const start = (data: Record<string, unknown>, token = t.adminToken) => t.rpc("PaymentServiceAdmin/startReconcile", { data }, token);
  const finished = async (Id: number) => {
    // Jobs run when drained: the reconciliation has ended when this returns.
    await drainJobs(t.server.deps);
    const job = (await t.rpc("JobServiceAdmin/getJob", { Id }, t.adminToken)).body.data as { status: string; total: number; done: number };
    expect(job.status).toBe("DONE");
    return job;
  };
  const batch = async (batchNo: string) => {
    const answer = await t.rpc("PaymentServiceAdmin/listReconcileBatch", { cond: { jsonq: JSON.stringify({ batchNo }) } }, t.adminToken);
    return (answer.body.data as Row[])[0] as Row & { diffs: { kind: string; orderNo: string | null; localAmount: number | null; channelAmount: number | null }[] };
  };

  it("a job over three days and every channel finds exactly the planted differences", async () => {
    const answer = await start({ dateFrom: "2026-11-18", dateTo: "2026-11-20" });
    expect(answer.body.code).toBe("SUCCESS");
    const job = await finished(answer.body.Id as number);
    expect(job).toMatchObject({ total: 9, done: 9 });

    const wx = await batch("WXPAY-2026-11-19");
    expect(wx).toMatchObject({ status: "DIFF", diffCount: 3, channelCount: 3, channelAmount: 2_500 + 2_400 + 990, localCount: 2, localAmount: 2_500 + 6_800 });
    const kinds = wx.diffs.map((d) => [d.kind, d.orderNo, d.localAmount, d.channelAmount]).sort();
    expect(kinds).toEqual([
      ["AMOUNT_DIFF", planted.short?.orderNo, 2_500, 2_400],
      ["CHANNEL_ONLY", "VIP20261119100000000999", null, 990],
      ["LOCAL_ONLY", planted.localOnly?.orderNo, 6_800, null],
    ].sort());
    expect(await batch("ALIPAY-2026-11-19")).toMatchObject({ status: "BALANCED", diffCount: 0, channelAmount: 23_800, localAmount: 23_800 });
    expect(await batch("WXPAY-2026-11-18")).toMatchObject({ status: "BALANCED", channelCount: 0, localCount: 0 });
  });

  it("处理差异 closes a batch with a required note, and a re-run with the same differences keeps it closed", async () => {
    const wx = await batch("WXPAY-2026-11-19");
    const empty = await t.rpc("PaymentServiceAdmin/resolveReconcileBatch", { Ids: [wx.Id], data: { resolution: "" } }, t.adminToken);
    expect(empty.status).toBe(400);
    const ok = await t.rpc("PaymentServiceAdmin/resolveReconcileBatch", { Ids: [wx.Id], data: { resolution: "掉单已查单补单；金额差异已联系微信支付" } }, t.adminToken);
    expect(ok.body.code).toBe("SUCCESS");
    const again = await start({ dateFrom: "2026-11-19", dateTo: "2026-11-19", channel: "WXPAY" });
    expect(await finished(again.body.Id as number)).toMatchObject({ total: 1, done: 1 });
    expect(await batch("WXPAY-2026-11-19")).toMatchObject({ status: "RESOLVED", diffCount: 3, resolution: "掉单已查单补单；金额差异已联系微信支付" });
    const twice = await t.rpc("PaymentServiceAdmin/resolveReconcileBatch", { Ids: [wx.Id], data: { resolution: "再次处理" } }, t.adminToken);
    expect(twice.body.code).toBe(9);
  });

  it("refuses a reversed range, a range ending in the future, a too long range and a user without the right; nothing is queued", async () => {
    const jobs = async () => db.selectFrom("job").select("Id").execute();
    const before = (await jobs()).length;
    for (const data of [{ dateFrom: "2026-11-20", dateTo: "2026-11-18" }, { dateFrom: "2026-11-20", dateTo: "2026-11-30" }, { dateFrom: "2026-01-01", dateTo: "2026-11-20" }, { dateFrom: "2026-11-20" }]) {
      const answer = await start(data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(String(answer.body.message)).toMatch(/[\u4e00-\u9fa5]/);
    }
    const reader = await makeUser(t, "reader.recon", "auditor", { order: "READ" });
    expect((await start({ dateFrom: "2026-11-19", dateTo: "2026-11-19" }, reader.token)).status).toBe(403);
    expect(await jobs()).toHaveLength(before);
  });

  it("the channel ledgers and the batches have no create, update or delete method: UNIMPLEMENTED, nothing changes", async () => {
    const before = await db.selectFrom("wx_pay_transaction").selectAll().execute();
    for (const entity of ["WxPayTransaction", "AlipayTrade", "AppStoreReceipt", "AppStoreNotification", "ReconcileBatch"]) {
      for (const op of ["create", "update", "delete"]) {
        const answer = await t.rpc(`PaymentServiceAdmin/${op}${entity}`, { Id: 1, utime: 0, data: { total: 1 } }, t.adminToken);
        expect(answer.status, `${op}${entity}`).toBe(404);
        expect(answer.body.code).toBe(12);
      }
      expect((await t.rpc(`PaymentServiceAdmin/list${entity}`, {}, t.adminToken)).body.code).toBe("SUCCESS");
    }
    expect(await db.selectFrom("wx_pay_transaction").selectAll().execute()).toEqual(before);
  });
});
