/**
 * What an order held from marketing goes back when the order ends without being kept (commerce.md §4,
 * §12.5, Q9): closed (关闭订单 or the expiry sweeper) or refunded in full. The coupon record
 * (LOCKED → UNUSED when closed; USED → UNUSED when refunded before validTo), the flash-sale take
 * (LOCKED/SOLD → RELEASED, the stock back on the sale) and the team place (a forming team's member
 * REFUNDED, its seat free again).
 *
 * Exactly once: every hold is re-read under its row lock and only moved from the state the order left
 * it in, so a close and a refund racing (or a sweeper on two servers) give each hold back once.
 * The caller holds the order's lock.
 */
import { coupon, couponRecord, flashSale, flashSaleTake, teamBuyMember, teamBuyTeam } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { lockRow, patchRow } from "../../../resources/rows";
import { clockPhase } from "../../marketing/flashSale/phase";
import { settleCouponRecord } from "../../marketing/coupon/coupons";
import { settleFlashSaleTake } from "../../marketing/flashSale/flashSales";

export type ReleaseCause = "CLOSED" | "REFUNDED";

/** Coupon: a LOCKED record returns on close; a USED one returns on a full refund while still valid (Q9). */
async function releaseCoupon(tx: Tx, orderNo: string, cause: ReleaseCause, at: number): Promise<boolean> {
  const found = await tx.selectFrom(couponRecord.table).select(["Id", "couponId"]).where("orderNo", "=", orderNo)
    .where("status", "in", ["LOCKED", "USED"]).executeTakeFirst();
  if (!found) return false;
  const tpl = await lockRow(tx, coupon, Number(found.couponId));
  const rec = await lockRow(tx, couponRecord, Number(found.Id));
  if (rec.orderNo !== orderNo) return false;
  if (rec.status === "LOCKED") {
    await patchRow(tx, couponRecord, rec, { status: "UNUSED", orderNo: null, discountFen: null }, at);
    return true;
  }
  if (rec.status !== "USED" || cause !== "REFUNDED") return false;
  // Past validTo the coupon is spent: the refund does not revive it (Q9 provisional answer).
  if (at > Number(rec.validTo)) return false;
  await patchRow(tx, couponRecord, rec, { status: "UNUSED", orderNo: null, discountFen: null, usedAt: null }, at);
  await patchRow(tx, coupon, tpl, { usedCount: Math.max(0, Number(tpl.usedCount ?? 0) - 1) }, at);
  return true;
}

/** Flash sale: the take's quantity goes back to the sale (from locked or sold); a sold-out running sale is on again. */
async function releaseFlashSale(tx: Tx, orderNo: string, at: number): Promise<boolean> {
  const found = await tx.selectFrom(flashSaleTake.table).select(["Id", "saleId"]).where("orderNo", "=", orderNo)
    .where("status", "in", ["LOCKED", "SOLD"]).executeTakeFirst();
  if (!found) return false;
  const sale = await lockRow(tx, flashSale, Number(found.saleId));
  const take = await lockRow(tx, flashSaleTake, Number(found.Id));
  if (take.status !== "LOCKED" && take.status !== "SOLD") return false;
  const qty = Number(take.quantity);
  const patch: Record<string, unknown> = take.status === "LOCKED"
    ? { lockedCount: Math.max(0, Number(sale.lockedCount ?? 0) - qty) }
    : { soldCount: Math.max(0, Number(sale.soldCount ?? 0) - qty) };
  if (sale.status === "SOLD_OUT" && clockPhase(sale, at) === "ONGOING") patch.status = "ONGOING";
  await patchRow(tx, flashSale, sale, patch, at);
  await patchRow(tx, flashSaleTake, take, { status: "RELEASED" }, at);
  return true;
}

/** Team: a paid member of a still-forming team leaves it (REFUNDED), freeing the seat. A failing team refunds its own members. */
async function releaseTeamPlace(tx: Tx, order: Row, at: number): Promise<boolean> {
  if (order.teamId === null || order.teamId === undefined) return false;
  const team = await lockRow(tx, teamBuyTeam, Number(order.teamId));
  const found = await tx.selectFrom(teamBuyMember.table).select("Id").where("teamId", "=", Number(team.Id))
    .where("orderId", "=", Number(order.Id)).executeTakeFirst();
  if (!found) return false;
  const member = await lockRow(tx, teamBuyMember, Number(found.Id));
  if (member.status !== "PAID" || team.status !== "FORMING") return false;
  await patchRow(tx, teamBuyMember, member, { status: "REFUNDED" }, at);
  await patchRow(tx, teamBuyTeam, team, { memberCount: Math.max(0, Number(team.memberCount) - 1) }, at);
  return true;
}

export interface Released { readonly coupon: boolean; readonly flashSale: boolean; readonly team: boolean }

/**
 * Gives back the order's holds. `refundReason` TEAM_FAILED leaves the team place to the team's own
 * refund (it is failing as a whole). Lock order: order (caller) → coupon → record → sale → take → team → member.
 */
export async function releaseOrderHolds(tx: Tx, order: Row, cause: ReleaseCause, at: number, refundReason?: string): Promise<Released> {
  const orderNo = String(order.orderNo);
  const couponBack = await releaseCoupon(tx, orderNo, cause, at);
  const saleBack = await releaseFlashSale(tx, orderNo, at);
  const teamBack = cause === "REFUNDED" && refundReason !== "TEAM_FAILED" ? await releaseTeamPlace(tx, order, at) : false;
  return { coupon: couponBack, flashSale: saleBack, team: teamBack };
}

/**
 * The order was paid: its locked coupon record becomes USED (counted on the template) and its
 * flash-sale take SOLD. Each settle re-reads its row under lock, so a repeated payment changes nothing.
 */
export async function settleOrderHolds(tx: Tx, order: Row, at: number): Promise<void> {
  const orderNo = String(order.orderNo);
  await settleCouponRecord(tx, orderNo, "PAID", at);
  await settleFlashSaleTake(tx, orderNo, "SOLD", at);
}
