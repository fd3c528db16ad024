import { useState } from "react";
import { useSearchParams } from "react-router";
import { RECONCILE_BATCH_STATUSES } from "../../../catalogue/resources/payment/reconcileBatch";
import type { MetricInfo } from "../../../rpc/dashboard";
import { ChartFigure } from "../ChartFigure";
import { DateRangeBar } from "../DateRangeBar";
import { FigureError, Skeleton } from "../FigureState";
import { presetRange, readRange, writeRange, type DateRange } from "../range";
import { useMetric, useMetricCatalogue, useMetrics } from "../useMetric";
import { BkCard } from "./BkCard";
import { accountSpec, artistSpec, compositionSpec, ENTRY_DRILL, feeRateSpec, monthlySpec, orderCheckSpec, reconcileSpec } from "./specs";

/** The four KPI cards of §7.3 and the entry-list filters each links with. */
const CARDS: readonly { id: string; filters: Record<string, string> }[] = [
  { id: "bkIncome", filters: { direction: "INCOME" } },
  { id: "bkExpense", filters: { direction: "EXPENSE" } },
  { id: "bkBalance", filters: {} },
  { id: "bkGrossMargin", filters: {} },
];

/** The page's range: the address's, else the last twelve months by month (a finance report reads in months). */
function rangeOf(params: URLSearchParams, now: number): DateRange {
  if (params.has("from") || params.has("to")) return readRange(params, now);
  return { ...presetRange("last12Months", now), granularity: "month" };
}

/**
 * /dashboard/orderbookkeeping 账务报表 (commerce.md §7.3): income, expense, balance and margin of the
 * entries, their months, categories and accounts, the orders-against-entries check, the reconcile
 * batches, channel fee rates and the artists' shares. Money charts are monthly; the checks follow the
 * bar's granularity. Every figure loads on its own; every value drills into the list it sums.
 */
export function BookkeepingPage() {
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const range = rangeOf(params, now);
  const monthly: DateRange = { ...range, granularity: "month" };
  const g = range.granularity;
  const { catalogue, loading, error, retry } = useMetricCatalogue();
  const info = (id: string): MetricInfo | undefined => catalogue?.get(id);

  const cards = useMetrics(CARDS.map((c) => info(c.id)), range);
  const balance = useMetric(info("bkBalance"), monthly, { withSeries: true });
  const byCategory = useMetric(info("bkByCategory"), monthly, { withSeries: true });
  const byAccount = useMetric(info("bkByAccount"), monthly, { withSeries: true });
  const orderCheck = useMetric(info("bkOrderCheck"), range, { withSeries: true });
  const reconcile = useMetric(info("bkReconcile"), range, { withSeries: true });
  const feeRate = useMetric(info("bkFeeRate"), range, { withSeries: true });
  const artistShare = useMetric(info("bkArtistShare"), range);
  const artistTop = useMetric(info("bkArtistTop"), range);

  if (error) return <div className="rounded bg-white p-6"><FigureError label="指标目录" error={error} retry={retry} /></div>;
  return (
    <div className="space-y-4" data-testid="dashboard-bookkeeping">
      <DateRangeBar range={range} now={now} onChange={(r) => setParams(writeRange(params, r))} />
      {loading ? <Skeleton height={120} label="指标" /> : cards.every((c) => !c) ? (
        <p className="rounded bg-white p-6 text-gray-600">你的账号没有可查看的账务指标（需要订单的查看权限）。</p>
      ) : (
        <>
          <section aria-label="核心指标" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {cards.map((s, i) => s && <BkCard key={s.info.metric} state={s} range={range} drill={ENTRY_DRILL} filters={CARDS[i]?.filters} />)}
          </section>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <ChartFigure title="月度收支" wide height={340} figures={[byCategory, balance]} build={([a, b]) => monthlySpec(a, b, range)} />
            <ChartFigure title="收入构成" figures={[byCategory]} build={([a]) => compositionSpec(a, "INCOME", range)} />
            <ChartFigure title="支出构成" figures={[byCategory]} build={([a]) => compositionSpec(a, "EXPENSE", range)} />
            <ChartFigure title="资金账户流水" wide figures={[byAccount]} build={([a]) => accountSpec(a, range)} />
            <ChartFigure title="订单与账目核对" wide height={320} figures={[orderCheck]} build={([a]) => orderCheckSpec(a, g, range)} />
            <ChartFigure title="对账状态" figures={[reconcile]} build={([a]) => reconcileSpec(a, RECONCILE_BATCH_STATUSES, g, range)} />
            <ChartFigure title="渠道费率" figures={[feeRate]} build={([a]) => feeRateSpec(a, g)} />
            <ChartFigure title="艺术家分成（按状态）" figures={[artistShare]} build={([a]) => artistSpec(a, "status", "bars")} />
            <ChartFigure title="艺术家分成 TOP 10" figures={[artistTop]} height={320} build={([a]) => artistSpec(a, "artistId", "hbar")} />
          </div>
        </>
      )}
    </div>
  );
}
