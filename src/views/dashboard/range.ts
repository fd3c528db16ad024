import { shanghaiDate } from "../../catalogue/kinds/shanghai";
import type { Granularity } from "../../rpc/dashboard";

/**
 * The dashboards' date range (commerce.md §7.0): whole days in Asia/Shanghai, `to` included, kept in the
 * address as `?from=YYYY-MM-DD&to=YYYY-MM-DD&g=day`. Dates are calendar arithmetic on the text (UTC
 * midnights stand for the days), so the browser's own zone never moves a day.
 */
export interface DateRange { from: string; to: string; granularity: Granularity }

export type PresetId = "today" | "yesterday" | "last7" | "last30" | "thisMonth" | "lastMonth" | "last12Months" | "custom";

export const PRESETS: readonly { id: PresetId; label: string }[] = [
  { id: "today", label: "今天" },
  { id: "yesterday", label: "昨日" },
  { id: "last7", label: "近7天" },
  { id: "last30", label: "近30天" },
  { id: "thisMonth", label: "本月" },
  { id: "lastMonth", label: "上月" },
  { id: "last12Months", label: "近12个月" },
  { id: "custom", label: "自定义" },
];

export const GRANULARITIES: readonly { id: Granularity; label: string }[] = [
  { id: "day", label: "日" },
  { id: "week", label: "周" },
  { id: "month", label: "月" },
];

export const DEFAULT_PRESET = "last30" as const;
export const MAX_DAYS = 400;
const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` as the UTC midnight standing for it; NaN when it is no real date. */
export function dayNumber(date: string): number {
  const m = DATE.exec(date);
  if (!m) return Number.NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : Number.NaN;
}

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days * DAY_MS);
}

/** The first day of the month `months` after the one holding `date` (negative: before). */
export function monthStart(date: string, months = 0): string {
  const d = new Date(dayNumber(date));
  return dateOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
}

/** Days in the range, both ends counted. */
export function daysIn(from: string, to: string): number {
  return Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS) + 1;
}

/** The granularity a preset reads best in. */
export function defaultGranularity(from: string, to: string): Granularity {
  const days = daysIn(from, to);
  return days > 92 ? "month" : days > 45 ? "week" : "day";
}

/** A preset's days as of `now` (epoch ms; its day is read in Shanghai). */
export function presetRange(preset: Exclude<PresetId, "custom">, now: number): { from: string; to: string } {
  const today = shanghaiDate(now);
  switch (preset) {
    case "today": return { from: today, to: today };
    case "yesterday": return { from: addDays(today, -1), to: addDays(today, -1) };
    case "last7": return { from: addDays(today, -6), to: today };
    case "last30": return { from: addDays(today, -29), to: today };
    case "thisMonth": return { from: monthStart(today), to: today };
    case "lastMonth": return { from: monthStart(today, -1), to: addDays(monthStart(today), -1) };
    // Twelve calendar months, this one included, so monthly bars are whole months but the last.
    case "last12Months": return { from: monthStart(today, -11), to: today };
  }
}

/** Which preset the range is as of `now`, or custom. */
export function presetOf(range: { from: string; to: string }, now: number): PresetId {
  for (const p of PRESETS) {
    if (p.id === "custom") continue;
    const r = presetRange(p.id, now);
    if (r.from === range.from && r.to === range.to) return p.id;
  }
  return "custom";
}

/** Why a typed range cannot be asked for (Chinese), or null when it can. */
export function rangeProblem(from: string, to: string): string | null {
  if (Number.isNaN(dayNumber(from)) || Number.isNaN(dayNumber(to))) return "日期应写作 YYYY-MM-DD，例如 2026-11-01";
  if (from > to) return "开始日期不能晚于结束日期";
  if (daysIn(from, to) > MAX_DAYS) return `时间范围最长 ${MAX_DAYS} 天`;
  return null;
}

const isGranularity = (g: string | null): g is Granularity => g === "day" || g === "week" || g === "month";

/** The range an address holds; the default (近30天) when it holds none or one that cannot be asked for. */
export function readRange(params: URLSearchParams, now: number): DateRange {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const g = params.get("g");
  const ok = rangeProblem(from, to) === null;
  const days = ok ? { from, to } : presetRange(DEFAULT_PRESET, now);
  return { ...days, granularity: isGranularity(g) ? g : defaultGranularity(days.from, days.to) };
}

/** The address with the range written into it, its other parameters kept. */
export function writeRange(params: URLSearchParams, range: DateRange): URLSearchParams {
  const out = new URLSearchParams(params);
  out.set("from", range.from);
  out.set("to", range.to);
  out.set("g", range.granularity);
  return out;
}

/** The last day of the bucket starting at `bucket`, not past the range's end. */
export function bucketEnd(bucket: string, granularity: Granularity, rangeTo: string): string {
  const end = granularity === "day" ? bucket : granularity === "week" ? addDays(bucket, 6) : addDays(monthStart(bucket, 1), -1);
  return end < rangeTo ? end : rangeTo;
}

/** A bucket's name on an axis or in a table: 11-27, 11-23 周, 2026-11. */
export function bucketLabel(bucket: string, granularity: Granularity): string {
  if (granularity === "month") return bucket.slice(0, 7);
  return granularity === "week" ? `${bucket.slice(5)} 起` : bucket.slice(5);
}
