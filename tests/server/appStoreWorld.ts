/**
 * The App Store notification world both App Store suites share: a server configured with a throwaway
 * root CA and the monthly product, a bare one without the channel, and builders of buyers, signed
 * transactions and Notifications V2 payloads. Call inside describeEachDb; the servers exist once its
 * beforeAll has run.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { insertRow } from "../../server/resources/rows";
import type { Db, Row } from "../../server/platform/db/types";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, type DbKind, type TestServer } from "./harness";
import { appleChain, appleJws, pemOf, type AppleChain } from "./paymentKeys";

export const BUNDLE = "com.moyuan.app";
export const PRODUCT = "com.moyuan.vip.month";

export function appStoreWorld(kind: DbKind) {
  const w = { t: undefined as unknown as TestServer, bare: undefined as unknown as TestServer, db: undefined as unknown as Db, chain: undefined as unknown as AppleChain };
  let goodsId: number;
  let seq = 0;
  beforeAll(async () => {
    const chain = appleChain(Date.UTC(2026, 10, 22));
    const t = await createTestServer(kind, { seed: "none", env: { MOYUAN_APPSTORE_BUNDLE_ID: BUNDLE, MOYUAN_APPSTORE_ROOT_CA: pemOf(chain.root.der) } });
    const bare = await createTestServer(kind, { seed: "none" });
    const db = t.server.deps.db;
    Object.assign(w, { t, bare, db, chain });
    goodsId = Number((await db.transaction().execute((tx) => insertRow(tx, "vipGoods", {
      goodsNo: "VIP_MONTH_IOS", name: "月度会员", vipLevel: "VIP", durationDays: 30, price: 2_500, platforms: ["IOS"],
      appStoreProductId: PRODUCT, autoRenew: true, status: "ON_SALE", soldCount: 0,
    }, t.clock.now))).Id);
  });
  afterAll(async () => {
    await w.t.close();
    await w.bare.close();
  });

  const post = (server: TestServer, body: unknown) => server.server.app.request("/api/notify/appstore", {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  });
  /** A buyer with their appAccountToken and a pending order of the monthly product. */
  const buyer = async () => {
    const token = randomUUID();
    const v = await makeVisitor(w.db, w.t.clock.now, { appAccountToken: token });
    const o = await makeOrder(w.db, w.t.clock.now, Number(v.Id), { payAmount: 2_500, vipGoodsId: goodsId });
    return { token, visitor: v, order: o };
  };
  const transaction = (token: string, over: Record<string, unknown> = {}) => {
    const id = `20000${String(Date.now() % 1e6).padStart(6, "0")}${String(++seq).padStart(5, "0")}`;
    return {
      transactionId: id, originalTransactionId: id, bundleId: BUNDLE, productId: PRODUCT, purchaseDate: w.t.clock.now - 60_000,
      originalPurchaseDate: w.t.clock.now - 60_000, expiresDate: w.t.clock.now + 30 * 86_400_000, quantity: 1, type: "Auto-Renewable Subscription",
      appAccountToken: token, inAppOwnershipType: "PURCHASED", signedDate: w.t.clock.now, environment: "Production", storefront: "CHN",
      price: 25_000, currency: "CNY", transactionReason: "PURCHASE", ...over,
    };
  };
  const notification = (tx: Record<string, unknown> | null, type = "SUBSCRIBED", subtype: string | undefined = "INITIAL_BUY", signWith = w.chain) => ({
    signedPayload: appleJws(signWith, {
      notificationType: type, ...(subtype ? { subtype } : {}), notificationUUID: randomUUID(), version: "2.0", signedDate: w.t.clock.now,
      data: {
        appAppleId: 1234567890, bundleId: BUNDLE, environment: "Production", status: 1,
        ...(tx ? { signedTransactionInfo: appleJws(signWith, tx), signedRenewalInfo: appleJws(signWith, { autoRenewStatus: 1, originalTransactionId: tx.originalTransactionId }) } : {}),
      },
    }),
  });
  const orderOf = (o: Row) => w.db.selectFrom("orders").selectAll().where("Id", "=", Number(o.Id)).executeTakeFirstOrThrow();
  const notices = () => w.db.selectFrom("app_store_notification").selectAll().execute();
  return Object.assign(w, { post, buyer, transaction, notification, orderOf, notices });
}
