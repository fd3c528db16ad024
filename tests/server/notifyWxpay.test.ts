/**
 * POST /api/notify/wxpay on both databases: a WeChat Pay v3 notification signed by the platform key
 * and encrypted with the APIv3 key credits its order once; replays, concurrent deliveries, forged or
 * unsigned ones, a different amount and an unknown order each leave the money as it should be.
 */
import type { KeyObject } from "node:crypto";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { setChannelAdapter } from "../../server/domains/order/refund/channels";
import { refundInTx } from "../../server/domains/order/refund/refunds";
import type { Db, Row } from "../../server/platform/db/types";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { rsaKeys, WX_APIV3_KEY, WX_MCHID, wxNotification } from "./paymentKeys";

describeEachDb("WeChat Pay notifications", (kind) => {
  let t: TestServer;
  let bare: TestServer;
  let db: Db;
  let platform: { privateKey: KeyObject; publicPem: string };
  let seq = 0;
  beforeAll(async () => {
    platform = rsaKeys();
    t = await createTestServer(kind, {
      seed: "none",
      env: { MOYUAN_WXPAY_MCHID: WX_MCHID, MOYUAN_WXPAY_APIV3_KEY: WX_APIV3_KEY, MOYUAN_WXPAY_PLATFORM_PUBLIC_KEY: platform.publicPem },
    });
    bare = await createTestServer(kind, { seed: "none" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
  });
  afterEach(() => {
    setChannelAdapter("WXPAY", null);
  });

  const post = (server: TestServer, n: { body: string; headers: Record<string, string> }) =>
    server.server.app.request("/api/notify/wxpay", { method: "POST", headers: n.headers, body: n.body });
  const transaction = (o: Row, over: Record<string, unknown> = {}) => ({
    mchid: WX_MCHID, appid: "wx8888888888888888", out_trade_no: o.orderNo, transaction_id: `42000019${String(++seq).padStart(20, "0")}`,
    trade_type: "APP", trade_state: "SUCCESS", trade_state_desc: "支付成功", bank_type: "CMB_CREDIT", attach: "",
    success_time: "2026-11-22T11:58:00+08:00", payer: { openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" },
    amount: { total: o.payAmount, payer_total: o.payAmount, currency: "CNY", payer_currency: "CNY" }, ...over,
  });
  const notify = (o: Row, over: Record<string, unknown> = {}, id = `EV-${++seq}`) => wxNotification(platform.privateKey, id, "TRANSACTION.SUCCESS", transaction(o, over), t.clock.now);
  const orderOf = (o: Row) => db.selectFrom("orders").selectAll().where("Id", "=", Number(o.Id)).executeTakeFirstOrThrow();
  const records = (orderNo: unknown) => db.selectFrom("wx_pay_transaction").selectAll().where("outTradeNo", "=", String(orderNo)).execute();
  const entries = (orderNo: unknown) => db.selectFrom("bookkeeping_entry").select("Id").where("relatedNo", "=", String(orderNo)).execute();
  const newOrder = async (payAmount = 2_500) => makeOrder(db, t.clock.now, Number((await makeVisitor(db, t.clock.now)).Id), { payAmount });

  it("a signed notification credits its order once, with a MATCHED record linked to it; the same notification again changes nothing", async () => {
    const o = await newOrder();
    const n = notify(o);
    const first = await post(t, n);
    expect(first.status).toBe(204);
    const paid = await orderOf(o);
    expect(paid.status).toBe("PAID");
    expect(paid.payChannel).toBe("WXPAY");
    const [record] = await records(o.orderNo);
    expect(record).toMatchObject({ orderMatch: "MATCHED", orderId: o.Id, tradeState: "SUCCESS", total: 2_500, source: "NOTIFY" });
    expect(paid.channelTradeNo).toBe(record?.transactionId);
    const entriesAfter = await entries(o.orderNo);

    const again = await post(t, n);
    expect(again.status).toBe(204);
    expect(await records(o.orderNo)).toHaveLength(1);
    expect(await orderOf(o)).toEqual(paid);
    expect(await entries(o.orderNo)).toEqual(entriesAfter);
  });

  it("the same notification delivered five times at once is recorded and credited once", async () => {
    const o = await newOrder(6_800);
    const n = notify(o);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(t, n)));
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 204, 204]);
    expect(await records(o.orderNo)).toHaveLength(1);
    expect((await orderOf(o)).status).toBe("PAID");
    const points = await db.selectFrom("points_log").select("Id").where("visitorId", "=", Number(o.visitorId)).execute();
    expect(points).toHaveLength(1);
  });

  it("refuses a forged, unsigned, stale or wrongly encrypted notification and records nothing", async () => {
    const o = await newOrder();
    const n = notify(o);
    const forged = { ...n, body: n.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') };
    const unsigned = { ...n, headers: { ...n.headers, "Wechatpay-Signature": "" } };
    const otherKey = wxNotification(rsaKeys().privateKey, "EV-other", "TRANSACTION.SUCCESS", transaction(o), t.clock.now);
    const stale = wxNotification(platform.privateKey, "EV-stale", "TRANSACTION.SUCCESS", transaction(o), t.clock.now - 10 * 60_000);
    const badKey = wxNotification(platform.privateKey, "EV-badkey", "TRANSACTION.SUCCESS", transaction(o), t.clock.now, "X".repeat(32));
    for (const bad of [forged, unsigned, otherKey, stale, badKey]) {
      const answer = await post(t, bad);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: "FAIL" });
    }
    expect(await records(o.orderNo)).toHaveLength(0);
    expect((await orderOf(o)).status).toBe("PENDING");
  });

  it("records a different amount as AMOUNT_DIFF and never credits the order", async () => {
    const o = await newOrder(2_500);
    const answer = await post(t, notify(o, { amount: { total: 2_400, payer_total: 2_400, currency: "CNY" } }));
    expect(answer.status).toBe(204);
    const [record] = await records(o.orderNo);
    expect(record).toMatchObject({ orderMatch: "AMOUNT_DIFF", total: 2_400, orderId: o.Id });
    const after = await orderOf(o);
    expect(after.status).toBe("PENDING");
    expect(after.channelTradeNo).toBeNull();
    expect(await entries(o.orderNo)).toHaveLength(0);
  });

  it("records a payment for an unknown order number as NO_ORDER, linked to nothing", async () => {
    const ghost = { orderNo: "VIP20261122115800999999", payAmount: 990 } as unknown as Row;
    expect((await post(t, notify(ghost))).status).toBe(204);
    const [record] = await records(ghost.orderNo);
    expect(record).toMatchObject({ orderMatch: "NO_ORDER", orderId: null, total: 990 });
  });

  it("without keys configured the endpoint refuses every notification and records nothing", async () => {
    const o = await makeOrder(bare.server.deps.db, bare.clock.now, Number((await makeVisitor(bare.server.deps.db, bare.clock.now)).Id));
    const answer = await post(bare, wxNotification(platform.privateKey, "EV-bare", "TRANSACTION.SUCCESS", transaction(o), bare.clock.now));
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { message: string }).message).toContain("未配置");
    expect(await bare.server.deps.db.selectFrom("wx_pay_transaction").select("Id").execute()).toHaveLength(0);
  });

  it("a signed REFUND.SUCCESS finishes its processing refund once; the same result again changes nothing", async () => {
    const o = await newOrder(9_900);
    expect((await post(t, notify(o))).status).toBe(204);
    setChannelAdapter("WXPAY", { refund: () => Promise.resolve({ status: "PROCESSING", channelRefundId: null }) });
    const { refund } = await db.transaction().execute((tx) => refundInTx(tx, Number(o.Id), { amount: 900, reason: "USER_REQUEST", mode: "CHANNEL", channelRefundId: null, at: t.clock.now }));
    expect(await orderOf(o)).toMatchObject({ status: "REFUNDING", refundingAmount: 900 });
    const result = wxNotification(platform.privateKey, `EV-refund-${++seq}`, "REFUND.SUCCESS", {
      mchid: WX_MCHID, out_trade_no: o.orderNo, transaction_id: (await orderOf(o)).channelTradeNo, out_refund_no: refund.refundNo,
      refund_id: "50300908092018010222000000001", refund_status: "SUCCESS", success_time: "2026-11-22T12:00:00+08:00", user_received_account: "支付用户零钱",
      amount: { total: 9_900, refund: 900, payer_total: 9_900, payer_refund: 900 },
    }, t.clock.now);
    expect((await post(t, result)).status).toBe(204);
    const after = await orderOf(o);
    expect(after).toMatchObject({ status: "PARTIAL_REFUNDED", refundedAmount: 900, refundingAmount: 0 });
    const done = await db.selectFrom("refund").selectAll().where("Id", "=", Number(refund.Id)).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: "SUCCESS", channelRefundId: "50300908092018010222000000001" });
    expect((await post(t, result)).status).toBe(204);
    expect(await orderOf(o)).toEqual(after);
  });
});
