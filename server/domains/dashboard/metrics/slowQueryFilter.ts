import { sql } from "kysely";
import { z } from "zod";
import { SLOW_QUERY_OPS } from "../../../../src/catalogue/resources/dashboard/slowQueryEnums";
import type { Period } from "./period";
import type { MetricInput, SlowQueryFilter } from "./registry";

export type { SlowQueryFilter };

const OPS = SLOW_QUERY_OPS.map((o) => o.value) as [string, ...string[]];

export const slowQueryFilterInput = z.object({
  ns: z.string({ error: "表 ns 应为文字" }).trim().min(1, "表 ns 不能为空").max(80, "表 ns 最长 80 字").optional(),
  op: z.enum(OPS, { error: `操作 op 只能是 ${SLOW_QUERY_OPS.map((o) => `${o.value}（${o.label}）`).join("、")}` }).optional(),
  minMs: z.number({ error: "最小耗时 minMs 应为毫秒数" }).int("最小耗时 minMs 应为整数毫秒").min(0, "最小耗时 minMs 不能为负").max(86_400_000, "最小耗时 minMs 过大").optional(),
  fullScan: z.boolean({ error: "仅全表扫描 fullScan 应为 true 或 false" }).optional(),
  lastHours: z.number({ error: "最近小时数 lastHours 应为整数" }).int("最近小时数 lastHours 应为整数").min(1, "最近小时数 lastHours 至少 1").max(72, "最近小时数 lastHours 最多 72").optional(),
}, { error: "慢查询筛选 slowQuery 应为对象" }).strict().optional();

export const HOUR = 3_600_000;

/** A plan that reads every row: PostgreSQL's Seq Scan, MongoDB's COLLSCAN, SQLite's SCAN (a virtual table's is the fts index, not a scan). */
export const fullScan = sql<boolean>`(slow_query.plan like 'Seq Scan%' or slow_query.plan like 'COLLSCAN%' or (slow_query.plan like 'SCAN %' and slow_query.plan not like '%VIRTUAL TABLE%'))`;

/** [start, end) in ms a figure counts over. */
export interface Window { readonly start: number; readonly end: number }

/**
 * The time the figure counts: the period's days, or with `lastHours` the last hours up to the period's
 * end (not past now). For 环比 (`previous`: input.period is then the period before the asked one, of
 * equal length) the same number of hours just before.
 */
export function windowOf(input: MetricInput, previous = false): Window {
  const hours = input.filters.slowQuery?.lastHours;
  const p: Period = input.period;
  if (!hours) return { start: p.start, end: p.end };
  const askedEnd = previous ? p.end + (p.end - p.start) : p.end;
  const end = Math.min(askedEnd, input.now);
  // Whole hours, the current one included (so each hour bar is exactly the list's HH:00~HH:59).
  const start = Math.floor((end - 1) / HOUR) * HOUR - (hours - 1) * HOUR;
  return previous ? { start: start - hours * HOUR, end: start } : { start, end };
}

/** The hour buckets of a window (its first starts on the hour). */
export function hourBuckets(w: Window): { bucket: string; start: number; end: number }[] {
  const out = [];
  for (let s = w.start; s < w.end; s += HOUR) out.push({ bucket: hourLabel(s), start: s, end: Math.min(s + HOUR, w.end) });
  return out;
}

/** The samples of the window that pass the page's filters. */
export function filteredSamples(input: MetricInput, w: Window) {
  const f = input.filters.slowQuery ?? {};
  let q = input.db.selectFrom("slow_query").where("slow_query.ts", ">=", w.start).where("slow_query.ts", "<", w.end);
  if (f.ns !== undefined) q = q.where("slow_query.ns", "=", f.ns);
  if (f.op !== undefined) q = q.where("slow_query.op", "=", f.op);
  if (f.minMs !== undefined) q = q.where("slow_query.durationMs", ">=", f.minMs);
  if (f.fullScan) q = q.where(fullScan);
  return q;
}

/** `YYYY-MM-DD HH:00` in China time: an hour bucket's name. */
export function hourLabel(ms: number): string {
  return new Date(ms + 8 * HOUR).toISOString().slice(0, 13).replace("T", " ") + ":00";
}
