import { createDecipheriv, createVerify } from "node:crypto";
import type { WxpayConfig } from "./paymentsConfig";

/** How far a notification's `Wechatpay-Timestamp` may be from our clock (WeChat Pay's advice: 5 minutes). */
export const WXPAY_CLOCK_SKEW_MS = 5 * 60_000;

export interface WxpayHeaders {
  readonly timestamp: string | undefined;
  readonly nonce: string | undefined;
  readonly signature: string | undefined;
  readonly serial: string | undefined;
}

/** The notification envelope of WeChat Pay API v3 (its `resource` still encrypted). */
export interface WxpayEnvelope {
  readonly id: string;
  readonly create_time?: string;
  readonly event_type: string;
  readonly resource_type?: string;
  readonly resource: { algorithm: string; ciphertext: string; associated_data?: string; nonce: string; original_type?: string };
}

export type Verified<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Checks the platform's signature over `timestamp\nnonce\nbody\n` (RSA-SHA256) and the timestamp's
 * freshness (a replayed old notification is refused), then parses the envelope.
 */
export function verifyWxpay(config: WxpayConfig, headers: WxpayHeaders, body: string, now: number): Verified<WxpayEnvelope> {
  const { timestamp, nonce, signature, serial } = headers;
  if (!timestamp || !nonce || !signature) return { ok: false, reason: "缺少微信支付签名头" };
  if (config.platformSerial !== undefined && serial !== config.platformSerial) return { ok: false, reason: "平台证书序列号不符" };
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(seconds * 1000 - now) > WXPAY_CLOCK_SKEW_MS) return { ok: false, reason: "通知时间戳超出允许范围" };
  let valid = false;
  try {
    valid = createVerify("RSA-SHA256").update(`${timestamp}\n${nonce}\n${body}\n`).verify(config.platformPublicKey, signature, "base64");
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: "签名验证失败" };
  let envelope: WxpayEnvelope;
  try {
    envelope = JSON.parse(body) as WxpayEnvelope;
  } catch {
    return { ok: false, reason: "通知不是有效的 JSON" };
  }
  const r = envelope?.resource;
  if (typeof envelope?.id !== "string" || typeof envelope.event_type !== "string" || !r || typeof r.ciphertext !== "string" || typeof r.nonce !== "string") {
    return { ok: false, reason: "通知缺少 id、event_type 或 resource" };
  }
  return { ok: true, value: envelope };
}

/** Decrypts `resource` (AEAD_AES_256_GCM with the APIv3 key; the last 16 bytes of the ciphertext are the tag). */
export function decryptWxpayResource(config: WxpayConfig, resource: WxpayEnvelope["resource"]): Verified<Record<string, unknown>> {
  if (resource.algorithm !== "AEAD_AES_256_GCM") return { ok: false, reason: `不支持的加密算法：${resource.algorithm}` };
  try {
    const data = Buffer.from(resource.ciphertext, "base64");
    if (data.length <= 16) return { ok: false, reason: "密文过短" };
    const decipher = createDecipheriv("aes-256-gcm", Buffer.from(config.apiV3Key, "utf8"), Buffer.from(resource.nonce, "utf8"));
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? "", "utf8"));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString("utf8");
    const value = JSON.parse(plain) as unknown;
    if (typeof value !== "object" || value === null) return { ok: false, reason: "解密结果不是对象" };
    return { ok: true, value: value as Record<string, unknown> };
  } catch {
    return { ok: false, reason: "解密失败（APIv3 密钥不符或报文被篡改）" };
  }
}
