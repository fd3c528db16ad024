/**
 * POST /api/notify/appstore on both databases: a Notifications V2 `signedPayload` (ES256, x5c chain
 * to the configured root — a throwaway CA the test makes) credits the buyer's pending order of that
 * product once; replays, other roots, tampered or unsigned payloads and unknown transactions each
 * leave the money as it should be.
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

describeEachDb("App Store notifications", (kind) => {
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

  it("a verified SUBSCRIBED notification credits the buyer's pending order once, with its receipt and notification recorded", async () => {
    const { token, order } = await buyer();
    const tx = transaction(token);
    const body = notification(tx);
    const answer = await post(t, body);
    expect(answer.status).toBe(200);
    const paid = await orderOf(order);
    expect(paid).toMatchObject({ status: "PAID", payChannel: "APPLE_IAP", channelTradeNo: tx.transactionId });
    const receipt = await db.selectFrom("app_store_receipt").selectAll().where("transactionId", "=", tx.transactionId).executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ orderId: order.Id, result: "CREDITED", priceFen: 2_500, type: "AUTO_RENEWABLE", orderMatch: "MATCHED" });
    const notice = (await notices()).find((n) => n.transactionId === tx.transactionId);
    expect(notice).toMatchObject({ notificationType: "SUBSCRIBED", subtype: "INITIAL_BUY", processStatus: "PROCESSED", orderId: order.Id, orderMatch: "MATCHED" });

    const before = (await notices()).length;
    expect((await post(t, body)).status).toBe(200);
    expect(await notices()).toHaveLength(before);
    expect(await orderOf(order)).toEqual(paid);
  });

  it("one notification delivered five times at once is recorded and credited once", async () => {
    const { token, order } = await buyer();
    const body = notification(transaction(token));
    const before = (await notices()).length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(t, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await notices()).toHaveLength(before + 1);
    expect((await orderOf(order)).status).toBe("PAID");
  });

  it("refuses a chain from another root, a tampered payload, a missing signature and another app's notification; nothing is recorded", async () => {
    const { token, order } = await buyer();
    const before = (await notices()).length;
    const otherRoot = notification(transaction(token), "SUBSCRIBED", "INITIAL_BUY", appleChain(t.clock.now, "冒充的根证书"));
    const good = notification(transaction(token)).signedPayload;
    const [h, , s] = good.split(".");
    const tampered = { signedPayload: `${h}.${Buffer.from(JSON.stringify({ notificationType: "SUBSCRIBED", notificationUUID: randomUUID(), data: {} })).toString("base64url")}.${s}` };
    const otherApp = notification(transaction(token, { bundleId: "com.other.app" }));
    for (const bad of [otherRoot, tampered, {}, { signedPayload: "abc" }, otherApp]) {
      const answer = await post(t, bad);
      expect(answer.status).toBe(401);
    }
    expect(await notices()).toHaveLength(before);
    expect((await orderOf(order)).status).toBe("PENDING");
  });

  it("a transaction without a pending order of its buyer is recorded NO_ORDER and FAILED, crediting nothing", async () => {
    const tx = transaction(randomUUID());
    expect((await post(t, notification(tx))).status).toBe(200);
    const notice = (await notices()).find((n) => n.transactionId === tx.transactionId);
    expect(notice).toMatchObject({ orderMatch: "NO_ORDER", orderId: null, processStatus: "FAILED" });
    expect(String(notice?.processError)).toContain("没有找到对应的订单");
    const receipt = await db.selectFrom("app_store_receipt").selectAll().where("transactionId", "=", tx.transactionId).executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ orderId: null, result: "INVALID", orderMatch: "NO_ORDER" });
  });

  it("a TEST notification is recorded as IGNORED", async () => {
    expect((await post(t, notification(null, "TEST", undefined))).status).toBe(200);
    expect((await notices()).some((n) => n.notificationType === "TEST" && n.processStatus === "IGNORED")).toBe(true);
  });

  it("without a root CA configured the endpoint refuses and records nothing", async () => {
    expect((await post(bare, notification(transaction(randomUUID())))).status).toBe(503);
    expect(await bare.server.deps.db.selectFrom("app_store_notification").select("Id").execute()).toHaveLength(0);
  });
});
