import { useId } from "react";
import type { MetricDrill } from "../../../rpc/dashboard";
import { ChartFigure } from "../ChartFigure";
import { drillUrl } from "../drill";
import { KpiCard } from "../KpiCard";
import type { DateRange } from "../range";
import { useMetrics, type useMetricCatalogue } from "../useMetric";

type Catalogue = ReturnType<typeof useMetricCatalogue>["catalogue"];

/** The versions the latency split names (`<version>|p50`, `<version>|p95`; 「全部」 first). */
function latencyVersions(keys: readonly string[]): string[] {
  return [...new Set(keys.map((k) => k.slice(0, k.lastIndexOf("|"))))];
}

/**
 * 以图识画记录 (content.md §12.7, §15.3): hit rate, latency P95 and wrong-feedback rate over the
 * recognition records of the window's days, and both by model version — a bar per version, a bar
 * drilling into that version's records (误识反馈率: its wrong ones). Shown only with R(shitu).
 */
export function RecognitionSection({ catalogue, range }: { catalogue: Catalogue; range: DateRange }) {
  const headingId = useId();
  const [hit, latency, wrong] = useMetrics(["recognitionHitRate", "recognitionLatency", "recognitionWrongRate"].map((m) => catalogue?.get(m)), range, { withSeries: true });
  if (!hit && !latency && !wrong) return null;
  const recordsOf = (drill: MetricDrill | null | undefined, version: string, where: Record<string, string> = {}) =>
    drill ? drillUrl(drill, range.from, range.to, { ...(version === "全部" ? {} : { modelVersion: version }), ...where }) : null;
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="algorithm-recognition">
      <h2 id={headingId} className="font-medium">以图识画记录 <span className="text-xs font-normal text-gray-600">（识图记录逐条统计，{range.from} 至 {range.to}，按整天）</span></h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {[hit, latency, wrong].map((s) => s && <KpiCard key={s.info.metric} state={s} range={range} />)}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartFigure title="命中率与误识反馈率（按模型版本）" figures={[wrong ?? null, hit ?? null]} build={([w, h]) => {
          const versions = [...new Set([...(w?.breakdown ?? []), ...(h?.breakdown ?? [])].map((b) => b.key))].sort();
          const of = (items: typeof w, v: string) => items?.breakdown?.find((b) => b.key === v)?.value ?? 0;
          return {
            kind: "bars", categories: versions,
            series: [
              { name: "误识反馈率", unit: "ratio", values: versions.map((v) => of(w, v)) },
              ...(hit ? [{ name: "命中率", unit: "ratio" as const, values: versions.map((v) => of(h, v)) }] : []),
            ],
            drill: (i, k) => {
              const v = versions[i];
              if (v === undefined) return null;
              return k === 0 ? recordsOf(wrong?.info.drill, v, { feedback: "wrong" }) : recordsOf(hit?.info.drill, v);
            },
          };
        }} />
        <ChartFigure title="识图耗时 P50 / P95（毫秒，按模型版本）" figures={[latency ?? null]} build={([a]) => {
          const items = a?.breakdown ?? [];
          const versions = latencyVersions(items.map((b) => b.key));
          const at = (v: string, p: string) => items.find((b) => b.key === `${v}|${p}`)?.value ?? 0;
          return {
            kind: "bars", categories: (a?.value ?? 0) > 0 ? versions : [],
            series: [
              { name: "P50（毫秒）", unit: "count", values: versions.map((v) => at(v, "p50")) },
              { name: "P95（毫秒）", unit: "count", values: versions.map((v) => at(v, "p95")) },
            ],
            drill: (i) => (versions[i] !== undefined ? recordsOf(latency?.info.drill, versions[i]) : null),
          };
        }} />
      </div>
    </section>
  );
}
