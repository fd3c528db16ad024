import { sql } from "kysely";
import { CRAWLER_RUN_STATUSES } from "../../../../src/catalogue/resources/tools/crawlerEnums";
import { bucketIndexSql, type Period } from "./period";
import { num, registerMetric, seriesFrom, type BreakdownItem, type MetricDef, type MetricInput, type SeriesPoint } from "./registry";

/**
 * The crawler figures of /dashboard/algorithm (issue 26: "recognition and crawler runs of /tools"):
 * over the runs of /tools/crawler/runs (crawler_run, by `startedAt`; a run still queued has none and is
 * not counted), R(crawler). Shaped like the data-sync figures (./dataSync.ts).
 */
// `breakdownField`: the list filter a slice of the breakdown sets (drill.ts sliceDrillUrl).
const byStatus = { route: "/tools/crawler/runs", filter: { field: "startedAt", breakdownField: "status" } };
const byTarget = { route: "/tools/crawler/runs", filter: { field: "startedAt", breakdownField: "targetId" } };

/** Runs that ended on the crawler's own account: a cancel is staff's decision, not an outcome of the crawl. */
export const CRAWLER_ENDED = ["succeeded", "partial", "failed"] as const;

function runsIn(input: MetricInput, p: Period = input.period) {
  return input.db.selectFrom("crawler_run").where("crawler_run.startedAt", ">=", p.start).where("crawler_run.startedAt", "<", p.end);
}

const bucketOf = (input: MetricInput) => {
  const { buckets, granularity } = input;
  return buckets && granularity ? bucketIndexSql(sql.ref("crawler_run.startedAt"), input.period, buckets, granularity) : null;
};

/** count(*) or sum(column) as SQL. */
const aggregate = (column: string | null) => (column ? sql<unknown>`coalesce(sum(${sql.ref(`crawler_run.${column}`)}), 0)` : sql<unknown>`count(*)`);

async function total(input: MetricInput, column: string | null, p?: Period): Promise<number> {
  return num((await runsIn(input, p).select(aggregate(column).as("v")).executeTakeFirst())?.v);
}

type GroupRow = { k: unknown; name: unknown; b: unknown; v: unknown };

/** The value, its series when asked, and the rows per group (status or target) and bucket. */
async function grouped(input: MetricInput, column: string | null, by: "status" | "target"): Promise<{ value: number; series?: SeriesPoint[]; rows: GroupRow[] }> {
  const b = bucketOf(input);
  const bucket = b ? [b.as("b")] : [sql<unknown>`0`.as("b")];
  const bucketGroup = b ? [sql.ref("b")] : [];
  const rows: GroupRow[] = by === "status"
    ? await runsIn(input).select([...bucket, aggregate(column).as("v"), sql.ref("crawler_run.status").as("k"), sql.ref("crawler_run.status").as("name")])
      .groupBy([...bucketGroup, sql.ref("crawler_run.status")]).execute()
    : await runsIn(input).innerJoin("crawler_target", "crawler_target.Id", "crawler_run.targetId")
      .select([...bucket, aggregate(column).as("v"), sql.ref("crawler_target.Id").as("k"), sql.ref("crawler_target.name").as("name")])
      .groupBy([...bucketGroup, sql.ref("crawler_target.Id"), sql.ref("crawler_target.name")]).execute();
  const value = rows.reduce((n, r) => n + num(r.v), 0);
  return { value, rows, ...(input.buckets && b ? { series: seriesFrom(input.buckets, rows) } : {}) };
}

/** Breakdown items from grouped rows: one per key, its series when asked; `keys` fixes the order and the items present. */
function itemsOf(input: MetricInput, rows: GroupRow[], keys?: readonly { value: string; label: string }[]): BreakdownItem[] {
  const groups = new Map<string, { label: string; rows: { b: unknown; v: unknown }[] }>();
  for (const k of keys ?? []) groups.set(k.value, { label: k.label, rows: [] });
  for (const r of rows) {
    const key = String(r.k);
    const g = groups.get(key) ?? { label: String(r.name), rows: [] };
    g.rows.push(r);
    groups.set(key, g);
  }
  const items = [...groups].map(([key, g]) => ({
    key, label: g.label, value: g.rows.reduce((n, r) => n + num(r.v), 0),
    ...(input.buckets && input.granularity ? { series: seriesFrom(input.buckets, g.rows) } : {}),
  }));
  // Targets: the largest first (the page shows the top ones); statuses keep their order.
  return keys ? items : items.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}

