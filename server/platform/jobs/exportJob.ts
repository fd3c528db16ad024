import { randomBytes } from "node:crypto";
import { levelAtLeast, methodName, type ResourceDef } from "../../../src/catalogue";
import { resourceByName } from "../../../src/catalogue/registry";
import type { Row } from "../db/types";
import { byCatalogue } from "../db/types";
import type { AuthedCall } from "../rpc/call";
import { removeQuietly } from "../storage/store";
import { accessProblem, actorCall, methodOf, parseInput, reasonOf } from "./actor";
import { failJob, type JobContext, type JobOutcome } from "./context";
import { columnWidth, exportColumns, formatCell, type ExportColumn, type Lookups } from "./format";
import { formulaSafeCell } from "./formulaSafe";
import { ProgressClock } from "./progress";
import { exportTempPath, publishExport } from "./publishExport";
import { leaseUpdate } from "./store";
import { shanghaiDay } from "../../../src/catalogue/kinds/shanghai";

/** Most rows one export writes (and one batch works through). */
export const MAX_JOB_ROWS = 100_000;
const PAGE = 500;
/** Ids named in a filter at once (the list filters' limit). */
const ID_CHUNK = 500;

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export { EXPORT_DATA_TYPE } from "./publishExport";

/** The object key of an export's file: under `export/`, by China day, named after the resource and job. */
export function exportKey(resourceName: string, jobId: number, now: number): string {
  return `export/${shanghaiDay(now)}/${resourceName}-${jobId}-${randomBytes(4).toString("hex")}.xlsx`;
}

/** An Excel sheet name: at most 31 characters, none of []:*?/\. */
function sheetName(label: string): string {
  return label.replace(/[[\]:*?/\\]/g, "").slice(0, 31) || "Sheet1";
}

async function dictionaries(ctx: JobContext, columns: readonly ExportColumn[]): Promise<Map<string, Map<string, string>>> {
  const names = [...new Set(columns.flatMap((c) => (c.field.kind === "dict" && c.field.dict ? [c.field.dict] : [])))];
  const out = new Map<string, Map<string, string>>();
  if (names.length === 0) return out;
  const rows = await ctx.deps.db.selectFrom("dict").select(["name", "items"]).where("name", "in", names).execute();
  for (const row of rows) {
    const labels = new Map<string, string>();
    try {
      for (const item of JSON.parse(String(row.items ?? "[]")) as { value?: unknown; label?: unknown }[]) {
        if (item.value !== undefined) labels.set(String(item.value), String(item.label ?? item.value));
      }
    } catch {
      // A damaged dictionary shows its codes.
    }
    out.set(String(row.name), labels);
  }
  return out;
}

/** Titles of the records a page's references name, for the resources the user may read (the others stay Ids). */
async function referenceTitles(ctx: JobContext, call: AuthedCall, columns: readonly ExportColumn[], rows: readonly Row[]): Promise<Map<string, Map<number, string>>> {
  const out = new Map<string, Map<number, string>>();
  for (const column of columns) {
    const target = column.field.kind === "ref" && column.field.ref ? resourceByName(column.field.ref) : undefined;
    if (!target || !levelAtLeast(call.user.rights[target.access], "READ")) continue;
    const ids = [...new Set(rows.map((r) => r[column.key]).filter((v): v is number => typeof v === "number"))];
    const titles = new Map<number, string>();
    for (let i = 0; i < ids.length; i += ID_CHUNK) {
      const found = await byCatalogue(ctx.deps.db).selectFrom(target.table).select(["Id", target.titleField]).where("Id", "in", ids.slice(i, i + ID_CHUNK)).execute();
      for (const r of found) titles.set(Number(r.Id), String(r[target.titleField] ?? r.Id));
    }
    out.set(column.key, titles);
  }
  return out;
}

/** The list calls an export makes: the filter in pages, or the chosen Ids in groups (each in the asked order). */
function* listPayloads(ctx: JobContext, jsonq: Record<string, unknown>, fields: string[]): Generator<{ payload: Record<string, unknown>; paged: boolean }> {
  const { params } = ctx.job;
  const base = { ...(params.sort ? { sort: params.sort } : {}), mask: { fields } };
  if (params.Ids && params.Ids.length > 0) {
    for (let i = 0; i < params.Ids.length; i += ID_CHUNK) {
      const Id = params.Ids.slice(i, i + ID_CHUNK);
      yield { payload: { ...base, page: { skip: 0, limit: ID_CHUNK }, cond: { jsonq: JSON.stringify({ ...jsonq, Id }) } }, paged: false };
    }
    return;
  }
  for (let skip = 0; ; skip += PAGE) yield { payload: { ...base, page: { skip, limit: PAGE }, cond: { jsonq: JSON.stringify(jsonq) } }, paged: true };
}

