/**
 * The seeded course orders and their seats agree (issue 25 "Money, seats and stock move together",
 * commerce.md §1.4, §2.1, §10): every paid academy course order names a real class of its course and
 * holds one seat there naming it (TEAM_BUY for a team-buy order, else PURCHASE), enrolled when it was
 * paid; a fully refunded one with 收回权益 (fulfilStatus REVOKED) left a REMOVED seat as its record; a
 * closed order names the class it was for and holds no seat. A visitor buys an academy course at most
 * once (one seat per visitor and course).
 */
import type { Row, Tx } from "../../platform/db/types";
import { order } from "../../../src/catalogue/registry";

const DAY = 86_400_000;

/** Orders that were paid (the seat holders and the revoked ones), by the order's state. */
const PAID_STATES = ["PAID", "PARTIAL_REFUNDED", "REFUNDING", "REFUNDED"];

type Course = { readonly courseType: string; readonly courseId: number };

/**
 * For the order world: a visitor who already ordered an academy course buys another academy course
 * (or, holding them all, the first public one) instead — deterministic, so the world's random draws stay as they were.
 */
export function oneOrderPerCourse<C extends Course>(courses: readonly C[]): (visitorId: number, wanted: C) => C {
  const held = new Set<string>();
  const key = (visitorId: number, c: Course) => `${visitorId}:${c.courseId}`;
  return (visitorId, wanted) => {
    const c = wanted.courseType !== "SHIY" || !held.has(key(visitorId, wanted)) ? wanted
      : courses.find((x) => x.courseType === "SHIY" && !held.has(key(visitorId, x))) ?? courses.find((x) => x.courseType !== "SHIY") ?? wanted;
    if (c.courseType === "SHIY") held.add(key(visitorId, c));
    return c;
  };
}

/** A seat the class seed writes for an order. */
export interface OrderSeat {
  readonly visitorId: number;
  readonly source: "PURCHASE" | "TEAM_BUY";
  readonly orderId: number;
  readonly orderNo: string;
  readonly paidAt: number;
  /** A fully refunded order with 收回权益: its seat is written REMOVED. */
  readonly removed: boolean;
}

/** A class as planned before it is written: its start and how many seats it may hold. */
export interface ClassPlan { readonly startAt: number; readonly capacity: number }

/** The academy course's orders: those paid (in payment order) and those closed. */
export async function courseOrders(tx: Tx, courseId: number): Promise<{ paid: Row[]; closed: Row[] }> {
  const rows = await tx.selectFrom(order.table).select(["Id", "orderNo", "visitorId", "paidAt", "promotionType", "status", "fulfilStatus", "ctime"])
    .where("orderType", "=", "COURSE").where("courseType", "=", "SHIY").where("courseId", "=", courseId).orderBy("Id").execute();
  const paid = rows.filter((r) => PAID_STATES.includes(String(r.status))).sort((a, b) => Number(a.paidAt) - Number(b.paidAt) || Number(a.Id) - Number(b.Id));
  return { paid, closed: rows.filter((r) => r.status === "CLOSED") };
}

/**
 * Which planned class each paid order sits in: the first class still enrolling when it was paid (up to
 * two weeks after its start), else the newest; a class over its capacity passes the order on to the
 * next one with room. Answers the seats by class index, and the orders no class could take.
 */
export function placeOrders(paid: readonly Row[], plans: readonly ClassPlan[]): { seats: OrderSeat[][]; unplaced: Row[] } {
  const seats: OrderSeat[][] = plans.map(() => []);
  const unplaced: Row[] = [];
  const order = plans.map((p, i) => ({ i, startAt: p.startAt })).sort((a, b) => a.startAt - b.startAt);
  for (const o of paid) {
    const removed = o.fulfilStatus === "REVOKED";
    const first = order.findIndex((c) => c.startAt + 14 * DAY >= Number(o.paidAt));
    const tries = [...order.slice(first < 0 ? order.length - 1 : first), ...order.slice(0, first < 0 ? order.length - 1 : first).reverse()];
    // A removed seat no longer counts against the class's capacity.
    const room = tries.find((c) => removed || seats[c.i]!.filter((s) => !s.removed).length < plans[c.i]!.capacity);
    if (!room) {
      unplaced.push(o);
      continue;
    }
    seats[room.i]!.push({
      visitorId: Number(o.visitorId), source: o.promotionType === "TEAM_BUY" ? "TEAM_BUY" : "PURCHASE",
      orderId: Number(o.Id), orderNo: String(o.orderNo), paidAt: Number(o.paidAt), removed,
    });
  }
  return { seats, unplaced };
}

/** The class a closed order was for: the first whose enrolment was open when it was placed, else the newest. */
export function classForTime(plans: readonly ClassPlan[], at: number): number {
  const byStart = plans.map((p, i) => ({ i, startAt: p.startAt })).sort((a, b) => a.startAt - b.startAt);
  return (byStart.find((c) => c.startAt + 14 * DAY >= at) ?? byStart[byStart.length - 1]!).i;
}

/**
 * Writes each order's class, and leaves 未发放 (fulfilStatus NONE) a paid order no class had room for —
 * the state a payment for a full class leaves (server/domains/order/order/courseSeat.ts).
 */
export async function writeOrderClasses(tx: Tx, classOf: ReadonlyMap<number, number>, unplaced: readonly Row[]): Promise<void> {
  for (const [orderId, classId] of classOf) await tx.updateTable(order.table).set({ classId }).where("Id", "=", orderId).execute();
  for (const o of unplaced) await tx.updateTable(order.table).set({ fulfilStatus: "NONE" }).where("Id", "=", Number(o.Id)).execute();
}
