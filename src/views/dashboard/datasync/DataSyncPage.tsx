import { useState } from "react";
import { useSearchParams } from "react-router";
import { ChartFigure } from "../ChartFigure";
import { DateRangeBar } from "../DateRangeBar";
import { drillUrl, bucketDays } from "../drill";
import { FigureError } from "../FigureState";
import { KpiCard } from "../KpiCard";
import { bucketLabel, readRange, writeRange, type DateRange } from "../range";
import { useMetricCatalogue, useMetrics } from "../useMetric";
import { FailedRuns } from "./FailedRuns";
import { lagChart } from "./lagChart";
import { StatusWall } from "./StatusWall";
import { runUrl } from "./tone";
import { useFailedRuns, useSyncTasks } from "./useSyncLists";

const STATUS_SERIES = [
  { status: "SUCCESS", name: "成功" },
  { status: "PARTIAL", name: "部分失败" },
  { status: "FAILED", name: "失败" },
] as const;

/**
 * /dashboard/datasync (commerce.md §7.6): the task wall (from the task list), KPI cards, 运行耗时 (a bar
 * per run, one stack per status so the colour says the outcome; a bar opens the run), 成功率 per bucket
 * (a point opens that bucket's failed runs), 同步延迟 (a line per real-time task from the per-minute samples;
 * a point opens that task's runs of the bucket) and the latest failed runs.
 */
export function DataSyncPage() {
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const range = readRange(params, now);
  const g = range.granularity;
  const { catalogue, error, retry } = useMetricCatalogue();
  const figures = useMetrics(["syncRuns", "syncFailedRuns", "syncSuccessRate", "syncRunDurations", "syncLag"].map((m) => catalogue?.get(m)), range, { withSeries: true });
  const at = (i: number) => figures[i] ?? null;
  const runs = at(0);
  const failedRuns = at(1);
  const rate = at(2);
  const durations = at(3);
  const lag = at(4);
  const wall = useSyncTasks();
  const failed = useFailedRuns();
  const names = new Map(wall.tasks.map((t) => [t.Id, String(t.name)]));
  const setRange = (r: DateRange) => setParams(writeRange(params, r));

  if (error) return <div className="rounded bg-white p-6"><FigureError label="指标目录" error={error} retry={retry} /></div>;
  return (
    <div className="space-y-4" data-testid="dashboard-datasync">
      <StatusWall tasks={wall.tasks} loading={wall.loading} error={wall.error} retry={wall.retry} />
      <DateRangeBar range={range} now={now} onChange={setRange} />
      <section aria-label="同步指标" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {[runs, failedRuns, rate].map((s) => s && <KpiCard key={s.info.metric} state={s} range={range} />)}
      </section>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartFigure title="运行耗时（秒）" wide figures={[durations]} height={300} build={([a]) => {
          const items = a?.breakdown ?? [];
          const parsed = items.map((i) => ({ id: Number(i.key.split(":")[0]), status: i.key.split(":")[1] ?? "" }));
          return {
            kind: "bars", zoom: items.length > 40,
            categories: items.map((i) => i.label),
            series: STATUS_SERIES.map((s) => ({ name: s.name, unit: "count" as const, stack: "run", values: items.map((i, k) => (parsed[k]?.status === s.status ? i.value : 0)) })),
            drill: (i) => (parsed[i] ? runUrl(parsed[i].id) : null),
          };
        }} />
        <ChartFigure title="同步延迟（秒）" figures={[lag]} build={([a]) => lagChart(a, lag?.info.drill, g, range)} />
        <ChartFigure title="成功率" figures={[rate]} build={([a]) => {
          const points = a?.series ?? [];
          const drill = rate?.info.drill;
          return {
            kind: "bars",
            categories: points.map((p) => bucketLabel(p.bucket, g)),
            series: [{ name: "成功率", unit: "ratio", values: points.map((p) => p.value), line: true }],
            drill: drill ? (i) => {
              const p = points[i];
              if (!p) return null;
              const days = bucketDays(p.bucket, g, range);
              return drillUrl(drill, days.from, days.to, { status: "FAILED" });
            } : undefined,
          };
        }} />
        <ChartFigure title="运行次数" figures={[runs, failedRuns]} build={([a, b]) => {
          const points = a?.series ?? [];
          const drill = runs?.info.drill;
          return {
            kind: "bars",
            categories: points.map((p) => bucketLabel(p.bucket, g)),
            series: [
              { name: "运行次数", unit: "count", values: points.map((p) => p.value) },
              { name: "失败运行", unit: "count", values: points.map((p) => b?.series?.find((x) => x.bucket === p.bucket)?.value ?? 0) },
            ],
            drill: drill ? (i) => {
              const p = points[i];
              return p ? drillUrl(drill, bucketDays(p.bucket, g, range).from, bucketDays(p.bucket, g, range).to) : null;
            } : undefined,
          };
        }} />
        <FailedRuns runs={failed.runs} taskName={(id) => names.get(Number(id)) ?? `任务 ${String(id)}`} loading={failed.loading} error={failed.error} retry={failed.retry} />
      </div>
    </div>
  );
}
