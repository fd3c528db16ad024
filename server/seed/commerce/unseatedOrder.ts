/**
 * The demo world's one course order left 权益未发放 (commerce.md §2.1 refulfil): a paid academy order
 * whose class was full when the money came (courseSeat.ts leaves such an order NONE), in a class that has
 * room again (an enrolling class) — so 补发权益 can be seen to seat its buyer. Picked without random draws (the latest paid
 * order, by payment, of the first course that has one bound for an open class), so the rest of the world
 * is drawn as before.
 */
import type { Row } from "../../platform/db/types";
import { classForTime, type ClassPlan } from "./courseSeats";

const DAY = 86_400_000;

/** The order to leave unseated among this course's paid orders, or null (none fits). */
export function orderToLeaveUnseated(paid: readonly Row[], plans: readonly ClassPlan[], now: number): Row | null {
  const newest = plans.reduce((best, p, i) => (p.startAt > plans[best]!.startAt ? i : best), 0);
  // Still enrolling (it starts after today): an under-way class is seeded full, an enrolling one with room.
  if (plans.length === 0 || plans[newest]!.startAt <= now + DAY) return null;
  const fits = paid.filter((o) => o.status === "PAID" && o.fulfilStatus === "DONE" && o.promotionType !== "TEAM_BUY"
    && classForTime(plans, Number(o.ctime)) === newest);
  return fits.length === 0 ? null : fits[fits.length - 1]!;
}
