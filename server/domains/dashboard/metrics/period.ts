import { sql, type RawBuilder } from "kysely";
import { fromShanghaiInput, shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { invalid } from "../../../platform/wire/errors";

/**
 * The period a figure is asked for (commerce.md §7.0): whole days in China time, `from` and `to`
 * inclusive on the wire, cut at 00:00 Asia/Shanghai; held as [start, end) in epoch ms. China keeps
 * no daylight saving, so every day is exactly 86 400 000 ms and day arithmetic is exact.
 */
export const DAY = 86_400_000;
/** The longest range a figure answers (the date bar's 自定义 allows ≤ 400 days). */
export const MAX_DAYS = 400;

export type Granularity = "day" | "week" | "month";

export interface Period {
  /** 00:00 Shanghai of the first day, epoch ms. */
  readonly start: number;
  /** 00:00 Shanghai of the day after the last, epoch ms (exclusive). */
  readonly end: number;
  readonly from: string;
  readonly to: string;
  readonly days: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dayStart(text: unknown, what: string): number {
  const ms = typeof text === "string" && DATE.test(text) ? fromShanghaiInput(text) : Number.NaN;
  // 2026-02-30 parses into March: a date that does not print back as itself is no date.
  if (Number.isNaN(ms) || shanghaiDate(ms) !== text) throw invalid(`${what}不是有效日期，应为 YYYY-MM-DD`);
  return ms;
}

/** The asked period, or INVALID_ARGUMENT with what is wrong. */
export function periodOf(from: unknown, to: unknown): Period {
  const start = dayStart(from, "开始日期 from ");
  const last = dayStart(to, "结束日期 to ");
  if (start > last) throw invalid("开始日期不能晚于结束日期");
  const days = Math.round((last - start) / DAY) + 1;
  if (days > MAX_DAYS) throw invalid(`日期范围最长 ${MAX_DAYS} 天，当前为 ${days} 天`);
  return { start, end: last + DAY, from: String(from), to: String(to), days };
}

/** The same-length period just before (环比). */
export function previousOf(p: Period): Period {
  const start = p.start - p.days * DAY;
  const end = p.start;
  return { start, end, from: shanghaiDate(start), to: shanghaiDate(end - 1), days: p.days };
}

/** The longest range answered with 同比 (a year-ago comparison reads for a day, week or month). */
export const YEAR_AGO_MAX_DAYS = 31;

/** The same day a year earlier; 29 February becomes the 28th. */
function yearBefore(date: string): string {
  const [y, m, d] = date.split("-") as [string, string, string];
  const year = String(Number(y) - 1).padStart(4, "0");
  const day = m === "02" && d === "29" ? "28" : d;
  return `${year}-${m}-${day}`;
}

/** The same days a year earlier (同比), or null when the range is longer than a month. */
export function yearAgoOf(p: Period): Period | null {
  if (p.days > YEAR_AGO_MAX_DAYS) return null;
  return periodOf(yearBefore(p.from), yearBefore(p.to));
}

export interface Bucket {
  /** `YYYY-MM-DD` of the bucket's first day (a Monday for weeks, the 1st for months — or the period's first day when it starts inside one). */
  readonly bucket: string;
  /** The bucket's part of the period, [start, end) in ms. */
  readonly start: number;
  readonly end: number;
}

/** The buckets covering a period, in order, every one present (a bucket without rows answers 0). */
export function bucketsOf(p: Period, g: Granularity): Bucket[] {
  const out: Bucket[] = [];
  let start = p.start;
  while (start < p.end) {
    const next = Math.min(p.end, nextBoundary(start, g));
    out.push({ bucket: bucketLabel(start, g), start, end: next });
    start = next;
  }
  return out;
}

/** The bucket's calendar start: Monday of the week, 1st of the month. */
function bucketLabel(ms: number, g: Granularity): string {
  if (g === "day") return shanghaiDate(ms);
  if (g === "month") return `${shanghaiDate(ms).slice(0, 7)}-01`;
  return shanghaiDate(ms - weekdayOf(ms) * DAY);
}

/** 0 for Monday … 6 for Sunday, in China time (1970-01-01 was a Thursday). */
function weekdayOf(ms: number): number {
  const day = Math.floor((ms + 8 * 3_600_000) / DAY);
  return (day + 3) % 7;
}

function nextBoundary(ms: number, g: Granularity): number {
  if (g === "day") return ms + DAY;
  if (g === "week") return ms + (7 - weekdayOf(ms)) * DAY;
  const [y, m] = shanghaiDate(ms).split("-").map(Number) as [number, number];
  return fromShanghaiInput(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`);
}

/**
 * The index of the bucket holding an epoch-ms column, as SQL both databases run: a CASE over the
 * bucket starts (at most 58 weeks or 14 months; days by arithmetic). Rows must already be in the period.
 */
export function bucketIndexSql(column: RawBuilder<unknown>, p: Period, buckets: readonly Bucket[], g: Granularity): RawBuilder<number> {
  if (g === "day") return sql<number>`((${column} - ${sql.lit(p.start)}) / ${sql.lit(DAY)})`;
  return caseOver(column, buckets.slice(1).map((b) => sql.lit(b.start)));
}

/** The same over a `YYYY-MM-DD` text column (a daily table): its dates compare as text. */
export function bucketIndexOfDateSql(column: RawBuilder<unknown>, buckets: readonly Bucket[]): RawBuilder<number> {
  return caseOver(column, buckets.slice(1).map((b) => sql.lit(shanghaiDate(b.start))));
}

function caseOver(column: RawBuilder<unknown>, bounds: readonly RawBuilder<unknown>[]): RawBuilder<number> {
  if (bounds.length === 0) return sql<number>`0`;
  const whens = bounds.map((b, i) => sql`when ${column} < ${b} then ${sql.lit(i)}`);
  return sql<number>`(case ${sql.join(whens, sql` `)} else ${sql.lit(bounds.length)} end)`;
}

/** The dates of a period as text `YYYY-MM-DD`, [first, last] inclusive (for daily tables). */
export function dateBounds(p: Period): { first: string; last: string } {
  return { first: p.from, last: p.to };
}
