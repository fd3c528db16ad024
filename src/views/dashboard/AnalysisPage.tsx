import { useState } from "react";
import { useSearchParams } from "react-router";
import type { MetricAnswer, MetricFilters, MetricInfo, SeriesPoint } from "../../rpc/dashboard";
import { BucketOrdersSheet } from "./analysis/BucketOrdersSheet";
import type { ChartSpec } from "./chartSpec";
import { ChartFigure } from "./ChartFigure";
import { DateRangeBar } from "./DateRangeBar";
import { bucketDays, bucketDrillUrl, sliceDrillUrl } from "./drill";
import { FigureError, Skeleton } from "./FigureState";
import { readFilters, writeFilters } from "./filters";
import { KpiCard } from "./KpiCard";
import { bucketLabel, readRange, writeRange, type DateRange } from "./range";
import { useMetric, useMetricCatalogue, useMetrics, type MetricState } from "./useMetric";

/** The eight KPI cards of §7.1, in order; a card names the figure ids it accepts (the first the server offers). */
const CARDS: readonly (readonly string[])[] = [
  ["gmv"], ["netRevenue"], ["paidOrders"], ["payingVisitors"], ["newVisitors"], ["dau", "activeVisitors"], ["activeVip"], ["aov"],
];

const pickInfo = (catalogue: Map<string, MetricInfo> | undefined, ids: readonly string[]) =>
  ids.map((id) => catalogue?.get(id)).find((m) => m !== undefined);

/** The buckets of several series, in order (a bucket missing from one series counts 0 there). */
function bucketsOf(series: (SeriesPoint[] | undefined)[]): string[] {
  return [...new Set(series.flatMap((s) => s?.map((p) => p.bucket) ?? []))].sort();
}
const valuesAt = (series: SeriesPoint[] | undefined, buckets: string[]) => {
  const by = new Map(series?.map((p) => [p.bucket, p.value]));
  return buckets.map((b) => by.get(b) ?? 0);
};

/** A split figure (breakdown) as one series over its items. */
function breakdownSpec(kind: ChartSpec["kind"], state: MetricState | null, answer: MetricAnswer | undefined, range: DateRange): ChartSpec | null {
  if (!state || !answer?.breakdown) return null;
  const items = answer.breakdown;
  const drill = state.info.drill;
  return {
    kind,
    categories: items.map((i) => i.label),
    series: [{ name: state.info.label, unit: answer.unit, values: items.map((i) => i.value) }],
    drill: drill ? (i) => (items[i] ? sliceDrillUrl(drill, items[i], range, state.info.metric) : null) : undefined,
  };
}

/**
 * /dashboard/analysis (commerce.md §7.1): eight KPI cards and seven charts over the metric layer, for
 * the range in the address. Each figure is its own query (parallel, own loading and error); figures
 * the caller may not read (not in `/metrics`) are not shown. The top bar's filters (下单端, 支付方式,
 * 订单类型) are in the address too; a 成交趋势 bucket opens its paid orders in a drawer (当日订单).
 */
