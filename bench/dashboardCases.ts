import { periodOf } from "../server/domains/dashboard/metrics/period";
import { defaultGranularity, presetRange } from "../src/views/dashboard/range";
import type { DbKind } from "./listServer";

/**
 * What bench/dashboard.ts times: every figure /dashboard/analysis shows, asked as AnalysisPage asks it (useMetric.ts:
 * the eight KPI cards and 支付渠道 with a series at the range's granularity, the other charts without), over three of
 * the date bar's presets, without and with one filter (支付方式 = 微信支付) where the figure honours it.
 */
export interface FigureAsk {
  readonly metric: string;
  readonly withSeries: boolean;
}

export const FIGURES: readonly FigureAsk[] = [
  ...["gmv", "netRevenue", "paidOrders", "payingVisitors", "newVisitors", "dau", "activeVip", "aov"].map((metric) => ({ metric, withSeries: true })),
  { metric: "gmvByOrderType", withSeries: false },
  { metric: "gmvByPayChannel", withSeries: true },
  { metric: "newVisitorsByChannel", withSeries: false },
  { metric: "topCourses", withSeries: false },
  { metric: "funnel", withSeries: false },
];

export type RangeId = "last12Months" | "last30" | "today";
export const RANGES: readonly { id: RangeId; label: string }[] = [
  { id: "last12Months", label: "近12个月（按月）" },
  { id: "last30", label: "近30天（按日）" },
  { id: "today", label: "今天" },
];

/** The one filter the bench adds: what a user picks first in the top bar. */
export const FILTER = { payChannel: ["WXPAY"] } as const;

export interface Ask {
  readonly figure: FigureAsk;
  readonly range: RangeId;
  readonly filtered: boolean;
}

/** The `DashboardServiceAdmin/query` payload the page sends for an ask, as of `now`. */
export function payloadOf(ask: Ask, now: number) {
  const { from, to } = presetRange(ask.range, now);
  return {
    metric: ask.figure.metric, from, to,
    ...(ask.figure.withSeries ? { granularity: defaultGranularity(from, to) } : {}),
    ...(ask.filtered ? { filters: FILTER } : {}),
  };
}

export type Param = string | number;
export interface PlainSql { readonly text: string; readonly params: readonly Param[] }

const PAID = `"status" in ('PAID', 'REFUNDING', 'PARTIAL_REFUNDED', 'REFUNDED') and "payAmount" > 0`;

/**
 * The same figure by plain SQL over the generated rows (the definitions of commerce.md §7.0 written out by hand),
 * for the sanity line: a fast wrong answer must not pass. Null where the bench has no such check.
 * Every statement answers one row with a column `v`; `scale` rounds as the figure does (DAU mean, 客单价).
 */
export function plainSql(ask: Ask, now: number, kind: DbKind): { stmts: PlainSql[]; combine: (v: number[]) => number } | null {
  const { from, to } = presetRange(ask.range, now);
  const p = periodOf(from, to);
  let n = 0;
  const ph = () => (kind === "postgres" ? `$${++n}` : "?");
  const channel = (alias: string) => (ask.filtered ? ` and ${alias}"payChannel" = 'WXPAY'` : "");
  const paid = (agg: string): PlainSql => {
    n = 0;
    return { text: `select ${agg} as v from orders where "paidAt" >= ${ph()} and "paidAt" < ${ph()} and ${PAID}${channel("")}`, params: [p.start, p.end] };
  };
  const refunds = (): PlainSql => {
    n = 0;
    return {
      text: `select coalesce(sum(r."amount"), 0) as v from refund r join orders o on o."Id" = r."orderId" where r."status" = 'SUCCESS' and r."successAt" >= ${ph()} and r."successAt" < ${ph()}${channel("o.")}`,
      params: [p.start, p.end],
    };
  };
  const one = (s: PlainSql) => ({ stmts: [s], combine: (v: number[]) => v[0] ?? 0 });
  switch (ask.figure.metric) {
    case "gmv":
    case "gmvByOrderType":
    case "gmvByPayChannel":
      return one(paid(`coalesce(sum("payAmount"), 0)`));
    case "paidOrders":
      return one(paid("count(*)"));
    case "payingVisitors":
      return one(paid(`count(distinct "visitorId")`));
    case "netRevenue":
      return { stmts: [paid(`coalesce(sum("payAmount"), 0)`), refunds()], combine: ([g, r]) => (g ?? 0) - (r ?? 0) };
    case "aov":
      return { stmts: [paid(`coalesce(sum("payAmount"), 0)`), paid("count(*)")], combine: ([g, c]) => (c ? Math.round((g ?? 0) / c) : 0) };
    case "newVisitors":
    case "newVisitorsByChannel":
      n = 0;
      return one({ text: `select count(*) as v from visitor where "registerAt" >= ${ph()} and "registerAt" < ${ph()}`, params: [p.start, p.end] });
    case "dau":
      n = 0;
      return {
        stmts: [{ text: `select count(*) as v from visitor_daily_active where "date" >= ${ph()} and "date" <= ${ph()}`, params: [from, to] }],
        combine: ([c]) => Math.round(((c ?? 0) / p.days) * 10) / 10,
      };
    default:
      return null;
  }
}
