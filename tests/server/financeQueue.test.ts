/**
 * 待处理款项 (the finance queue of 需退款 payments, commerce.md §2.1 invariant 5, §13 provisional), on
 * both databases: a late WeChat payment is queued once; 原路退款 through a channel with no adapter is
 * refused 「未配置…」 and changes nothing; 原路退款 through an installed adapter and 登记线下退款 each
 * settle the item (who and how), never editing the payment's ledger row; two settlements of one item
 * at once settle it once; without W(order) nothing moves.
 */
import type { KeyObject } from "node:crypto";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { uniformRights } from "../../src/catalogue";
import { setChannelAdapter, type ChannelRefundRequest } from "../../server/domains/order/refund/channels";
import type { Db, Row } from "../../server/platform/db/types";
import { makeUser } from "./accounts";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { rsaKeys, WX_APIV3_KEY, WX_MCHID, wxNotification } from "./paymentKeys";

describeEachDb("finance queue of payments to give back", (kind) => {
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
  afterEach(() => {
    setChannelAdapter("WXPAY", null);
  });

  const call = (m: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(`PaymentServiceAdmin/${m}`, payload, token);
  const offline = (item: Row, data: Record<string, unknown> = {}, token = t.adminToken) =>
    call("settleOfflinePaymentException", { Id: item.Id, data: { channelRefundId: "50300000012026112800000000001", note: "已在商户平台退回", ...data } }, token);
  const channel = (item: Row, token = t.adminToken) => call("refundThroughChannelPaymentException", { Id: item.Id, data: {} }, token);
  const itemOf = (item: Row) => db.selectFrom("payment_exception").selectAll().where("Id", "=", Number(item.Id)).executeTakeFirstOrThrow();
  const ledgerOf = (o: Row) => db.selectFrom("wx_pay_transaction").selectAll().where("outTradeNo", "=", String(o.orderNo)).execute();

  /** An order closed a minute ago whose WeChat payment then arrives: recorded 需退款 and queued. */
  const latePayment = async (): Promise<{ order: Row; item: Row }> => {
    const v = await makeVisitor(db, t.clock.now);
    const order = await makeOrder(db, t.clock.now, Number(v.Id), { payAmount: 3_000, totalAmount: 3_000 });
    expect((await t.rpc("OrderServiceAdmin/closeOrder", { Id: order.Id, data: {} }, t.adminToken)).body.code).toBe("SUCCESS");
    const resource = {
      mchid: WX_MCHID, appid: "wx8888888888888888", out_trade_no: order.orderNo, transaction_id: `42000031${String(++seq).padStart(20, "0")}`,
      trade_type: "JSAPI", trade_state: "SUCCESS", trade_state_desc: "支付成功", bank_type: "OTHERS", attach: "",
      success_time: "2026-11-22T11:58:00+08:00", payer: { openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" },
      amount: { total: 3_000, payer_total: 3_000, currency: "CNY", payer_currency: "CNY" },
    };
    const n = wxNotification(platform.privateKey, `EV-Q-${++seq}`, "TRANSACTION.SUCCESS", resource, t.clock.now);
    expect((await t.server.app.request("/api/notify/wxpay", { method: "POST", headers: n.headers, body: n.body })).status).toBe(204);
    // Delivered again under a new notification id: still one item.
    const again = wxNotification(platform.privateKey, `EV-Q-${++seq}`, "TRANSACTION.SUCCESS", resource, t.clock.now);
    expect((await t.server.app.request("/api/notify/wxpay", { method: "POST", headers: again.headers, body: again.body })).status).toBe(204);
    const items = await db.selectFrom("payment_exception").selectAll().where("orderNo", "=", String(order.orderNo)).execute();
    expect(items).toMatchObject([{ channel: "WXPAY", kind: "AFTER_CLOSE", amount: 3_000, status: "PENDING", tradeNo: resource.transaction_id, orderId: order.Id }]);
    return { order, item: items[0]! };
  };
  const pendingTradeNos = async () => {
    const r = await call("listPaymentException", { cond: { jsonq: JSON.stringify({ status: "PENDING" }) } });
    expect(r.body.code).toBe("SUCCESS");
    return (r.body.data as Row[]).map((x) => x.tradeNo);
  };

  it("原路退款 with no WeChat refund adapter is refused 「未配置…」 and the item stays in the queue unchanged", async () => {
    const { item } = await latePayment();
    const r = await channel(item);
    expect(r.body.code).toBe(9);
    expect(String(r.body.message)).toContain("未配置微信支付退款通道");
    expect(await itemOf(item)).toEqual(item);
    expect(await pendingTradeNos()).toContain(item.tradeNo);
  });

  it("登记线下退款 settles the item: it leaves the queue, shows who settled it, the payment's ledger row is untouched", async () => {
    const { order, item } = await latePayment();
    const before = await ledgerOf(order);
    const r = await offline(item);
    expect(r.body, JSON.stringify(r.body)).toMatchObject({
      code: "SUCCESS", data: [{ status: "SETTLED", settleMode: "OFFLINE", channelRefundId: "50300000012026112800000000001", note: "已在商户平台退回", settledBy: "admin", settledAt: t.clock.now }],
    });
    expect(await pendingTradeNos()).not.toContain(item.tradeNo);
    expect(await ledgerOf(order)).toEqual(before);
    expect(before).toMatchObject([{ orderMatch: "NEEDS_REFUND" }]);
    const audit = await db.selectFrom("data_change").selectAll().where("method", "=", "settleOfflinePaymentException").where("recordId", "=", Number(item.Id)).execute();
    expect(audit).toHaveLength(1);
    // Settled once: a second 登记线下退款 is refused, naming who settled it.
    const second = await offline(item);
    expect(second.body.code).toBe(9);
    expect(String(second.body.message)).toMatch(/已退款|不能/);
  });

  it("原路退款 through an installed adapter asks the channel once, for the whole payment, and settles the item", async () => {
    const { order, item } = await latePayment();
    const asked: ChannelRefundRequest[] = [];
    setChannelAdapter("WXPAY", { refund: (req) => { asked.push(req); return Promise.resolve({ status: "SUCCESS", channelRefundId: "50300000012026112800000000777" }); } });
    const r = await channel(item);
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS", data: [{ status: "SETTLED", settleMode: "CHANNEL", channelRefundId: "50300000012026112800000000777", settledBy: "admin" }] });
    expect(asked).toMatchObject([{ payChannel: "WXPAY", orderNo: order.orderNo, channelTradeNo: item.tradeNo, amount: 3_000, total: 3_000 }]);
    expect(asked[0]!.refundNo).toBe((await itemOf(item)).refundNo);
  });

  it("a channel that accepts but has not finished leaves the item 渠道退款中 until 登记线下退款 records the result", async () => {
    const { item } = await latePayment();
    setChannelAdapter("WXPAY", { refund: () => Promise.resolve({ status: "PROCESSING", channelRefundId: null }) });
    expect((await channel(item)).body).toMatchObject({ code: "SUCCESS", data: [{ status: "REFUNDING", settleMode: "CHANNEL" }] });
    expect((await offline(item)).body).toMatchObject({ code: "SUCCESS", data: [{ status: "SETTLED", settleMode: "CHANNEL" }] });
  });

  it("two settlements of one item at the same moment: exactly one wins, the other is told in Chinese", async () => {
    for (const second of ["offline", "channel"] as const) {
      const { item } = await latePayment();
      let asked = 0;
      setChannelAdapter("WXPAY", { refund: () => { asked += 1; return Promise.resolve({ status: "SUCCESS", channelRefundId: "50300000012026112800000000888" }); } });
      const answers = await Promise.all([offline(item), second === "offline" ? offline(item, { channelRefundId: "50300000012026112800000000002" }) : channel(item)]);
      const wins = answers.filter((a) => a.body.code === "SUCCESS");
      expect(wins, JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
      const loser = answers.find((a) => a.body.code !== "SUCCESS")!;
      expect([9, 10]).toContain(loser.body.code);
      expect(String(loser.body.message)).toMatch(/[\u4e00-\u9fa5]/);
      const after = await itemOf(item);
      expect(after.status).toBe("SETTLED");
      // The channel was asked at most once, and only when its settlement is the one that stands.
      expect(asked).toBe(after.settleMode === "CHANNEL" ? 1 : 0);
      const audit = await db.selectFrom("data_change").select("Id").where("recordId", "=", Number(item.Id))
        .where("method", "in", ["settleOfflinePaymentException", "refundThroughChannelPaymentException"]).execute();
      expect(audit).toHaveLength(1);
    }
  });

  it("without W(order) both settlements are PERMISSION_DENIED and nothing changes", async () => {
    const { item } = await latePayment();
    const reader = await makeUser(t, `queuereader${kind}`, "operator", { ...uniformRights("NONE"), order: "READ" });
    for (const r of [await offline(item, {}, reader.token), await channel(item, reader.token)]) {
      expect(r.body.code).toBe(7);
    }
    expect(await itemOf(item)).toEqual(item);
    expect((await call("listPaymentException", {}, reader.token)).body.code).toBe("SUCCESS");
  });
});
