import { courseActivity } from "../../../../src/catalogue/registry";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce, statusLabel } from "../../../resources/systemChange";
import { activityPhase, activityStats } from "./courseActivityStats";

const BATCH = 500;
const ids = (rows: readonly { Id: unknown }[]) => rows.map((r) => Number(r.Id));
const label = (v: unknown) => statusLabel(courseActivity, v, "phase");

/**
 * A course activity's phase by the clock (§4.7: 未开始 → 进行中 at startAt, → 已结束 after endAt),
 * whatever its status; its order statistics are brought up to date in the same change.
 */
export const courseActivityPhaseSweeper: Sweeper = {
  name: "courseActivity.phase",
  async sweep({ db }, now) {
    const due = ids(await db.selectFrom(courseActivity.table).select("Id").where((eb) => eb.or([
      eb.and([eb("phase", "=", "NOT_STARTED"), eb("startAt", "<=", now)]),
      eb.and([eb("phase", "!=", "ENDED"), eb("endAt", "<", now)]),
    ])).orderBy("Id").limit(BATCH).execute());
    let n = 0;
    for (const id of due) {
      const changed = await changeOnce(db, courseActivity, id, now, async (row, tx) => {
        const phase = activityPhase(row, now);
        return phase === row.phase ? null : { phase, ...(await activityStats(tx, row)) };
      }, (b, a) => `课程活动「${String(b.title)}」：${label(b.phase)} → ${label(a.phase)}`);
      if (changed) n += 1;
    }
    return n;
  },
};

/** 订单 / 成交额 of the running activities, from the paid COURSE_ACTIVITY orders (written only when they moved). */
export const courseActivityStatsSweeper: Sweeper = {
  name: "courseActivity.stats",
  async sweep({ db }, now) {
    const running = ids(await db.selectFrom(courseActivity.table).select("Id").where("phase", "=", "ONGOING").orderBy("Id").limit(BATCH).execute());
    let n = 0;
    for (const id of running) {
      const changed = await changeOnce(db, courseActivity, id, now, async (row, tx) => {
        const stats = await activityStats(tx, row);
        return stats.orderCount === Number(row.orderCount) && stats.gmv === Number(row.gmv) ? null : stats;
      }, (b, a) => `课程活动「${String(b.title)}」：订单 ${String(b.orderCount)} → ${String(a.orderCount)}`);
      if (changed) n += 1;
    }
    return n;
  },
};
