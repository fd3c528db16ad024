/**
 * A course order's seat (commerce.md §1.4, §2.1, §12.1): paying a SHIY course order that names its
 * class seats the buyer there in the same transaction; a full refund with 收回权益 removes that seat
 * again, the REMOVED row staying as the record of what happened.
 *
 * The money comes first: a channel has already taken it, so a payment is never refused because of a
 * seat. When the class is full or closed, or the buyer already sits in the course, the payment is
 * credited, the order stays 权益未发放 (fulfilStatus NONE) and a change record says why — staff then
 * move a seat (调班/扩容) or refund (provisional; commerce.md §13 does not decide it). Order creation
 * refuses a full class up front with seatRefusal, so this only happens when the last seat went
 * between ordering and paying.
 */
import { courseClass, courseStudent, order as orderDef } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { lockRow, patchRow, recordActorChange, SYSTEM_ACTOR, type Actor } from "../../../resources/rows";
import { precondition } from "../../../platform/wire/errors";
import { enrolStudent, freeSeat, seatedCount, seatedVisitors } from "../../course/courseStudent/enrolment";
import { lockCourse } from "../../course/shiyCourse/counters";

const OPEN_CLASS = ["ENROLLING", "FULL", "IN_PROGRESS"];

/** An order that buys a seat: an academy course order naming its class. */
export function buysSeat(order: Row): boolean {
  return order.orderType === "COURSE" && order.classId !== null && order.classId !== undefined;
}

/**
 * Why the visitor cannot take a seat in the class now (null when they can). Locks the course, then
 * the class (the enrolment's lock order), so the answer holds until the caller's transaction ends.
 */
export async function seatRefusal(tx: Tx, classId: number, visitorId: number): Promise<string | null> {
  const peek = await tx.selectFrom(courseClass.table).select("courseId").where("Id", "=", classId).executeTakeFirst();
  if (!peek) return `班级不存在（Id ${classId}）`;
  await lockCourse(tx, Number(peek.courseId));
  const cls = await lockRow(tx, courseClass, classId);
  const name = String(cls.name);
  if (!OPEN_CLASS.includes(String(cls.status))) return `班级「${name}」已结课或已取消`;
  if (await seatedCount(tx, "classId", classId) >= Number(cls.capacity)) return `班级「${name}」名额已满（${String(cls.capacity)} 人）`;
  if ((await seatedVisitors(tx, Number(cls.courseId), [visitorId])).size > 0) return "该用户已是本课程学员";
  return null;
}

/** For order creation (下单): a class without a free seat refuses the order before any money moves. */
export async function assertSeatOpen(tx: Tx, classId: number, visitorId: number): Promise<void> {
  const why = await seatRefusal(tx, classId, visitorId);
  if (why !== null) throw precondition(`${why}，不能下单`);
}

/**
 * Seats the buyer of a just-paid course order in its class. Answers the order's fulfilStatus: DONE
 * when seated (or nothing to seat), NONE when no seat could be given (recorded on the order).
 */
export async function seatCourseOrder(tx: Tx, order: Row, at: number, actor: Actor = SYSTEM_ACTOR): Promise<"DONE" | "NONE"> {
  if (!buysSeat(order)) return "DONE";
  // An order paid twice through two notification paths must not seat twice.
  const held = await tx.selectFrom(courseStudent.table).select("Id").where("orderId", "=", Number(order.Id))
    .where("status", "!=", "REMOVED").executeTakeFirst();
  if (held) return "DONE";
  const why = await seatRefusal(tx, Number(order.classId), Number(order.visitorId));
  if (why !== null) {
    await recordActorChange(tx, actor, {
      table: orderDef, recordId: Number(order.Id), before: order, after: order, at, method: "seatCourseOrder",
      summary: `课程座位未发放：${why}。款项照常入账，请调班后补发或退款`,
    });
    return "NONE";
  }
  await enrolStudent(tx, Number(order.classId), {
    visitorId: Number(order.visitorId), source: order.promotionType === "TEAM_BUY" ? "TEAM_BUY" : "PURCHASE",
    orderId: Number(order.Id), orderNo: String(order.orderNo),
  }, at);
  return "DONE";
}

/**
 * Removes the seat a fully refunded course order held: the row stays, REMOVED with the refund as its
 * reason. Locked, and only a seat not yet removed is freed, so two refunds free it once.
 */
export async function unseatCourseOrder(tx: Tx, order: Row, at: number): Promise<void> {
  if (order.orderType !== "COURSE") return;
  const rows = await tx.selectFrom(courseStudent.table).select("Id").where("orderId", "=", Number(order.Id))
    .where("status", "!=", "REMOVED").execute();
  for (const r of rows) {
    const student = await lockRow(tx, courseStudent, Number(r.Id));
    if (student.status === "REMOVED") continue;
    await freeSeat(tx, student, at);
    await patchRow(tx, courseStudent, student, { status: "REMOVED", removeReason: `订单「${String(order.orderNo)}」全额退款，收回权益` }, at);
  }
}
