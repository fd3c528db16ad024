import { sql, type RawBuilder } from "kysely";
import { bucketIndexSql, type Period } from "./period";
import { num, registerMetric, seriesFrom, type BreakdownItem, type MetricDef, type MetricInput, type SeriesPoint } from "./registry";

/**
 * The recognition figures of /dashboard/algorithm (content.md §12.7, §15.3: hit rate, latency p50/p95,
 * wrong-feedback rate by model version) over the records of /tools/aishitu (recognition_record, by
 * `queriedAt`), R(shitu). Unlike the hourly AlgorithmMetric rows these keep every query, so the
 * percentiles are exact.
 */
const RECORDS = { route: "/tools/aishitu", filter: { field: "queriedAt", breakdownField: "modelVersion" } };

/** A recognition counts as a hit when it named a work with a similarity of at least this (the seed's 78 %). */
export const HIT_SCORE = 0.8;

const col = (name: string) => sql.ref(`recognition_record.${name}`);

function recordsIn(input: MetricInput, p: Period = input.period) {
  return input.db.selectFrom("recognition_record").where("recognition_record.queriedAt", ">=", p.start).where("recognition_record.queriedAt", "<", p.end);
}

const bucketOf = (input: MetricInput) => {
  const { buckets, granularity } = input;
  return buckets && granularity ? bucketIndexSql(col("queriedAt"), input.period, buckets, granularity) : null;
};

/**
 * A ratio `part ÷ whole` over the records, overall, per model version and per bucket (when asked), each
 * group 0 when it has no record in its denominator.
 */
function ratioFigure(def: Omit<MetricDef, "compute" | "previousValue" | "object" | "filters" | "drill">, part: RawBuilder<unknown>, whole: RawBuilder<unknown>, drill: MetricDef["drill"] = RECORDS): MetricDef {
  const sums = [sql<unknown>`sum(case when ${part} then 1 else 0 end)`.as("ok"), sql<unknown>`sum(case when ${whole} then 1 else 0 end)`.as("n")];
  const ratio = (r: { ok: unknown; n: unknown } | undefined) => (num(r?.n) === 0 ? 0 : num(r?.ok) / num(r?.n));
  const over = async (input: MetricInput, p?: Period) => ratio(await recordsIn(input, p).select(sums).executeTakeFirst());
  return {
    ...def, object: "shitu", filters: [], drill,
    async compute(input) {
      const versions = await recordsIn(input).select([col("modelVersion").as("k"), ...sums]).groupBy(col("modelVersion")).orderBy(col("modelVersion")).execute();
      const breakdown: BreakdownItem[] = versions.map((r) => ({ key: String(r.k ?? ""), label: String(r.k ?? "未知版本"), value: ratio(r) }));
      const b = bucketOf(input);
      let series: SeriesPoint[] | undefined;
      if (b && input.buckets) {
        const rows = await recordsIn(input).select([b.as("b"), ...sums]).groupBy(sql.ref("b")).execute();
        series = seriesFrom(input.buckets, rows.map((r) => ({ b: r.b, v: ratio(r) })));
      }
      return { value: await over(input), breakdown, ...(series ? { series } : {}) };
    },
    previousValue: (input) => over(input),
  };
}

export const recognitionHitRate = ratioFigure({
  metric: "recognitionHitRate", label: "识图命中率（记录）", unit: "ratio",
  definition: `命中的识图记录数 ÷ 识图记录数，按识别时间（北京时间）；命中指命中类型不是「未命中」且相似度 ≥ ${HIT_SCORE}。分项为各模型版本。`,
}, sql`${col("topMatchType")} <> 'none' and ${col("topScore")} >= ${sql.lit(HIT_SCORE)}`, sql`1 = 1`);

export const recognitionWrongRate = ratioFigure({
  metric: "recognitionWrongRate", lowerIsBetter: true, label: "误识反馈率", unit: "ratio",
  definition: "用户反馈为「错误」的识图记录数 ÷ 有反馈（正确或错误）的记录数，按识别时间；无反馈的不计入分母。分项为各模型版本。",
}, sql`${col("feedback")} = 'wrong'`, sql`${col("feedback")} in ('correct', 'wrong')`, { ...RECORDS, where: { feedback: "wrong" } });

