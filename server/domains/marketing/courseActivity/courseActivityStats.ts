import { courseActivitySection, order } from "../../../../src/catalogue/registry";
import type { Db, Row, Tx } from "../../../platform/db/types";
import { clockPhase } from "../flashSale/phase";

/** The activity's phase at `now` (未开始 / 进行中 / 已结束), whatever its status. */
export function activityPhase(row: Row | Record<string, unknown>, now: number): "NOT_STARTED" | "ONGOING" | "ENDED" {
  return clockPhase(row as Row, now);
}

/**
 * 订单 / 成交额 of a course activity (commerce.md §4.7, GMV as §7.0): the paid orders with
 * promotionType COURSE_ACTIVITY for one of its sections' courses, paid within its window.
 */
export async function activityStats(db: Db | Tx, activity: Row): Promise<{ orderCount: number; gmv: number }> {
  const sections = await db.selectFrom(courseActivitySection.table).select("items").where("activityId", "=", Number(activity.Id)).execute();
  const courses = new Set<string>();
  for (const s of sections) {
    const items = (typeof s.items === "string" ? JSON.parse(s.items) : s.items) as { courseType: string; courseId: number }[] | null;
    for (const it of items ?? []) courses.add(`${it.courseType}:${it.courseId}`);
  }
  const ids = [...new Set([...courses].map((k) => Number(k.split(":")[1])))];
  if (ids.length === 0) return { orderCount: 0, gmv: 0 };
  const rows = await db.selectFrom(order.table).select(["courseType", "courseId", "payAmount"])
    .where("promotionType", "=", "COURSE_ACTIVITY").where("paidAt", "is not", null)
    .where("paidAt", ">=", Number(activity.startAt)).where("paidAt", "<=", Number(activity.endAt))
    .where("courseId", "in", ids).execute();
  const mine = rows.filter((r) => courses.has(`${String(r.courseType)}:${Number(r.courseId)}`));
  return { orderCount: mine.length, gmv: mine.reduce((sum, r) => sum + Number(r.payAmount), 0) };
}
