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

const DAY = 86_400_000;
const EIGHT_HOURS = 8 * 3_600_000;
/** China-time day number, as vip_span_day keys it (server/platform/db/vipSpanDay.ts). */
const dayOf = (ms: number) => Math.floor((ms + EIGHT_HOURS) / DAY);

/**
 * Members at each instant over one platform key ('' = all platforms), where a visitor's spells never overlap: the
 * spells started by T minus those ended by T — a running sum of vip_span_day's days before T's day, plus the spells
 * starting and ending within T's own day up to T (two small index range counts per instant, one statement).
 */
async function membersOnKey(input: MetricInput, platform: string, instants: readonly number[]): Promise<number[]> {
  const days = (await sql<{ day: unknown; starts: unknown; ends: unknown }>`select "day", "starts", "ends" from vip_span_day
    where "platform" = ${platform} and "day" <= ${sql.lit(dayOf(Math.max(...instants)))} order by "day"`.execute(input.db)).rows;
  const before = instants.map((at) => days.reduce((n, d) => (num(d.day) < dayOf(at) ? n + num(d.starts) - num(d.ends) : n), 0));
  const within = sql.join(instants.map((at, i) => {
    const from = dayOf(at) * DAY - EIGHT_HOURS;
    return sql`select ${sql.lit(i)} as i,
      (select count(*) from vip_span where "platform" = ${platform} and "startAt" >= ${sql.lit(from)} and "startAt" <= ${sql.lit(at)}) as s,
      (select count(*) from vip_span where "platform" = ${platform} and "endAt" >= ${sql.lit(from)} and "endAt" <= ${sql.lit(at)}) as e`;
  }), sql` union all `);
  const out = [...before];
  for (const r of (await sql<{ i: unknown; s: unknown; e: unknown }>`${within}`.execute(input.db)).rows) out[num(r.i)] = (out[num(r.i)] ?? 0) + num(r.s) - num(r.e);
  return out;
}

/**
 * Members at each instant. Over all platforms or one, from the day sums (membersOnKey); over several, a visitor may
 * hold a spell on each, so the spells containing each instant are joined and their visitors counted distinct.
 */
async function membersAt(input: MetricInput, instants: readonly number[]): Promise<number[]> {
  const platforms = input.filters.platform ?? [];
  if (platforms.length <= 1) return membersOnKey(input, platforms[0] ?? "", instants);
  const points = sql.join(instants.map((at, i) => sql`select ${sql.lit(i)} as i, ${sql.lit(at)} as at`), sql` union all `);
  const rows = (await sql<{ i: unknown; v: unknown }>`select p.i as i, count(distinct s."visitorId") as v from (${points}) p
    join vip_span s on s."platform" in (${sql.join(platforms.map((p) => sql`${p}`))}) and s."endAt" > p.at and s."startAt" <= p.at
    group by p.i`.execute(input.db)).rows;
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
