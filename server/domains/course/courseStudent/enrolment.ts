/**
 * Seats in classes: every change of who sits in a class goes through here with the course and the
 * class locked, so a class never holds more students than its capacity, a visitor holds at most one
 * non-REMOVED seat per course, and courseClass.enrolledCount / shiyCourse.studentCount move in the
 * same transaction as the student rows (both count non-REMOVED students).
 */
import { courseClass, courseStudent } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { insertRow, lockRow, patchRow } from "../../../resources/rows";
import { invalid, notFound, precondition } from "../../../platform/wire/errors";
import { expiryOf, lockCourse, writeCourseCounters } from "../shiyCourse/counters";

/** Classes that take students: still enrolling (or full, refused with its own message) or under way. */
const OPEN_CLASS = ["ENROLLING", "FULL", "IN_PROGRESS"];

export interface Enrolment {
  readonly visitorId: number;
  readonly source: "PURCHASE" | "TEAM_BUY" | "REDEEM" | "GIFT" | "ADMIN";
  readonly orderId?: number | null;
  readonly orderNo?: string | null;
  readonly remark?: string | null;
}

/** The class's state after its enrolled count moved: FULL at capacity, back to ENROLLING below it. */
function seatState(cls: Row, enrolled: number): Record<string, unknown> {
  const capacity = Number(cls.capacity);
  if (cls.status === "ENROLLING" && enrolled >= capacity) return { status: "FULL" };
  if (cls.status === "FULL" && enrolled < capacity) return { status: "ENROLLING" };
  return {};
}

