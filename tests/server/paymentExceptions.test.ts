/**
 * Late and double payments (commerce.md §2.1 invariants 3 and 5, §2.6, §12.1) through POST
 * /api/notify/wxpay on both databases: a payment for an order already closed, already paid, or paid
 * through another channel is recorded NEEDS_REFUND and never credits; the same WeChat transaction
 * re-sent under a new notification id is recorded once; a payment racing a close is either credited
 * (MATCHED, order PAID) or kept for refund (NEEDS_REFUND, order CLOSED) — never both, never neither.
 */
import type { KeyObject } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { applyPayment } from "../../server/domains/order/order/settle";
import type { Db, Row } from "../../server/platform/db/types";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { rsaKeys, WX_APIV3_KEY, WX_MCHID, wxNotification } from "./paymentKeys";

describeEachDb("late and double payments", (kind) => {
  let t: TestServer;
  let db: Db;
  let platform: { privateKey: KeyObject; publicPem: string };
  let seq = 0;
  beforeAll(async () => {
    platform = rsaKeys();
    t = await createTestServer(kind, {
      seed: "none",
      env: { MOYUAN_WXPAY_MCHID: WX_MCHID, MOYUAN_WXPAY_APIV3_KEY: WX_APIV3_KEY, MOYUAN_WXPAY_PLATFORM_PUBLIC_KEY: platform.publicPem },
    });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (n: { body: string; headers: Record<string, string> }) =>
    t.server.app.request("/api/notify/wxpay", { method: "POST", headers: n.headers, body: n.body });
  /** WeChat Pay v3 `transaction` resource (query-order / notification fields). */
  const transaction = (o: Row) => ({
    mchid: WX_MCHID, appid: "wx8888888888888888", out_trade_no: o.orderNo, transaction_id: `42000029${String(++seq).padStart(20, "0")}`,
    trade_type: "JSAPI", trade_state: "SUCCESS", trade_state_desc: "支付成功", bank_type: "OTHERS", attach: "",
    success_time: "2026-11-22T11:58:00+08:00", payer: { openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" },
    amount: { total: o.payAmount, payer_total: o.payAmount, currency: "CNY", payer_currency: "CNY" },
  });
  const notify = (resource: Record<string, unknown>, id = `EV-X-${++seq}`) => wxNotification(platform.privateKey, id, "TRANSACTION.SUCCESS", resource, t.clock.now);
  const orderOf = (o: Row) => db.selectFrom("orders").selectAll().where("Id", "=", Number(o.Id)).executeTakeFirstOrThrow();
  const records = (o: Row) => db.selectFrom("wx_pay_transaction").selectAll().where("outTradeNo", "=", String(o.orderNo)).orderBy("Id").execute();
  const incomes = (o: Row) => db.selectFrom("bookkeeping_entry").select("Id").where("relatedNo", "=", String(o.orderNo)).execute();
  const newOrder = async () => makeOrder(db, t.clock.now, Number((await makeVisitor(db, t.clock.now)).Id), { payAmount: 3_000, totalAmount: 3_000 });
  const close = (o: Row) => t.rpc("OrderServiceAdmin/closeOrder", { Id: o.Id, data: {} }, t.adminToken);

  it("a payment for an order closed a minute ago is recorded NEEDS_REFUND: the order stays CLOSED, no income, no points", async () => {
    const o = await newOrder();
    expect((await close(o)).body.code).toBe("SUCCESS");
    expect((await post(notify(transaction(o)))).status).toBe(204);
    expect(await orderOf(o)).toMatchObject({ status: "CLOSED", channelTradeNo: null });
    expect(await records(o)).toMatchObject([{ orderMatch: "NEEDS_REFUND", orderId: o.Id, tradeState: "SUCCESS", total: 3_000 }]);
    expect(await incomes(o)).toEqual([]);
    expect(await db.selectFrom("points_log").select("Id").where("visitorId", "=", Number(o.visitorId)).execute()).toEqual([]);
  });

  it("a second WeChat payment of an order already paid (by WeChat or by Alipay) is NEEDS_REFUND; the first payment stands", async () => {
    for (const first of ["WXPAY", "ALIPAY"]) {
      const o = await newOrder();
      await db.transaction().execute((tx) => applyPayment(tx, { orderId: Number(o.Id), channel: first, amount: 3_000, channelTradeNo: `FIRST${String(o.Id)}`, paidAt: t.clock.now, at: t.clock.now }));
      const paid = await orderOf(o);
      expect((await post(notify(transaction(o)))).status).toBe(204);
      expect(await orderOf(o)).toEqual(paid);
      expect((await records(o)).map((r) => r.orderMatch)).toEqual(["NEEDS_REFUND"]);
    }
  });

  it("the same transaction re-sent under a new notification id is recorded and credited once", async () => {
    const o = await newOrder();
    const trade = transaction(o);
    expect((await post(notify(trade))).status).toBe(204);
    const paid = await orderOf(o);
    const entries = await incomes(o);
    expect((await post(notify(trade))).status).toBe(204);
    expect(await records(o)).toMatchObject([{ orderMatch: "MATCHED", transactionId: trade.transaction_id }]);
    expect(await orderOf(o)).toEqual(paid);
    expect(await incomes(o)).toEqual(entries);
  });

  it("the same transaction under two new notification ids at the same moment is recorded once", async () => {
    const o = await newOrder();
    const trade = transaction(o);
    const answers = await Promise.all([post(notify(trade)), post(notify(trade))]);
    expect(answers.map((a) => a.status)).toEqual([204, 204]);
    expect(await records(o)).toHaveLength(1);
    expect((await orderOf(o)).status).toBe("PAID");
  });

  it("a payment and a close at the same moment: paid and MATCHED, or closed and NEEDS_REFUND — never both", async () => {
    for (let i = 0; i < 3; i++) {
      const o = await newOrder();
      const [, closed] = await Promise.all([post(notify(transaction(o))), close(o)]);
      const after = await orderOf(o);
      const [record] = await records(o);
      if (after.status === "PAID") {
        expect(record).toMatchObject({ orderMatch: "MATCHED" });
        expect([9, 10]).toContain(closed.body.code);
        expect(String(closed.body.message)).toMatch(/[\u4e00-\u9fa5]/);
      } else {
        expect(after.status).toBe("CLOSED");
        expect(closed.body.code).toBe("SUCCESS");
        expect(record).toMatchObject({ orderMatch: "NEEDS_REFUND" });
        expect(await incomes(o)).toEqual([]);
      }
      expect(await records(o)).toHaveLength(1);
    }
  });
});
