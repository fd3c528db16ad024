import { sql } from "kysely";
import { paidOrdersIn } from "./orderQueries";
import type { Bucket } from "./period";
import { num, registerMetric, type MetricDef, type MetricInput, type SeriesPoint } from "./registry";
import { byVisitor, churnedAt, firstOf, instantOf, loadIntervals, renewedAfter, spellEnds, type VipInterval } from "./vipIntervals";

/**
 * 会员分析 (commerce.md §7.0 VIP rows, §7.4 KPI cards): 新增 / 续费 / 流失会员, 续费率, 会员转化率 and
 * 自动续费占比, over the VIP intervals of ./vipIntervals.ts. Each figure with a granularity answers one
 * value per bucket, counted the same way over that bucket.
 */
const BY_PAID_AT = { route: "/order/vip", filter: { field: "paidAt" } } as const;
const BY_EXPIRY = { route: "/tourist/tourist", filter: { field: "vipExpireAt" } } as const;

/** Which bucket an instant falls in, or −1. */
export function bucketOf(buckets: readonly Bucket[], at: number): number {
  return buckets.findIndex((b) => b.start <= at && at < b.end);
}

/** Distinct visitors per bucket and over the period, from (visitor, instant) events. */
function countVisitors(input: MetricInput, events: readonly { visitorId: number; at: number }[]): { value: number; series?: SeriesPoint[] } {
  const { period: p, buckets } = input;
  const inPeriod = events.filter((e) => e.at >= p.start && e.at < p.end);
  const value = new Set(inPeriod.map((e) => e.visitorId)).size;
  if (!buckets) return { value };
  const sets = buckets.map(() => new Set<number>());
  for (const e of inPeriod) sets[bucketOf(buckets, e.at)]?.add(e.visitorId);
  return { value, series: buckets.map((b, i) => ({ bucket: b.bucket, value: sets[i]!.size })) };
}

/** Each visitor's first-ever VIP interval, under the platform and payChannel filters (of that first order). */
export async function firstIntervals(input: MetricInput): Promise<VipInterval[]> {
  const channels = input.filters.payChannel;
  const firsts = [...byVisitor(await loadIntervals(input, false)).values()].map(firstOf);
  return firsts.filter((f) => (!input.filters.platform?.length || input.filters.platform.includes(f.platform)) && (!channels?.length || channels.includes(f.payChannel)));
}

export const newVip: MetricDef = {
  metric: "newVip", label: "新增会员", unit: "count", object: "order", filters: ["platform", "payChannel"], drill: BY_PAID_AT,
  definition: "首次成为会员的用户数：用户最早的一段会员权益（已发放的会员订单，含兑换码、后台开通；全额退款收回的不计）在所选期间内开始。下单端、支付方式按这笔首单筛选。",
  async compute(input) {
    return countVisitors(input, (await firstIntervals(input)).map((f) => ({ visitorId: f.visitorId, at: f.start })));
  },
};

/** Paid VIP orders marked 续费 (isRenewal: the visitor had been a member before), by paidAt. */
async function renewals(input: MetricInput): Promise<{ visitorId: number; at: number }[]> {
  const rows = await paidOrdersIn(input, input.period, (eb) => [eb("orders.orderType", "=", "VIP"), eb("orders.isRenewal", "=", 1)])
    .select([sql.ref("orders.visitorId").as("v"), sql.ref("orders.paidAt").as("t")]).execute();
  return rows.map((r) => ({ visitorId: num(r.v), at: num(r.t) }));
}

export const renewedVip: MetricDef = {
  metric: "renewedVip", label: "续费会员", unit: "count", object: "order", filters: ["platform", "payChannel"], drill: BY_PAID_AT,
  definition: "所选期间内有续费会员订单的不同用户数：会员订单已支付（实付 > 0，之后退款不撤销）、支付时间在期间内、标记为续费（下单时曾是会员）。兑换码、后台开通不是支付，不计。",
  async compute(input) {
    return countVisitors(input, await renewals(input));
  },
};

/** Where each visitor's membership stopped and nothing followed within 7 days. */
function churnEvents(input: MetricInput, intervals: readonly VipInterval[]): { visitorId: number; at: number }[] {
  const out: { visitorId: number; at: number }[] = [];
  for (const [visitorId, list] of byVisitor(intervals)) {
    for (const end of spellEnds(list)) if (churnedAt(list, end, input.now)) out.push({ visitorId, at: end });
  }
  return out;
}

export const churnedVip: MetricDef = {
  metric: "churnedVip", lowerIsBetter: true, label: "流失会员", unit: "count", object: "order", filters: [], drill: BY_EXPIRY,
  definition: "会员权益在所选期间内结束（不晚于此刻；相接或重叠的权益合为一段）、且结束后 7 天内没有新的会员权益开始的不同用户数。结束不满 7 天的，按此刻已知的算。",
  async compute(input) {
    return countVisitors(input, churnEvents(input, await loadIntervals(input, false)));
  },
};

