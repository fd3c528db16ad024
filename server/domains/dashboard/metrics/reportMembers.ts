import { sql } from "kysely";
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { paidOrdersIn, paidSeries, paidValue } from "./orderQueries";
import { bucketIndexSql, DAY } from "./period";
import { num, registerMetric, seriesFrom, type FilterName, type MetricDef, type MetricInput } from "./registry";

/**
 * 运营报表 (commerce.md §7.2) columns over visitors and orders that no other figure gives: MAU, 新增会员,
 * 续费会员 and the revenue of one order type. Named `report…` so that a page defining its own newVip
 * later (§7.4) does not collide with these at registration.
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

/** Each visitor's first-ever VIP interval start (fulfilled VIP orders, as 有效会员数 counts them). */
function firstVipStarts(input: MetricInput) {
  return input.db.selectFrom("orders").where("orders.orderType", "=", "VIP").where("orders.fulfilStatus", "=", "DONE")
    .where("orders.vipStartAt", "is not", null)
    .select([sql.ref("orders.visitorId").as("visitorId"), sql<number>`min(${sql.ref("orders.vipStartAt")})`.as("first")])
    .groupBy(sql.ref("orders.visitorId"));
}

export const reportNewVip: MetricDef = {
  metric: "reportNewVip", label: "新增会员", unit: "count", object: "order", filters: [],
  drill: { route: "/order/vip", filter: { field: "paidAt" } },
  definition: "首次会员权益开始于所选期间的用户数：按用户取已发放会员订单（含兑换码、后台开通）最早的权益开始时间；全额退款收回的订单不计。",
  async compute(input) {
    const { period: p, buckets, granularity } = input;
    const inPeriod = () => input.db.selectFrom(firstVipStarts(input).as("f")).where(sql.ref("f.first"), ">=", p.start).where(sql.ref("f.first"), "<", p.end);
    const row = await inPeriod().select(sql<unknown>`count(*)`.as("v")).executeTakeFirst();
    const value = num(row?.v);
    if (!buckets || !granularity) return { value };
    const b = bucketIndexSql(sql.ref("f.first"), p, buckets, granularity);
    const rows = await inPeriod().select([b.as("b"), sql<unknown>`count(*)`.as("v")]).groupBy(sql.ref("b")).execute();
    return { value, series: seriesFrom(buckets, rows) };
  },
};

const renewals = (input: MetricInput) => ({ ...input, filters: { ...input.filters, orderType: ["VIP"] } });

export const reportRenewedVip: MetricDef = {
  metric: "reportRenewedVip", label: "续费会员", unit: "count", object: "order", filters: ORDER_FILTERS,
  drill: { route: "/order/vip", filter: { field: "paidAt" } },
  definition: "所选期间内有续费（支付时会员尚未到期）的会员支付订单的不同用户数，按支付时间计；分段内各自去重。",
  async compute(input) {
    const q = (inp: MetricInput) => paidOrdersIn(renewals(inp), inp.period, (eb) => [eb("orders.isRenewal", "=", 1)]);
    const agg = sql<unknown>`count(distinct ${sql.ref("orders.visitorId")})`;
    const value = num((await q(input).select(agg.as("v")).executeTakeFirst())?.v);
    const { buckets, granularity } = input;
    if (!buckets || !granularity) return { value };
    const b = bucketIndexSql(sql.ref("orders.paidAt"), input.period, buckets, granularity);
    const rows = await q(input).select([b.as("b"), agg.as("v")]).groupBy(sql.ref("b")).execute();
    return { value, series: seriesFrom(buckets, rows) };
  },
};

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

registerMetric(reportMau, reportNewVip, reportRenewedVip, reportVipRevenue, reportCourseRevenue, reportTopupRevenue);
