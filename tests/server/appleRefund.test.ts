/**
 * Apple REFUND / REFUND_REVERSED notifications on both databases (commerce.md §2.9, §12.1): REFUND
 * refunds what is left of the App Store order offline, takes the VIP days back and is PROCESSED;
 * an order already refunded by hand is left alone; REFUND_REVERSED waits RECEIVED for a person.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertRow } from "../../server/resources/rows";
import type { Db, Row } from "../../server/platform/db/types";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { appleChain, appleJws, pemOf, type AppleChain } from "./paymentKeys";

const BUNDLE = "com.moyuan.app";
const PRODUCT = "com.moyuan.vip.month";

describeEachDb("App Store refunds", (kind) => {
  let t: TestServer;
  let bare: TestServer;
  let db: Db;
  let chain: AppleChain;
  let goodsId: number;
  let seq = 0;
  beforeAll(async () => {
    chain = appleChain(Date.UTC(2026, 10, 22));
    t = await createTestServer(kind, { seed: "none", env: { MOYUAN_APPSTORE_BUNDLE_ID: BUNDLE, MOYUAN_APPSTORE_ROOT_CA: pemOf(chain.root.der) } });
    bare = await createTestServer(kind, { seed: "none" });
    db = t.server.deps.db;
    goodsId = Number((await db.transaction().execute((tx) => insertRow(tx, "vipGoods", {
      goodsNo: "VIP_MONTH_IOS", name: "月度会员", vipLevel: "VIP", durationDays: 30, price: 2_500, platforms: ["IOS"],
      appStoreProductId: PRODUCT, autoRenew: true, status: "ON_SALE", soldCount: 0,
    }, t.clock.now))).Id);
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
  });

  const post = (server: TestServer, body: unknown) => server.server.app.request("/api/notify/appstore", {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  });
  /** A buyer with their appAccountToken and a pending order of the monthly product. */
  const buyer = async () => {
    const token = randomUUID();
    const v = await makeVisitor(db, t.clock.now, { appAccountToken: token });
    const o = await makeOrder(db, t.clock.now, Number(v.Id), { payAmount: 2_500, vipGoodsId: goodsId });
    return { token, visitor: v, order: o };
  };
  const transaction = (token: string, over: Record<string, unknown> = {}) => {
    const id = `20000${String(Date.now() % 1e6).padStart(6, "0")}${String(++seq).padStart(5, "0")}`;
    return {
      transactionId: id, originalTransactionId: id, bundleId: BUNDLE, productId: PRODUCT, purchaseDate: t.clock.now - 60_000,
      originalPurchaseDate: t.clock.now - 60_000, expiresDate: t.clock.now + 30 * 86_400_000, quantity: 1, type: "Auto-Renewable Subscription",
      appAccountToken: token, inAppOwnershipType: "PURCHASED", signedDate: t.clock.now, environment: "Production", storefront: "CHN",
      price: 25_000, currency: "CNY", transactionReason: "PURCHASE", ...over,
    };
  };
  const notification = (tx: Record<string, unknown> | null, type = "SUBSCRIBED", subtype: string | undefined = "INITIAL_BUY", signWith = chain) => ({
    signedPayload: appleJws(signWith, {
      notificationType: type, ...(subtype ? { subtype } : {}), notificationUUID: randomUUID(), version: "2.0", signedDate: t.clock.now,
      data: {
        appAppleId: 1234567890, bundleId: BUNDLE, environment: "Production", status: 1,
        ...(tx ? { signedTransactionInfo: appleJws(signWith, tx), signedRenewalInfo: appleJws(signWith, { autoRenewStatus: 1, originalTransactionId: tx.originalTransactionId }) } : {}),
      },
    }),
  });
  const orderOf = (o: Row) => db.selectFrom("orders").selectAll().where("Id", "=", Number(o.Id)).executeTakeFirstOrThrow();
  const notices = () => db.selectFrom("app_store_notification").selectAll().execute();
  const refundsOf = (o: Row) => db.selectFrom("refund").selectAll().where("orderId", "=", Number(o.Id)).execute();
  const vipEnd = async (v: Row) => Number((await db.selectFrom("visitor").select("vipExpireAt").where("Id", "=", Number(v.Id)).executeTakeFirstOrThrow()).vipExpireAt ?? 0);
  /** A buyer whose monthly subscription Apple's SUBSCRIBED notification paid. */
  const subscribed = async () => {
    const b = await buyer();
    const tx = transaction(b.token);
    expect((await post(t, notification(tx))).status).toBe(200);
    expect(await orderOf(b.order)).toMatchObject({ status: "PAID", fulfilStatus: "DONE" });
    return { ...b, tx };
  };
  const refunded = (tx: Record<string, unknown>) => ({ ...tx, revocationDate: t.clock.now, revocationReason: 0 });

  it("REFUND: the order is REFUNDED through an offline refund numbered by Apple's transaction, VIP days taken back, receipt REVOKED, notice PROCESSED", async () => {
    const { visitor, order, tx } = await subscribed();
    const endBefore = await vipEnd(visitor);
    const body = notification(refunded(tx), "REFUND", undefined);
    expect((await post(t, body)).status).toBe(200);
    expect(await orderOf(order)).toMatchObject({ status: "REFUNDED", refundedAmount: 2_500, refundingAmount: 0, fulfilStatus: "REVOKED" });
    expect(await refundsOf(order)).toMatchObject([{ mode: "OFFLINE", status: "SUCCESS", amount: 2_500, channelRefundId: tx.transactionId, payChannel: "APPLE_IAP" }]);
    expect(await vipEnd(visitor)).toBeLessThan(endBefore);
    const receipt = await db.selectFrom("app_store_receipt").selectAll().where("transactionId", "=", tx.transactionId).executeTakeFirstOrThrow();
    expect(receipt.result).toBe("REVOKED");
    const notice = (await notices()).find((n) => n.transactionId === tx.transactionId && n.notificationType === "REFUND");
    expect(notice).toMatchObject({ processStatus: "PROCESSED", processError: null, orderId: order.Id });
    // Delivered again: nothing more.
    expect((await post(t, body)).status).toBe(200);
    expect(await refundsOf(order)).toHaveLength(1);
  });

  it("REFUND of an order staff already refunded with 登记线下退款: no second refund, PROCESSED", async () => {
    const { order, tx } = await subscribed();
    const r = await t.rpc("OrderServiceAdmin/refundOrder", { Id: order.Id, data: { amount: 2_500, reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: "APPLE-CS-1", revokeEntitlement: true } }, t.adminToken);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    expect((await post(t, notification(refunded(tx), "REFUND", undefined))).status).toBe(200);
    expect(await refundsOf(order)).toHaveLength(1);
    expect(await orderOf(order)).toMatchObject({ status: "REFUNDED", refundedAmount: 2_500 });
    const notice = (await notices()).find((n) => n.transactionId === tx.transactionId && n.notificationType === "REFUND");
    expect(notice).toMatchObject({ processStatus: "PROCESSED" });
  });

  it("REFUND_REVERSED is kept RECEIVED with a Chinese note for a person; the order is not touched", async () => {
    const { order, tx } = await subscribed();
    await post(t, notification(refunded(tx), "REFUND", undefined));
    const after = await orderOf(order);
    expect((await post(t, notification(tx, "REFUND_REVERSED", undefined))).status).toBe(200);
    expect(await orderOf(order)).toEqual(after);
    const notice = (await notices()).find((n) => n.transactionId === tx.transactionId && n.notificationType === "REFUND_REVERSED");
    expect(notice).toMatchObject({ processStatus: "RECEIVED", processError: "苹果撤销了退款：请核对后人工恢复订单与会员权益" });
  });
});
