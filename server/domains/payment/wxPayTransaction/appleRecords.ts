import { appStoreNotification, appStoreReceipt, refund } from "../../../../src/catalogue/registry";
import { appleTransactionId, seededUuid } from "../../../seed/data/paymentIds";
import { seededRandom, type SeedContext } from "../../../seed/factory";
import type { SeedBatch } from "./seedBatch";
import { WAS_PAID, type SeedOrder } from "./channelOrders";

const BUNDLE = "com.moyuan.app";
const APP_APPLE_ID = "1488012345";
const DAY = 86_400_000;
const PRODUCTS: Readonly<Record<string, string>> = { VIP: "com.moyuan.vip.month.auto", TOPUP: "com.moyuan.coin.tier", COURSE: "com.moyuan.course" };

interface Tx {
  transactionId: string; originalTransactionId: string; productId: string; type: string; purchaseDate: number; expiresDate: number | null; priceFen: number;
}

async function receipt(ctx: SeedContext, out: SeedBatch, o: SeedOrder | null, t: Tx, opts: { environment: "Production" | "Sandbox"; result: string; match: string; revokedAt?: number }) {
  const raw = {
    transactionId: t.transactionId, originalTransactionId: t.originalTransactionId, bundleId: BUNDLE, productId: t.productId, purchaseDate: t.purchaseDate,
    originalPurchaseDate: t.purchaseDate, expiresDate: t.expiresDate ?? undefined, quantity: 1, type: t.type === "CONSUMABLE" ? "Consumable" : "Auto-Renewable Subscription",
    inAppOwnershipType: "PURCHASED", environment: opts.environment, storefront: "CHN", price: t.priceFen * 10, currency: "CNY",
  };
  out.add(appStoreReceipt, {
    transactionId: t.transactionId, originalTransactionId: t.originalTransactionId, visitorId: o?.visitorId ?? null, orderId: o?.Id ?? null, orderNo: o?.orderNo ?? null,
    productId: t.productId, bundleId: BUNDLE, type: t.type, purchaseDate: t.purchaseDate, originalPurchaseDate: t.purchaseDate, expiresDate: t.expiresDate,
    quantity: 1, priceFen: t.priceFen, currency: "CNY", storefront: "CHN", offerType: "NONE", inAppOwnershipType: "PURCHASED", environment: opts.environment,
    revocationDate: opts.revokedAt ?? null, revocationReason: opts.revokedAt ? "0" : null, verifyMethod: "NOTIFICATION", verifyStatus: 0,
    result: opts.result, orderMatch: opts.match, verifiedAt: t.purchaseDate + 4_000, raw,
  }, t.purchaseDate + 4_000);
}

async function notice(ctx: SeedContext, out: SeedBatch, o: SeedOrder | null, t: Tx | null, n: { type: string; subtype?: string; at: number; status?: string; error?: string; retry?: number; autoRenew?: boolean; environment?: string; match?: string | null; random?: () => number }) {
  // A renewal notice due after the seeding moment has not been sent yet (processed 2 s after it arrives).
  if (n.at + 2_000 > ctx.now) return;
  const uuid = seededUuid(n.random ?? ctx.random);
  out.add(appStoreNotification, {
    notificationUUID: uuid, notificationType: n.type, subtype: n.subtype ?? null, signedDate: n.at, environment: n.environment ?? "Production",
    bundleId: BUNDLE, appAppleId: APP_APPLE_ID, transactionId: t?.transactionId ?? null, originalTransactionId: t?.originalTransactionId ?? null,
    productId: t?.productId ?? null, expiresDate: t?.expiresDate ?? null, subscriptionStatus: t ? (n.type === "EXPIRED" ? "2" : n.type === "REFUND" ? "5" : "1") : null,
    autoRenewStatus: n.autoRenew ?? (t?.type === "AUTO_RENEWABLE"), visitorId: o?.visitorId ?? null, orderId: o?.Id ?? null, orderNo: o?.orderNo ?? null,
    orderMatch: n.match === undefined ? (o ? "MATCHED" : null) : n.match, processStatus: n.status ?? (n.type === "TEST" ? "IGNORED" : "PROCESSED"),
    processError: n.error ?? null, processedAt: n.at + 2_000, retryCount: n.retry ?? 0,
    raw: { notificationType: n.type, subtype: n.subtype, notificationUUID: uuid, version: "2.0", signedDate: n.at, data: { bundleId: BUNDLE, appAppleId: Number(APP_APPLE_ID), environment: n.environment ?? "Production" } },
  }, n.at + 1_000);
}

/** When Apple refunded each refunded App Store order: its refund registered under Apple's transaction id (order id → successAt). */
async function appleRefundTimes(ctx: SeedContext): Promise<Map<number, number>> {
  const rows = await ctx.tx.selectFrom(refund.table).select(["orderId", "successAt"]).where("payChannel", "=", "APPLE_IAP").where("status", "=", "SUCCESS")
    .where("successAt", "is not", null).orderBy("Id").execute();
  return new Map(rows.map((r) => [Number(r.orderId), Number(r.successAt)]));
}

