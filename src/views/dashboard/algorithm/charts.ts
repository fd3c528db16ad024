import type { AlgorithmStats } from "../../../rpc/dashboard";
import type { ChartSpec } from "../chartSpec";
import { THRESHOLDS, algorithmLabel, bucketText, recordsUrl } from "./model";

/** The charts of /dashboard/algorithm as chart specs (commerce.md §7.5), each point drilling into its records. */
const categories = (s: AlgorithmStats) => s.buckets.map((b) => bucketText(b, s.window.bucketMs));
const bucketEnd = (s: AlgorithmStats, i: number) => Math.min(s.window.end, (s.buckets[i] ?? 0) + s.window.bucketMs);

/**
 * 延迟: P50/P95/P99 lines of one algorithm (AI 助手 adds its first-token P95) and its threshold as a dashed
 * mark line. A point → that bucket's records, slowest first.
 */
export function latencySpec(s: AlgorithmStats, algorithm: string): ChartSpec {
  const limit = THRESHOLDS[algorithm];
  const has = s.series.map((p) => p.calls > 0);
  const values = (pick: (p: AlgorithmStats["series"][number]) => number) => s.series.map((p, i) => (has[i] ? pick(p) : Number.NaN));
  const series: ChartSpec["series"] = [
    { name: "P50（毫秒）", unit: "count", line: true, values: values((p) => p.p50) },
    { name: "P95（毫秒）", unit: "count", line: true, values: values((p) => p.p95) },
    { name: "P99（毫秒）", unit: "count", line: true, values: values((p) => p.p99) },
  ];
  if (limit?.firstToken) series.push({ name: "首字 P95（毫秒）", unit: "count", line: true, values: values((p) => p.firstTokenP95) });
  return {
    kind: "bars", categories: categories(s), series,
    ...(limit ? { marks: [{ name: `阈值 ${limit.label} ${limit.ms} 毫秒`, value: limit.ms }] } : {}),
    drill: (i) => (s.buckets[i] !== undefined ? recordsUrl(algorithm, s.buckets[i]!, bucketEnd(s, i), { slowest: true }) : null),
  };
}

/** 调用量与错误: calls as bars, error rate as a line on the right axis; bars → records, line → failed records. */
export function callsSpec(s: AlgorithmStats, algorithm: string | undefined): ChartSpec {
  return {
    kind: "bars", categories: categories(s),
    series: [
      { name: "调用量", unit: "count", values: s.series.map((p) => p.calls) },
      { name: "错误率", unit: "ratio", line: true, right: true, values: s.series.map((p) => p.errorRate) },
    ],
    drill: (i, k) => (s.buckets[i] !== undefined ? recordsUrl(algorithm, s.buckets[i]!, bucketEnd(s, i), { failed: k === 1 }) : null),
  };
}

/** 效果指标: the hit rate (CTR for 推荐) of each algorithm × model version over time; line drawing has none. */
export function effectSpec(s: AlgorithmStats): ChartSpec {
  const shown = s.versions.filter((v) => v.hitRate !== null);
  return {
    kind: "bars", categories: shown.length > 0 ? categories(s) : [],
    series: shown.map((v) => ({ name: `${algorithmLabel(v.algorithm)} ${v.modelVersion}`, unit: "ratio" as const, line: true, values: v.hitSeries.map((x) => x ?? Number.NaN) })),
  };
}

/** Token 消耗: AI 助手's tokens in and out stacked per bucket → that bucket's chat records. */
export function tokenSpec(s: AlgorithmStats): ChartSpec {
  const any = s.series.some((p) => p.tokensIn + p.tokensOut > 0);
  return {
    kind: "bars", categories: any ? categories(s) : [],
    series: [
      { name: "输入 Token", unit: "count", stack: "tokens", values: s.series.map((p) => p.tokensIn) },
      { name: "输出 Token", unit: "count", stack: "tokens", values: s.series.map((p) => p.tokensOut) },
    ],
    drill: (i) => (s.buckets[i] !== undefined ? recordsUrl("AI_CHAT", s.buckets[i]!, bucketEnd(s, i)) : null),
  };
}
