/**
 * A course order's seat (commerce.md §1.4, §2.1): paying a SHIY course order that names its class seats
 * the buyer there in the same transaction (a full class refuses the payment and nothing changes); a full
 * refund with 收回权益 removes that seat again, the REMOVED row staying as the record of what happened.
 */
import { courseStudent } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { lockRow, patchRow } from "../../../resources/rows";
import { enrolStudent, freeSeat } from "../../course/courseStudent/enrolment";

/** Seats the buyer of a just-paid course order in the order's class (nothing for orders without a class). */
export async function seatCourseOrder(tx: Tx, order: Row, at: number): Promise<void> {
  if (order.orderType !== "COURSE" || order.classId === null || order.classId === undefined) return;
  // An order paid twice through two notification paths must not seat twice.
  const held = await tx.selectFrom(courseStudent.table).select("Id").where("orderId", "=", Number(order.Id))
    .where("status", "!=", "REMOVED").executeTakeFirst();
  if (held) return;
  await enrolStudent(tx, Number(order.classId), {
    visitorId: Number(order.visitorId), source: "PURCHASE", orderId: Number(order.Id), orderNo: String(order.orderNo),
  }, at);
}

/** Removes the seat a fully refunded course order held (locked, so two refunds remove it once). */
export async function unseatCourseOrder(tx: Tx, order: Row, at: number): Promise<void> {
  if (order.orderType !== "COURSE") return;
  const rows = await tx.selectFrom(courseStudent.table).select("Id").where("orderId", "=", Number(order.Id))
    .where("status", "!=", "REMOVED").execute();
  for (const r of rows) {
    const student = await lockRow(tx, courseStudent, Number(r.Id));
    if (student.status === "REMOVED") continue;
    await freeSeat(tx, student, at);
    await patchRow(tx, courseStudent, student, { status: "REMOVED" }, at);
  }
}
