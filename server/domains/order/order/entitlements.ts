/**
 * What a paid order gives and what a refund may take back (commerce.md §2.1, §5.1): VIP days stacked
 * after the current expiry, a top-up's money (and bonus) on the balance, a course seat.
 */
import type { Row, Tx } from "../../../platform/db/types";
import { auctionOrderPaid } from "../../shiy/auctionLot/paid";
import { moveBalance } from "../../tourist/balanceLog/balance";
import { seatCourseOrder, unseatCourseOrder } from "./courseSeat";
import { lockRow, patchRow, SYSTEM_ACTOR, type Actor } from "../../../resources/rows";

const DAY_MS = 86_400_000;
const LEVEL_RANK: Readonly<Record<string, number>> = { NONE: 0, VIP: 1, SVIP: 2 };

/**
 * Extends a visitor's VIP by `days`: from the current expiry when still active, else from `at`; the
 * level becomes the higher of the current (if active) and the bought one. Answers the granted window.
 */
export async function grantVip(
  tx: Tx, visitorId: number, grant: { level: string; days: number; at: number; autoRenew?: boolean },
): Promise<{ start: number; end: number; isRenewal: boolean; visitor: Row }> {
  const visitor = await lockRow(tx, "visitor", visitorId);
  const expire = visitor.vipExpireAt === null || visitor.vipExpireAt === undefined ? null : Number(visitor.vipExpireAt);
  const active = expire !== null && expire > grant.at;
  const start = active ? expire : grant.at;
  const end = start + grant.days * DAY_MS;
  const current = active ? String(visitor.vipLevel ?? "NONE") : "NONE";
  const level = (LEVEL_RANK[grant.level] ?? 0) >= (LEVEL_RANK[current] ?? 0) ? grant.level : current;
  const patch: Record<string, unknown> = { vipLevel: level, vipExpireAt: end };
  if (grant.autoRenew !== undefined) patch.autoRenew = grant.autoRenew;
  const updated = await patchRow(tx, "visitor", visitor, patch, grant.at);
  return { start, end, isRenewal: expire !== null, visitor: updated };
}

/** Shortens a visitor's VIP by `days` (not before `at`); with nothing left the level falls to NONE. */
export async function shortenVip(tx: Tx, visitorId: number, days: number, at: number): Promise<Row> {
  const visitor = await lockRow(tx, "visitor", visitorId);
  if (visitor.vipExpireAt === null || visitor.vipExpireAt === undefined || days <= 0) return visitor;
  const end = Math.max(at, Number(visitor.vipExpireAt) - days * DAY_MS);
  return patchRow(tx, "visitor", visitor, end <= at ? { vipExpireAt: end, vipLevel: "NONE", autoRenew: false } : { vipExpireAt: end }, at);
}

/** Adds (or takes back, negative) an order's amount to the visitor's 累计消费. */
export async function addTotalPaid(tx: Tx, visitorId: number, fen: number, at: number): Promise<void> {
  if (fen === 0) return;
  const visitor = await lockRow(tx, "visitor", visitorId);
  await patchRow(tx, "visitor", visitor, { totalPaid: Math.max(0, Number(visitor.totalPaid ?? 0) + fen) }, at);
}

/** Gives what a just-paid order bought; answers the order fields to write with it. */
export async function fulfilOrder(tx: Tx, order: Row, at: number, actor: Actor = SYSTEM_ACTOR): Promise<Record<string, unknown>> {
  const visitorId = Number(order.visitorId);
  const paidAt = Number(order.paidAt ?? at);
  switch (order.orderType) {
    case "VIP": {
      const g = await grantVip(tx, visitorId, { level: String(order.vipLevel ?? "VIP"), days: Number(order.durationDays ?? 0), at: paidAt, autoRenew: order.autoRenew === true ? true : undefined });
      return { fulfilStatus: "DONE", vipStartAt: g.start, vipEndAt: g.end, isRenewal: g.isRenewal };
    }
    case "TOPUP": {
      const pay = Number(order.payAmount);
      const bonus = Number(order.bonusAmount ?? 0);
      const ref = String(order.orderNo);
      let after = 0;
      if (pay > 0) after = (await moveBalance(tx, visitorId, pay, { reason: "TOPUP", ref, actor, at })).balanceAfter;
      if (bonus > 0) after = (await moveBalance(tx, visitorId, bonus, { reason: "TOPUP_BONUS", ref, remark: "充值赠送", actor, at })).balanceAfter;
      return { fulfilStatus: "DONE", creditAmount: pay + bonus, balanceAfter: after };
    }
    case "AUCTION":
      // The lot is paid for: its buyer's order settles the lot and closes the pool item.
      await auctionOrderPaid(tx, order, at, actor);
      return { fulfilStatus: "DONE" };
    case "COURSE":
      // A seat that cannot be given leaves the order 未发放 (the payment still stands): courseSeat.ts.
      return { fulfilStatus: await seatCourseOrder(tx, order, at, actor) };
    default:
      return { fulfilStatus: "DONE" };
  }
}

/**
 * Takes back the share of an order's entitlement a successful refund of `amount` covers (VIP days
 * in proportion; a course seat when the whole order is refunded). Answers the order fields to write.
 */
export async function revokeEntitlement(tx: Tx, order: Row, amount: number, fullyRefunded: boolean, at: number): Promise<Record<string, unknown>> {
  if (order.fulfilStatus !== "DONE") return {};
  const pay = Number(order.payAmount);
  if (order.orderType === "VIP") {
    const days = fullyRefunded ? Number(order.durationDays ?? 0) : Math.floor((Number(order.durationDays ?? 0) * amount) / Math.max(pay, 1));
    // Days already used are not taken twice: never shorten by more than what the order still covers.
    const left = Math.max(0, Math.ceil((Number(order.vipEndAt ?? at) - Math.max(at, Number(order.vipStartAt ?? at))) / DAY_MS));
    await shortenVip(tx, Number(order.visitorId), Math.min(days, left), at);
    return fullyRefunded ? { fulfilStatus: "REVOKED" } : {};
  }
  if (fullyRefunded && order.orderType === "COURSE") await unseatCourseOrder(tx, order, at);
  return fullyRefunded ? { fulfilStatus: "REVOKED" } : {};
}
