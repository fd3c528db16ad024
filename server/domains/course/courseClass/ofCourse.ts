import { courseClass } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";

/** Whether every one of `classIds` is a class of the course (attachments and assistants are limited to them). */
export async function classesOfCourse(tx: Tx, courseId: number, classIds: readonly number[]): Promise<boolean> {
  if (classIds.length === 0) return true;
  const rows = await tx.selectFrom(courseClass.table).select("Id").where("courseId", "=", courseId).where("Id", "in", [...classIds]).execute();
  return rows.length === new Set(classIds).size;
}
