import { courseClass } from "../../../../src/catalogue/registry";
import type { Db } from "../../../platform/db/types";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce, statusLabel } from "../../../resources/systemChange";
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";

const BATCH = 500;
const ids = async (q: Promise<readonly { Id: unknown }[]>) => (await q).map((r) => Number(r.Id));

/** The class's state by the calendar (commerce.md §1.5): 开课中 from startDate, 已结课 the day after endDate. */
function classMove(row: Record<string, unknown>, today: string): Record<string, unknown> | null {
  const status = String(row.status);
  if ((status === "ENROLLING" || status === "FULL") && String(row.startDate) <= today) {
    return { status: String(row.endDate) < today ? "FINISHED" : "IN_PROGRESS" };
  }
  if (status === "IN_PROGRESS" && String(row.endDate) < today) return { status: "FINISHED" };
  return null;
}

async function sweepClasses(db: Db, now: number): Promise<number> {
  const today = shanghaiDate(now);
  const due = await ids(db.selectFrom(courseClass.table).select("Id").where((eb) => eb.or([
    eb.and([eb("status", "in", ["ENROLLING", "FULL"]), eb("startDate", "<=", today)]),
    eb.and([eb("status", "=", "IN_PROGRESS"), eb("endDate", "<", today)]),
  ])).orderBy("Id").limit(BATCH).execute());
  let n = 0;
  for (const id of due) {
    const label = (v: unknown) => statusLabel(courseClass, v);
    if (await changeOnce(db, courseClass, id, now, (row) => classMove(row, today), (b, a) => `班级「${String(b.name)}」：${label(b.status)} → ${label(a.status)}`)) n += 1;
  }
  return n;
}

/** The class's calendar: 报名中/已满 → 开课中 → 已结课 as the days pass (commerce.md §1.5). */
export const classCalendarSweeper: Sweeper = { name: "courseClass.calendar", sweep: ({ db }, now) => sweepClasses(db, now) };
