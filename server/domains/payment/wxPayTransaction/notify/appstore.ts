import { appStoreNotification, appStoreReceipt, order as orderResource, visitor as visitorResource, vipGoods } from "../../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../../platform/db/types";
import type { ServerDeps } from "../../../../platform/rpc/call";
import { lockRow, patchRow } from "../../../../resources/rows";
import { applyPayment } from "../../../order/order/settle";
import { verifyAppleJws } from "./appleJws";
import { num, receiptFields, str } from "./appstoreDecode";
import { applyAppleRefund } from "./appleRefund";
import { existingRecord, inNotifyTransaction, recordLedger, type OrderMatch } from "./ledger";
import type { Outcome } from "./wxpay";

/** Notifications whose transaction is a purchase to credit. */
const PURCHASES = new Set(["SUBSCRIBED", "DID_RENEW", "ONE_TIME_CHARGE", "OFFER_REDEEMED"]);

interface Decoded {
  readonly notification: Record<string, unknown>;
  readonly data: Record<string, unknown>;
  readonly transaction: Record<string, unknown> | null;
  readonly renewal: Record<string, unknown> | null;
}

/** Verifies the notification and the JWSs inside it, each against the configured root. */
function decode(deps: ServerDeps, body: unknown): Decoded | { reason: string } {
  const config = deps.config.payments.appstore;
  if (!config) return { reason: "未配置" };
  const signed = (body as { signedPayload?: unknown } | null)?.signedPayload;
  const outer = verifyAppleJws(signed, config.rootCertificate, deps.now());
  if (!outer.ok) return { reason: outer.reason };
  const notification = outer.value;
  const data = (notification.data ?? {}) as Record<string, unknown>;
  if (typeof notification.notificationUUID !== "string" || typeof notification.notificationType !== "string") return { reason: "通知缺少 notificationUUID 或 notificationType" };
  if (data.bundleId !== undefined && data.bundleId !== config.bundleId) return { reason: "bundleId 与本应用不符" };
  const inner = (jws: unknown) => (jws === undefined ? null : verifyAppleJws(jws, config.rootCertificate, deps.now()));
  const transaction = inner(data.signedTransactionInfo);
  const renewal = inner(data.signedRenewalInfo);
  if (transaction && !transaction.ok) return { reason: `交易签名：${transaction.reason}` };
  if (renewal && !renewal.ok) return { reason: `续订信息签名：${renewal.reason}` };
  if (transaction && transaction.value.bundleId !== config.bundleId) return { reason: "交易的 bundleId 与本应用不符" };
  return { notification, data, transaction: transaction?.value ?? null, renewal: renewal?.value ?? null };
}

/** The order a transaction belongs to: the one it already paid, else the buyer's pending order of that product (the check is the product, not the price). */
async function orderOf(tx: Tx, t: Record<string, unknown>): Promise<{ order: Row | null; visitorId: number | null }> {
  const paid = await tx.selectFrom(orderResource.table).select("Id").where("channelTradeNo", "=", String(t.transactionId)).executeTakeFirst();
  const token = str(t.appAccountToken);
  const visitor = token ? await tx.selectFrom(visitorResource.table).select("Id").where("appAccountToken", "=", token).executeTakeFirst() : undefined;
  const visitorId = visitor ? Number(visitor.Id) : null;
  if (paid) return { order: await lockRow(tx, orderResource, Number(paid.Id)), visitorId };
  if (visitorId === null || !str(t.productId)) return { order: null, visitorId };
  const pending = await tx.selectFrom(orderResource.table).select(`${orderResource.table}.Id`)
    .innerJoin(vipGoods.table, `${vipGoods.table}.Id`, `${orderResource.table}.vipGoodsId`)
    .where(`${orderResource.table}.visitorId`, "=", visitorId).where(`${orderResource.table}.status`, "=", "PENDING")
    .where(`${vipGoods.table}.appStoreProductId`, "=", String(t.productId))
    .orderBy(`${orderResource.table}.Id`, "desc").executeTakeFirst();
  return { order: pending ? await lockRow(tx, orderResource, Number(pending.Id)) : null, visitorId };
}

