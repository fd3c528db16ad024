import { randomInt } from "node:crypto";

/** Prefixes of business numbers (commerce.md §0.4). */
export type BusinessPrefix =
  | "VIP" | "TOP" | "CRS" | "PTS" | "PL" | "BL" | "RF" | "INV" | "GA" | "WO" | "BK" | "AL" | "PB" | "RC" | "XI" | "TB" | "PM";

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const two = (n: number) => String(n).padStart(2, "0");

/**
 * `{PREFIX}{yyyyMMddHHmmss}{6 digits}` in Beijing time, ≤ 32 characters of [0-9A-Z] — what WeChat's
 * and Alipay's `out_trade_no` accept. `digits` may be given (seeds pass their own random source).
 */
export function businessNo(prefix: BusinessPrefix, at: number, digits: number = randomInt(0, 1_000_000)): string {
  const d = new Date(at + SHANGHAI_OFFSET_MS);
  const stamp = `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
  return `${prefix}${stamp}${String(Math.floor(digits) % 1_000_000).padStart(6, "0")}`;
}
