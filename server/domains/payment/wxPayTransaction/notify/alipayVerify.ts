import { createVerify } from "node:crypto";
import type { AlipayConfig } from "./paymentsConfig";
import type { Verified } from "./wxpayVerify";

/**
 * The string Alipay signs: every parameter but `sign` and `sign_type`, empty values left out,
 * sorted by name, `name=value` joined with `&` (values as received, URL-decoded).
 */
export function alipaySignContent(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((k) => k !== "sign" && k !== "sign_type" && params[k] !== "")
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
}

/** Checks an asynchronous notification's RSA2 (SHA256withRSA) signature and that it is for our app. */
export function verifyAlipay(config: AlipayConfig, params: Readonly<Record<string, string>>): Verified<Readonly<Record<string, string>>> {
  const sign = params.sign;
  if (!sign) return { ok: false, reason: "缺少签名" };
  if (params.sign_type !== undefined && params.sign_type !== "RSA2") return { ok: false, reason: `不支持的签名类型：${params.sign_type}` };
  let valid = false;
  try {
    valid = createVerify("RSA-SHA256").update(alipaySignContent(params), "utf8").verify(config.alipayPublicKey, sign, "base64");
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: "签名验证失败" };
  if (params.app_id !== config.appId) return { ok: false, reason: "app_id 与本应用不符" };
  if (!params.notify_id || !params.out_trade_no) return { ok: false, reason: "通知缺少 notify_id 或 out_trade_no" };
  return { ok: true, value: params };
}
