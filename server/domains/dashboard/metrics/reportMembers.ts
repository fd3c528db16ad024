import { sql } from "kysely";
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { paidSeries, paidValue } from "./orderQueries";
import { DAY } from "./period";
import { num, registerMetric, type FilterName, type MetricDef, type MetricInput } from "./registry";

/**
 * 运营报表 (commerce.md §7.2) columns over visitors and orders that no other figure gives: MAU and the
 * revenue of one order type (新增会员 and 续费会员 are 会员分析's newVip and renewedVip).
 */
const ORDER_FILTERS: readonly FilterName[] = ["platform", "payChannel"];

/** MAU at the end of each bucket: distinct visitors active in the 30 days up to that day (never past today). */
async function mauAt(input: MetricInput, ends: readonly number[]): Promise<number[]> {
  const windows = ends.map((end, i) => {
    const last = Math.min(end - 1, input.now);
    return sql`select ${sql.lit(i)} as i, ${sql.lit(shanghaiDate(last - 29 * DAY))} as lo, ${sql.lit(shanghaiDate(last))} as hi`;
  });
  const platforms = input.filters.platform;
  const rows = await input.db.selectFrom(sql<{ i: number; lo: string; hi: string }>`(${sql.join(windows, sql` union all `)})`.as("w"))
    .innerJoin("visitor_daily_active as a", (join) => join.on((eb) => eb.and([
      eb("a.date", ">=", eb.ref("w.lo")), eb("a.date", "<=", eb.ref("w.hi")),
      ...(platforms?.length ? [eb("a.platform", "in", [...platforms])] : []),
    ])))
    .select([sql.ref("w.i").as("i"), sql<unknown>`count(distinct ${sql.ref("a.visitorId")})`.as("v")])
    .groupBy(sql.ref("w.i")).execute();
  const out = new Array<number>(ends.length).fill(0);
  for (const r of rows) out[num(r.i)] = num(r.v);
  return out;
}

export const reportMau: MetricDef = {
  metric: "reportMau", label: "MAU", unit: "count", object: "order", filters: ["platform"],
  drill: { route: "/tourist/tourist", filter: { field: "lastActiveAt" } },
  definition: "月活：截至当天（含）往前 30 天内至少活跃一天的不同用户数；指标值取所选期间最后一天（不晚于今天），按日、周、月时每段取段末那天。",
  async compute(input) {
    const [value] = await mauAt(input, [input.period.end]);
    if (!input.buckets) return { value: value ?? 0 };
    const values = await mauAt(input, input.buckets.map((b) => b.end));
    return { value: value ?? 0, series: input.buckets.map((b, i) => ({ bucket: b.bucket, value: values[i] ?? 0 })) };
  },
};

// 新增会员 and 续费会员 are the VIP analysis's own figures (newVip, renewedVip in vipAnalysis.ts): one definition each.

/** 会员收入 / 课程收入 / 充值收入: 成交额 of one order type (§7.0 GMV, by paidAt). */
function revenueOf(orderType: string, metric: string, label: string, route: string, what: string): MetricDef {
  const typed = (input: MetricInput): MetricInput => ({ ...input, filters: { ...input.filters, orderType: [orderType] } });
  return {
    metric, label, unit: "fen", object: "order", filters: ORDER_FILTERS, drill: { route, filter: { field: "paidAt" } },
    definition: `${what}支付订单实付金额之和，按支付时间计（之后的退款不减，见退款额）。`,
    async compute(input) {
      const value = await paidValue(typed(input), "gmv");
      const series = input.buckets ? await paidSeries(typed(input), "gmv") : undefined;
      return { value, ...(series ? { series } : {}) };
    },
    previousValue: (input) => paidValue(typed(input), "gmv"),
  };
}

export const reportVipRevenue = revenueOf("VIP", "reportVipRevenue", "会员收入", "/order/vip", "会员订单（不含兑换码、后台开通等 0 元订单）");
export const reportCourseRevenue = revenueOf("COURSE", "reportCourseRevenue", "课程收入", "/order/course", "课程订单（书院课程与公开课）");
export const reportTopupRevenue = revenueOf("TOPUP", "reportTopupRevenue", "充值收入", "/order/topup", "充值订单（用户预存的余额）");

registerMetric(reportMau, reportVipRevenue, reportCourseRevenue, reportTopupRevenue);
