/**
 * 立即运行 / 试运行 (row actions) and the schedule's sweeper. Each queues a run of the target with its
 * `crawl` job (crawlerRun/queue.ts) while the target row is locked: one run at a time per target.
 * The sweeper queues each due run once however many servers sweep: the target is locked and its
 * 下次运行 asked again, then moved to the schedule's next time in the same transaction.
 */
import { crawlerTarget } from "../../../../src/catalogue/registry";
import type { ActionHandler } from "../../../resources/actions";
import { actorOf, lockRow, SYSTEM_ACTOR } from "../../../resources/rows";
import { changeOnce } from "../../../resources/systemChange";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { precondition } from "../../../platform/wire/errors";
import { queueRun, runUnderWay, type RunTrigger } from "../crawlerRun/queue";
import { nextRunAtOf } from "./targets";

function runAction(trigger: RunTrigger): ActionHandler {
  return async ({ call, tx, current }) => {
    const target = await lockRow(tx, crawlerTarget, Number(current.Id));
    if (target.enabled !== true) throw precondition(`爬虫任务「${String(target.name)}」已停用，请先启用`);
    const busy = await runUnderWay(tx, Number(target.Id), call.now());
    if (busy) throw precondition(`爬虫任务「${String(target.name)}」已有运行（${String(busy.code)}）未结束，请等它结束或先取消`);
    const { jobId } = await queueRun(tx, target, trigger, actorOf(call), call.now());
    return { lastJobId: jobId };
  };
}

export const targetActions = {
  runCrawlerTarget: runAction("manual"),
  dryRunCrawlerTarget: runAction("dryRun"),
};

const BATCH = 100;

export const scheduleSweeper: Sweeper = {
  name: "crawler.schedule",
  async sweep({ db }, now) {
    const due = await db.selectFrom(crawlerTarget.table).select("Id")
      .where("enabled", "=", 1).where("scheduleEnabled", "=", 1).where("nextRunAt", "<=", now).orderBy("nextRunAt").limit(BATCH).execute();
    let n = 0;
    for (const { Id } of due) {
      const changed = await changeOnce(db, crawlerTarget, Number(Id), now, async (target, tx) => {
        if (typeof target.nextRunAt !== "number" || target.nextRunAt > now || target.enabled !== true || target.scheduleEnabled !== true) return null;
        const next = nextRunAtOf(target, now);
        // A run still under way takes this turn: the schedule moves on without a second one.
        if (await runUnderWay(tx, Number(target.Id), now)) return { nextRunAt: next };
        const { jobId } = await queueRun(tx, target, "schedule", SYSTEM_ACTOR, now);
        return { nextRunAt: next, lastJobId: jobId, lastRunStatus: "queued" };
      }, (b, a) => `爬虫任务「${String(b.name)}」：定时运行${a.lastJobId !== b.lastJobId ? "已排队" : "跳过（上次运行未结束）"}，下次 ${a.nextRunAt === null ? "无" : "已更新"}`);
      if (changed) n += 1;
    }
    return n;
  },
};
