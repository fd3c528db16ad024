import { SYNC_LAG_AMBER_SECONDS, SYNC_LAG_RED_SECONDS } from "../../../catalogue/resources/dashboard/syncEnums";
import type { Granularity, MetricAnswer, MetricDrill } from "../../../rpc/dashboard";
import type { ChartSpec } from "../chartSpec";
import { bucketDays, drillUrl } from "../drill";
import { bucketLabel } from "../range";

/**
 * 同步延迟（秒） (commerce.md §7.6): a line per real-time task, each bucket its highest per-minute sample, with
 * the wall's thresholds as dashed marks; a point (or its cell in the table view) opens that task's runs in that bucket's days.
 */
export function lagChart(answer: MetricAnswer | undefined, drill: MetricDrill | null | undefined, g: Granularity, range: { from: string; to: string }): ChartSpec {
  const tasks = answer?.breakdown ?? [];
  const buckets = tasks[0]?.series?.map((p) => p.bucket) ?? [];
  return {
    kind: "bars",
    categories: buckets.map((b) => bucketLabel(b, g)),
    series: tasks.map((t) => ({ name: t.label, unit: "count" as const, line: true, values: buckets.map((b) => t.series?.find((p) => p.bucket === b)?.value ?? 0) })),
    marks: [{ name: `注意 ${SYNC_LAG_AMBER_SECONDS} 秒`, value: SYNC_LAG_AMBER_SECONDS }, { name: `异常 ${SYNC_LAG_RED_SECONDS} 秒`, value: SYNC_LAG_RED_SECONDS }],
    drillEachSeries: true,
    drill: drill ? (i, s) => {
      const bucket = buckets[i];
      const task = tasks[s];
      if (bucket === undefined || !task) return null;
      const days = bucketDays(bucket, g, range);
      return drillUrl(drill, days.from, days.to, { taskId: task.key });
    } : undefined,
  };
}
