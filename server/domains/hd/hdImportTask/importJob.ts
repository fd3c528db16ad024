/**
 * The `import` job of an HD import task (content.md §1.2): each pending item in row order, one
 * transaction each — the item, its image, the task's counts and the job's progress together — so a
 * job taken over after a crash resumes at the first pending item, and a cancelled task (取消, which
 * also cancels the job) stops after the item under way. At the end the task becomes 已完成, 部分失败
 * or 失败 and keeps a CSV of its failed rows.
 */
import fs from "node:fs/promises";
import { hdImportItem, hdImportTask } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import { lockRow, patchRow, type Actor } from "../../../resources/rows";
import { failJob, type JobContext, type JobOutcome } from "../../../platform/jobs/context";
import { leaseUpdate, leaseWrite, withError } from "../../../platform/jobs/store";
import { filePathOf, publish, writeTemp } from "../../../platform/storage/store";
import { importOne } from "../hdImportItem/importItem";
import { formulaSafe } from "../../../platform/jobs/formulaSafe";

class Stopped extends Error {
  constructor(readonly why: "lost" | "cancelled") {
    super(why);
  }
}

type Counts = { succeeded: number; failed: number; skipped: number };

async function countsOf(ctx: JobContext, taskId: number): Promise<Counts> {
  const rows = await ctx.deps.db.selectFrom(hdImportItem.table).select(["status", (eb) => eb.fn.countAll().as("n")]).where("taskId", "=", taskId).groupBy("status").execute();
  const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { succeeded: n("ok"), failed: n("failed"), skipped: n("skipped") };
}

const csvCell = (v: unknown) => {
  // Paths and messages come from the uploaded manifest: none may run as a formula when the report is opened.
  const s = formulaSafe(String(v ?? ""));
  return /[",\r\n]/.test(s) ? `"${s.replaceAll("\"", "\"\"")}"` : s;
};

/** The error report's text: `rowNo,fileKey,message`, UTF-8 with a BOM (Excel reads it as UTF-8). */
export function errorReportCsv(rows: readonly { rowNo: unknown; fileKey: unknown; message: unknown }[]): string {
  return `\uFEFFrowNo,fileKey,message\n${rows.map((f) => [f.rowNo, f.fileKey, f.message].map(csvCell).join(",")).join("\n")}\n`;
}

/** The failed rows as a UTF-8 CSV in the store (`hdimport/…`), recorded as the operator's file; answers its key. */
async function writeErrorReport(ctx: JobContext, task: Row): Promise<string | null> {
  const failed = await ctx.deps.db.selectFrom(hdImportItem.table).select(["rowNo", "fileKey", "message"]).where("taskId", "=", Number(task.Id)).where("status", "=", "failed").orderBy("rowNo").execute();
  if (failed.length === 0) return null;
  const bytes = new TextEncoder().encode(errorReportCsv(failed));
  const now = ctx.deps.now();
  const key = `hdimport/${String(task.code)}-errors-${ctx.job.Id}-${now}.csv`;
  const temp = await writeTemp(ctx.deps.config.dataDir, bytes);
  await publish(temp, filePathOf(ctx.deps.config.dataDir, key));
  await ctx.deps.db.insertInto("upload_file").values({ key, dataType: "HDIMPORT", contentType: "text/csv", size: bytes.length, userId: ctx.job.userId, ctime: now }).execute();
  return key;
}

export async function runHdImport(ctx: JobContext): Promise<JobOutcome> {
  const { deps, job, lease } = ctx;
  const taskId = Number(job.params.data?.taskId);
  const first = await deps.db.selectFrom(hdImportTask.table).selectAll().where("Id", "=", taskId).executeTakeFirst();
  if (!first) return failJob(ctx, `导入任务 ${taskId} 不存在`);
  const actor: Actor = { userId: job.userId ?? null, userName: String(job.userName ?? "系统") };
  const pending = await deps.db.selectFrom(hdImportItem.table).select("Id").where("taskId", "=", taskId).where("status", "=", "pending").orderBy("rowNo").orderBy("Id").execute();
  let done = Number(job.done);
  let failed = Number(job.failed);
  let errors = [...job.errors];
  for (const { Id } of pending) {
    if (ctx.stop()) return "released";
    try {
      lease.version = await deps.db.transaction().execute(async (tx) => {
        const now = deps.now();
        const task = await lockRow(tx, hdImportTask, taskId);
        if (task.status !== "running") throw new Stopped("cancelled");
        const item = await lockRow(tx, hdImportItem, Number(Id));
        if (item.status === "pending") {
          const out = await importOne(tx, deps.config.dataDir, task, item, actor, now);
          await patchRow(tx, hdImportItem, item, { status: out.status, message: out.message, hdImageId: out.hdImageId }, now);
          const key = out.status === "ok" ? "succeeded" : out.status;
          // Progress, not an edit: the task's utime stays, so 取消 from the row the user sees still applies.
          await tx.updateTable(hdImportTask.table).set({ [key]: Number(task[key] ?? 0) + 1 }).where("Id", "=", taskId).execute();
          done += 1;
          if (out.status === "failed") {
            failed += 1;
            errors = withError(errors, { Id: Number(item.rowNo), title: String(item.fileKey), reason: `第 ${String(item.rowNo)} 行：${String(out.message)}` });
          }
        }
        const version = await leaseWrite(tx, lease, { done, failed, errors }, now);
        if (version === null) throw new Stopped("lost");
        return version;
      });
    } catch (err) {
      if (err instanceof Stopped) return "lost";
      throw err;
    }
    ctx.spend(1);
  }
  const counts = await countsOf(ctx, taskId);
  const total = counts.succeeded + counts.failed + counts.skipped;
  const report = counts.failed > 0 ? await writeErrorReport(ctx, first) : null;
  const status = counts.failed === 0 ? "succeeded" : counts.failed === total ? "failed" : "partial";
  const now = deps.now();
  const kept = await deps.db.transaction().execute(async (tx) => {
    const task = await lockRow(tx, hdImportTask, taskId);
    // Only a task this run belongs to (still running) takes the result: a cancelled one stays cancelled.
    if (task.status !== "running") return false;
    await patchRow(tx, hdImportTask, task, { status, ...counts, total, finishedAt: now, errorReport: report }, now);
    return true;
  });
  if (!kept) return "lost";
  const jobStatus = status === "succeeded" ? "DONE" : status === "failed" ? "FAILED" : "PARTIAL";
  const reason = status === "failed" ? "全部文件导入失败，见错误报告" : null;
  // The error report is the job's file too: 我的任务 offers it beside the failures.
  // The job counts what it was given (a retry: the failed items only); the task counts every item.
  return (await leaseUpdate(deps.db, lease, { status: jobStatus, total: Math.max(Number(job.total), done), done, failed, finishedAt: now, ...(reason ? { reason } : {}), ...(report ? { resultKey: report } : {}) }, now)) ? "finished" : "lost";
}

/** Removes a task's error report file (a retry writes a new one). */
export async function dropReport(dataDir: string, key: unknown): Promise<void> {
  if (typeof key === "string" && key !== "") await fs.rm(filePathOf(dataDir, key), { force: true });
}
