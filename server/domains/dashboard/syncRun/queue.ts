/**
 * Starting a run of a sync task (立即同步, 重跑): the run row (运行中, startedAt now) and its `dataSync`
 * job, in the caller's transaction with the task locked — so of two concurrent 立即同步 only one run
 * is under way per task and the other is refused with which run holds it.
 */
import { syncRun, syncTask } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { announceJob } from "../../../platform/jobs/signal";
import { insertJob, loadJob } from "../../../platform/jobs/store";
import { precondition } from "../../../platform/wire/errors";
import { insertRow, lockRow, type Actor } from "../../../resources/rows";

/**
 * The task's run under way, if any. A run whose job ended without closing it (the server's internal
 * error) is closed 失败 here with the job's reason, so it never blocks the task's next run.
 */
export async function runUnderWay(tx: Tx, taskId: number, at: number): Promise<Row | undefined> {
  const runs = await tx.selectFrom(syncRun.table).selectAll().where("taskId", "=", taskId).where("status", "=", "RUNNING").orderBy("Id").execute();
  for (const run of runs) {
    const job = typeof run.jobId === "number" ? await loadJob(tx, run.jobId) : null;
    if (job && (job.status === "QUEUED" || job.status === "RUNNING")) return run;
    const reason = job?.reason ?? "后台任务不存在";
    const errorSample = JSON.stringify([{ item: "后台任务", reason: `后台任务已结束（${reason}），运行记为失败` }]);
    await tx.updateTable(syncRun.table).set({ status: "FAILED", finishedAt: at, durationSec: Math.max(0, Math.round((at - Number(run.startedAt)) / 1000)), errorSample })
      .where("Id", "=", Number(run.Id)).execute();
    await tx.updateTable(syncTask.table).set({ lastRunStatus: "FAILED" }).where("Id", "=", taskId).execute();
  }
  return undefined;
}

/** Locks the task, refuses when it is paused or busy, inserts the run and its job; answers both Ids. */
export async function startRun(tx: Tx, taskId: number, actor: Actor, at: number, rerunOf: number | null = null): Promise<{ runId: number; jobId: number }> {
  const task = await lockRow(tx, syncTask, taskId);
  if (task.enabled !== true) throw precondition(`同步任务「${String(task.name)}」已暂停，请先启用`);
  const busy = await runUnderWay(tx, taskId, at);
  if (busy) throw precondition(`同步任务「${String(task.name)}」已有运行中的同步（运行 ${String(busy.Id)}），请等它结束后再试`);
  const who = actor.userId === null ? "系统" : actor.userName;
  const run = await insertRow(tx, syncRun, {
    taskId, status: "RUNNING", startedAt: at, processed: 0, failed: 0, triggeredBy: rerunOf === null ? who : `${who}（重跑）`, rerunOf,
  }, at);
  const jobId = await insertJob(tx, {
    kind: "dataSync", label: `数据同步：${String(task.name)}（运行 ${String(run.Id)}）`.slice(0, 128), resource: syncRun.name,
    total: 1, params: { data: { runId: Number(run.Id) } }, targets: null, userId: actor.userId ?? 0, userName: actor.userName,
  }, at);
  await tx.updateTable(syncRun.table).set({ jobId }).where("Id", "=", Number(run.Id)).execute();
  // Progress of the task, not an edit of it: its utime stays.
  await tx.updateTable(syncTask.table).set({ lastRunStatus: "RUNNING", lastRunAt: at, lastJobId: jobId }).where("Id", "=", taskId).execute();
  queueMicrotask(announceJob);
  return { runId: Number(run.Id), jobId };
}
