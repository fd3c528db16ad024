import { DAY } from "./period";
import { num, type MetricInput } from "./registry";

/**
 * VIP intervals (commerce.md §7.0, §7.4): one per fulfilled VIP order — paid, redeem-code and
 * admin-granted alike, all of them VIP orders — as [vipStartAt, vipEndAt); a fully refunded order is
 * REVOKED and drops out (as activeVip in ./vip.ts). The figures of 会员分析 need each visitor's whole
 * history (first-ever start, what followed an end), so the intervals are read once per figure and
 * walked in memory: one row per VIP order, a narrow select.
 */
export interface VipInterval {
  readonly visitorId: number;
  readonly start: number;
  readonly end: number;
  readonly level: string;
  readonly autoRenew: boolean;
  readonly payChannel: string;
  readonly platform: string;
  readonly paidAt: number;
}

/** How long after an end a new interval still counts as renewing (流失 / 续费率). */
export const GRACE = 7 * DAY;

/** The fulfilled VIP orders' intervals, each visitor's in time order; `platform` narrows to orders placed there. */
export async function loadIntervals(input: MetricInput, honourPlatform = true): Promise<VipInterval[]> {
  const platforms = honourPlatform ? input.filters.platform : undefined;
  const rows = await input.db.selectFrom("orders")
    .where("orders.orderType", "=", "VIP").where("orders.fulfilStatus", "=", "DONE")
    .where("orders.vipStartAt", "is not", null).where("orders.vipEndAt", "is not", null)
    .where((eb) => eb.and(platforms?.length ? [eb("orders.platform", "in", [...platforms])] : []))
    .select(["orders.Id", "orders.visitorId", "orders.vipStartAt", "orders.vipEndAt", "orders.vipLevel", "orders.autoRenew", "orders.payChannel", "orders.platform", "orders.paidAt"])
    .execute();
  return rows
    .map((r) => ({
      id: num(r.Id), visitorId: num(r.visitorId), start: num(r.vipStartAt), end: num(r.vipEndAt), level: String(r.vipLevel ?? "VIP"),
      autoRenew: num(r.autoRenew) === 1, payChannel: String(r.payChannel ?? "UNKNOWN"), platform: String(r.platform ?? "UNKNOWN"), paidAt: num(r.paidAt),
    }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.visitorId - b.visitorId || a.start - b.start || a.id - b.id);
}

/** Intervals grouped by visitor, each list in time order. */
export function byVisitor(intervals: readonly VipInterval[]): Map<number, VipInterval[]> {
  const out = new Map<number, VipInterval[]>();
  for (const i of intervals) {
    const list = out.get(i.visitorId);
    if (list) list.push(i);
    else out.set(i.visitorId, [i]);
  }
  return out;
}

/** A visitor's first-ever interval (the one a 新增会员 is counted by: its start, channel, platform). */
export const firstOf = (list: readonly VipInterval[]): VipInterval => list[0]!;

/**
 * Where a visitor's membership really stopped: the ends of the merged spells (intervals that touch or
 * overlap are one membership; a renewal bought before expiry starts exactly at the old end).
 */
export function spellEnds(list: readonly VipInterval[]): number[] {
  const ends: number[] = [];
  let current: number | null = null;
  for (const i of list) {
    if (current !== null && i.start > current) ends.push(current);
    current = current === null || i.start > current ? i.end : Math.max(current, i.end);
  }
  if (current !== null) ends.push(current);
  return ends;
}

/** 流失: a spell ended at `end` (not after now) and no interval started within 7 days after it. */
export function churnedAt(list: readonly VipInterval[], end: number, now: number): boolean {
  if (end > now) return false;
  return !list.some((i) => i.start > end && i.start <= end + GRACE);
}

/** 续费率: an interval ending at `end` is renewed when another starts within [end − 7 d, end + 7 d]. */
export function renewedAfter(list: readonly VipInterval[], ending: VipInterval): boolean {
  return list.some((i) => i !== ending && i.start >= ending.end - GRACE && i.start <= ending.end + GRACE && i.end > ending.end);
}

/** The interval holding an instant (SVIP first when two overlap), or undefined when not a member then. */
export function holding(list: readonly VipInterval[], at: number): VipInterval | undefined {
  let found: VipInterval | undefined;
  for (const i of list) {
    if (i.start <= at && i.end > at && (!found || (found.level !== "SVIP" && i.level === "SVIP"))) found = i;
  }
  return found;
}

/** The instant a figure "at the end of" [start, end) is read at: its last millisecond, never past now. */
export const instantOf = (end: number, now: number) => Math.min(end - 1, now);
