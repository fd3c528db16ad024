import path from "node:path";
import { loadPaymentsConfig } from "./domains/payment/wxPayTransaction/notify/paymentsConfig";
import { loadVodCallbackConfig } from "./domains/vodvideo/vodVideo/callback/config";
import type { Config } from "./platform/config";
import { loadMailConfig } from "./platform/mail/config";
import { loadSlowQueryConfig } from "./platform/slowQuery";

export type { Config };

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

/** MOYUAN_PUBLIC_URL: an http(s) URL without query or fragment, kept without its trailing slash. */
function publicUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`MOYUAN_PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search !== "" || url.hash !== "") {
    throw new Error(`MOYUAN_PUBLIC_URL must be an http(s) URL without query or fragment, got "${raw}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const seed = env.MOYUAN_SEED ?? "demo";
  if (seed !== "demo" && seed !== "none") throw new Error(`MOYUAN_SEED must be demo or none, got "${seed}"`);
  return {
    port: int(env, "PORT", 8080, 0, 65535),
    dataDir: path.resolve(env.MOYUAN_DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.MOYUAN_ADMIN_PASSWORD || undefined,
    demoPassword: env.MOYUAN_DEMO_PASSWORD || undefined,
    seed,
    seedScalePercent: int(env, "MOYUAN_SEED_SCALE_PERCENT", 100, 1, 100),
    namespace: env.MOYUAN_NAMESPACE ?? "moyuan",
    apiBase: "/api",
    sessionIdleMs: int(env, "MOYUAN_SESSION_IDLE_MINUTES", 120, 1, 7 * 24 * 60) * 60_000,
    sessionMaxMs: int(env, "MOYUAN_SESSION_MAX_HOURS", 12, 1, 30 * 24) * 3_600_000,
    domainExpiryDays: int(env, "MOYUAN_DOMAIN_EXPIRY_DAYS", 30, 1, 3650),
    maxBodyBytes: int(env, "MOYUAN_MAX_BODY_BYTES", 1024 * 1024, 1024, 64 * 1024 * 1024),
    trustedProxies: (env.MOYUAN_TRUSTED_PROXIES ?? "").split(",").map((s) => s.trim()).filter((s) => s !== ""),
    securityLogDays: int(env, "MOYUAN_SECURITY_LOG_DAYS", 180, 1, 3650),
    uploadQuotaBytes: int(env, "MOYUAN_UPLOAD_QUOTA_MB", 2048, 1, 1024 * 1024) * 1024 * 1024,
    exactCountLimit: int(env, "MOYUAN_EXACT_COUNT_LIMIT", 0, 0, 100_000_000),
    distDir: path.resolve(env.MOYUAN_DIST_DIR ?? "dist"),
    publicUrl: publicUrl(env.MOYUAN_PUBLIC_URL),
    sweepSeconds: int(env, "MOYUAN_SWEEP_SECONDS", 60, 0, 86_400),
    payments: loadPaymentsConfig(env),
    vodCallback: loadVodCallbackConfig(env),
    slowQuery: loadSlowQueryConfig(env),
    mail: loadMailConfig(env),
  };
}