interface Percentiles { p50: number; p95: number; n: number }

/**
 * How many records took each latency (whole ms), per group: the histogram the exact percentiles are read
 * from. Grouping (a hash or an index walk) is cheaper than ranking every row with window functions, and
 * the answer is at most one row per distinct latency and group.
 */
async function histogram(input: MetricInput, key: RawBuilder<unknown> | null, p?: Period): Promise<{ k: unknown; ms: unknown; c: unknown }[]> {
  return recordsIn(input, p).where("recognition_record.latencyMs", "is not", null)
    .select([(key ?? sql<unknown>`0`).as("k"), col("latencyMs").as("ms"), sql<unknown>`count(*)`.as("c")])
    .groupBy(key ? [sql.ref("k"), col("latencyMs")] : [col("latencyMs")]).execute();
}

/**
 * Exact P50 / P95 per group by nearest rank: the ⌈p·n⌉-th latency in ascending order, read off the
 * cumulative counts of the histogram.
 */
function percentilesOf(rows: readonly { k: unknown; ms: unknown; c: unknown }[]): Map<string, Percentiles> {
  const groups = new Map<string, { ms: number; c: number }[]>();
  for (const r of rows) {
    const key = String(r.k ?? "");
    const list = groups.get(key) ?? [];
    list.push({ ms: num(r.ms), c: num(r.c) });
    groups.set(key, list);
  }
  const out = new Map<string, Percentiles>();
  for (const [key, list] of groups) {
    list.sort((a, b) => a.ms - b.ms);
    const n = list.reduce((m, x) => m + x.c, 0);
    const at = (rank: number) => {
      let seen = 0;
      for (const x of list) if ((seen += x.c) >= rank) return x.ms;
      return 0;
    };
    out.set(key, { p50: at(Math.ceil(n * 0.5)), p95: at(Math.ceil((n * 95) / 100)), n });
  }
  return out;
}

export const recognitionLatency: MetricDef = {
  metric: "recognitionLatency", lowerIsBetter: true, label: "识图耗时 P95（毫秒）", unit: "count", object: "shitu", filters: [], drill: RECORDS,
  definition: "识图记录耗时的精确分位数（最近秩法：按耗时升序第 ⌈p×n⌉ 条），按识别时间；数值为 P95。"
    + "分项：键「全部|p50」「全部|p95」为全部记录的 P50 / P95，「模型版本|p50」「模型版本|p95」为各模型版本的；序列为每个时段的 P95。无记录时为 0。",
  async compute(input) {
    const byVersion = await histogram(input, col("modelVersion"));
    const versions = percentilesOf(byVersion);
    const all = percentilesOf(byVersion.map((r) => ({ k: "", ms: r.ms, c: r.c }))).get("");
    const breakdown: BreakdownItem[] = [];
    const named = [...versions].map(([k, v]) => [k || "未知版本", v] as const).sort((a, b) => a[0].localeCompare(b[0]));
    for (const [name, r] of [["全部", all] as const, ...named]) {
      breakdown.push({ key: `${name}|p50`, label: `${name} P50`, value: r?.p50 ?? 0 }, { key: `${name}|p95`, label: `${name} P95`, value: r?.p95 ?? 0 });
    }
    const b = bucketOf(input);
    let series: SeriesPoint[] | undefined;
    if (b && input.buckets) series = seriesFrom(input.buckets, [...percentilesOf(await histogram(input, b))].map(([k, r]) => ({ b: k, v: r.p95 })));
    return { value: all?.p95 ?? 0, breakdown, ...(series ? { series } : {}) };
  },
  previousValue: async (input) => [...percentilesOf(await histogram(input, null)).values()][0]?.p95 ?? 0,
};

registerMetric(recognitionHitRate, recognitionLatency, recognitionWrongRate);
