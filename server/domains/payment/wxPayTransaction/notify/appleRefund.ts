/**
 * Apple's REFUND notification moves the order and the entitlement (commerce.md §2.9, §12.1 "PAID →
 * REFUNDED Apple REFUND 通知"): what is still refundable of the App Store order is refunded as an
 * offline refund (Apple already paid it back; the channel refund number is Apple's transactionId),
 * the VIP days are taken back, points clawed back and the EXPENSE entry written — the same money
 * rules as 登记线下退款. An order staff already refunded by hand is left as it is. Anything else
 * (not an App Store order, a refund in progress, REFUND_REVERSED) is kept RECEIVED for a person.
 */
import type { Row, Tx } from "../../../../platform/db/types";
import { refundableOf, refundInTx } from "../../../order/refund/refunds";

export interface AppleRefundOutcome {
  readonly status: "PROCESSED" | "RECEIVED";
  readonly error: string | null;
}

/** Applies Apple's REFUND to its order (locked by the caller), inside the notification's transaction. */
export async function applyAppleRefund(tx: Tx, order: Row, transactionId: string, at: number): Promise<AppleRefundOutcome> {
  const no = String(order.orderNo);
  if (order.payChannel !== "APPLE_IAP") return { status: "RECEIVED", error: `订单「${no}」不是苹果内购订单，苹果退款通知需人工核对` };
  if (order.status === "REFUNDED") return { status: "PROCESSED", error: null };
  const left = refundableOf(order);
  if ((order.status !== "PAID" && order.status !== "PARTIAL_REFUNDED") || left <= 0) {
    return { status: "RECEIVED", error: `订单「${no}」当前状态不能自动退款，苹果退款已记录，请人工处理` };
  }
  await refundInTx(tx, Number(order.Id), {
    amount: left, reason: "OTHER", reasonText: "App Store 退款通知", mode: "OFFLINE", channelRefundId: transactionId,
    revokeEntitlement: true, at,
  });
  return { status: "PROCESSED", error: null };
}
