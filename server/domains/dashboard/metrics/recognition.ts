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
  metric: "recognitionWrongRate", label: "误识反馈率", unit: "ratio",
  definition: "用户反馈为「错误」的识图记录数 ÷ 有反馈（正确或错误）的记录数，按识别时间；无反馈的不计入分母。分项为各模型版本。",
}, sql`${col("feedback")} = 'wrong'`, sql`${col("feedback")} in ('correct', 'wrong')`, { ...RECORDS, where: { feedback: "wrong" } });

interface Percentiles { k: unknown; p50: unknown; p95: unknown; n: unknown }

/**
 * Exact P50 / P95 (nearest rank: the ⌈p·n⌉-th latency in ascending order) per group, in SQL both
 * databases run: a row number and a count over the group, then the rows at those ranks. Integer
 * division gives the ceiling: ⌈n/2⌉ = (n+1)/2, ⌈0.95n⌉ = (95n+99)/100.
 */
async function percentiles(input: MetricInput, key: RawBuilder<unknown> | null, p?: Period): Promise<Percentiles[]> {
  const part = key ? sql`partition by ${key}` : sql``;
  const ranked = recordsIn(input, p).where("recognition_record.latencyMs", "is not", null).select([
    (key ?? sql<unknown>`0`).as("k"),
    col("latencyMs").as("ms"),
    sql<unknown>`row_number() over (${part} order by ${col("latencyMs")})`.as("rn"),
    sql<unknown>`count(*) over (${part})`.as("n"),
  ]);
  const ref = (c: string) => sql.ref(`s.${c}`);
  return input.db.selectFrom(ranked.as("s")).select([
    ref("k").as("k"),
    sql<unknown>`max(case when ${ref("rn")} = (${ref("n")} + 1) / 2 then ${ref("ms")} end)`.as("p50"),
    sql<unknown>`max(case when ${ref("rn")} = (95 * ${ref("n")} + 99) / 100 then ${ref("ms")} end)`.as("p95"),
    sql<unknown>`max(${ref("n")})`.as("n"),
  ]).groupBy(ref("k")).execute() as Promise<Percentiles[]>;
}

export const recognitionLatency: MetricDef = {
  metric: "recognitionLatency", label: "识图耗时 P95（毫秒）", unit: "count", object: "shitu", filters: [], drill: RECORDS,
  definition: "识图记录耗时的精确分位数（最近秩法：按耗时升序第 ⌈p×n⌉ 条），按识别时间；数值为 P95。"
    + "分项：键「全部|p50」「全部|p95」为全部记录的 P50 / P95，「模型版本|p50」「模型版本|p95」为各模型版本的；序列为每个时段的 P95。无记录时为 0。",
  async compute(input) {
    const [all] = await percentiles(input, null);
    const versions = await percentiles(input, col("modelVersion"));
    versions.sort((a, b) => String(a.k).localeCompare(String(b.k)));
    const breakdown: BreakdownItem[] = [];
    for (const [name, r] of [["全部", all] as const, ...versions.map((v) => [String(v.k ?? "未知版本"), v] as const)]) {
      breakdown.push({ key: `${name}|p50`, label: `${name} P50`, value: num(r?.p50) }, { key: `${name}|p95`, label: `${name} P95`, value: num(r?.p95) });
    }
    const b = bucketOf(input);
    let series: SeriesPoint[] | undefined;
    if (b && input.buckets) series = seriesFrom(input.buckets, (await percentiles(input, b)).map((r) => ({ b: r.k, v: r.p95 })));
    return { value: num(all?.p95), breakdown, ...(series ? { series } : {}) };
  },
  previousValue: async (input) => num((await percentiles(input, null))[0]?.p95),
};

registerMetric(recognitionHitRate, recognitionLatency, recognitionWrongRate);
