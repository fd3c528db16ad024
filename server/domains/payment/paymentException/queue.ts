/**
 * Puts a payment recorded 需退款 (NEEDS_REFUND, ../wxPayTransaction/notify/paidMatch.ts) into the
 * finance queue 待处理款项: one item per channel trade, inside the notification's transaction, so a
 * payment that must be given back is never only a ledger row nobody looks at.
 */
import { paymentException } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { insertRow } from "../../../resources/rows";

export interface QueuedPayment {
  readonly channel: "WXPAY" | "ALIPAY";
  readonly tradeNo: string;
  /** The order the payment named, locked by the caller. */
  readonly order: Row;
  /** fen */
  readonly amount: number;
  readonly paidAt: number;
}

/** Queues the payment once (the trade number is unique); a payment already queued is left as it is. */
export async function queueNeedsRefund(tx: Tx, p: QueuedPayment, at: number): Promise<void> {
  const found = await tx.selectFrom(paymentException.table).select("Id").where("tradeNo", "=", p.tradeNo).executeTakeFirst();
  if (found) return;
  await insertRow(tx, paymentException, {
    tradeNo: p.tradeNo, channel: p.channel, kind: p.order.status === "CLOSED" ? "AFTER_CLOSE" : "DUPLICATE",
    orderId: Number(p.order.Id), orderNo: String(p.order.orderNo), amount: p.amount, paidAt: p.paidAt, status: "PENDING",
  }, at);
}
