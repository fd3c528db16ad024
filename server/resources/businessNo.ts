import { randomInt } from "node:crypto";
import { shanghaiStamp } from "../../src/catalogue/kinds/shanghai";

/** Prefixes of business numbers (commerce.md §0.4). */
export type BusinessPrefix =
  | "VIP" | "TOP" | "CRS" | "PTS" | "PL" | "BL" | "RF" | "INV" | "GA" | "WO" | "BK" | "AL" | "PB" | "RC" | "XI" | "TB" | "PM" | "AU";


/**
 * `{PREFIX}{yyyyMMddHHmmss}{6 digits}` in Beijing time, ≤ 32 characters of [0-9A-Z] — what WeChat's
 * and Alipay's `out_trade_no` accept. `digits` may be given (seeds pass their own random source).
 */
export function businessNo(prefix: BusinessPrefix, at: number, digits: number = randomInt(0, 1_000_000)): string {
  return `${prefix}${shanghaiStamp(at)}${String(Math.floor(digits) % 1_000_000).padStart(6, "0")}`;
}
