/**
 * 阿里云视频点播's HTTP callback authentication: X-VOD-TIMESTAMP (UNIX seconds) and X-VOD-SIGNATURE =
 * md5("callback URL|X-VOD-TIMESTAMP|private key"), 32 lowercase hex characters. The service's document
 * leaves the allowed clock difference to the receiver: five minutes either way here.
 */
import { createHash, timingSafeEqual } from "node:crypto";

export const MAX_SKEW_SECONDS = 300;

export function vodCallbackSignature(url: string, timestamp: string, privateKey: string): string {
  return createHash("md5").update(`${url}|${timestamp}|${privateKey}`, "utf8").digest("hex");
}

export type Verified = { ok: true } | { ok: false; reason: string };

export function verifyVodCallback(
  headers: { timestamp: string | undefined; signature: string | undefined },
  url: string, privateKey: string, nowMs: number,
): Verified {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature) return { ok: false, reason: "缺少 X-VOD-TIMESTAMP 或 X-VOD-SIGNATURE" };
  if (!/^\d{10}$/.test(timestamp)) return { ok: false, reason: "X-VOD-TIMESTAMP 不是 10 位 UNIX 时间戳" };
  if (Math.abs(Math.floor(nowMs / 1000) - Number(timestamp)) > MAX_SKEW_SECONDS) return { ok: false, reason: "X-VOD-TIMESTAMP 与服务器时间相差超过 5 分钟" };
  const expected = Buffer.from(vodCallbackSignature(url, timestamp, privateKey));
  const given = Buffer.from(signature.toLowerCase());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "X-VOD-SIGNATURE 签名不符" };
  return { ok: true };
}
