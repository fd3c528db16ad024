import { sql } from "kysely";
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { bucketIndexSql, type Period } from "./period";
import { num, registerMetric, seriesFrom, type MetricDef, type MetricInput } from "./registry";

/**
 * The data-sync figures (commerce.md §7.6, page /dashboard/datasync): over the runs of the sync tasks
 * (sync_run, by `startedAt`), R(dashboard) only. Durations are seconds, answered as "count" with 秒 in
 * the label (the contract has no unit for them).
 */
const RUNS = { route: "/dashboard/datasync/runs", filter: { field: "startedAt" } } as const;

function runsIn(input: MetricInput, p: Period = input.period) {
  return input.db.selectFrom("sync_run").where("sync_run.startedAt", ">=", p.start).where("sync_run.startedAt", "<", p.end);
}

async function countWhere(input: MetricInput, statuses: readonly string[] | null, p?: Period): Promise<number> {
  let q = runsIn(input, p);
  if (statuses) q = q.where("sync_run.status", "in", [...statuses]);
  return num((await q.select(sql<unknown>`count(*)`.as("v")).executeTakeFirst())?.v);
}

async function countSeries(input: MetricInput, statuses: readonly string[] | null) {
  const value = await countWhere(input, statuses);
  const { buckets, granularity } = input;
  if (!buckets || !granularity) return { value };
  const b = bucketIndexSql(sql.ref("sync_run.startedAt"), input.period, buckets, granularity);
  let q = runsIn(input);
  if (statuses) q = q.where("sync_run.status", "in", [...statuses]);
  const rows = await q.select([b.as("b"), sql<unknown>`count(*)`.as("v")]).groupBy(sql.ref("b")).execute();
  return { value, series: seriesFrom(buckets, rows) };
}

export const syncRuns: MetricDef = {
  metric: "syncRuns", label: "同步运行次数", unit: "count", object: "dashboard", filters: [], drill: RUNS,
  definition: "所选期间内开始的同步运行数（含运行中），按开始时间（北京时间）计。",
  compute: (input) => countSeries(input, null),
  previousValue: (input) => countWhere(input, null),
};

export const syncFailedRuns: MetricDef = {
  metric: "syncFailedRuns", lowerIsBetter: true, label: "失败运行", unit: "count", object: "dashboard", filters: [], drill: RUNS,
  definition: "所选期间内开始、状态为「失败」或「部分失败」的同步运行数。",
  compute: (input) => countSeries(input, ["FAILED", "PARTIAL"]),
  previousValue: (input) => countWhere(input, ["FAILED", "PARTIAL"]),
};

async function rate(input: MetricInput, p?: Period): Promise<number> {
  const ended = await countWhere(input, ["SUCCESS", "PARTIAL", "FAILED"], p);
  return ended === 0 ? 0 : (await countWhere(input, ["SUCCESS"], p)) / ended;
}

export const syncSuccessRate: MetricDef = {
  metric: "syncSuccessRate", label: "同步成功率", unit: "ratio", object: "dashboard", filters: [], drill: RUNS,
  definition: "成功的运行数 ÷ 已结束的运行数（成功、部分失败、失败；运行中的不计），按开始时间；无运行的时段为 0。",
  async compute(input) {
    const value = await rate(input);
    const { buckets, granularity } = input;
    if (!buckets || !granularity) return { value };
    const b = bucketIndexSql(sql.ref("sync_run.startedAt"), input.period, buckets, granularity);
    const rows = await runsIn(input).where("sync_run.status", "!=", "RUNNING")
      .select([b.as("b"), sql<unknown>`count(*)`.as("n"), sql<unknown>`sum(case when sync_run.status = 'SUCCESS' then 1 else 0 end)`.as("ok")])
      .groupBy(sql.ref("b")).execute();
    const ended = seriesFrom(buckets, rows.map((r) => ({ b: r.b, v: r.n })));
    const ok = seriesFrom(buckets, rows.map((r) => ({ b: r.b, v: r.ok })));
    return { value, series: ended.map((e, i) => ({ bucket: e.bucket, value: e.value === 0 ? 0 : (ok[i]?.value ?? 0) / e.value })) };
  },
  previousValue: (input) => rate(input),
};

/** Bars of 运行耗时: the latest runs of the period, oldest first (a bar per run). */
export const SYNC_DURATION_BARS = 120;

export const syncRunDurations: MetricDef = {
  metric: "syncRunDurations", label: "运行耗时（秒）", unit: "count", object: "dashboard", filters: [], drill: RUNS,
  definition: `每次已结束运行的耗时（结束时间 − 开始时间，秒），取所选期间最近的 ${SYNC_DURATION_BARS} 次；键为「运行 Id:状态」。数值为这些运行的总耗时。`,
  async compute(input) {
    const rows = await runsIn(input).where("sync_run.finishedAt", "is not", null)
      .innerJoin("sync_task", "sync_task.Id", "sync_run.taskId")
      .select(["sync_run.Id as id", "sync_run.startedAt as at", "sync_run.durationSec as d", "sync_run.status as s", "sync_task.name as task"])
      .orderBy("sync_run.startedAt", "desc").orderBy("sync_run.Id", "desc").limit(SYNC_DURATION_BARS).execute();
    const items = rows.reverse().map((r) => {
      const at = num(r.at);
      const hm = new Date(at + 8 * 3_600_000).toISOString().slice(11, 16);
      return { key: `${num(r.id)}:${String(r.s)}`, label: `${shanghaiDate(at).slice(5)} ${hm} ${String(r.task)}`, value: num(r.d) };
    });
    return { value: items.reduce((n, i) => n + i.value, 0), breakdown: items };
  },
  previousValue: async () => 0,
};

registerMetric(syncRuns, syncFailedRuns, syncSuccessRate, syncRunDurations);
