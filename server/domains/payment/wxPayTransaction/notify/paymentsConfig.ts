import fs from "node:fs";

/** WeChat Pay API v3: the merchant, its APIv3 key (decrypts `resource`) and the platform's public key (verifies signatures). */
export interface WxpayConfig {
  readonly mchid: string;
  /** 32 bytes, the key set in the merchant platform (API 安全 → APIv3 密钥). */
  readonly apiV3Key: string;
  /** PEM of the WeChat Pay platform public key (or platform certificate's key). */
  readonly platformPublicKey: string;
  /** When set, a notification whose `Wechatpay-Serial` differs is refused. */
  readonly platformSerial: string | undefined;
}

/** Alipay: our app and Alipay's public key (RSA2, verifies `sign`). */
export interface AlipayConfig {
  readonly appId: string;
  readonly alipayPublicKey: string;
}

/** App Store Server Notifications V2: the app, and the root CA every `x5c` chain must end in (Apple Root CA - G3). */
export interface AppStoreConfig {
  readonly bundleId: string;
  readonly rootCertificate: string;
}

/** Each channel is null until all its keys are configured: its endpoint then refuses every notification. */
export interface PaymentsConfig {
  readonly wxpay: WxpayConfig | null;
  readonly alipay: AlipayConfig | null;
  readonly appstore: AppStoreConfig | null;
}

/**
 * A key or certificate from the environment: PEM text (`\n` may be written as the two characters),
 * a path to a PEM file (starting with `/` or `.`), or bare base64 DER as the merchant consoles show it.
 */
function pemOf(value: string, label: "PUBLIC KEY" | "CERTIFICATE"): string {
  const text = value.replace(/\\n/g, "\n").trim();
  if (text.startsWith("-----BEGIN")) return text;
  if (text.startsWith("/") || text.startsWith(".")) return fs.readFileSync(text, "utf8");
  const body = text.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) throw new Error(`payments: a ${label} must be PEM, a file path or base64`);
  return `-----BEGIN ${label}-----\n${body.match(/.{1,64}/g)?.join("\n") ?? ""}\n-----END ${label}-----\n`;
}

/** All of a channel's variables, or none: a half-configured channel is a mistake said at start. */
function group<T>(env: NodeJS.ProcessEnv, names: readonly string[], build: (v: Record<string, string>) => T): T | null {
  const set = names.filter((n) => (env[n] ?? "") !== "");
  if (set.length === 0) return null;
  const missing = names.filter((n) => !set.includes(n));
  if (missing.length > 0) throw new Error(`payments: ${missing.join(", ")} must be set together with ${set.join(", ")}`);
  return build(Object.fromEntries(names.map((n) => [n, env[n] as string])));
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const wxpay = group(env, ["MOYUAN_WXPAY_MCHID", "MOYUAN_WXPAY_APIV3_KEY", "MOYUAN_WXPAY_PLATFORM_PUBLIC_KEY"], (v) => {
    const apiV3Key = v.MOYUAN_WXPAY_APIV3_KEY as string;
    if (Buffer.byteLength(apiV3Key) !== 32) throw new Error("MOYUAN_WXPAY_APIV3_KEY must be 32 bytes");
    return {
      mchid: v.MOYUAN_WXPAY_MCHID as string, apiV3Key,
      platformPublicKey: pemOf(v.MOYUAN_WXPAY_PLATFORM_PUBLIC_KEY as string, "PUBLIC KEY"),
      platformSerial: env.MOYUAN_WXPAY_PLATFORM_SERIAL || undefined,
    };
  });
  const alipay = group(env, ["MOYUAN_ALIPAY_APP_ID", "MOYUAN_ALIPAY_PUBLIC_KEY"], (v) => ({
    appId: v.MOYUAN_ALIPAY_APP_ID as string, alipayPublicKey: pemOf(v.MOYUAN_ALIPAY_PUBLIC_KEY as string, "PUBLIC KEY"),
  }));
  const appstore = group(env, ["MOYUAN_APPSTORE_BUNDLE_ID", "MOYUAN_APPSTORE_ROOT_CA"], (v) => ({
    bundleId: v.MOYUAN_APPSTORE_BUNDLE_ID as string, rootCertificate: pemOf(v.MOYUAN_APPSTORE_ROOT_CA as string, "CERTIFICATE"),
  }));
  return { wxpay, alipay, appstore };
}

// The payment channels' keys are part of the server's configuration (loaded and checked at start by
// server/config.ts), declared here beside their loader so that the platform's Config names no domain.
declare module "../../../../platform/config" {
  interface Config {
    /** Keys of the payment channels' inbound notifications; a channel without them refuses every notification. */
    readonly payments: PaymentsConfig;
  }
}
