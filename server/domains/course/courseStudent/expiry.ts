import { courseStudent } from "../../../../src/catalogue/registry";
import type { Db } from "../../../platform/db/types";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce } from "../../../resources/systemChange";

const BATCH = 500;
const ids = async (q: Promise<readonly { Id: unknown }[]>) => (await q).map((r) => Number(r.Id));

/** 学习中 students past expireAt → 已过期 (§1.4); 延长有效期 brings them back. */
async function sweepStudents(db: Db, now: number): Promise<number> {
  const due = await ids(db.selectFrom(courseStudent.table).select("Id")
    .where("status", "=", "LEARNING").where("expireAt", "is not", null).where("expireAt", "<=", now).orderBy("Id").limit(BATCH).execute());
  let n = 0;
  for (const id of due) {
    const expired = (row: Record<string, unknown>) => row.status === "LEARNING" && row.expireAt !== null && Number(row.expireAt) <= now;
    if (await changeOnce(db, courseStudent, id, now, (row) => (expired(row) ? { status: "EXPIRED" } : null), () => `学员 #${id}：学习中 → 已过期（有效期已到）`)) n += 1;
  }
  return n;
}

export const studentExpirySweeper: Sweeper = { name: "courseStudent.expiry", sweep: ({ db }, now) => sweepStudents(db, now) };
