/**
 * Dates and times as the console's users read them: in Asia/Shanghai, whatever the browser's or
 * the server's own zone. China keeps one offset all year (UTC+8, no daylight saving), which
 * makes reading a typed local time back exact.
 */
const OFFSET_MS = 8 * 3_600_000;

const PARTS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Shanghai", year: "numeric", month: "2-digit", day: "2-digit",
  hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23",
});

function parts(ms: number): Record<string, string> {
  return Object.fromEntries(PARTS.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
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
