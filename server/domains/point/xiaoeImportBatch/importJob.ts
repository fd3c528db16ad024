/**
 * The `import` job of 导入兑换码 (commerce.md §3.5): reads the uploaded 码库 file, then works through
 * its rows in chunks, each chunk in one transaction together with the batch's counts and the job's
 * progress — so a job resumed after a restart skips the rows it already did (their codes still count
 * for duplicates later in the file). A code twice in the file or already stored is a duplicate; a row
 * that cannot be read is invalid; each skipped row keeps its reason on the batch and on the job.
 */
import fs from "node:fs/promises";
import { xiaoeCode, xiaoeImportBatch } from "../../../../src/catalogue/registry";
import { JOB_MAX_ERRORS, type JobError } from "../../../../src/catalogue/resources/system/job";
import type { Tx } from "../../../platform/db/types";
import { failJob, type JobContext, type JobOutcome } from "../../../platform/jobs/context";
import { leaseUpdate, leaseWrite, withError } from "../../../platform/jobs/store";
import { filePathOf } from "../../../platform/storage/store";
import { lockRow, patchRow } from "../../../resources/rows";
import { syncXiaoeStock } from "../xiaoeCode/codes";
import { csvRecords, decodeCsv, xlsxRecords, type Cell } from "../../../resources/spreadsheets";
import { isBlank, layoutOf, readRow, type Layout } from "./xiaoeFile";

/** Rows per transaction (one progress step). */
export const IMPORT_CHUNK = 200;

class LeaseLost extends Error {}

interface Problem { readonly row: number; readonly code: string; readonly reason: string }

/** The data rows of the file (header first), numbered as a spreadsheet shows them. */
async function rowsOf(bytes: Uint8Array, format: string): Promise<{ header: Cell[]; rows: { line: number; cells: Cell[] }[] }> {
  const all: Cell[][] = format === "XLSX" ? await xlsxRecords(bytes) : [...csvRecords(decodeCsv(bytes))];
  const headerAt = all.findIndex((r) => !isBlank(r));
  const rows = all.map((cells, i) => ({ line: i + 1, cells })).slice(headerAt + 1).filter((r) => !isBlank(r.cells));
  return { header: headerAt < 0 ? [] : all[headerAt]!, rows };
}

/** One row: inserted, or the reason it was skipped and whether that makes it a duplicate. */
async function importRow(tx: Tx, cells: Cell[], layout: Layout, seen: Map<string, number>, line: number, importNo: string, at: number): Promise<{ kind: "imported" | "duplicate" | "invalid"; problem?: Problem }> {
  const read = readRow(cells, layout, at);
  if (!("row" in read)) return { kind: "invalid", problem: { row: line, code: read.code, reason: read.reason } };
  const { row } = read;
  const earlier = seen.get(row.code);
  if (earlier !== undefined) return { kind: "duplicate", problem: { row: line, code: row.code, reason: `文件中重复（同第 ${earlier} 行）` } };
  seen.set(row.code, line);
  const result = await tx.insertInto(xiaoeCode.table).values({
    ...row, status: "IN_STOCK", importBatchNo: importNo, issuedTo: null, issuedAt: null, pointsOrderNo: null, issueReason: null, voidReason: null, ctime: at, utime: at,
  }).onConflict((oc) => oc.column("code").doNothing()).executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: "imported" };
  const stored = await tx.selectFrom(xiaoeCode.table).select("importBatchNo").where("code", "=", row.code).executeTakeFirst();
  return { kind: "duplicate", problem: { row: line, code: row.code, reason: `已导入过（导入批次 ${String(stored?.importBatchNo ?? "")}）` } };
}

