import type { Sweeper } from "../../../platform/sweep";
import { measureLag } from "./lag";

const MINUTE = 60_000;
/** Samples are kept 90 days (the page's longest range), then deleted. */
export const LAG_RETENTION_MS = 90 * 86_400_000;

/**
 * 同步延迟 sampling (commerce.md §7.6, "lagSeconds sampled each minute"): for each enabled real-time task whose
 * worker has a measure (./lag.ts), the minute's sample — inserted ON CONFLICT DO NOTHING on (taskId, minute),
 * so two servers sweeping the same minute leave one — and the task's 延迟 set to it without moving its utime
 * (progress of the task, not an edit). Samples older than 90 days are deleted. Answers the samples written.
 */
export const syncLagSweeper: Sweeper = {
  name: "dashboard.syncLag",
  async sweep(deps, now) {
    const db = deps.db;
    const at = Math.floor(now / MINUTE) * MINUTE;
    const tasks = await db.selectFrom("sync_task").selectAll().where("mode", "=", "REALTIME").where("enabled", "=", 1).orderBy("Id").execute();
    let written = 0;
    for (const task of tasks) {
      const lag = await measureLag(db, task, now);
      if (lag === null) continue;
      const taskId = Number(task.Id);
      const r = await db.insertInto("sync_lag_sample").values({ taskId, at, lagSeconds: lag })
        .onConflict((oc) => oc.columns(["taskId", "at"]).doNothing()).executeTakeFirst();
      written += Number(r.numInsertedOrUpdatedRows ?? 0);
      await db.updateTable("sync_task").set({ lagSeconds: lag }).where("Id", "=", taskId).execute();
    }
    await db.deleteFrom("sync_lag_sample").where("at", "<", now - LAG_RETENTION_MS).execute();
    return written;
  },
};
