/**
 * The parent course as the class screens need it: locked for counters (studentCount, ratingAvg),
 * which are written without moving the course's utime, so that an open course editor is not told
 * the course changed when a student joined.
 */
import { resourceByName } from "../../../../src/catalogue/registry";
import { encodeRecord } from "../../../resources/columns";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { lockRow } from "../../../resources/rows";

export const DAY = 86_400_000;

function courseResource() {
  const r = resourceByName("shiyCourse");
  if (!r) throw new Error("shiyCourse is not in the catalogue");
  return r;
}

/** Locks the course (lock order everywhere here: course → class → student). */
export function lockCourse(tx: Tx, courseId: number): Promise<Row> {
  return lockRow(tx, "shiyCourse", courseId);
}

/** Writes server-kept counters of the course (no utime move: nobody edits them). */
export async function writeCourseCounters(tx: Tx, courseId: number, patch: Record<string, unknown>): Promise<void> {
  const r = courseResource();
  await byCatalogue(tx).updateTable(r.table).set(encodeRecord(r.fields, patch)).where("Id", "=", courseId).execute();
}

/** When a seat bought or added at `at` stops giving access: null for 永久 (validDays 0). */
export function expiryOf(course: Row, at: number): number | null {
  const days = Number(course.validDays ?? 0);
  return days > 0 ? at + days * DAY : null;
}
