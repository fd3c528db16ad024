/**
 * What the course rules share (commerce.md §1): the course a lesson belongs to, locked while a rule
 * reads and writes under it; the lesson count kept on the course; the checks of a course's content.
 */
import type { ResourceDef } from "../../../../src/catalogue";
import { courseLesson, publicCourse, shiyCourse } from "../../../../src/catalogue/registry";
import { encodeValue } from "../../../resources/columns";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { lockRecord } from "../../../resources/rows";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid } from "../../../platform/wire/errors";

/** The resource behind a lesson's `courseType`. */
export function courseResourceOf(courseType: unknown): ResourceDef {
  if (courseType === "PUBLIC") return publicCourse;
  if (courseType === "SHIY") return shiyCourse;
  throw invalid(`课程类型「${String(courseType)}」不存在，可选：PUBLIC（公开课）、SHIY（书院课）`);
}

const field = (def: ResourceDef, key: string) => def.fields.find((f) => f.key === key) as NonNullable<ResourceDef["fields"][number]>;
/** `deleted` / a boolean as the column stores it on either database. */
export const stored = (def: ResourceDef, key: string, value: unknown) => encodeValue(field(def, key), value);

/** Locks a lesson's course (PostgreSQL row lock; SQLite serialises writers) and refuses a missing or deleted one. */
export async function lockCourse(call: AuthedCall, tx: Tx, courseType: unknown, courseId: unknown): Promise<Row> {
  const def = courseResourceOf(courseType);
  const id = Number(courseId);
  if (!Number.isInteger(id) || id <= 0) throw invalid("所属课程无效");
  const course = await lockRecord(call, tx, def, id).catch(() => null);
  if (!course || course.deleted === true) throw invalid(`${def.label}不存在或已删除（Id ${id}）`);
  return course;
}

/** The live lessons of one course. */
export function lessonsOf(tx: Tx, courseType: unknown, courseId: unknown) {
  return tx.selectFrom(courseLesson.table)
    .where("courseType", "=", String(courseType))
    .where("courseId", "=", Number(courseId))
    .where("deleted", "=", stored(courseLesson, "deleted", false) as number);
}

/** Writes the course's lessonCount: its READY lessons (a server-kept counter, no change record of its own). */
export async function recountLessons(tx: Tx, courseType: unknown, courseId: unknown): Promise<number> {
  const row = await lessonsOf(tx, courseType, courseId).where("status", "=", "READY").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  const n = Number(row?.n ?? 0);
  await byCatalogue(tx).updateTable(courseResourceOf(courseType).table).set({ lessonCount: n }).where("Id", "=", Number(courseId)).execute();
  return n;
}

/** Whether a rich-text value has anything a reader would see (text or an image), not just empty tags. */
export function hasContent(html: unknown): boolean {
  if (typeof html !== "string") return false;
  if (/<img\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim().length > 0;
}
