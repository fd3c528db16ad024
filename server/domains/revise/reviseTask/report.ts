/**
 * 修订任务查询 (/revise/task, content.md §11.5, §17.8): the tasks a filter finds, grouped by annotator,
 * vendor, batch or day (of completion, else submission, else creation), with tasks, slices submitted /
 * approved / rejected, rejection rate, on-time rate (completed ≤ due) and amount, and a totals row that is
 * the sum of the groups. 标记已结算 (W(suha)): every completed, unsettled task of the filter gets one
 * settlement number, in one transaction.
 */
import { z } from "zod";
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { consoleUser, reviseTask } from "../../../../src/catalogue/registry";
import { decodeRow } from "../../../platform/db/columns";
import type { Row } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { read, write, type AuthedCall } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import { buildFilters } from "../../../resources/filters";
import { inTransaction } from "../../../resources/methods";
import { parseJsonq } from "../../../resources/payload";
import { patchRow, recordActorChange, actorOf } from "../../../resources/rows";
import { nextCode } from "../../hd/hdImage/codes";

export const REPORT_GROUPS = ["annotator", "vendor", "batch", "day"] as const;
/** Most tasks one report or settlement reads. */
const MAX_TASKS = 20_000;

export interface ReportRow {
  key: string; label: string; tasks: number; sliceCount: number; approvedCount: number; rejectedCount: number;
  rejectionRate: number; completed: number; onTime: number; onTimeRate: number; amount: number;
}

const input = z.object({ cond: z.object({ jsonq: z.string().optional() }).optional(), groupBy: z.enum(REPORT_GROUPS).optional() });

async function tasksOf(call: AuthedCall, jsonq: string | undefined): Promise<Row[]> {
  const parsed = parseJsonq(jsonq);
  if (!parsed.ok) throw invalid(parsed.message);
  let q = byCatalogue(call.db).selectFrom(reviseTask.table).selectAll();
  for (const c of buildFilters(reviseTask, parsed.value, call.dialect)) q = q.where(c);
  const rows = await q.orderBy("Id").limit(MAX_TASKS + 1).execute();
  if (rows.length > MAX_TASKS) throw invalid(`筛选结果超过 ${MAX_TASKS} 个任务，请缩小范围`);
  return rows.map((r) => decodeRow(reviseTask.fields, r));
}

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

function total(key: string, label: string, rows: readonly Row[]): ReportRow {
  const sum = (k: string) => rows.reduce((a, r) => a + Number(r[k] ?? 0), 0);
  const done = rows.filter((r) => r.state === "completed");
  const onTime = done.filter((r) => typeof r.dueAt !== "number" || (typeof r.completedAt === "number" && r.completedAt <= r.dueAt)).length;
  const [sliceCount, approvedCount, rejectedCount] = [sum("sliceCount"), sum("approvedCount"), sum("rejectedCount")];
  return {
    key, label, tasks: rows.length, sliceCount, approvedCount, rejectedCount, rejectionRate: rate(rejectedCount, approvedCount + rejectedCount),
    completed: done.length, onTime, onTimeRate: rate(onTime, done.length), amount: sum("amount"),
  };
}

/** The report: one row per group (ordered by label) and the totals. */
export async function reviseReport(call: AuthedCall, jsonq: string | undefined, groupBy: (typeof REPORT_GROUPS)[number]): Promise<{ data: ReportRow[]; totals: ReportRow }> {
  const tasks = await tasksOf(call, jsonq);
  const names = new Map<number, string>();
  if (groupBy === "annotator") {
    const ids = [...new Set(tasks.map((t) => Number(t.annotatorId)))];
    if (ids.length > 0) {
      for (const u of await call.db.selectFrom(consoleUser.table).select(["Id", "nickName", "userName"]).where("Id", "in", ids).execute()) names.set(Number(u.Id), String(u.nickName || u.userName));
    }
  }
  const keyOf = (t: Row): [string, string] => {
    if (groupBy === "annotator") return [String(t.annotatorId), names.get(Number(t.annotatorId)) ?? `用户 ${String(t.annotatorId)}`];
    if (groupBy === "vendor") return [String(t.vendor ?? ""), String(t.vendor || "（未填团队）")];
    if (groupBy === "batch") return [String(t.batchName), String(t.batchName)];
    const day = shanghaiDate(Number(t.completedAt ?? t.submittedAt ?? t.ctime));
    return [day, day];
  };
  const groups = new Map<string, { label: string; rows: Row[] }>();
  for (const t of tasks) {
    const [key, label] = keyOf(t);
    const g = groups.get(key) ?? { label, rows: [] };
    g.rows.push(t);
    groups.set(key, g);
  }
  const data = [...groups.entries()].map(([key, g]) => total(key, g.label, g.rows)).sort((a, b) => a.label.localeCompare(b.label, "zh"));
  return { data, totals: total("total", "合计", tasks) };
}

/** 标记已结算: the filter's completed, unsettled tasks under one new settlement number. */
export async function settleTasks(call: AuthedCall, jsonq: string | undefined): Promise<{ count: number; settlementNo: string | null; amount: number }> {
  const parsed = parseJsonq(jsonq);
  if (!parsed.ok) throw invalid(parsed.message);
  return inTransaction(call.db, async (tx) => {
    let q = byCatalogue(tx).selectFrom(reviseTask.table).selectAll().where("state", "=", "completed").where("settled", "=", 0);
    for (const c of buildFilters(reviseTask, parsed.value, call.dialect)) q = q.where(c);
    const rows = (await q.orderBy("Id").limit(MAX_TASKS).execute()).map((r) => decodeRow(reviseTask.fields, r));
    if (rows.length === 0) return { count: 0, settlementNo: null, amount: 0 };
    const day = shanghaiDate(call.now()).replaceAll("-", "");
    const settlementNo = await nextCode(tx, reviseTask.table, "settlementNo", `JS-${day}-`, 3);
    const at = call.now();
    for (const row of rows) {
      const after = await patchRow(tx, reviseTask, row, { settled: true, settlementNo }, at);
      await recordActorChange(tx, actorOf(call), { table: reviseTask, recordId: Number(row.Id), before: row, after, method: "settleReviseTasks", summary: `标记已结算：修订任务「${String(row.code)}」（${settlementNo}）`, at });
    }
    return { count: rows.length, settlementNo, amount: rows.reduce((a, r) => a + Number(r.amount ?? 0), 0) };
  });
}

export function registerReport(registry: MethodRegistry): void {
  registry.add(method({
    service: reviseTask.service, method: "getReviseTaskReport", access: read(reviseTask.access), input,
    handler: (call, { cond, groupBy }) => reviseReport(call, cond?.jsonq, groupBy ?? "annotator"),
  }));
  registry.add(method({
    service: reviseTask.service, method: "settleReviseTasks", access: write(reviseTask.access), input: z.object({ cond: z.object({ jsonq: z.string().optional() }).optional() }),
    async handler(call, { cond }) {
      const done = await settleTasks(call, cond?.jsonq);
      return { data: done, message: done.count === 0 ? "筛选范围内没有未结算的已完成任务" : `已将 ${done.count} 个任务标记为已结算（${String(done.settlementNo)}）` };
    },
  }));
}
