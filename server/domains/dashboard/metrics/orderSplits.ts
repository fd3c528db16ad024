import { ORDER_TYPES, PAY_CHANNELS } from "../../../../src/catalogue/commerce";
import { paidValue } from "./orderQueries";
import { summaryGmvBy, summaryTopCourses } from "./orderSummary";
import { num, registerMetric, seriesFrom, type BreakdownItem, type FilterName, type MetricDef, type MetricInput } from "./registry";

/** GMV split by order type, pay channel and course (commerce.md §7.1 收入构成, 支付渠道, 热销课程 TOP 10). */
const ORDER_FILTERS: readonly FilterName[] = ["platform", "payChannel", "orderType"];
const BY_PAID_AT = { route: "/order/vip", filter: { field: "paidAt" } } as const;
const ORDER_ROUTES: Readonly<Record<string, string>> = { VIP: "/order/vip", TOPUP: "/order/topup", COURSE: "/order/course", AUCTION: "/order/auction" };
const labelOf = (options: readonly { value: string; label: string }[], key: string) => options.find((o) => o.value === key)?.label ?? key;

/** Σ payAmount of paid orders by one column, largest first, with per-bucket series when asked (from the daily summary). */
async function gmvBy(input: MetricInput, column: "orderType" | "payChannel"): Promise<{ key: string; value: number; series?: BreakdownItem["series"] }[]> {
  const { totals, perBucket } = await summaryGmvBy(input, column);
  // The summary holds a missing dimension as empty text.
  const keyOf = (k: unknown) => (k === null || k === undefined || k === "" ? "UNKNOWN" : String(k));
  const items = totals.map((r) => ({ key: keyOf(r.k), value: num(r.v) })).filter((i) => i.value > 0).sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  const { buckets } = input;
  if (!buckets || !perBucket) return items;
  return items.map((i) => ({ ...i, series: seriesFrom(buckets, perBucket.filter((r) => keyOf(r.k) === i.key)) }));
}

export const gmvByOrderType: MetricDef = {
  metric: "gmvByOrderType", label: "收入构成", unit: "fen", object: "order", filters: ORDER_FILTERS, drill: BY_PAID_AT,
  definition: "成交额按订单类型（会员、充值、课程、拍卖）拆分；各项之和等于成交额。充值为用户预存的余额，单独列出。",
  async compute(input) {
    const items = await gmvBy(input, "orderType");
    return {
      value: items.reduce((n, i) => n + i.value, 0),
      breakdown: items.map((i) => ({ ...i, label: labelOf(ORDER_TYPES, i.key), ...(ORDER_ROUTES[i.key] ? { route: ORDER_ROUTES[i.key] } : {}) })),
    };
  },
  previousValue: (input) => paidValue(input, "gmv"),
};

export const gmvByPayChannel: MetricDef = {
  metric: "gmvByPayChannel", label: "支付渠道", unit: "fen", object: "order", filters: ORDER_FILTERS, drill: BY_PAID_AT,
  definition: "成交额按支付方式（微信支付、支付宝、苹果内购、余额）拆分，按粒度给出每段的分项（堆叠柱）；各项之和等于成交额。",
  async compute(input) {
    const items = await gmvBy(input, "payChannel");
    return { value: items.reduce((n, i) => n + i.value, 0), breakdown: items.map((i) => ({ ...i, label: labelOf(PAY_CHANNELS, i.key) })) };
  },
  previousValue: (input) => paidValue(input, "gmv"),
};

/** How many courses 热销课程 lists. */
export const TOP_COURSES = 10;

export const topCourses: MetricDef = {
  metric: "topCourses", label: "热销课程 TOP 10", unit: "fen", object: "order", filters: ["platform", "payChannel"],
  drill: { route: "/order/course", filter: { field: "paidAt" } },
  definition: "课程订单（书院课程与公开课）的成交额按课程汇总，取前 10；课程名取订单上的课程名。指标值为全部课程订单的成交额（不只前 10）。",
  async compute(input) {
    const course = { ...input, filters: { ...input.filters, orderType: ["COURSE"] } };
    const rows = await summaryTopCourses(course, TOP_COURSES);
    // The summary holds a missing course id as 0 and a missing type as empty text.
    const idOf = (c: unknown) => (c === null || c === undefined || num(c) === 0 ? "" : String(num(c)));
    return {
      value: await paidValue(course, "gmv"),
      breakdown: rows.map((r) => ({ key: `${String(r.t ?? "")}:${idOf(r.c)}`, label: String(r.n ?? `课程 ${idOf(r.c)}`), value: num(r.v) })),
    };
  },
  previousValue: (input) => paidValue({ ...input, filters: { ...input.filters, orderType: ["COURSE"] } }, "gmv"),
};

registerMetric(gmvByOrderType, gmvByPayChannel, topCourses);
