import { ChartFigure } from "../ChartFigure";
import { bucketDrillUrl } from "../drill";
import { bucketLabel, type DateRange } from "../range";
import type { MetricState } from "../useMetric";
import { MAX_TREND } from "./columns";
import { bucketsOf } from "./ReportTable";

/**
 * 指标趋势: lines of the columns the user ticks (at most four, kept in the address). A column of
 * another unit than the first goes on the right axis; a point drills as its cell does.
 */
export function ReportTrend({ columns, picked, onPick, range }: {
  columns: readonly MetricState[];
  picked: readonly string[];
  onPick(next: string[]): void;
  range: DateRange;
}) {
  const shown = columns.filter((s) => picked.includes(s.info.metric));
  const toggle = (metric: string, on: boolean) => onPick(on ? [...picked, metric] : picked.filter((m) => m !== metric));
  const g = range.granularity;
  return (
    <section aria-labelledby="report-trend-title" className="space-y-2 rounded bg-white p-4">
      <h2 id="report-trend-title" className="font-medium">指标趋势</h2>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <legend className="sr-only">选择趋势图显示的指标（最多 {MAX_TREND} 个）</legend>
        {columns.map((s) => {
          const on = picked.includes(s.info.metric);
          return (
            <label key={s.info.metric} className="inline-flex items-center gap-1">
              <input type="checkbox" checked={on} disabled={!on && picked.length >= MAX_TREND} onChange={(e) => toggle(s.info.metric, e.target.checked)} />
              {s.info.label}
            </label>
          );
        })}
        <span className="text-gray-600">已选 {picked.length}/{MAX_TREND}</span>
      </fieldset>
      {shown.length === 0 ? <p className="text-sm text-gray-600">勾选最多 {MAX_TREND} 个指标查看趋势。</p> : (
        <ChartFigure title="指标趋势图" wide figures={shown} height={300} build={(answers) => {
          const buckets = bucketsOf(shown);
          const firstUnit = shown[0]?.info.unit;
          return {
            kind: "bars", zoom: buckets.length > 31,
            categories: buckets.map((b) => bucketLabel(b, g)),
            series: shown.map((s, i) => {
              const by = new Map(answers[i]?.series?.map((p) => [p.bucket, p.value]));
              return { name: s.info.label, unit: s.info.unit, values: buckets.map((b) => by.get(b) ?? 0), line: true, right: s.info.unit !== firstUnit };
            }),
            drill: (c, si) => {
              const drill = shown[si]?.info.drill;
              const bucket = buckets[c];
              return drill && bucket ? bucketDrillUrl(drill, bucket, g, range) : null;
            },
          };
        }} />
      )}
    </section>
  );
}
