import { sql } from "kysely";
import { PLATFORMS } from "../../../../src/catalogue/commerce";
import { bucketIndexSql, type Period } from "./period";
import { num, registerMetric, seriesFrom, type MetricDef, type MetricInput } from "./registry";

/**
 * Sign-ups (commerce.md §7.0 newVisitors, §7.1 新增用户来源): visitors by `registerAt` (its index), the
 * platform filter read as the channel they registered on. Visitors are the /tourist object `order`.
 */
function registeredIn(input: MetricInput, p: Period = input.period) {
  const platforms = input.filters.platform;
  return input.db.selectFrom("visitor")
    .where("visitor.registerAt", ">=", p.start).where("visitor.registerAt", "<", p.end)
    .where((eb) => eb.and(platforms?.length ? [eb("visitor.registerChannel", "in", [...platforms])] : []));
}

async function newCount(input: MetricInput, p: Period = input.period): Promise<number> {
  const row = await registeredIn(input, p).select(sql<unknown>`count(*)`.as("v")).executeTakeFirst();
  return num(row?.v);
}

const BY_REGISTER_AT = { route: "/tourist/tourist", filter: { field: "registerAt" } } as const;

export const newVisitors: MetricDef = {
  metric: "newVisitors", label: "新增用户", unit: "count", object: "order", filters: ["platform"], drill: BY_REGISTER_AT,
  definition: "注册时间在所选期间内的用户数（含之后注销、封禁的用户）；按端筛选时看注册来源。",
  async compute(input) {
    const value = await newCount(input);
    const { buckets, granularity } = input;
    if (!buckets || !granularity) return { value };
    const b = bucketIndexSql(sql.ref("visitor.registerAt"), input.period, buckets, granularity);
    const rows = await registeredIn(input).select([b.as("b"), sql<unknown>`count(*)`.as("v")]).groupBy(sql.ref("b")).execute();
    return { value, series: seriesFrom(buckets, rows) };
  },
  previousValue: (input) => newCount(input),
};

export const newVisitorsByChannel: MetricDef = {
  metric: "newVisitorsByChannel", label: "新增用户来源", unit: "count", object: "order", filters: ["platform"], drill: BY_REGISTER_AT,
  definition: "新增用户按注册来源（iOS、安卓、微信小程序、H5、网页）拆分；各项之和等于新增用户。",
  async compute(input) {
    const col = sql.ref("visitor.registerChannel");
    const rows = await registeredIn(input).select([col.as("k"), sql<unknown>`count(*)`.as("v")]).groupBy(col).execute();
    const breakdown = rows.map((r) => {
      const key = r.k === null || r.k === undefined ? "UNKNOWN" : String(r.k);
      return { key, label: PLATFORMS.find((p) => p.value === key)?.label ?? "未知", value: num(r.v) };
    }).sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
    return { value: breakdown.reduce((n, i) => n + i.value, 0), breakdown };
  },
  previousValue: (input) => newCount(input),
};

registerMetric(newVisitors, newVisitorsByChannel);
