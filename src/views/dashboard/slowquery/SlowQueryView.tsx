import { useState } from "react";
import { useSearchParams } from "react-router";
import type { MetricInfo } from "../../../rpc/dashboard";
import type { ViewProps } from "../../viewProps";
import { ChartFigure } from "../ChartFigure";
import { FigureError, Skeleton } from "../FigureState";
import { useMetric, useMetricCatalogue, useMetrics } from "../useMetric";
import { bucketWindow, metricFilter, metricRange, readView, samplesUrl, windowOf, writeView } from "./filters";
import { ScatterFigure } from "./ScatterFigure";
import { ShapeRanking } from "./ShapeRanking";
import { SlowKpiCard } from "./SlowKpiCard";
import { SlowQueryFilterBar } from "./SlowQueryFilterBar";

const CARDS = ["slowQueryCount", "slowQueryNs", "slowQueryScanShare", "slowQueryMaxMs"] as const;

/**
 * /dashboard/slowquery 慢查询 (commerce.md §7.7): over the samples the server recorded, for the range and
 * filters in the address — four KPI cards, the trend (per hour for 最近 24 小时), the tables with the most
 * time, 耗时 vs 扫描量 and the shapes ranked by total time. Every figure leads to the samples it counts.
 */
export default function SlowQueryView({ route }: ViewProps) {
  const [params, setParams] = useSearchParams();
  // What "now" is for this visit (the 24 hours and the drill-down times are counted from it).
  const [now] = useState(() => Date.now());
  const view = readView(params);
  const range = metricRange(view, now);
  const window = windowOf(view, now);
  const filters = { slowQuery: metricFilter(view) };
  const { catalogue, loading, error, retry } = useMetricCatalogue();
  const info = (id: string): MetricInfo | undefined => catalogue?.get(id);
  const cards = useMetrics(CARDS.map(info), range, { filters });
  const trend = useMetric(info("slowQueryTrend"), range, { withSeries: true, filters });
  const topNs = useMetric(info("slowQueryTopNs"), range, { filters });
  const allUrl = samplesUrl(view, window.start, window.end);

  return (
    <section data-testid="page-dashboard-slowquery" aria-labelledby="slowquery-title" className="space-y-4">
      <h1 id="slowquery-title" className="text-lg font-medium">{route.title}</h1>
      {/* Keyed by the address: Back/Forward re-reads the typed filters. */}
      <SlowQueryFilterBar key={params.toString()} view={view} tables={topNs?.answer?.breakdown?.map((b) => b.key) ?? []}
        onChange={(v) => setParams(writeView(v))} />
      {error ? <div className="rounded bg-white p-6"><FigureError label="指标目录" error={error} retry={retry} /></div>
        : loading ? <Skeleton height={120} label="指标" /> : (
          <>
            <section aria-label="慢查询概况" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {cards.map((s) => s && <SlowKpiCard key={s.info.metric} state={s} range={range} to={allUrl} />)}
            </section>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <ChartFigure title="慢查询趋势" wide figures={[trend]} build={([a]) => {
                const series = a?.series ?? [];
                return {
                  kind: "bars",
                  categories: series.map((p) => (view.range === "24h" ? p.bucket.slice(11) : p.bucket.slice(5))),
                  series: [{ name: "慢查询数", unit: "count", values: series.map((p) => p.value) }],
                  drill: (i) => {
                    const p = series[i];
                    if (!p) return null;
                    const w = bucketWindow(p.bucket);
                    return samplesUrl(view, Math.max(w.start, window.start), Math.min(w.end, window.end));
                  },
                };
              }} />
              <ChartFigure title="耗时 TOP 表 / 服务（毫秒）" figures={[topNs]} height={320} build={([a]) => {
                const items = a?.breakdown ?? [];
                return {
                  kind: "hbar",
                  categories: items.map((i) => i.label),
                  series: [{ name: "总耗时（毫秒）", unit: "count", values: items.map((i) => i.value) }],
                  drill: (i) => (items[i] ? samplesUrl({ ...view, ns: items[i].key }, window.start, window.end) : null),
                };
              }} />
              <ScatterFigure view={view} window={window} />
            </div>
            <ShapeRanking view={view} />
          </>
        )}
    </section>
  );
}