export interface RenewalCounts { due: number; renewed: number }

/** 续费率 of [start, end): visitors with an interval ending then (not after now), and those renewed within ±7 days. */
export function renewalCounts(intervals: readonly VipInterval[], start: number, end: number, now: number): RenewalCounts {
  let due = 0;
  let renewed = 0;
  for (const list of byVisitor(intervals).values()) {
    const ending = list.filter((i) => i.end >= start && i.end < end && i.end <= now);
    if (ending.length === 0) continue;
    due += 1;
    if (ending.some((i) => renewedAfter(list, i))) renewed += 1;
  }
  return { due, renewed };
}

const share = (x: number, y: number) => (y > 0 ? x / y : 0);

export const renewalRate: MetricDef = {
  metric: "renewalRate", label: "续费率", unit: "ratio", object: "order", filters: [], drill: BY_EXPIRY,
  definition: "到期用户中续费的比例：一段会员权益在所选期间（按粒度为每段，通常按月）内到期（不晚于此刻）的用户为到期人数，其中在到期前后 7 天内有新的会员权益开始的为已续费；续费率 = 已续费 ÷ 到期人数。分项给出到期人数与已续费人数。",
  async compute(input) {
    const intervals = await loadIntervals(input, false);
    const { period: p, buckets, now } = input;
    const total = renewalCounts(intervals, p.start, p.end, now);
    const perBucket = buckets?.map((b) => ({ bucket: b.bucket, ...renewalCounts(intervals, b.start, b.end, now) }));
    return {
      value: share(total.renewed, total.due),
      ...(perBucket ? { series: perBucket.map((b) => ({ bucket: b.bucket, value: share(b.renewed, b.due) })) } : {}),
      breakdown: [
        { key: "due", label: "到期人数", value: total.due, ...(perBucket ? { series: perBucket.map((b) => ({ bucket: b.bucket, value: b.due })) } : {}) },
        { key: "renewed", label: "已续费", value: total.renewed, ...(perBucket ? { series: perBucket.map((b) => ({ bucket: b.bucket, value: b.renewed })) } : {}) },
      ],
    };
  },
};

/** Active visitors of a period (visitor_daily_active, by its date index). */
async function activeVisitorIds(input: MetricInput, from: string, to: string): Promise<number[]> {
  const rows = await input.db.selectFrom("visitor_daily_active")
    .where("visitor_daily_active.date", ">=", from).where("visitor_daily_active.date", "<=", to)
    .select(sql.ref("visitor_daily_active.visitorId").as("v")).distinct().execute();
  return rows.map((r) => num(r.v));
}

/** 会员转化率 numerator and denominator over a period. */
export async function conversionCounts(input: MetricInput): Promise<{ newVip: number; activeNonVip: number }> {
  const { period: p } = input;
  const firsts = new Map((await firstIntervals({ ...input, filters: {} })).map((f) => [f.visitorId, f.start]));
  const newCount = [...firsts.values()].filter((s) => s >= p.start && s < p.end).length;
  const active = await activeVisitorIds(input, p.from, p.to);
  const activeNonVip = active.filter((v) => !(firsts.get(v)! < p.start)).length;
  return { newVip: newCount, activeNonVip };
}

export const vipConversion: MetricDef = {
  metric: "vipConversion", label: "会员转化率", unit: "ratio", object: "order", filters: [], drill: BY_PAID_AT,
  definition: "新增会员 ÷ 期间内活跃的非会员用户数；非会员指期间开始前从未成为会员的活跃用户（期间内有活跃记录）。",
  async compute(input) {
    const c = await conversionCounts(input);
    return { value: share(c.newVip, c.activeNonVip) };
  },
};

/** Members and auto-renewing members at an instant. */
export function autoRenewAt(intervals: readonly VipInterval[], at: number): { members: number; auto: number } {
  let members = 0;
  let auto = 0;
  for (const list of byVisitor(intervals).values()) {
    const held = list.filter((i) => i.start <= at && i.end > at);
    if (held.length === 0) continue;
    members += 1;
    if (held.some((i) => i.autoRenew)) auto += 1;
  }
  return { members, auto };
}

export const autoRenewShare: MetricDef = {
  metric: "autoRenewShare", label: "自动续费占比", unit: "ratio", object: "order", filters: ["platform"], drill: BY_PAID_AT,
  definition: "期末（不晚于此刻）有效会员中，当前所在的会员权益为自动续费商品（连续包月、连续包年）的比例。按粒度时每段取段末。",
  async compute(input) {
    const intervals = await loadIntervals(input);
    const at = (end: number) => {
      const c = autoRenewAt(intervals, instantOf(end, input.now));
      return share(c.auto, c.members);
    };
    return { value: at(input.period.end), ...(input.buckets ? { series: input.buckets.map((b) => ({ bucket: b.bucket, value: at(b.end) })) } : {}) };
  },
};

registerMetric(newVip, renewedVip, churnedVip, renewalRate, vipConversion, autoRenewShare);
