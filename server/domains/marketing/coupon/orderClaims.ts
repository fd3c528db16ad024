/**
 * The coupon record of a seeded order whose discounts name a coupon (commerce.md §4.6, §10), in the state
 * its order puts it in: a pending order holds it (LOCKED), a paid one used it (USED — also while a refund
 * runs or after a partial refund); a closed or fully refunded order gave it back (Q9, provisional: the
 * give-back is taken to have happened while it was valid), so it is UNUSED while valid, EXPIRED after.
 */
import { claimWindow } from "./couponRules";

const DAY = 86_400_000;

export interface CouponOrder {
  readonly orderNo: string;
  readonly visitorId: number;
  readonly status: string;
  /** When the order was placed. */
  readonly at: number;
  readonly paidAt: number | null;
}

export interface OrderClaim {
  tpl: number;
  visitorId: number;
  receivedAt: number;
  status: string;
  orderNo?: string;
  usedAt?: number;
  discountFen?: number;
}

const USED_STATES = new Set(["PAID", "PARTIAL_REFUNDED", "REFUNDING"]);

export function orderClaim(o: CouponOrder, d: { refId: number; amount: number }, now: number, random: () => number): OrderClaim {
  // Received up to 20 days before the order: always valid (30 days) when the order was placed.
  const receivedAt = o.at - Math.floor(random() * 20 * DAY);
  const base = { tpl: d.refId - 1, visitorId: o.visitorId, receivedAt };
  if (o.status === "PENDING") return { ...base, status: "LOCKED", orderNo: o.orderNo, discountFen: d.amount };
  if (USED_STATES.has(o.status)) return { ...base, status: "USED", orderNo: o.orderNo, usedAt: o.paidAt ?? o.at, discountFen: d.amount };
  return { ...base, status: claimWindow({ validType: "RELATIVE", validDays: 30 }, receivedAt).validTo > now ? "UNUSED" : "EXPIRED" };
}