async function process(deps: ServerDeps, tx: Tx, d: Decoded): Promise<boolean> {
  const uuid = String(d.notification.notificationUUID);
  if (await existingRecord(tx, appStoreNotification, "notificationUUID", uuid)) return true;
  const now = deps.now();
  const type = String(d.notification.notificationType);
  const t = d.transaction;
  let order: Row | null = null;
  let visitorId: number | null = null;
  let match: OrderMatch | null = null;
  let status = "PROCESSED";
  let error: string | null = null;
  if (type === "TEST" || !t) {
    status = type === "TEST" ? "IGNORED" : "PROCESSED";
  } else {
    ({ order, visitorId } = await orderOf(tx, t));
    match = order ? "MATCHED" : "NO_ORDER";
    const existing = await existingRecord(tx, appStoreReceipt, "transactionId", String(t.transactionId));
    const fields = receiptFields(t);
    if (!existing) {
      await recordLedger(tx, appStoreReceipt, {
        ...fields, visitorId, orderId: order ? Number(order.Id) : null, orderNo: order?.orderNo ?? null,
        verifyMethod: "NOTIFICATION", verifyStatus: 0, result: type === "REFUND" || type === "REVOKE" ? "REVOKED" : order ? "CREDITED" : "INVALID",
        orderMatch: match, verifiedAt: now, raw: t,
      }, now);
    } else if ((type === "REFUND" || type === "REVOKE") && existing.result !== "REVOKED") {
      await patchRow(tx, appStoreReceipt, existing, { result: "REVOKED", revocationDate: fields.revocationDate ?? now, revocationReason: fields.revocationReason }, now);
    }
    if (PURCHASES.has(type)) {
      if (order && order.status === "PENDING") {
        await applyPayment(tx, { orderId: Number(order.Id), channel: "APPLE_IAP", amount: Number(order.payAmount), channelTradeNo: String(t.transactionId), paidAt: num(t.purchaseDate) ?? now, at: now });
      } else if (!order) {
        status = "FAILED";
        error = `没有找到对应的订单（原始交易ID ${String(t.originalTransactionId ?? "")}，商品 ${String(t.productId ?? "")}）`;
      }
    }
    // Apple's refund moves the order and the VIP days (./appleRefund.ts); a reversed refund is kept
    // RECEIVED for a person, who applies it with 应用 (../../appStoreNotification/apply.ts).
    if (type === "REFUND" && order) {
      ({ status, error } = await applyAppleRefund(tx, order, String(t.transactionId), now));
    } else if (type === "REFUND_REVERSED" && order) {
      status = "RECEIVED";
      error = "苹果撤销了退款：请核对后点「应用」恢复订单与会员权益";
    }
    if (type === "DID_CHANGE_RENEWAL_STATUS" && visitorId !== null && d.renewal) {
      const visitor = await lockRow(tx, visitorResource, visitorId);
      await patchRow(tx, visitorResource, visitor, { autoRenew: d.renewal.autoRenewStatus === 1 }, now);
    }
  }
  await recordLedger(tx, appStoreNotification, {
    notificationUUID: uuid, notificationType: type, subtype: str(d.notification.subtype) ?? null,
    signedDate: num(d.notification.signedDate), environment: d.data.environment === "Sandbox" ? "Sandbox" : "Production",
    bundleId: str(d.data.bundleId), appAppleId: d.data.appAppleId === undefined ? null : String(d.data.appAppleId),
    transactionId: t ? str(t.transactionId) : null, originalTransactionId: t ? str(t.originalTransactionId) : null,
    productId: t ? str(t.productId) : null, expiresDate: t ? num(t.expiresDate) : null,
    subscriptionStatus: d.data.status === undefined ? null : String(d.data.status),
    autoRenewStatus: d.renewal?.autoRenewStatus === 1,
    visitorId, orderId: order ? Number(order.Id) : null, orderNo: order?.orderNo ?? null, orderMatch: match,
    processStatus: status, processError: error, processedAt: now, retryCount: 0,
    raw: { ...d.notification, data: { ...d.data, signedTransactionInfo: t, signedRenewalInfo: d.renewal } },
  }, now);
  return false;
}

/**
 * POST /api/notify/appstore `{signedPayload}`: verifies the JWS (ES256, x5c chain to the configured
 * root CA) and its signed transaction, records the notification once per notificationUUID and the
 * transaction once per transactionId, and credits the buyer's pending order of that product.
 */
export async function handleAppStoreNotify(deps: ServerDeps, body: unknown): Promise<Outcome> {
  if (!deps.config.payments.appstore) return { ok: false, kind: "notConfigured", reason: "未配置 App Store 根证书，拒绝处理" };
  const decoded = decode(deps, body);
  if ("reason" in decoded) return { ok: false, kind: "unverified", reason: decoded.reason };
  const duplicate = await inNotifyTransaction(deps, (tx) => process(deps, tx, decoded));
  return { ok: true, duplicate };
}