export const crawlerRuns: MetricDef = {
  metric: "crawlerRuns", label: "爬虫运行次数", unit: "count", object: "crawler", filters: [], drill: byStatus,
  definition: "所选期间内开始的爬虫运行数（含试运行、运行中、已取消；排队中尚未开始的不计），按开始时间（北京时间）计；分项为各状态的运行数。",
  async compute(input) {
    const { value, series, rows } = await grouped(input, null, "status");
    return { value, ...(series ? { series } : {}), breakdown: itemsOf(input, rows, CRAWLER_RUN_STATUSES) };
  },
  previousValue: (input) => total(input, null),
};

async function rateOver(input: MetricInput, p?: Period): Promise<number> {
  const row = await runsIn(input, p).where("crawler_run.status", "in", [...CRAWLER_ENDED])
    .select([sql<unknown>`count(*)`.as("n"), sql<unknown>`sum(case when crawler_run.status = 'succeeded' then 1 else 0 end)`.as("ok")]).executeTakeFirst();
  const ended = num(row?.n);
  return ended === 0 ? 0 : num(row?.ok) / ended;
}

export const crawlerSuccessRate: MetricDef = {
  metric: "crawlerSuccessRate", label: "爬虫成功率", unit: "ratio", object: "crawler", filters: [], drill: byStatus,
  definition: "「成功」的运行数 ÷ 已结束的运行数（成功、部分失败、失败），按开始时间；已取消的运行是人工决定、不计入，运行中、取消中的尚未结束也不计；无已结束运行的时段为 0。",
  async compute(input) {
    const value = await rateOver(input);
    const b = bucketOf(input);
    if (!b || !input.buckets) return { value };
    const rows = await runsIn(input).where("crawler_run.status", "in", [...CRAWLER_ENDED])
      .select([b.as("b"), sql<unknown>`count(*)`.as("n"), sql<unknown>`sum(case when crawler_run.status = 'succeeded' then 1 else 0 end)`.as("ok")])
      .groupBy(sql.ref("b")).execute();
    const ended = seriesFrom(input.buckets, rows.map((r) => ({ b: r.b, v: r.n })));
    const ok = seriesFrom(input.buckets, rows.map((r) => ({ b: r.b, v: r.ok })));
    return { value, series: ended.map((e, i) => ({ bucket: e.bucket, value: e.value === 0 ? 0 : (ok[i]?.value ?? 0) / e.value })) };
  },
  previousValue: (input) => rateOver(input),
};

/** A sum over the runs, split per crawler target (爬虫任务). */
function sumByTarget(metric: string, label: string, column: string, definition: string): MetricDef {
  return {
    metric, label, unit: "count", object: "crawler", filters: [], drill: byTarget, definition,
    async compute(input) {
      const { value, series, rows } = await grouped(input, column, "target");
      return { value, ...(series ? { series } : {}), breakdown: itemsOf(input, rows) };
    },
    previousValue: (input) => total(input, column),
  };
}

export const crawlerPages = sumByTarget("crawlerPages", "抓取页数", "pagesFetched",
  "所选期间内开始的爬虫运行（任何状态，含试运行）所抓取的页数之和，按开始时间；分项为各爬虫任务，多者在前。");
export const crawlerItemsNew = sumByTarget("crawlerItemsNew", "新增条目", "itemsNew",
  "所选期间内开始的爬虫运行新增的条目数之和（试运行、已取消的运行不写入数据，为 0），按开始时间；分项为各爬虫任务。");
export const crawlerErrors: MetricDef = {
  ...sumByTarget("crawlerErrors", "抓取错误数", "errorCount",
    "所选期间内开始的爬虫运行记下的抓取错误数之和（HTTP 错误、解析失败等每页一个），按开始时间；分项为各爬虫任务，多者在前。"),
  lowerIsBetter: true,
};

registerMetric(crawlerRuns, crawlerSuccessRate, crawlerPages, crawlerItemsNew, crawlerErrors);
