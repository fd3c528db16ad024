import { useState } from "react";
import { useSearchParams } from "react-router";
import type { MetricInfo } from "../../../rpc/dashboard";
import { ChartFigure } from "../ChartFigure";
import { DateRangeBar } from "../DateRangeBar";
import { FigureError, Skeleton } from "../FigureState";
import { KpiCard } from "../KpiCard";
import { readRange, writeRange, type DateRange } from "../range";
import { useMetric, useMetricCatalogue, useMetrics } from "../useMetric";
import { changeSpec, channelSpec, cohortSpec, redeemSpec, renewalSpec, sliceSpec, trendSpec } from "./vipSpecs";

/** The six KPI cards of §7.4, in order. */
const CARDS = ["activeVip", "newVip", "renewedVip", "churnedVip", "vipConversion", "autoRenewShare"] as const;

/**
 * /dashboard/vipaction 会员分析 (commerce.md §7.4): six KPI cards, then 有效会员趋势, 会员增减, 续费率,
 * 会员商品结构, 开通渠道, the 会员留存 cohort heatmap and 兑换码转化, for the range in the address. Each
 * figure is its own query with its own loading and error; figures the caller may not read are left out.
 */
export function VipPage() {
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const range = readRange(params, now);
  const { catalogue, loading, error, retry } = useMetricCatalogue();
  const info = (id: string): MetricInfo | undefined => catalogue?.get(id);

  const cards = useMetrics(CARDS.map((id) => info(id)), range, { withSeries: true });
  const [added, renewed, churned] = [cards[1] ?? null, cards[2] ?? null, cards[3] ?? null];
  const byLevel = useMetric(info("activeVipByLevel"), range, { withSeries: true });
  const renewal = useMetric(info("renewalRate"), range, { withSeries: true });
  const goods = useMetric(info("vipGoodsGmv"), range);
  const channels = useMetric(info("newVipByChannel"), range, { withSeries: true });
  const platforms = useMetric(info("newVipByPlatform"), range);
  const cohort = useMetric(info("vipCohort"), range);
  const redeem = useMetric(info("redeemConversion"), range);

  const setRange = (r: DateRange) => setParams(writeRange(params, r));
  const g = range.granularity;

  if (error) return <div className="rounded bg-white p-6"><FigureError label="指标目录" error={error} retry={retry} /></div>;
  return (
    <div className="space-y-4" data-testid="dashboard-vip">
      <DateRangeBar range={range} now={now} onChange={setRange} />
      {loading ? <Skeleton height={120} label="指标" /> : cards.every((c) => !c) ? (
        <p className="rounded bg-white p-6 text-gray-600">你的账号没有可查看的会员指标（需要订单的查看权限）。</p>
      ) : (
        <>
          <section aria-label="会员核心指标" className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
            {cards.map((s) => s && <KpiCard key={s.info.metric} state={s} range={range} />)}
          </section>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <ChartFigure title="有效会员趋势" wide figures={[byLevel]} height={300} build={([a]) => trendSpec(a, g, range)} />
            <ChartFigure title="会员增减" figures={[added, renewed, churned]} build={([a, r, c]) => changeSpec(
              { added: a, renewed: r, churned: c },
              { added: added?.info.drill ?? undefined, renewed: renewed?.info.drill ?? undefined, churned: churned?.info.drill ?? undefined },
              { added: "新增会员", renewed: "续费会员", churned: "流失会员" }, g, range,
            )} />
            <ChartFigure title="续费率" figures={[renewal]} build={([a]) => renewalSpec(a, renewal?.info.drill ?? undefined, g, range)} />
            <ChartFigure title="会员商品结构" figures={[goods]} build={([a]) => sliceSpec("pie", "会员成交额", a, goods?.info.drill ?? undefined, range, "vipGoodsGmv")} />
            <ChartFigure title="开通渠道" figures={[channels]} build={([a]) => channelSpec(a, channels?.info.drill ?? undefined, g, range)} />
            <ChartFigure title="会员留存（按首次开通月）" wide figures={[cohort]} height={380} build={([a]) => cohortSpec(a, cohort?.info.drill ?? undefined)} />
            <ChartFigure title="开通端" figures={[platforms]} build={([a]) => sliceSpec("pie", "新增会员", a, platforms?.info.drill ?? undefined, range, "newVipByPlatform")} />
            <ChartFigure title="兑换码转化" figures={[redeem]} build={([a]) => redeemSpec(a)} />
          </div>
        </>
      )}
    </div>
  );
}