/** Non-REMOVED students of a class or of a course, counted under that row's lock (so the count is current). */
export async function seatedCount(tx: Tx, key: "classId" | "courseId", id: number): Promise<number> {
  const row = await tx.selectFrom(courseStudent.table).select((eb) => eb.fn.countAll().as("n"))
    .where(key, "=", id).where("status", "!=", "REMOVED").executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Writes a locked class's enrolled count (and its ENROLLING ⇄ FULL state). */
export function setSeats(tx: Tx, cls: Row, enrolled: number, at: number): Promise<Row> {
  return patchRow(tx, courseClass, cls, { enrolledCount: enrolled, ...seatState(cls, enrolled) }, at);
}

/** Refuses a class (locked, `seated` students in it) that cannot take `n` more students. */
export function checkSeats(cls: Row, seated: number, n: number): void {
  const name = String(cls.name);
  if (!OPEN_CLASS.includes(String(cls.status))) throw precondition(`班级「${name}」已结课或已取消，不能添加学员`);
  const left = Number(cls.capacity) - seated;
  if (left <= 0) throw precondition(`班级「${name}」名额已满（${String(cls.capacity)} 人）`);
  if (left < n) throw precondition(`班级「${name}」只剩 ${left} 个名额，不能添加 ${n} 名学员`);
}

/** The visitors among `visitorIds` who already hold a non-REMOVED seat in the course. */
export async function seatedVisitors(tx: Tx, courseId: number, visitorIds: readonly number[]): Promise<Set<number>> {
  if (visitorIds.length === 0) return new Set();
  const rows = await tx.selectFrom(courseStudent.table).select("visitorId")
    .where("courseId", "=", courseId).where("status", "!=", "REMOVED").where("visitorId", "in", [...visitorIds]).execute();
  return new Set(rows.map((r) => Number(r.visitorId)));
}

async function visitorLabel(tx: Tx, visitorId: number): Promise<string> {
  const v = await tx.selectFrom("visitor").select(["nickName", "uid"]).where("Id", "=", visitorId).executeTakeFirst();
  if (!v) throw notFound(`用户不存在（Id ${visitorId}）`);
  return `${String(v.nickName ?? "")}（${String(v.uid)}）`;
}

/**
 * Seats the visitors in the class, all or nothing: the course and the class are locked first, so
 * concurrent enrolments wait for each other and see the seats and the seated visitors the previous
 * one left. Answers the new student rows.
 */
export async function enrolStudents(tx: Tx, classId: number, who: readonly Enrolment[], at: number): Promise<Row[]> {
  if (who.length === 0) throw invalid("请至少添加一名学员");
  const peek = await tx.selectFrom(courseClass.table).select("courseId").where("Id", "=", classId).executeTakeFirst();
  if (!peek) throw notFound(`班级不存在（Id ${classId}）`);
  const course = await lockCourse(tx, Number(peek.courseId));
  const cls = await lockRow(tx, courseClass, classId);
  const ids = who.map((w) => w.visitorId);
  if (new Set(ids).size !== ids.length) throw invalid("同一用户重复出现，请去掉重复的用户编号");
  checkSeats(cls, await seatedCount(tx, "classId", classId), who.length);
  const seated = await seatedVisitors(tx, Number(course.Id), ids);
  if (seated.size > 0) {
    const names = await Promise.all([...seated].map((id) => visitorLabel(tx, id)));
    throw precondition(`已是本课程学员：${names.join("、")}`);
  }
  const rows: Row[] = [];
  for (const w of who) {
    rows.push(await insertRow(tx, courseStudent, {
      courseId: course.Id, classId, visitorId: w.visitorId, visitorName: await visitorLabel(tx, w.visitorId), source: w.source,
      orderId: w.orderId ?? null, orderNo: w.orderNo ?? null, enrolledAt: at, expireAt: expiryOf(course, at),
      progress: 0, homeworkDone: 0, status: "LEARNING", remark: w.remark ?? null,
    }, at));
  }
  await setSeats(tx, cls, await seatedCount(tx, "classId", classId), at);
  await writeCourseCounters(tx, Number(course.Id), { studentCount: await seatedCount(tx, "courseId", Number(course.Id)) });
  return rows;
}

/** A student leaving their seat (移出, or the order's refund): frees the class seat and the course count. */
export async function freeSeat(tx: Tx, student: Row, at: number): Promise<void> {
  // The student's own row is still counted (its REMOVED is written after this, in the same transaction).
  const course = await lockCourse(tx, Number(student.courseId));
  const cls = await lockRow(tx, courseClass, Number(student.classId));
  await setSeats(tx, cls, Math.max(0, (await seatedCount(tx, "classId", Number(cls.Id))) - 1), at);
  await writeCourseCounters(tx, Number(course.Id), { studentCount: Math.max(0, (await seatedCount(tx, "courseId", Number(course.Id))) - 1) });
}

/** 调班: one seat from the student's class to `toClassId` of the same course (both classes locked, lower Id first). */
export async function transferSeat(tx: Tx, student: Row, toClassId: number, at: number): Promise<void> {
  const fromClassId = Number(student.classId);
  if (toClassId === fromClassId) throw invalid("调入班级与当前班级相同");
  if (student.status === "REMOVED" || student.status === "COMPLETED") throw precondition("已移出或已结业的学员不能调班");
  await lockCourse(tx, Number(student.courseId));
  const [first, second] = fromClassId < toClassId ? [fromClassId, toClassId] : [toClassId, fromClassId];
  const locked = new Map<number, Row>();
  locked.set(first, await lockRow(tx, courseClass, first));
  locked.set(second, await lockRow(tx, courseClass, second));
  const to = locked.get(toClassId)!;
  if (Number(to.courseId) !== Number(student.courseId)) throw invalid("只能调入本课程的班级");
  const toSeated = await seatedCount(tx, "classId", toClassId);
  checkSeats(to, toSeated, 1);
  // The row moves to its new class after this, in the same transaction.
  await setSeats(tx, locked.get(fromClassId)!, Math.max(0, (await seatedCount(tx, "classId", fromClassId)) - 1), at);
  await setSeats(tx, to, toSeated + 1, at);
}

/** One visitor's seat (the order side's entry point): as enrolStudents, for one. */
export async function enrolStudent(tx: Tx, classId: number, who: Enrolment, at: number): Promise<Row> {
  const [row] = await enrolStudents(tx, classId, [who], at);
  return row!;
}
