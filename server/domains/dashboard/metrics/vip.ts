import { sql } from "kysely";
import type { Bucket } from "./period";
import { num, registerMetric, type MetricDef, type MetricInput } from "./registry";

/**
 * Members (commerce.md §7.0 activeVip(d)): visitors whose VIP interval contains an instant. The
 * intervals are the fulfilled VIP orders' [vipStartAt, vipEndAt) — paid, redeem-code and admin-granted
 * alike (they are all VIP orders); a fully refunded order is REVOKED and drops out. Provisional: a
 * partial refund shortens the visitor's membership but not its order's recorded interval.
 */
const instantOf = (input: MetricInput, end: number) => Math.min(end - 1, input.now);

/**
 * Members at each instant, one query: the instants as a small table joined to the merged spells (vip_span, kept by
 * triggers: server/platform/db/vipSpan.ts) — an index range scan per instant. Over all platforms, or one, a visitor's
 * spells never overlap, so a plain count is exact; over several platforms a visitor may hold a spell on each.
 */
async function membersAt(input: MetricInput, instants: readonly number[]): Promise<number[]> {
  const points = sql.join(instants.map((at, i) => sql`select ${sql.lit(i)} as i, ${sql.lit(at)} as at`), sql` union all `);
  const platforms = input.filters.platform ?? [];
  const onPlatform = platforms.length ? sql`s."platform" in (${sql.join(platforms.map((p) => sql`${p}`))})` : sql`s."platform" = ''`;
  const counted = platforms.length > 1 ? sql`count(distinct s."visitorId")` : sql`count(*)`;
  const rows = (await sql<{ i: unknown; v: unknown }>`select p.i as i, ${counted} as v from (${points}) p
    join vip_span s on ${onPlatform} and s."endAt" > p.at and s."startAt" <= p.at group by p.i`.execute(input.db)).rows;
  const out = new Array<number>(instants.length).fill(0);
  for (const r of rows) out[num(r.i)] = num(r.v);
  return out;
}

export const activeVip: MetricDef = {
  metric: "activeVip", label: "有效会员数", unit: "count", object: "order", filters: ["platform"],
  drill: { route: "/order/vip", filter: { field: "paidAt" } },
  definition: "所选期间结束时（不晚于此刻）会员权益有效的用户数：已发放的会员订单（含兑换码、后台开通）的权益区间包含该时刻；全额退款收回的不计。按粒度时每段取段末。",
  async compute(input) {
    const [value] = await membersAt(input, [instantOf(input, input.period.end)]);
    const buckets: readonly Bucket[] | undefined = input.buckets;
    if (!buckets) return { value: value ?? 0 };
    const values = await membersAt(input, buckets.map((b) => instantOf(input, b.end)));
    return { value: value ?? 0, series: buckets.map((b, i) => ({ bucket: b.bucket, value: values[i] ?? 0 })) };
  },
};

registerMetric(activeVip);
