import { sql, type RawBuilder } from "kysely";
import { bucketIndexSql } from "./period";
import { num, registerMetric, seriesFrom, type MetricAnswer, type MetricDef, type MetricInput } from "./registry";
import { filteredSamples, fullScan, hourBuckets, windowOf, type Window } from "./slowQueryFilter";

/**
 * The slow-query figures (commerce.md §7.7, page /dashboard/slowquery): over the samples the server
 * recorded (slow_query, by `ts`), R(dashboard) only, narrowed by the page's own filters
 * (`filters.slowQuery`: ns, op, minMs, fullScan, lastHours — ./slowQueryFilter.ts). Durations are
 * milliseconds: the contract has no unit for them, so they answer as "count" with 毫秒 in the label.
 */
const SAMPLES = { route: "/dashboard/slowquery/samples", filter: { field: "ts" } } as const;
const FILTERS = ["slowQuery"] as const;

/** One aggregate (count, count distinct, max, sum …) over the filtered samples of the window. */
async function aggregate(input: MetricInput, expr: RawBuilder<unknown>, previous = false): Promise<number> {
  return num((await filteredSamples(input, windowOf(input, previous)).select(expr.as("v")).executeTakeFirst())?.v);
}

const COUNT = sql<unknown>`count(*)`;
const DISTINCT_NS = sql<unknown>`count(distinct slow_query.ns)`;
const MAX_MS = sql<unknown>`max(slow_query."durationMs")`;
const TOTAL_MS = sql<unknown>`sum(slow_query."durationMs")`;

/** Count with its buckets: the period's days/weeks/months, or hours with `lastHours`. */
async function countWithSeries(input: MetricInput): Promise<MetricAnswer> {
  const value = await aggregate(input, COUNT);
  const { buckets, granularity } = input;
  if (!buckets || !granularity) return { value };
  const w = windowOf(input);
  if (input.filters.slowQuery?.lastHours) {
    const hours = hourBuckets(w);
    const rows = await filteredSamples(input, w).select("slow_query.ts").execute();
    const values = hours.map((h) => rows.filter((r) => num(r.ts) >= h.start && num(r.ts) < h.end).length);
    return { value, series: hours.map((h, i) => ({ bucket: h.bucket, value: values[i] ?? 0 })) };
  }
  const b = bucketIndexSql(sql.ref("slow_query.ts"), input.period, buckets, granularity);
  const rows = await filteredSamples(input, w).select([b.as("b"), COUNT.as("v")]).groupBy(sql.ref("b")).execute();
  return { value, series: seriesFrom(buckets, rows) };
}

export const slowQueryCount: MetricDef = {
  metric: "slowQueryCount", lowerIsBetter: true, label: "慢查询数", unit: "count", object: "dashboard", filters: FILTERS, drill: SAMPLES,
  definition: "所选期间内记录的慢调用与慢语句样本数：接口调用耗时 ≥ MOYUAN_SLOW_CALL_MS（默认 500 毫秒）、数据库语句耗时 ≥ MOYUAN_SLOW_QUERY_MS（默认 100 毫秒）。",
  compute: countWithSeries,
  previousValue: (input) => aggregate(input, COUNT, true),
};

export const slowQueryTrend: MetricDef = {
  metric: "slowQueryTrend", label: "慢查询趋势", unit: "count", object: "dashboard", filters: FILTERS, drill: SAMPLES,
  definition: "每个时间段（最近 24 小时按小时，否则按日 / 周 / 月）记录的慢查询样本数；合计等于慢查询数。",
  compute: countWithSeries,
  previousValue: (input) => aggregate(input, COUNT, true),
};

export const slowQueryNs: MetricDef = {
  metric: "slowQueryNs", label: "涉及表 / 服务", unit: "count", object: "dashboard", filters: FILTERS, drill: SAMPLES,
  definition: "所选期间内慢查询样本涉及的不同表（语句）或服务（接口调用）的个数。",
  compute: async (input) => ({ value: await aggregate(input, DISTINCT_NS) }),
  previousValue: (input) => aggregate(input, DISTINCT_NS, true),
};

async function scanShare(input: MetricInput, previous = false): Promise<number> {
  const row = await filteredSamples(input, windowOf(input, previous))
    .select([COUNT.as("n"), sql<unknown>`sum(case when ${fullScan} then 1 else 0 end)`.as("scans")]).executeTakeFirst();
  const n = num(row?.n);
  return n === 0 ? 0 : num(row?.scans) / n;
}

export const slowQueryScanShare: MetricDef = {
  metric: "slowQueryScanShare", lowerIsBetter: true, label: "全表扫描占比", unit: "ratio", object: "dashboard", filters: FILTERS, drill: SAMPLES,
  definition: "慢查询样本中执行计划为全表扫描（Seq Scan、COLLSCAN、SQLite 的 SCAN，不含全文索引虚表）的比例；无执行计划的样本（接口调用等）计入分母。",
  compute: async (input) => ({ value: await scanShare(input) }),
  previousValue: (input) => scanShare(input, true),
};

export const slowQueryMaxMs: MetricDef = {
  metric: "slowQueryMaxMs", lowerIsBetter: true, label: "最慢耗时（毫秒）", unit: "count", object: "dashboard", filters: FILTERS, drill: SAMPLES,
  definition: "所选期间内最慢一条样本的耗时（毫秒）；无样本时为 0。",
  compute: async (input) => ({ value: await aggregate(input, MAX_MS) }),
  previousValue: (input) => aggregate(input, MAX_MS, true),
};

async function topNs(input: MetricInput, w: Window): Promise<MetricAnswer> {
  const col = sql.ref("slow_query.ns");
  const rows = await filteredSamples(input, w).select([col.as("k"), TOTAL_MS.as("v")]).groupBy(col).execute();
  const all = rows.map((r) => ({ key: String(r.k ?? ""), label: String(r.k ?? "（无表）"), value: num(r.v) }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  return { value: all.reduce((n, i) => n + i.value, 0), breakdown: all.slice(0, 10) };
}

export const slowQueryTopNs: MetricDef = {
  // Drills like the others by ts; a bar adds its own f.ns=key.
  metric: "slowQueryTopNs", label: "耗时 TOP 表（毫秒）", unit: "count", object: "dashboard", filters: FILTERS, drill: SAMPLES,
  definition: "按表（语句）或服务（接口调用）汇总的慢查询总耗时（毫秒），取前 10；数值为全部样本的总耗时。",
  compute: (input) => topNs(input, windowOf(input)),
  previousValue: (input) => aggregate(input, TOTAL_MS, true),
};

registerMetric(slowQueryCount, slowQueryTrend, slowQueryNs, slowQueryScanShare, slowQueryMaxMs, slowQueryTopNs);
