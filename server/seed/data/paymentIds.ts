/** Channel identifiers shaped as the channels issue them (commerce.md §10 realism rules), from a seeded random source. */

import { shanghaiDay } from "../../../src/catalogue/kinds/shanghai";

const digits = (random: () => number, n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join("");
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Beijing `yyyyMMdd` of an instant. */
export function beijingDay(ms: number): string {
  return shanghaiDay(ms);
}

/** WeChat `transaction_id`: 4200 + 28 digits in all. */
export const wxTransactionId = (random: () => number, at: number) => `4200${digits(random, 6)}${beijingDay(at)}${digits(random, 10)}`;
/** WeChat openid: `o` + 27 base64url characters. */
export const wxOpenid = (random: () => number) => `o${Array.from({ length: 27 }, () => BASE64URL[Math.floor(random() * 64)]).join("")}`;
/** WeChat notification id. */
export const wxNotifyId = (random: () => number) => `${hex(random, 8)}-${hex(random, 4)}-5${hex(random, 3)}-${hex(random, 4)}-${hex(random, 12)}`;
/** Alipay `trade_no`: yyyyMMdd + 2200 + 16 digits (28). */
export const alipayTradeNo = (random: () => number, at: number) => `${beijingDay(at)}2200${digits(random, 16)}`;
/** Alipay `notify_id`. */
export const alipayNotifyId = (random: () => number) => `2026${digits(random, 14)}${hex(random, 14)}`;
/** Alipay's masked buyer account. */
export const alipayLogon = (random: () => number) => `1${["59", "77", "86", "38", "95"][Math.floor(random() * 5)]}****${digits(random, 4)}`;
export const alipayBuyerId = (random: () => number) => `2088${digits(random, 12)}`;
/** Apple transaction ids: 15–16 digits. */
export const appleTransactionId = (random: () => number) => `${random() < 0.5 ? "2" : "3"}${random() < 0.3 ? "" : "0"}000${digits(random, 10)}`;
/** A UUID from the seeded source (notificationUUID, appAccountToken). */
export const seededUuid = (random: () => number) => `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${"89ab"[Math.floor(random() * 4)]}${hex(random, 3)}-${hex(random, 12)}`;

function hex(random: () => number, n: number): string {
  return Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join("");
}
