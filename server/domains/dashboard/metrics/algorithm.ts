import { sql } from "kysely";
import { ALGORITHM_VALUES, algorithmLabel, figuresOf, sumsBy, total, type Figures, type SumsRow } from "../algorithmMetric/sums";
import { bucketIndexSql } from "./period";
import { registerMetric, seriesFrom, type MetricDef, type MetricInput, type SeriesPoint } from "./registry";

/**
 * The algorithm figures (commerce.md §7.5) over whole days, for the metric layer's date ranges: each
 * with a breakdown per algorithm and, when asked, a series per bucket. /dashboard/algorithm itself asks
 * `algorithmStats` (minute and hour windows, algorithm and version filters); both read ../algorithmMetric/sums.ts.
 */
const ROWS = { route: "/dashboard/algorithm/metrics", filter: { field: "bucketAt" } } as const;

async function rowsOf(input: MetricInput, byBucket: boolean): Promise<SumsRow[]> {
  const { period, buckets, granularity } = input;
  const b = byBucket && buckets && granularity ? bucketIndexSql(sql.ref("algorithm_metric.bucketAt"), period, buckets, granularity) : undefined;
  return sumsBy(input.db, { start: period.start, end: period.end, platforms: input.filters.platform }, b);
}

/** A figure: its value over all algorithms (or `headline`'s), the breakdown per algorithm, the series of the value. */
function figure(def: Omit<MetricDef, "compute" | "previousValue" | "object" | "filters" | "drill">, value: (f: Figures) => number | null, headline?: string): MetricDef {
  const over = (rows: readonly SumsRow[]) => {
    const algorithm = headline ?? null;
    return value(figuresOf(total(headline ? rows.filter((r) => r.algorithm === headline) : rows), algorithm)) ?? 0;
  };
  return {
    ...def, object: "dashboard", filters: ["platform"], drill: ROWS,
    async compute(input) {
      const rows = await rowsOf(input, true);
      const breakdown = ALGORITHM_VALUES.map((a) => {
        const mine = rows.filter((r) => r.algorithm === a);
        return { key: a, label: algorithmLabel(a), value: value(figuresOf(total(mine), a)) ?? 0 };
      });
      let series: SeriesPoint[] | undefined;
      if (input.buckets && input.granularity) {
        series = seriesFrom(input.buckets, input.buckets.map((_, i) => ({ b: i, v: over(rows.filter((r) => r.b === i)) })));
      }
      return { value: over(rows), breakdown, ...(series ? { series } : {}) };
    },
    previousValue: async (input) => over(await rowsOf(input, false)),
  };
}

export const algorithmCalls = figure({
  metric: "algorithmCalls", label: "算法调用量", unit: "count",
  definition: "所选期间内各算法（以图识画、线稿生成、AI 助手、搜索、推荐）的调用次数之和，按分钟（7 天前的按小时）汇总的算法指标行（时段开始时间落在期间内）。",
}, (f) => f.calls);

export const algorithmErrorRate = figure({
  metric: "algorithmErrorRate", lowerIsBetter: true, label: "算法错误率", unit: "ratio",
  definition: "错误数 ÷ 调用量（各算法合计；分项为各算法自身）。",
}, (f) => f.errorRate);

export const algorithmP95 = figure({
  metric: "algorithmP95", lowerIsBetter: true, label: "以图识画 P95 延迟（毫秒）", unit: "count",
  definition: "以图识画各分钟（7 天前为各小时）P95 延迟按调用量加权的平均值（毫秒）；分项为各算法自身的加权 P95。指标行不保留样本，跨时段的精确分位数无法得到。",
}, (f) => f.p95, "IMAGE_RECOGNITION");

export const algorithmHitRate = figure({
  metric: "algorithmHitRate", label: "识图命中率（Top5）", unit: "ratio",
  definition: "以图识画：Top5 命中 ÷ 调用量。分项：推荐 点击 ÷ 曝光；搜索 1 − 无结果 ÷ 调用量；AI 助手 1 − 点踩 ÷ 已评价回答；线稿生成无命中率（0）。",
}, (f) => f.hitRate, "IMAGE_RECOGNITION");

export const algorithmTokens = figure({
  metric: "algorithmTokens", label: "AI 助手 Token 消耗", unit: "count",
  definition: "AI 助手的输入 Token 与输出 Token 之和（分项中其他算法为 0）。",
}, (f) => f.tokensIn + f.tokensOut, "AI_CHAT");

registerMetric(algorithmCalls, algorithmErrorRate, algorithmP95, algorithmHitRate, algorithmTokens);