/**
 * App Store receipts and notifications from the seeded orders: each paid APPLE_IAP order has its
 * receipt and its SUBSCRIBED / DID_RENEW / ONE_TIME_CHARGE notification (a PROCESSED REFUND and a revoked
 * receipt, at the refund's time, when Apple refunded it — and one REFUND_REVERSED kept 已接收 for a person); some subscribers turn auto-renew off or expire; plus testers' sandbox
 * receipts, TEST notifications and notifications for unknown subscriptions (FAILED, two re-processed).
 */
export async function seedAppleRecords(ctx: SeedContext, out: SeedBatch, orders: readonly SeedOrder[]): Promise<void> {
  const refundedAt = await appleRefundTimes(ctx);
  // The latest Apple refund was reversed by Apple since; its REFUND_REVERSED waits for a person (应用).
  const reversed = [...refundedAt.entries()].sort((a, b) => b[1] - a[1])[0];
  // Their notices' ids come from a stream of their own: the other notices keep theirs (and their draws).
  const refundRandom = seededRandom("appStoreNotification.refunds");
  for (const o of orders) {
    if (!(WAS_PAID.has(o.status) && o.paidAt !== null && o.payChannel === "APPLE_IAP")) continue;
    const transactionId = o.channelTradeNo ?? appleTransactionId(ctx.random);
    const t: Tx = {
      transactionId, originalTransactionId: o.originalTransactionId ?? transactionId, productId: PRODUCTS[o.orderType] ?? PRODUCTS.VIP as string,
      type: o.orderType === "VIP" ? "AUTO_RENEWABLE" : "CONSUMABLE", purchaseDate: o.paidAt, expiresDate: o.orderType === "VIP" ? o.vipEndAt : null, priceFen: o.payAmount,
    };
    // Apple's refunds are those the order world registered under Apple's transaction id, when it did.
    const revokedAt = o.status === "REFUNDED" ? refundedAt.get(o.Id) : undefined;
    const refunded = revokedAt !== undefined;
    await receipt(ctx, out, o, t, { environment: "Production", result: refunded ? "REVOKED" : "CREDITED", match: "MATCHED", ...(revokedAt ? { revokedAt } : {}) });
    const first = t.type === "CONSUMABLE" ? { type: "ONE_TIME_CHARGE" } : o.isRenewal ? { type: "DID_RENEW" } : { type: "SUBSCRIBED", subtype: "INITIAL_BUY" };
    await notice(ctx, out, o, t, { ...first, at: o.paidAt + 3_000 });
    if (revokedAt) await notice(ctx, out, o, t, { type: "REFUND", at: revokedAt - 2_000, random: refundRandom });
    if (revokedAt && reversed?.[0] === o.Id) {
      await notice(ctx, out, o, t, {
        type: "REFUND_REVERSED", at: revokedAt + Math.floor((ctx.now - revokedAt) / 2), status: "RECEIVED",
        error: "苹果撤销了退款：请核对后点「应用」恢复订单与会员权益", random: refundRandom,
      });
    }
    if (t.type !== "AUTO_RENEWABLE") continue;
    const roll = ctx.random();
    if (roll < 0.18) await notice(ctx, out, o, t, { type: "DID_CHANGE_RENEWAL_STATUS", subtype: "AUTO_RENEW_DISABLED", at: o.paidAt + Math.floor(1 + ctx.random() * 20) * DAY, autoRenew: false });
    else if (roll < 0.22) await notice(ctx, out, o, t, { type: "DID_FAIL_TO_RENEW", subtype: "GRACE_PERIOD", at: (t.expiresDate ?? o.paidAt) - DAY });
    if (roll < 0.18 && t.expiresDate !== null && t.expiresDate < ctx.now) await notice(ctx, out, o, t, { type: "EXPIRED", subtype: "VOLUNTARY", at: t.expiresDate, autoRenew: false });
  }
  const scaled = (n: number) => Math.max(1, Math.round(n * ctx.scale));
  for (let i = 0; i < scaled(25); i++) {
    const transactionId = appleTransactionId(ctx.random);
    const at = ctx.now - Math.floor(1 + ctx.random() * 300) * DAY;
    await receipt(ctx, out, null, { transactionId, originalTransactionId: transactionId, productId: PRODUCTS.VIP as string, type: "AUTO_RENEWABLE", purchaseDate: at, expiresDate: at + 5 * 60_000, priceFen: 2_500 },
      { environment: "Sandbox", result: "INVALID", match: "NO_ORDER" });
  }
  for (let i = 0; i < 3; i++) await notice(ctx, out, null, null, { type: "TEST", at: ctx.now - (200 - i * 60) * DAY, match: null });
  for (let i = 0; i < 4; i++) {
    const transactionId = appleTransactionId(ctx.random);
    const at = ctx.now - (40 - i * 9) * DAY;
    const t: Tx = { transactionId, originalTransactionId: transactionId, productId: PRODUCTS.VIP as string, type: "AUTO_RENEWABLE", purchaseDate: at, expiresDate: at + 30 * DAY, priceFen: 2_500 };
    const retried = i < 2;
    await notice(ctx, out, null, t, {
      type: "DID_RENEW", at, match: "NO_ORDER", status: retried ? "PROCESSED" : "FAILED", retry: retried ? 1 : 0,
      ...(retried ? {} : { error: `没有找到对应的订单（原始交易ID ${transactionId}）` }),
    });
  }
}
