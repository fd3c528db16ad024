/**
 * 导入任务 rules (content.md §1.2): a pending task is edited freely (its source checked on every
 * write); 开始执行 lists the source into items and queues the `import` job; 取消 cancels the job too
 * (the runner stops after the item under way); 重试失败项 puts only the failed items back to pending
 * and queues a new job. Of two concurrent 开始执行 one runs: the task row is locked and re-read.
 */
import { sql } from "kysely";
import { hdImportItem, hdImportTask } from "../../../../src/catalogue/registry";
import { insertRow, lockRow } from "../../../resources/rows";
import { announceJob } from "../../../platform/jobs/signal";
import { insertJob, JOB_TABLE } from "../../../platform/jobs/store";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionContext, TransitionHook } from "../../../resources/transitions";
import { importCodePrefix, nextCode } from "../hdImage/codes";
import { dropReport } from "./importJob";
import { listSource, sourceProblem } from "./manifest";


export const importTaskHooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value, current }) {
    // A transition's write carries the state: its hook did the checks.
    if (mode === "update" && Object.hasOwn(value, "status")) return value;
    if (current && current.status !== "pending") throw precondition(`导入任务「${String(current.name)}」已开始执行，不能修改`);
    const merged = { ...(current ?? {}), ...value };
    const problem = sourceProblem(merged);
    if (problem) throw invalid(problem);
    if (mode !== "create") return value;
    const code = await nextCode(tx, hdImportTask.table, "code", importCodePrefix(call.now()), 3);
    return { ...value, code, total: 0, succeeded: 0, failed: 0, skipped: 0, operatorId: call.user.Id };
  },
  async beforeDelete({ tx, current }) {
    if (current.status === "running") throw precondition(`导入任务「${String(current.name)}」正在执行，请先取消`);
    // The task and its items go; the images it imported stay.
    await tx.deleteFrom(hdImportItem.table).where("taskId", "=", Number(current.Id)).execute();
  },
};

/** Queues the import job of a task (its pending items); answers the fields the task takes. */
async function queueImport({ call, tx, current }: TransitionContext, label: string, pending: number) {
  const jobId = await insertJob(tx, {
    kind: "import", label: `${label}：${String(current.name)}（${pending} 个文件）`.slice(0, 128), resource: hdImportTask.name,
    total: pending, params: { data: { taskId: Number(current.Id) } }, targets: null, userId: call.user.Id, userName: call.user.userName,
  }, call.now());
  queueMicrotask(announceJob);
  return jobId;
}

/** The task locked and re-read: of two concurrent calls the second sees the first's state. */
async function fresh(ctx: TransitionContext, from: readonly string[], verb: string) {
  const task = await lockRow(ctx.tx, hdImportTask, Number(ctx.current.Id));
  if (!from.includes(String(task.status))) throw precondition(`导入任务「${String(task.name)}」已不能${verb}（当前状态已变化，请刷新）`);
  return task;
}

const start: TransitionHook = async (ctx) => {
  const { call, tx } = ctx;
  const task = await fresh(ctx, ["pending"], "开始执行");
  const items = await listSource(tx, call.config.dataDir, task);
  if (items.length === 0) throw invalid(task.sourceType === "ossPrefix" ? `源路径「${String(task.sourcePath)}」下没有文件` : "清单中没有数据行");
  const at = call.now();
  await tx.deleteFrom(hdImportItem.table).where("taskId", "=", Number(task.Id)).execute();
  for (const it of items) {
    await insertRow(tx, hdImportItem, { taskId: Number(task.Id), rowNo: it.rowNo, fileKey: it.fileKey, title: it.title, subjectType: it.subjectType, subjectCode: it.subjectCode, meta: it.meta, status: "pending" }, at);
  }
  const jobId = await queueImport(ctx, "导入高清图", items.length);
  return { jobId, total: items.length, succeeded: 0, failed: 0, skipped: 0, startedAt: at, finishedAt: null, errorReport: null, failReason: null, operatorId: call.user.Id };
};

const retry: TransitionHook = async (ctx) => {
  const { call, tx } = ctx;
  const task = await fresh(ctx, ["partial", "failed"], "重试");
  const at = call.now();
  const reset = await tx.updateTable(hdImportItem.table).set({ status: "pending", message: null, utime: at })
    .where("taskId", "=", Number(task.Id)).where("status", "=", "failed").executeTakeFirst();
  const again = Number(reset.numUpdatedRows);
  if (again === 0) throw precondition(`导入任务「${String(task.name)}」没有失败项`);
  await dropReport(call.config.dataDir, task.errorReport);
  const jobId = await queueImport(ctx, "重试导入失败项", again);
  return { jobId, failed: 0, finishedAt: null, errorReport: null, failReason: null };
};

const cancel: TransitionHook = async (ctx) => {
  const { call, tx } = ctx;
  const task = await fresh(ctx, ["running"], "取消");
  const now = call.now();
  if (typeof task.jobId === "number") {
    // The runner's next write (it holds the job's old utime) fails: it stops after the item under way.
    const utime = sql<number>`case when ${sql.ref("utime")} >= ${now} then ${sql.ref("utime")} + 1 else ${now} end`;
    await tx.updateTable(JOB_TABLE).set({ status: "CANCELLED", reason: `已由 ${call.user.userName} 取消`, finishedAt: now, utime })
      .where("Id", "=", task.jobId).where("status", "in", ["QUEUED", "RUNNING"]).execute();
  }
  return { finishedAt: now };
};

export const importTaskTransitions = { start, retry, cancel };
