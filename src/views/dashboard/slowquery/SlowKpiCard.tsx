import { Link } from "react-router";
import { KpiCard } from "../KpiCard";
import type { DateRange } from "../range";
import type { MetricState } from "../useMetric";

/**
 * The shared KPI card, leading to the samples list with the page's filters (its own link carries only
 * the days): the card is drawn without a link and wrapped in one. While it loads or fails it is no link,
 * so its 重试 button is not inside one.
 */
export function SlowKpiCard({ state, range, to }: { state: MetricState; range: DateRange; to: string }) {
  const card = <KpiCard state={{ ...state, info: { ...state.info, drill: null } }} range={range} />;
  if (state.error || state.loading || !state.answer) return card;
  return (
    <Link to={to} className="block rounded outline-offset-2 hover:ring-1 hover:ring-primary focus-visible:ring-2 focus-visible:ring-primary" data-testid="slowquery-kpi-link">
      {card}
    </Link>
  );
}
