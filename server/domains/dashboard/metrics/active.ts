import { sql } from "kysely";
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { paidOrdersIn, paidValue } from "./orderQueries";
import { visitorsSince } from "./visitorEvents";
import { bucketIndexOfDateSql, DAY, type Period } from "./period";
import { num, registerMetric, seriesFrom, type MetricDef, type MetricInput, type SeriesPoint } from "./registry";

/**
 * Activity (commerce.md §7.0 activeVisitors, DAU; §7.1 转化漏斗) over `visitor_daily_active`, one row per
 * visitor and China-time day, read by its `date` index; the platform filter is the platform of that day.
 */
function activeIn(input: MetricInput, p: Period = input.period) {
  const platforms = input.filters.platform;
  return input.db.selectFrom("visitor_daily_active")
    .where("visitor_daily_active.date", ">=", p.from).where("visitor_daily_active.date", "<=", p.to)
    .where((eb) => eb.and(platforms?.length ? [eb("visitor_daily_active.platform", "in", [...platforms])] : []));
}

const DISTINCT_VISITORS = sql<unknown>`count(distinct ${sql.ref("visitor_daily_active.visitorId")})`;

/** Distinct active visitors: from their last active day when exact (visitorEvents.ts), else from the daily rows. */
async function activeCount(input: MetricInput, p: Period = input.period): Promise<number> {
  return (await visitorsSince(input, "active", p)) ?? activeCountDirect(input, p);
}

async function activeCountDirect(input: MetricInput, p: Period): Promise<number> {
  const row = await activeIn(input, p).select(DISTINCT_VISITORS.as("v")).executeTakeFirst();
  return num(row?.v);
}

/** Active visitors of each day of the period, zero-filled (a day has one row per active visitor). */
async function dailyCounts(input: MetricInput, p: Period = input.period): Promise<SeriesPoint[]> {
  const rows = await activeIn(input, p).select([sql.ref("visitor_daily_active.date").as("d"), sql<unknown>`count(*)`.as("v")])
    .groupBy(sql.ref("visitor_daily_active.date")).execute();
  const byDate = new Map(rows.map((r) => [String(r.d), num(r.v)]));
  return Array.from({ length: p.days }, (_, i) => {
    const bucket = shanghaiDate(p.start + i * DAY);
    return { bucket, value: byDate.get(bucket) ?? 0 };
  });
}

/** Mean of daily values to one decimal (DAU 均值). */
const mean = (values: readonly number[]) => (values.length === 0 ? 0 : Math.round((values.reduce((n, v) => n + v, 0) / values.length) * 10) / 10);

const BY_LAST_ACTIVE = { route: "/tourist/tourist", filter: { field: "lastActiveAt" } } as const;

export const activeVisitors: MetricDef = {
  metric: "activeVisitors", label: "活跃用户", unit: "count", object: "order", filters: ["platform"], drill: BY_LAST_ACTIVE,
  definition: "所选期间内至少有一天活跃（客户端当天首次带登录态的调用）的不同用户数；分段内各自去重，分段之和可大于整段。",
  async compute(input) {
    const value = await activeCount(input);
    const { buckets, granularity } = input;
    if (!buckets || !granularity) return { value };
    if (granularity === "day") return { value, series: await dailyCounts(input) };
    const b = bucketIndexOfDateSql(sql.ref("visitor_daily_active.date"), buckets);
    const rows = await activeIn(input).select([b.as("b"), DISTINCT_VISITORS.as("v")]).groupBy(sql.ref("b")).execute();
    return { value, series: seriesFrom(buckets, rows) };
  },
  previousValue: (input) => activeCount(input),
};

export const dau: MetricDef = {
  metric: "dau", label: "日活（均值）", unit: "count", object: "order", filters: ["platform"], drill: BY_LAST_ACTIVE,
  definition: "每天的活跃用户数（DAU）；指标值为所选期间逐日 DAU 的平均值（保留一位小数），按周、月时每段为该段内的日均。",
  async compute(input) {
    const days = await dailyCounts(input);
    const value = mean(days.map((d) => d.value));
    const { buckets, granularity } = input;
    if (!buckets || !granularity) return { value };
    if (granularity === "day") return { value, series: days };
    const series = buckets.map((b) => ({ bucket: b.bucket, value: mean(days.filter((d) => d.bucket >= shanghaiDate(b.start) && d.bucket < shanghaiDate(b.end)).map((d) => d.value)) }));
    return { value, series };
  },
};

/** Visitors who created any order in the period (下单用户): fast from their last order when exact, else by orders_ctime. */
async function orderingVisitors(input: MetricInput): Promise<number> {
  const { period: p } = input;
  const fast = await visitorsSince(input, "created", p);
  if (fast !== null) return fast;
  const row = await input.db.selectFrom("orders").where("orders.ctime", ">=", p.start).where("orders.ctime", "<", p.end)
    .where((eb) => eb.and([
      ...(input.filters.platform?.length ? [eb("orders.platform", "in", [...input.filters.platform])] : []),
      ...(input.filters.orderType?.length ? [eb("orders.orderType", "in", [...input.filters.orderType])] : []),
    ]))
    .select(sql<unknown>`count(distinct ${sql.ref("orders.visitorId")})`.as("v")).executeTakeFirst();
  return num(row?.v);
}

/** Visitors with two or more paid orders in the period (复购用户): fast from their second-to-last payment when exact. */
async function repeatVisitors(input: MetricInput): Promise<number> {
  const fast = await visitorsSince(input, "paid", input.period, 2);
  if (fast !== null) return fast;
  const inner = paidOrdersIn(input).select(sql.ref("orders.visitorId").as("visitorId")).groupBy(sql.ref("orders.visitorId")).having(sql`count(*)`, ">=", 2);
  const row = await input.db.selectFrom(inner.as("r")).select(sql<unknown>`count(*)`.as("v")).executeTakeFirst();
  return num(row?.v);
}

export const funnel: MetricDef = {
  metric: "funnel", label: "转化漏斗", unit: "count", object: "order", filters: ["platform", "orderType"], drill: BY_LAST_ACTIVE,
  definition: "活跃用户 → 下单用户（期间内创建过任意订单）→ 付费用户（期间内有支付订单）→ 复购用户（期间内 ≥ 2 笔支付订单）；指标值为首层活跃用户数。各层独立计数，不要求属于上一层。",
  async compute(input) {
    const [active, ordering, paying, repeat] = await Promise.all([activeCount(input), orderingVisitors(input), paidValue(input, "visitors"), repeatVisitors(input)]);
    return {
      value: active,
      breakdown: [
        { key: "active", label: "活跃用户", value: active },
        { key: "ordered", label: "下单用户", value: ordering },
        { key: "paid", label: "付费用户", value: paying },
        { key: "repeat", label: "复购用户", value: repeat },
      ],
    };
  },
  previousValue: (input) => activeCount(input),
};

registerMetric(activeVisitors, dau, funnel);
