/**
 * Dates and times as the console's users read them: in China time, UTC+8, whatever the browser's or
 * the server's own zone. Both ways use the fixed offset, so a time shown and typed back is the same
 * instant. (China kept daylight saving in 1986–1991; the tz database's Asia/Shanghai would show those
 * summers an hour later. Nothing the console records is dated then, and one offset both ways is the
 * rule that cannot drift.)
 */
const OFFSET_MS = 8 * 3_600_000;

function parts(ms: number): Record<"year" | "month" | "day" | "hour" | "minute" | "second", string> {
  const iso = new Date(ms + OFFSET_MS).toISOString(); // the UTC+8 wall time, written as if it were UTC
  return { year: iso.slice(0, 4), month: iso.slice(5, 7), day: iso.slice(8, 10), hour: iso.slice(11, 13), minute: iso.slice(14, 16), second: iso.slice(17, 19) };
}

/** `2026-11-22 12:00` (with `:ss` when asked). */
export function formatShanghai(ms: number, withSeconds = false): string {
  const p = parts(ms);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}${withSeconds ? `:${p.second}` : ""}`;
}

/** The value of a `datetime-local` input showing this instant in Shanghai: `2026-11-22T12:00`. */
export function toShanghaiInput(ms: number): string {
  return formatShanghai(ms).replace(" ", "T");
}

/** A `YYYY-MM-DD[THH:mm[:ss]]` typed in Shanghai as epoch ms; NaN when it is not one. */
export function fromShanghaiInput(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - OFFSET_MS;
}

/** Today's date in Shanghai, `YYYY-MM-DD`. */
export function shanghaiDate(ms: number): string {
  return formatShanghai(ms).slice(0, 10);
}

/** The day in Shanghai as `YYYYMMDD` (file folders, codes). */
export function shanghaiDay(ms: number): string {
  return shanghaiDate(ms).replaceAll("-", "");
}

/** The time in Shanghai as `yyyyMMddHHmmss` (business numbers). */
export function shanghaiStamp(ms: number): string {
  return formatShanghai(ms, true).replace(/[-: ]/g, "");
}

/** 00:00 in Shanghai of the day holding this instant, as epoch ms. */
export function shanghaiDayStart(ms: number): number {
  return fromShanghaiInput(shanghaiDate(ms));
}

/** A Shanghai wall time carried as if it were UTC (what exceljs gives for a date cell), as epoch ms. */
export function fromShanghaiWall(wall: Date): number {
  return wall.getTime() - OFFSET_MS;
}
