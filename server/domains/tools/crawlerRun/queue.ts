/**
 * Queuing a run of a crawler target: the run row (排队中, with its first log line) and its `crawl` job,
 * in the caller's transaction, with the target locked — so of two concurrent 立即运行 (or a schedule
 * and a click) only one run is under way per target; the other is refused, or, for the schedule, skipped.
 */
import { crawlerRun, crawlerTarget } from "../../../../src/catalogue/registry";
import { CRAWLER_DRY_RUN_PAGES } from "../../../../src/catalogue/resources/tools/crawlerEnums";
import type { Row, Tx } from "../../../platform/db/types";
import { insertJob, loadJob } from "../../../platform/jobs/store";
import { announceJob } from "../../../platform/jobs/signal";
import { insertRow, type Actor } from "../../../resources/rows";
import { shanghaiDay } from "../../../../src/catalogue/kinds/shanghai";
import { nextCode } from "../../hd/hdImage/codes";
import { appendLog, logLine } from "./runLog";
import { startUrlsOf } from "./urls";

export type RunTrigger = "manual" | "dryRun" | "schedule" | "retry";

const TRIGGER_LABEL: Record<RunTrigger, string> = { manual: "手动", dryRun: "试运行", schedule: "定时", retry: "重试" };

/** States of a run that is not over. */
export const RUN_UNDER_WAY = ["queued", "running", "cancelling"] as const;

/**
 * The target's run that is not over yet, if any. A run whose job ended without it (the server's
 * internal error, or interrupted too often) is closed 失败 here with the job's reason, so it never
 * blocks the target's next run.
 */
export async function runUnderWay(tx: Tx, targetId: number, at: number): Promise<Row | undefined> {
  const runs = await tx.selectFrom(crawlerRun.table).selectAll().where("targetId", "=", targetId).where("status", "in", [...RUN_UNDER_WAY]).orderBy("Id").execute();
  for (const run of runs) {
    const job = typeof run.jobId === "number" ? await loadJob(tx, run.jobId) : null;
    if (job && (job.status === "QUEUED" || job.status === "RUNNING")) return run;
    const reason = job?.reason ?? "后台任务不存在";
    await tx.updateTable(crawlerRun.table).set({
      status: "failed", finishedAt: at, errorCount: Number(run.errorCount ?? 0) + 1,
      log: appendLog(run.log as string | null, logLine(at, "错误", `后台任务已结束（${reason}），运行记为失败`)),
    }).where("Id", "=", Number(run.Id)).execute();
  }
  return undefined;
}

/** Pages a run may fetch at most: the target's 最大页数, a dry run at most 20. */
export function pageBudget(target: Row, trigger: RunTrigger): number {
  const max = typeof target.maxPages === "number" ? target.maxPages : 1000;
  return trigger === "dryRun" ? Math.min(max, CRAWLER_DRY_RUN_PAGES) : max;
}

/** Inserts the run and its job for a target the caller holds locked; answers both Ids. */
export async function queueRun(tx: Tx, target: Row, trigger: RunTrigger, actor: Actor, at: number): Promise<{ runId: number; jobId: number }> {
  const code = await nextCode(tx, crawlerRun.table, "code", `CRL-${shanghaiDay(at)}-`, 3);
  const who = actor.userId === null ? "系统调度" : actor.userName;
  const log = appendLog(null, logLine(at, "信息", `已排队：${TRIGGER_LABEL[trigger]}运行，发起人 ${who}`));
  const run = await insertRow(tx, crawlerRun, {
    code, targetId: Number(target.Id), trigger, status: "queued", pagesFetched: 0, itemsParsed: 0, itemsNew: 0, itemsUpdated: 0,
    errorCount: 0, log, operatorId: actor.userId,
  }, at);
  const pages = Math.min(startUrlsOf(String(target.startUrls ?? "")).length, pageBudget(target, trigger));
  const jobId = await insertJob(tx, {
    kind: "crawl", label: `爬虫${TRIGGER_LABEL[trigger]}运行：${String(target.name)}（${code}）`.slice(0, 128), resource: crawlerRun.name,
    total: Math.max(1, pages), params: { data: { runId: Number(run.Id) } }, targets: null, userId: actor.userId ?? 0, userName: actor.userName,
  }, at);
  await tx.updateTable(crawlerRun.table).set({ jobId }).where("Id", "=", Number(run.Id)).execute();
  // Progress of the target, not an edit: its utime stays, so an editor open on it can still save.
  await tx.updateTable(crawlerTarget.table).set({ lastRunStatus: "queued", lastJobId: jobId }).where("Id", "=", Number(target.Id)).execute();
  queueMicrotask(announceJob);
  return { runId: Number(run.Id), jobId };
}