export async function runXiaoeImport(ctx: JobContext): Promise<JobOutcome> {
  const { deps, job, lease } = ctx;
  const batchId = Number(job.params.data?.batchId);
  const batch = await deps.db.selectFrom(xiaoeImportBatch.table).selectAll().where("Id", "=", batchId).executeTakeFirst();
  if (!batch) return failJob(ctx, `导入批次 ${batchId} 不存在`);
  const importNo = String(batch.importNo);
  const fail = async (reason: string) => {
    await deps.db.transaction().execute(async (tx) => {
      const b = await lockRow(tx, xiaoeImportBatch, batchId);
      await patchRow(tx, xiaoeImportBatch, b, { status: "FAILED", failReason: reason.slice(0, 200) }, deps.now());
    });
    return failJob(ctx, reason);
  };
  let bytes: Uint8Array;
  try {
    bytes = await fs.readFile(filePathOf(deps.config.dataDir, String(batch.file)));
  } catch {
    return fail("导入文件不存在或已被删除，请重新上传");
  }
  let parsed: Awaited<ReturnType<typeof rowsOf>>;
  try {
    parsed = await rowsOf(bytes, String(batch.fileFormat));
  } catch {
    return fail("文件无法读取：请上传小鹅通码库导出的 xlsx 或 csv 文件");
  }
  const layout = layoutOf(parsed.header);
  if (typeof layout === "string") return fail(layout);
  const { rows } = parsed;

  // Resuming: the rows done before count again only for duplicates later in the file.
  const seen = new Map<string, number>();
  let done = Number(job.done);
  for (const r of rows.slice(0, done)) {
    const read = readRow(r.cells, layout, Number.NEGATIVE_INFINITY);
    if ("row" in read && !seen.has(read.row.code)) seen.set(read.row.code, r.line);
  }
  let errors: JobError[] = [...job.errors];
  const activities = new Set<string>();
  if (Number(job.total) !== rows.length && !(await leaseUpdate(deps.db, lease, { total: rows.length }, deps.now()))) return "lost";

  while (done < rows.length) {
    if (ctx.stop()) return "released";
    const chunk = rows.slice(done, done + IMPORT_CHUNK);
    try {
      lease.version = await deps.db.transaction().execute(async (tx) => {
        const now = deps.now();
        const b = await lockRow(tx, xiaoeImportBatch, batchId);
        const counts = { imported: Number(b.imported ?? 0), duplicates: Number(b.duplicates ?? 0), invalid: Number(b.invalid ?? 0) };
        const problems = Array.isArray(b.problems) ? [...(b.problems as Problem[])] : [];
        for (const r of chunk) {
          const out = await importRow(tx, r.cells, layout, seen, r.line, importNo, now);
          if (out.kind === "imported") counts.imported += 1;
          else if (out.kind === "duplicate") counts.duplicates += 1;
          else counts.invalid += 1;
          if (out.problem) {
            if (problems.length < JOB_MAX_ERRORS) problems.push(out.problem);
            errors = withError(errors, { Id: out.problem.row, title: out.problem.code || `第 ${out.problem.row} 行`, reason: `第 ${out.problem.row} 行：${out.problem.reason}` });
          } else {
            const read = readRow(r.cells, layout, now);
            if ("row" in read) activities.add(read.row.activityId);
          }
        }
        await patchRow(tx, xiaoeImportBatch, b, { ...counts, total: rows.length, problems }, now);
        const skipped = counts.duplicates + counts.invalid;
        const version = await leaseWrite(tx, lease, { done: done + chunk.length, failed: skipped, errors }, now);
        if (version === null) throw new LeaseLost();
        return version;
      });
    } catch (err) {
      if (err instanceof LeaseLost) return "lost";
      throw err;
    }
    done += chunk.length;
    ctx.spend(chunk.length);
  }

  const now = deps.now();
  const skipped = await deps.db.transaction().execute(async (tx) => {
    // Every activity of the file: a resumed run's earlier chunks brought codes too.
    const touched = await tx.selectFrom(xiaoeCode.table).select("activityId").distinct().where("importBatchNo", "=", importNo).execute();
    for (const a of new Set([...activities, ...touched.map((t) => String(t.activityId))])) await syncXiaoeStock(tx, a, now);
    const b = await lockRow(tx, xiaoeImportBatch, batchId);
    await patchRow(tx, xiaoeImportBatch, b, { status: "DONE", total: rows.length }, now);
    return Number(b.duplicates ?? 0) + Number(b.invalid ?? 0);
  });
  return (await leaseUpdate(deps.db, lease, { status: skipped > 0 ? "PARTIAL" : "DONE", total: rows.length, done: rows.length, finishedAt: now }, now)) ? "finished" : "lost";
}
