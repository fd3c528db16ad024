/**
 * How many slots of one group the app may show at once (commerce.md §6.2 ≤ 8 banners, §6.4 ≤ 5 tabs and
 * ≤ 10 home tools): the peak of overlapping windows, per platform, checked on every save.
 */
import type { Row } from "../platform/db/types";
import { byCatalogue } from "../platform/db/types";
import { invalid } from "../platform/wire/errors";
import type { WriteContext } from "./hooks";
import { checkedPlatforms, PLATFORM_CODES, platformLabel, timeOf } from "./slotPlacement";

/** A slot's window as an interval (open ends infinite). */
const spanOf = (row: Row): [number, number] => [timeOf(row.startAt) ?? Number.NEGATIVE_INFINITY, timeOf(row.endAt) ?? Number.POSITIVE_INFINITY];

/** The most of `others` shown at one instant inside `window` (end exclusive). */
export function peakInside(others: readonly [number, number][], window: [number, number]): number {
  const events: [number, number][] = [];
  for (const [s, e] of others) {
    const from = Math.max(s, window[0]);
    const to = Math.min(e, window[1]);
    if (from < to) events.push([from, 1], [to, -1]);
  }
  // Ends before starts at the same instant: [a, b) and [b, c) never overlap.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let open = 0;
  let peak = 0;
  for (const [, d] of events) peak = Math.max(peak, (open += d));
  return peak;
}

/**
 * Refuses a slot that would make more than `limit` slots of its group (same `groupKey` value) shown at
 * one instant on one platform (commerce.md §6.2 ≤ 8 banners, §6.4 ≤ 5 tabs and ≤ 10 home tools).
 */
export async function checkLiveLimit(ctx: WriteContext, next: Row, rule: { groupKey: string; limit: number; groupLabel: string; noun: string }): Promise<void> {
  if (next.displayState !== "LIVE" && next.displayState !== "SCHEDULED") return;
  const selfId = ctx.current ? Number(ctx.current.Id) : 0;
  const rows = await byCatalogue(ctx.tx).selectFrom(ctx.resource.table).select(["Id", "platforms", "startAt", "endAt"])
    .where(rule.groupKey, "=", next[rule.groupKey] as string).where("displayState", "in", ["LIVE", "SCHEDULED"]).where("Id", "!=", selfId).execute();
  const decoded = rows.map((r) => ({ ...r, platforms: typeof r.platforms === "string" ? (JSON.parse(r.platforms) as string[]) : ((r.platforms as string[] | null) ?? []) }));
  const mine = checkedPlatforms(next.platforms);
  for (const platform of mine.length > 0 ? mine : PLATFORM_CODES) {
    const others = decoded.filter((r) => r.platforms.length === 0 || r.platforms.includes(platform)).map((r) => spanOf(r as Row));
    if (peakInside(others, spanOf(next)) + 1 > rule.limit) {
      throw invalid(`${rule.groupLabel}在「${platformLabel(platform)}」同一时间最多 ${rule.limit} 个生效的${rule.noun}，这段时间已有 ${rule.limit} 个；请先下线其他${rule.noun}或调整投放时间`);
    }
  }
}
