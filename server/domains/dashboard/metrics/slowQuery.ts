import { sql } from "kysely";
import { bucketIndexSql, type Period } from "./period";
import { num, registerMetric, seriesFrom, type MetricDef, type MetricInput } from "./registry";

/**
 * The slow-query figures (commerce.md §7.7, page /dashboard/slowquery): over the samples the server
 * recorded (slow_query, by `ts`), R(dashboard) only. Durations are milliseconds: the contract has no
 * unit for them, so they answer as "count" with 毫秒 in the label (provisional).
 */
const SAMPLES = { route: "/dashboard/slowquery/samples", filter: { field: "ts" } } as const;

function samplesIn(input: MetricInput, p: Period = input.period) {
  return input.db.selectFrom("slow_query").where("slow_query.ts", ">=", p.start).where("slow_query.ts", "<", p.end);
}

/** A plan that reads every row: PostgreSQL's Seq Scan, MongoDB's COLLSCAN, SQLite's SCAN (a virtual table's is the fts index, not a scan). */
const fullScan = sql<boolean>`(slow_query.plan like 'Seq Scan%' or slow_query.plan like 'COLLSCAN%' or (slow_query.plan like 'SCAN %' and slow_query.plan not like '%VIRTUAL TABLE%'))`;

async function countIn(input: MetricInput, p?: Period): Promise<number> {
  return num((await samplesIn(input, p).select(sql<unknown>`count(*)`.as("v")).executeTakeFirst())?.v);
}

async function countWithSeries(input: MetricInput) {
  const value = await countIn(input);
  const { buckets, granularity } = input;
  if (!buckets || !granularity) return { value };
  const b = bucketIndexSql(sql.ref("slow_query.ts"), input.period, buckets, granularity);
  const rows = await samplesIn(input).select([b.as("b"), sql<unknown>`count(*)`.as("v")]).groupBy(sql.ref("b")).execute();
  return { value, series: seriesFrom(buckets, rows) };
}

export const slowQueryCount: MetricDef = {
  metric: "slowQueryCount", label: "慢查询数", unit: "count", object: "dashboard", filters: [], drill: SAMPLES,
  definition: "所选期间内记录的慢调用与慢语句样本数：接口调用耗时 ≥ MOYUAN_SLOW_CALL_MS（默认 500 毫秒）、数据库语句耗时 ≥ MOYUAN_SLOW_QUERY_MS（默认 100 毫秒）。",
  compute: countWithSeries,
  previousValue: (input) => countIn(input),
};

export const slowQueryTrend: MetricDef = {
  metric: "slowQueryTrend", label: "慢查询趋势", unit: "count", object: "dashboard", filters: [], drill: SAMPLES,
  definition: "每个时间段（日 / 周 / 月）记录的慢查询样本数；合计等于慢查询数。",
  compute: countWithSeries,
  previousValue: (input) => countIn(input),
};

async function distinctNs(input: MetricInput, p?: Period): Promise<number> {
  return num((await samplesIn(input, p).select(sql<unknown>`count(distinct slow_query.ns)`.as("v")).executeTakeFirst())?.v);
}

export const slowQueryNs: MetricDef = {
  metric: "slowQueryNs", label: "涉及表 / 服务", unit: "count", object: "dashboard", filters: [], drill: SAMPLES,
  definition: "所选期间内慢查询样本涉及的不同表（语句）或服务（接口调用）的个数。",
  compute: async (input) => ({ value: await distinctNs(input) }),
  previousValue: (input) => distinctNs(input),
};

async function scanShare(input: MetricInput, p?: Period): Promise<number> {
  const row = await samplesIn(input, p).select([sql<unknown>`count(*)`.as("n"), sql<unknown>`sum(case when ${fullScan} then 1 else 0 end)`.as("scans")]).executeTakeFirst();
  const n = num(row?.n);
  return n === 0 ? 0 : num(row?.scans) / n;
}

export const slowQueryScanShare: MetricDef = {
  metric: "slowQueryScanShare", label: "全表扫描占比", unit: "ratio", object: "dashboard", filters: [], drill: SAMPLES,
  definition: "慢查询样本中执行计划为全表扫描（Seq Scan、COLLSCAN、SQLite 的 SCAN，不含全文索引虚表）的比例；无执行计划的样本（接口调用等）计入分母。",
  compute: async (input) => ({ value: await scanShare(input) }),
  previousValue: (input) => scanShare(input),
};

async function maxMs(input: MetricInput, p?: Period): Promise<number> {
  return num((await samplesIn(input, p).select(sql<unknown>`max(slow_query."durationMs")`.as("v")).executeTakeFirst())?.v);
}

export const slowQueryMaxMs: MetricDef = {
  metric: "slowQueryMaxMs", label: "最慢耗时（毫秒）", unit: "count", object: "dashboard", filters: [], drill: SAMPLES,
  definition: "所选期间内最慢一条样本的耗时（毫秒）；无样本时为 0。",
  compute: async (input) => ({ value: await maxMs(input) }),
  previousValue: (input) => maxMs(input),
};

async function totalMs(input: MetricInput, p?: Period): Promise<number> {
  return num((await samplesIn(input, p).select(sql<unknown>`sum(slow_query."durationMs")`.as("v")).executeTakeFirst())?.v);
}

export const slowQueryTopNs: MetricDef = {
  // Drills like the others by ts; a bar adds its own f.ns=key.
  metric: "slowQueryTopNs", label: "耗时 TOP 表（毫秒）", unit: "count", object: "dashboard", filters: [], drill: SAMPLES,
  definition: "按表（语句）或服务（接口调用）汇总的慢查询总耗时（毫秒），取前 10；数值为全部样本的总耗时。",
  async compute(input) {
    const col = sql.ref("slow_query.ns");
    const rows = await samplesIn(input).select([col.as("k"), sql<unknown>`sum(slow_query."durationMs")`.as("v")]).groupBy(col).execute();
    const all = rows.map((r) => ({ key: String(r.k ?? ""), label: String(r.k ?? "（无表）"), value: num(r.v) }))
      .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
    return { value: all.reduce((n, i) => n + i.value, 0), breakdown: all.slice(0, 10) };
  },
  previousValue: (input) => totalMs(input),
};

registerMetric(slowQueryCount, slowQueryTrend, slowQueryNs, slowQueryScanShare, slowQueryMaxMs, slowQueryTopNs);
