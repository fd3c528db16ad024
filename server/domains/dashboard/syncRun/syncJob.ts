/**
 * The `dataSync` job: one run of a sync task. It does the task's work (./workers.ts — in this server,
 * or through the outside channel, which refuses unconfigured), then ends the run 成功 / 部分失败 / 失败
 * with its counts and error sample, and the task's 上次结果 and 延迟 follow, in one transaction.
 */
import { syncRun, syncTask } from "../../../../src/catalogue/registry";
import type { JobContext, JobOutcome } from "../../../platform/jobs/context";
import { leaseUpdate } from "../../../platform/jobs/store";
import { lockRow } from "../../../resources/rows";
import { measureLag } from "../syncTask/lag";
import { doWork, statusOf, type WorkResult } from "./workers";

const MAX_SAMPLE = 20;

export async function runDataSync(ctx: JobContext): Promise<JobOutcome> {
  const { deps, lease, job } = ctx;
  const runId = Number(job.params.data?.runId);
  const run = await deps.db.selectFrom(syncRun.table).selectAll().where("Id", "=", runId).executeTakeFirst();
  if (!run || run.status !== "RUNNING") {
    const now = deps.now();
    return (await leaseUpdate(deps.db, lease, { status: "FAILED", reason: "运行记录已结束或不存在", finishedAt: now }, now)) ? "finished" : "lost";
  }
  const task = await deps.db.selectFrom(syncTask.table).selectAll().where("Id", "=", Number(run.taskId)).executeTakeFirstOrThrow();
  let result: WorkResult;
  try {
    result = await doWork(deps.db, task, deps.now());
  } catch (err) {
    // A fault of the work itself is the run's failure, said in its error sample.
    result = { processed: 0, failed: 1, errors: [{ item: String(task.name), reason: `执行出错：${err instanceof Error ? err.message : String(err)}`.slice(0, 500) }], refused: true };
  }
  ctx.spend(1);
  const status = statusOf(result);
  const ended = await deps.db.transaction().execute(async (tx) => {
    const current = await lockRow(tx, syncRun, runId);
    if (current.status !== "RUNNING") return false;
    const now = deps.now();
    await tx.updateTable(syncRun.table).set({
      status, finishedAt: now, durationSec: Math.max(0, Math.round((now - Number(current.startedAt)) / 1000)),
      processed: result.processed, failed: result.failed,
      errorSample: result.errors.length > 0 ? JSON.stringify(result.errors.slice(0, MAX_SAMPLE)) : null,
    }).where("Id", "=", runId).execute();
    // A real-time task's lag is measured again now that this run is its last good one (changes made while it
    // ran and still not applied count); a failed one keeps its lag growing. Without a measure: caught up, 0.
    const lag = task.mode === "REALTIME" && status !== "FAILED" ? { lagSeconds: (await measureLag(tx, task, now)) ?? 0 } : {};
    await tx.updateTable(syncTask.table).set({ lastRunStatus: status, lastRunAt: Number(current.startedAt), ...lag }).where("Id", "=", Number(task.Id)).execute();
    return true;
  });
  const now = deps.now();
  const jobStatus = !ended ? "FAILED" : status === "SUCCESS" ? "DONE" : status;
  const reason = !ended ? "运行记录已结束" : status === "FAILED" ? (result.errors[0]?.reason ?? "同步失败").slice(0, 500) : null;
  return (await leaseUpdate(deps.db, lease, { status: jobStatus, done: 1, failed: result.failed, finishedAt: now, ...(reason ? { reason } : {}) }, now)) ? "finished" : "lost";
}
