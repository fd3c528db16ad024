/**
 * 注销 waits for the visitor's unfinished business (commerce.md §5.1, Q10): an order awaiting payment,
 * a refund in progress, a physical points order not yet completed, an open VIP work order. Each would
 * otherwise finish against an account whose personal data is about to go (a refund with nowhere to
 * land, a parcel with no address). Staff finish or close them first; the message names what is open.
 */
import type { Tx } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import { lockRow } from "../../../resources/rows";

/** Work orders that still may change the visitor (待审批, 已审批 while it runs, 执行失败 awaiting 重试). */
const OPEN_WORK = ["PENDING", "APPROVED", "FAILED"];
/** A physical points order not yet completed (待发货, 已发货). */
const OPEN_SHIPMENT = ["PENDING_SHIPMENT", "SHIPPED"];
/** A refund a channel or staff still has to finish. */
const OPEN_REFUND = ["PROCESSING", "ABNORMAL"];

/** What of the visitor is unfinished, counted; all zero when 注销 may go ahead. */
export interface OpenBusiness {
  readonly pendingOrders: number;
  readonly refundingOrders: number;
  readonly shipments: number;
  readonly workOrders: number;
}

export async function openBusinessOf(tx: Tx, visitorId: number): Promise<OpenBusiness> {
  const pending = await tx.selectFrom("orders").select("Id").where("visitorId", "=", visitorId).where("status", "=", "PENDING").execute();
  // An order is 退款中 when its state says so or when one of its refunds is still open (a partial refund keeps the order PAID…).
  const refunding = await tx.selectFrom("orders").select("Id").where("visitorId", "=", visitorId).where("status", "=", "REFUNDING").execute();
  const refundOrders = await tx.selectFrom("refund").select("orderId").where("visitorId", "=", visitorId).where("status", "in", OPEN_REFUND).execute();
  const refundingIds = new Set([...refunding.map((r) => Number(r.Id)), ...refundOrders.map((r) => Number(r.orderId))]);
  const shipments = await tx.selectFrom("points_order").select("Id").where("visitorId", "=", visitorId)
    .where("goodsType", "=", "PHYSICAL").where("status", "in", OPEN_SHIPMENT).execute();
  const work = await tx.selectFrom("vip_work_order").select("Id").where("visitorId", "=", visitorId).where("status", "in", OPEN_WORK).execute();
  return { pendingOrders: pending.length, refundingOrders: refundingIds.size, shipments: shipments.length, workOrders: work.length };
}

/** The refusal's sentence, or null when nothing is open. */
export function openBusinessMessage(open: OpenBusiness): string | null {
  const parts: string[] = [];
  const orders = open.pendingOrders + open.refundingOrders;
  if (orders > 0) {
    const kinds = [open.pendingOrders > 0 ? `待支付 ${open.pendingOrders}` : "", open.refundingOrders > 0 ? `退款中 ${open.refundingOrders}` : ""].filter(Boolean);
    parts.push(`${orders} 笔未完成订单（${kinds.join("、")}）`);
  }
  if (open.shipments > 0) parts.push(`${open.shipments} 笔未完成的积分实物兑换（待发货或已发货）`);
  if (open.workOrders > 0) parts.push(`${open.workOrders} 张未结的会员工单`);
  return parts.length === 0 ? null : `该用户有 ${parts.join("、")}，处理完成后才能注销`;
}

/**
 * Locks the visitor, then refuses 注销 while anything is open. The lock is the one every path that
 * opens new business for a visitor takes first (assertVisitorActive), so neither can slip past the other.
 */
export async function assertNothingOpen(tx: Tx, visitorId: number): Promise<void> {
  await lockRow(tx, "visitor", visitorId);
  const why = openBusinessMessage(await openBusinessOf(tx, visitorId));
  if (why !== null) throw precondition(why);
}

/** For paths that open business for a visitor (a VIP work order): locks the visitor and refuses one already 注销. */
export async function assertVisitorActive(tx: Tx, visitorId: number, what: string): Promise<void> {
  const v = await lockRow(tx, "visitor", visitorId);
  if (v.status === "DEACTIVATED") throw precondition(`用户「${String(v.nickName ?? v.uid)}」已注销，不能${what}`);
}
