import { useId } from "react";
import { Link } from "react-router";
import type { MetricDrill } from "../../../rpc/dashboard";
import { drillUrl } from "../drill";
import { FigureError, Skeleton } from "../FigureState";
import { changeOf, formatExact, formatFigure } from "../format";
import type { DateRange } from "../range";
import type { MetricState } from "../useMetric";

const ARROW = { up: "↑", down: "↓", flat: "→" } as const;
const TONE = { up: "text-green-700", down: "text-red-700", flat: "text-gray-600" } as const;

/**
 * A KPI of the bookkeeping report: as the shared KpiCard (value, 环比, 数据口径), but its link carries
 * the entry list's own filters beside the days (收入 → f.direction=INCOME), which KpiCard's drill
 * cannot express.
 */
export function BkCard({ state, range, drill, filters = {} }: { state: MetricState; range: DateRange; drill: MetricDrill; filters?: Record<string, string> }) {
  const { info, answer, loading, error, retry } = state;
  const definitionId = useId();
  const cardClass = "block rounded bg-white p-4 outline-offset-2";
  const change = answer ? changeOf(answer.value, answer.previous) : null;
  return (
    <div className="group relative min-w-0" data-testid="kpi-card" data-metric={info.metric}>
      {error || loading || !answer ? (
        <div className={cardClass}>
          <span className="text-sm text-gray-600">{info.label}</span>
          <div className="mt-2">{error ? <FigureError label={info.label} error={error} retry={retry} compact /> : <Skeleton height={48} label={info.label} />}</div>
        </div>
      ) : (
        <Link to={drillUrl(drill, range.from, range.to, filters)} aria-describedby={definitionId}
          className={`${cardClass} hover:ring-1 hover:ring-primary focus-visible:ring-2 focus-visible:ring-primary`}>
          <span className="block pr-8 text-sm text-gray-600">{info.label}</span>
          <span className="mt-1 block whitespace-nowrap text-xl font-medium tabular-nums sm:text-2xl" title={formatExact(answer.value, answer.unit)} data-testid="kpi-value">
            {formatFigure(answer.value, answer.unit)}
          </span>
          <span className={`mt-1 block text-xs ${change ? TONE[change.direction] : "text-gray-600"}`}>
            环比 {change ? <><span aria-hidden="true">{ARROW[change.direction]} {change.text}</span><span className="sr-only">{change.spoken}</span></> : "—"}
          </span>
        </Link>
      )}
      <span className="absolute right-3 top-3 cursor-help text-xs text-gray-600" aria-hidden="true" title={info.definition}>口径</span>
      <span id={definitionId} role="tooltip"
        className="pointer-events-none absolute left-2 right-2 top-full z-10 mt-1 hidden rounded bg-gray-800 p-2 text-xs text-white group-focus-within:block group-hover:block">
        数据口径：{info.definition}
      </span>
    </div>
  );
}
