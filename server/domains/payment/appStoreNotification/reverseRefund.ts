/**
 * Apple's REFUND_REVERSED applied (commerce.md §12.1 "REFUNDED → PAID Apple REFUND_REVERSED —
 * entitlement restored"): Apple took back its refund, so the order is paid again. The refund rows,
 * points rows and bookkeeping rows stay as they are (money records are never edited): the reversal
 * writes new rows — the income again (an AUTO_ORDER entry naming the refund), the clawed-back points
 * given back (ADJUST), the VIP days granted again from now — and moves the order back. Provisional
 * (§13): holds a full refund released (coupon, flash-sale stock) are not taken again.
 */
import { order as orderResource, refund as refundResource, pointsLog } from "../../../../src/catalogue/registry";
import { ORDER_STATUSES } from "../../../../src/catalogue/commerce";
import type { Row, Tx } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import { patchRow, recordActorChange, type Actor } from "../../../resources/rows";
import { writeAutoEntry } from "../../order/bookkeepingEntry/autoEntries";
import { addTotalPaid, grantVip } from "../../order/order/entitlements";
import { movePoints } from "../../point/pointsLog/points";

const statusLabel = (v: unknown) => ORDER_STATUSES.find((o) => o.value === v)?.label ?? String(v);

/** Reverses the Apple refunds of a locked order (refunds registered under Apple's `transactionId`); answers the order after. */
export async function reverseAppleRefund(tx: Tx, order: Row, transactionId: string, actor: Actor, at: number): Promise<Row> {
  const no = String(order.orderNo);
  if (order.payChannel !== "APPLE_IAP") throw precondition(`订单「${no}」不是苹果内购订单，不能按苹果通知撤销退款`);
  const refunds = await tx.selectFrom(refundResource.table).selectAll().where("orderId", "=", Number(order.Id))
    .where("channelRefundId", "=", transactionId).where("status", "=", "SUCCESS").execute();
  if ((order.status !== "REFUNDED" && order.status !== "PARTIAL_REFUNDED") || refunds.length === 0) {
    throw precondition(`订单「${no}」当前为「${statusLabel(order.status)}」，没有可撤销的苹果退款`);
  }
  const amount = refunds.reduce((sum, r) => sum + Number(r.amount), 0);
  const refunded = Math.max(0, Number(order.refundedAmount) - amount);
  const patch: Record<string, unknown> = { refundedAmount: refunded, status: refunded > 0 ? "PARTIAL_REFUNDED" : "PAID" };
  const visitorId = Number(order.visitorId);
  if (order.fulfilStatus === "REVOKED") {
    if (order.orderType === "VIP") {
      const g = await grantVip(tx, visitorId, { level: String(order.vipLevel ?? "VIP"), days: Number(order.durationDays ?? 0), at });
      Object.assign(patch, { vipStartAt: g.start, vipEndAt: g.end });
    }
    patch.fulfilStatus = "DONE";
  }
  // The points each refund clawed back (written in the refund's own transaction, at its successAt).
  const successAts = refunds.map((r) => Number(r.successAt));
  const clawed = await tx.selectFrom(pointsLog.table).select(["change", "ctime"]).where("visitorId", "=", visitorId)
    .where("bizType", "=", "REFUND_CLAWBACK").where("bizNo", "=", no).execute();
  const points = clawed.filter((c) => successAts.includes(Number(c.ctime))).reduce((sum, c) => sum - Number(c.change), 0);
  const refundNos = refunds.map((r) => String(r.refundNo)).join("、");
  if (points > 0) await movePoints(tx, visitorId, points, { reason: "ADJUST", ref: no, remark: `苹果撤销退款，退回扣回的积分（${refundNos}）`, actor, at });
  await addTotalPaid(tx, visitorId, amount, at);
  await writeAutoEntry(tx, { kind: "ORDER", order, amount, occurredAt: at, relatedNo: String(refunds[0]!.refundNo), remark: `苹果撤销退款 ${refundNos}，订单 ${no} 重新收款`, actor, at });
  const after = await patchRow(tx, orderResource, order, patch, at);
  await recordActorChange(tx, actor, { table: orderResource, recordId: Number(order.Id), before: order, after, at, method: "appleRefundReversed", summary: `苹果撤销退款：订单「${no}」恢复为「${statusLabel(after.status)}」` });
  return after;
}