export function AnalysisPage() {
  const [params, setParams] = useSearchParams();
  // What 今天 is for this visit of the page (a range in the address stays as it was written).
  const [now] = useState(() => Date.now());
  const range = readRange(params, now);
  const filters = readFilters(params);
  // The 成交趋势 bucket whose orders the drawer lists.
  const [bucketOpen, setBucketOpen] = useState<{ from: string; to: string; label: string } | null>(null);
  const { catalogue, loading, error, retry } = useMetricCatalogue();
  const info = (...ids: string[]) => pickInfo(catalogue, ids);

  const cards = CARDS.map((ids) => pickInfo(catalogue, ids));
  const cardStates = useMetrics(cards, range, { withSeries: true });
  const byId = (id: string) => cardStates.find((s) => s?.info.metric === id) ?? null;
  const gmv = byId("gmv");
  const paidOrders = byId("paidOrders");
  const newVisitors = byId("newVisitors");
  const dau = cardStates[5] ?? null;
  const byOrderType = useMetric(info("gmvByOrderType"), range);
  const byPayChannel = useMetric(info("gmvByPayChannel"), range, { withSeries: true });
  const byRegisterChannel = useMetric(info("newVisitorsByChannel"), range);
  const topCourses = useMetric(info("topCourses"), range);
  const funnel = useMetric(info("funnel"), range);

  const setRange = (r: DateRange) => setParams(writeRange(params, r));
  const setFilters = (f: MetricFilters) => setParams(writeFilters(params, f));
  const g = range.granularity;

  if (error) return <div className="rounded bg-white p-6"><FigureError label="指标目录" error={error} retry={retry} /></div>;
  return (
    <div className="space-y-4" data-testid="dashboard-analysis">
      <DateRangeBar range={range} now={now} onChange={setRange} filters={filters} onFilters={setFilters} />
      <BucketOrdersSheet days={bucketOpen} title={bucketOpen ? `当日订单 · ${bucketOpen.label}` : "当日订单"} filters={filters} onClose={() => setBucketOpen(null)} />
      {loading ? <Skeleton height={120} label="指标" /> : cards.every((c) => !c) && !byOrderType && !byRegisterChannel ? (
        <p className="rounded bg-white p-6 text-gray-600">你的账号没有可查看的经营指标（需要订单的查看权限）。</p>
      ) : (
        <>
          <section aria-label="核心指标" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {cardStates.map((s) => s && <KpiCard key={s.info.metric} state={s} range={range} />)}
          </section>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <ChartFigure title="成交趋势" wide figures={[gmv, paidOrders]} height={300} onPick={(i) => {
              const bucket = bucketsOf([gmv?.answer?.series, paidOrders?.answer?.series])[i];
              if (bucket) setBucketOpen({ ...bucketDays(bucket, g, range), label: bucketLabel(bucket, g) });
            }} build={([a, b]) => {
              const buckets = bucketsOf([a?.series, b?.series]);
              const drill = gmv?.info.drill;
              return {
                kind: "bars", zoom: buckets.length > 31,
                categories: buckets.map((x) => bucketLabel(x, g)),
                series: [
                  ...(paidOrders && b ? [{ name: paidOrders.info.label, unit: b.unit, values: valuesAt(b.series, buckets), right: true }] : []),
                  { name: gmv?.info.label ?? "成交额", unit: a?.unit ?? "fen", values: valuesAt(a?.series, buckets), line: true },
                ],
                drill: drill ? (i) => (buckets[i] ? bucketDrillUrl(drill, buckets[i], g, range) : null) : undefined,
              };
            }} />
            <ChartFigure title="收入构成" figures={[byOrderType]} build={([a]) => breakdownSpec("pie", byOrderType, a, range)} />
            <ChartFigure title="支付渠道" figures={[byPayChannel]} build={([a]) => {
              const items = a?.breakdown ?? [];
              const buckets = bucketsOf(items.map((i) => i.series));
              const drill = byPayChannel?.info.drill;
              return {
                kind: "bars",
                categories: buckets.map((x) => bucketLabel(x, g)),
                series: items.map((i) => ({ name: i.label, unit: a?.unit ?? "fen", values: valuesAt(i.series, buckets), stack: "channel" })),
                drill: drill ? (b, s) => {
                  const item = items[s];
                  const bucket = buckets[b];
                  if (!item || !bucket) return null;
                  return sliceDrillUrl(drill, item, bucketDays(bucket, g, range), "gmvByPayChannel");
                } : undefined,
              };
            }} />
            <ChartFigure title="用户增长" figures={[newVisitors, dau]} build={([a, b]) => {
              const buckets = bucketsOf([a?.series, b?.series]);
              const drill = newVisitors?.info.drill;
              return {
                kind: "bars",
                categories: buckets.map((x) => bucketLabel(x, g)),
                series: [
                  { name: newVisitors?.info.label ?? "新增用户", unit: a?.unit ?? "count", values: valuesAt(a?.series, buckets), line: true },
                  ...(dau && b ? [{ name: "日活（DAU）", unit: b.unit, values: valuesAt(b.series, buckets), line: true }] : []),
                ],
                drill: drill ? (i) => (buckets[i] ? bucketDrillUrl(drill, buckets[i], g, range) : null) : undefined,
              };
            }} />
            <ChartFigure title="新增用户来源" figures={[byRegisterChannel]} build={([a]) => breakdownSpec("pie", byRegisterChannel, a, range)} />
            <ChartFigure title="热销课程 TOP 10" figures={[topCourses]} height={320} build={([a]) => breakdownSpec("hbar", topCourses, a, range)} />
            <ChartFigure title="转化漏斗" figures={[funnel]} build={([a]) => breakdownSpec("funnel", funnel, a, range)} />
          </div>
        </>
      )}
    </div>
  );
}
