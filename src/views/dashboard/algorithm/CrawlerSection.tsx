import { useId } from "react";
import { ChartFigure } from "../ChartFigure";
import { drillUrl } from "../drill";
import { KpiCard } from "../KpiCard";
import { bucketLabel, type DateRange } from "../range";
import { useMetrics, type useMetricCatalogue } from "../useMetric";

type Catalogue = ReturnType<typeof useMetricCatalogue>["catalogue"];

/** The crawler targets the 抓取页数 chart shows, the most pages first. */
const TOP_TARGETS = 10;

/**
 * 爬虫运行 (issue 26: "crawler runs of /tools"): runs, success rate, pages, new items and errors over the
 * runs of /tools/crawler/runs started in the window's days; a bar per day stacked by status (a segment
 * → that day's runs of that status) and the targets with the most pages (a bar → that target's runs).
 * Runs are sparse, so 7 天 / 30 天 are the windows that show much. Shown only with R(crawler).
 */
export function CrawlerSection({ catalogue, range }: { catalogue: Catalogue; range: DateRange }) {
  const headingId = useId();
  const figures = useMetrics(["crawlerRuns", "crawlerSuccessRate", "crawlerPages", "crawlerItemsNew", "crawlerErrors"].map((m) => catalogue?.get(m)), range, { withSeries: true });
  const [runs, , pages] = figures;
  if (figures.every((f) => !f)) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="algorithm-crawler">
      <h2 id={headingId} className="font-medium">爬虫运行 <span className="text-xs font-normal text-gray-600">（按开始时间，{range.from} 至 {range.to}，按整天）</span></h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {figures.map((s) => s && <KpiCard key={s.info.metric} state={s} range={range} />)}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartFigure title="每日运行次数（按状态）" figures={[runs ?? null]} build={([a]) => {
          const statuses = (a?.breakdown ?? []).filter((b) => b.value > 0);
          const days = a?.series ?? [];
          const drill = runs?.info.drill;
          return {
            kind: "bars", categories: (a?.value ?? 0) > 0 ? days.map((p) => bucketLabel(p.bucket, "day")) : [],
            series: statuses.map((s) => ({ name: s.label, unit: "count" as const, stack: "status", values: days.map((_, i) => s.series?.[i]?.value ?? 0) })),
            drill: drill ? (i, k) => {
              const day = days[i]?.bucket;
              const status = statuses[k]?.key;
              return day && status ? drillUrl(drill, day, day, { status }) : null;
            } : undefined,
          };
        }} />
        <ChartFigure title={`抓取页数 TOP ${TOP_TARGETS} 爬虫任务`} figures={[pages ?? null]} build={([a]) => {
          const top = (a?.breakdown ?? []).filter((b) => b.value > 0).slice(0, TOP_TARGETS);
          const drill = pages?.info.drill;
          return {
            kind: "hbar", categories: top.map((b) => b.label),
            series: [{ name: "抓取页数", unit: "count", values: top.map((b) => b.value) }],
            drill: drill ? (i) => (top[i] ? drillUrl(drill, range.from, range.to, { targetId: top[i].key }) : null) : undefined,
          };
        }} />
      </div>
    </section>
  );
}
