import { useId } from "react";
import { Link } from "react-router";
import { changeOf, formatExact, formatFigure } from "./format";
import { drillUrl } from "./drill";
import { FigureError, Skeleton } from "./FigureState";
import { ignoredNote } from "./filters";
import { daysIn, type DateRange } from "./range";
import type { MetricState } from "./useMetric";

/** A small trend line of the figure's buckets, drawn as plain SVG (eight cards need no chart engine). */
function Sparkline({ values }: { values: number[] }) {
  if (values.length < 2) return <div className="h-8" />;
  const max = Math.max(...values);
  const min = Math.min(...values, 0);
  const span = max - min || 1;
  const points = values.map((v, i) => `${(i / (values.length - 1)) * 100},${30 - ((v - min) / span) * 28}`);
  return (
    <svg viewBox="0 0 100 32" preserveAspectRatio="none" className="h-8 w-full" aria-hidden="true">
      <polygon points={`0,32 ${points.join(" ")} 100,32`} className="fill-primary-soft" />
      <polyline points={points.join(" ")} fill="none" className="stroke-primary" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

const ARROW = { up: "↑", down: "↓", flat: "→" } as const;
const TONE = { up: "text-green-700", down: "text-red-700", flat: "text-gray-600" } as const;
// For a figure where less is better (退款额, 错误率, 延迟) a rise is the bad news.
const TONE_LOWER_BETTER = { up: "text-red-700", down: "text-green-700", flat: "text-gray-600" } as const;

/** The longest range a card shows 同比 for (the server answers yearAgo up to a month). */
export const YEAR_AGO_MAX_DAYS = 31;

/** One comparison line: 环比 ↑ 12.3% (or 「—」 when there is nothing to compare with). */
function ChangeLine({ name, value, other, against, testId, lowerIsBetter }: { name: string; value: number | undefined; other: number | null | undefined; against: string; testId: string; lowerIsBetter: boolean }) {
  const change = value === undefined ? null : changeOf(value, other, against);
  const tone = lowerIsBetter ? TONE_LOWER_BETTER : TONE;
  return (
    <span className={`block text-xs ${change ? tone[change.direction] : "text-gray-600"}`} data-testid={testId}>
      {name} {change ? <><span aria-hidden="true">{ARROW[change.direction]} {change.text}</span><span className="sr-only">{change.spoken}</span></> : "—"}
    </span>
  );
}

/**
 * One KPI: the value (money in 元, 万元 from ¥100 000), 环比 against the period before, a sparkline,
 * and the 数据口径 on hover or focus. The card is a link to the list it counts, filtered on the page's
 * days: Tab to it, Enter drills.
 */
export function KpiCard({ state, range }: { state: MetricState; range: DateRange }) {
  const { info, answer, loading, error, retry } = state;
  const definitionId = useId();
  const body = error ? (
    <FigureError label={info.label} error={error} retry={retry} compact />
  ) : loading || !answer ? (
    <Skeleton height={64} label={info.label} />
  ) : null;
  // 同比 for a day, week or month: the same days a year earlier (absent from the answer of an older server).
  const yearAgoShown = daysIn(range.from, range.to) <= YEAR_AGO_MAX_DAYS && (!answer || answer.yearAgo !== undefined);
  const note = ignoredNote(state.ignored);
  const value = answer ? formatFigure(answer.value, answer.unit) : "";
  const content = (
    <>
      <span className="block pr-8 text-sm text-gray-600">{info.label}</span>
      <span className="mt-1 block whitespace-nowrap text-xl font-medium tabular-nums sm:text-2xl" title={answer ? formatExact(answer.value, answer.unit) : undefined} data-testid="kpi-value">{value}</span>
      <span className="mt-1 flex flex-wrap gap-x-3">
        <ChangeLine name="环比" value={answer?.value} other={answer?.previous} against="上期" testId="kpi-previous" lowerIsBetter={info.lowerIsBetter === true} />
        {yearAgoShown && <ChangeLine name="同比" value={answer?.value} other={answer?.yearAgo} against="去年同期" testId="kpi-year-ago" lowerIsBetter={info.lowerIsBetter === true} />}
      </span>
      {note && <span className="block text-xs text-gray-600" data-testid="figure-ignored">{note}</span>}
      <Sparkline values={answer?.series?.map((p) => p.value) ?? []} />
    </>
  );
  const cardClass = "block rounded bg-white p-4 outline-offset-2";
  return (
    <div className="group relative min-w-0" data-testid="kpi-card" data-metric={info.metric}>
      {body ? <div className={cardClass}><span className="text-sm text-gray-600">{info.label}</span><div className="mt-2">{body}</div></div>
        : info.drill ? (
          <Link to={drillUrl(info.drill, range.from, range.to)} aria-describedby={definitionId}
            className={`${cardClass} hover:ring-1 hover:ring-primary focus-visible:ring-2 focus-visible:ring-primary`}>
            {content}
          </Link>
        ) : <div className={cardClass} aria-describedby={definitionId}>{content}</div>}
      <span className="absolute right-3 top-3 cursor-help text-xs text-gray-600" aria-hidden="true" title={info.definition}>口径</span>
      <span id={definitionId} role="tooltip"
        className="pointer-events-none absolute left-2 right-2 top-full z-10 mt-1 hidden rounded bg-gray-800 p-2 text-xs text-white group-focus-within:block group-hover:block">
        数据口径：{info.definition}
      </span>
    </div>
  );
}
