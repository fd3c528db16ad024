import { combine, paidSeries, paidValue, perHead, refundSeries, refundValue } from "./orderQueries";
import { registerMetric, type FilterName, type MetricDef } from "./registry";

/** Order money and counts (commerce.md §7.0), all over R(order), drilling into the orders list by paidAt. */
const ORDER_FILTERS: readonly FilterName[] = ["platform", "payChannel", "orderType"];
const BY_PAID_AT = { route: "/order/vip", filter: { field: "paidAt" } } as const;
const PAID = "支付订单：支付时间在所选期间内、实付金额大于 0 的订单（已支付、退款中、部分退款、已退款——之后的退款不取消其支付）";

export const gmv: MetricDef = {
  metric: "gmv", label: "成交额", unit: "fen", object: "order", filters: ORDER_FILTERS, drill: BY_PAID_AT,
  definition: `支付订单实付金额之和，按支付时间计，含全部订单类型（会员、充值、课程、拍卖）。${PAID}。`,
  async compute(input) {
    return { value: await paidValue(input, "gmv"), ...(input.buckets ? { series: await paidSeries(input, "gmv") } : {}) };
  },
  previousValue: (input) => paidValue(input, "gmv"),
};

export const paidOrders: MetricDef = {
  metric: "paidOrders", label: "支付订单数", unit: "count", object: "order", filters: ORDER_FILTERS, drill: BY_PAID_AT,
  definition: `支付订单的笔数。${PAID}。`,
  async compute(input) {
    return { value: await paidValue(input, "count"), ...(input.buckets ? { series: await paidSeries(input, "count") } : {}) };
  },
  previousValue: (input) => paidValue(input, "count"),
};

export const payingVisitors: MetricDef = {
  metric: "payingVisitors", label: "付费用户数", unit: "count", object: "order", filters: ORDER_FILTERS, drill: BY_PAID_AT,
  definition: `有支付订单的不同用户数（每个分段内各自去重，分段之和可大于整段）。${PAID}。`,
  async compute(input) {
    return { value: await paidValue(input, "visitors"), ...(input.buckets ? { series: await paidSeries(input, "visitors") } : {}) };
  },
  previousValue: (input) => paidValue(input, "visitors"),
};

export const refundAmount: MetricDef = {
  metric: "refundAmount", lowerIsBetter: true, label: "退款额", unit: "fen", object: "order", filters: ORDER_FILTERS,
  definition: "退款成功的退款单金额之和，按退款成功时间计（与原订单支付时间无关）；下单端、订单类型按原订单筛选。",
  async compute(input) {
    return { value: await refundValue(input), ...(input.buckets ? { series: await refundSeries(input) } : {}) };
  },
  previousValue: (input) => refundValue(input),
};

export const netRevenue: MetricDef = {
  metric: "netRevenue", label: "净收入", unit: "fen", object: "order", filters: ORDER_FILTERS, drill: BY_PAID_AT,
  definition: "成交额 − 退款额：期间内支付订单实付之和，减去期间内退款成功的金额（退款可属于更早支付的订单）。",
  async compute(input) {
    const [g, r] = await Promise.all([paidValue(input, "gmv"), refundValue(input)]);
    if (!input.buckets) return { value: g - r };
    const [gs, rs] = await Promise.all([paidSeries(input, "gmv"), refundSeries(input)]);
    return { value: g - r, series: combine(gs, rs, (x, y) => x - y) };
  },
  previousValue: async (input) => (await paidValue(input, "gmv")) - (await refundValue(input)),
};

export const aov: MetricDef = {
  metric: "aov", label: "客单价", unit: "fen", object: "order", filters: ORDER_FILTERS, drill: BY_PAID_AT,
  definition: "成交额 ÷ 支付订单数，四舍五入到分；没有支付订单时为 0。",
  async compute(input) {
    const [g, n] = await Promise.all([paidValue(input, "gmv"), paidValue(input, "count")]);
    if (!input.buckets) return { value: perHead(g, n) };
    const [gs, ns] = await Promise.all([paidSeries(input, "gmv"), paidSeries(input, "count")]);
    return { value: perHead(g, n), series: combine(gs, ns, perHead) };
  },
};

registerMetric(gmv, paidOrders, payingVisitors, refundAmount, netRevenue, aov);