function parseCond(jsonq: string | undefined): Record<string, unknown> {
  if (jsonq === undefined || jsonq.trim() === "") return {};
  return JSON.parse(jsonq) as Record<string, unknown>;
}

/**
 * Writes the filtered result of a resource's list (the same method, filters and scope the grid uses)
 * into an xlsx file in the local store, page by page; a restarted export starts over.
 */
export async function runExport(ctx: JobContext): Promise<JobOutcome> {
  const { deps, registry, job, lease } = ctx;
  const resource = resourceByName(job.resource) as ResourceDef | undefined;
  const list = resource && resource.ops.includes("list") ? methodOf(registry, resource.service, methodName(resource, "list")) : undefined;
  if (!resource || !list) return failJob(ctx, `「${job.resource}」不能导出`);
  const call = await actorCall(deps, job.userId, `${deps.config.namespace}.${list.service}/${list.method}`);
  if (typeof call === "string") return failJob(ctx, call);
  const denied = accessProblem(call.user.rights, list.access);
  if (denied) return failJob(ctx, denied);

  let columns: ExportColumn[];
  let jsonq: Record<string, unknown>;
  try {
    // A reader's file has no column for values only writers see (a lot's reserve price): the list leaves them out.
    const writes = levelAtLeast(call.user.rights[resource.access], "WRITE");
    columns = exportColumns(resource, job.params.mask?.fields).filter((c) => writes || c.field.writersOnly !== true);
    jsonq = parseCond(job.params.cond?.jsonq);
  } catch (err) {
    return failJob(ctx, reasonOf(err, deps));
  }
  const dicts = await dictionaries(ctx, columns);
  const temp = await exportTempPath(ctx, "export");
  // exceljs takes ~300 ms to load: loaded by the first export, not at every start.
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: temp, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName(resource.label), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.label, key: c.key, width: columnWidth(c) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    sheet.commit();
    await book.commit();
  };
  const abandon = async (outcome: JobOutcome): Promise<JobOutcome> => {
    await close().catch(() => undefined);
    await removeQuietly(temp);
    return outcome;
  };

  try {
    let written = 0;
    const progress = new ProgressClock(() => deps.now());
    const fields = [...new Set(["Id", ...columns.map((c) => c.key)])];
    for (const { payload, paged } of listPayloads(ctx, jsonq, fields)) {
      if (ctx.stop()) return abandon("released");
      const input = parseInput(list, payload);
      if (!input.ok) return abandon(await failJob(ctx, input.message));
      let page: { data: Row[]; total: number };
      try {
        page = (await list.handler(call, input.value)) as unknown as { data: Row[]; total: number };
      } catch (err) {
        return abandon(await failJob(ctx, reasonOf(err, deps)));
      }
      if (written + page.data.length > MAX_JOB_ROWS) return abandon(await failJob(ctx, `导出结果超过 ${MAX_JOB_ROWS} 条，请缩小筛选范围后再导出`));
      const lookups: Lookups = { dicts, refs: await referenceTitles(ctx, call, columns, page.data) };
      const total = paged ? page.total : Math.max(job.total, written + page.data.length);
      for (const [i, record] of page.data.entries()) {
        // A page that takes more than a second still moves the bar (and sees a cancellation sooner).
        if (progress.due()) {
          if (!(await leaseUpdate(deps.db, lease, { done: written + i, total }, deps.now()))) return abandon("lost");
          progress.wrote();
        }
        // Text from data never runs as a formula in a spreadsheet (the grid and viewers keep formatCell's text as it is).
        const cells = columns.map((c) => formulaSafeCell(formatCell(c.field, record[c.key], lookups)));
        const row = sheet.addRow(cells.map((c) => c.value));
        cells.forEach((cell, i) => {
          if (cell.numFmt) row.getCell(i + 1).numFmt = cell.numFmt;
        });
        row.commit();
      }
      written += page.data.length;
      ctx.spend(page.data.length);
      // The progress, the heartbeat, and the moment a cancellation is seen.
      if (!(await leaseUpdate(deps.db, lease, { done: written, total: paged ? total : Math.max(total, written) }, deps.now()))) return abandon("lost");
      progress.wrote();
      if (paged && page.data.length < PAGE) break;
    }
    await close();
    return await publishExport(ctx, { temp, key: exportKey(resource.name, job.Id, deps.now()), contentType: XLSX_TYPE, done: written, total: written });
  } catch (err) {
    await abandon("finished");
    throw err;
  }
}
