/**
 * The push adapter of /wudang/pushMsgList (commerce.md §6.12): JPush (极光推送) Push API v3 and its
 * received report. Unconfigured (the embedded default), every call is refused in Chinese and the
 * move that asked changes nothing; nothing is sent anywhere. MOYUAN_JPUSH_APP_KEY and
 * MOYUAN_JPUSH_MASTER_SECRET (both or neither) switch on the HTTP client against
 * MOYUAN_JPUSH_API_BASE (default https://api.jpush.cn) and MOYUAN_JPUSH_REPORT_BASE (default
 * https://report.jpush.cn); a test may install an adapter of its own.
 */
import { precondition } from "../../../platform/wire/errors";

/** What is sent: the JPush v3 request's parts, in our words. */
export interface PushRequest {
  readonly platforms: readonly string[];
  /** `all`, or `{tag: [...]}` / `{alias: [...]}` / `{segment: [...]}` / `{registration_id: [...]}`. */
  readonly audience: "all" | Readonly<Record<string, readonly string[]>>;
  readonly title: string;
  readonly content: string;
  /** What the app opens on a tap (`extras`). */
  readonly extras: Readonly<Record<string, string>>;
  readonly timeToLive: number;
  readonly apnsProduction: boolean;
}

export interface PushReport {
  readonly msgId: string;
  readonly received: number;
  readonly clicks: number;
}

export interface PushAdapter {
  /** Sends now: the provider's msg_id. */
  push(request: PushRequest): Promise<{ msgId: string }>;
  /** Delivery and click counts of sent messages. */
  report(msgIds: readonly string[]): Promise<PushReport[]>;
}

export const PUSH_NOT_CONFIGURED = "未配置极光推送（MOYUAN_JPUSH_APP_KEY、MOYUAN_JPUSH_MASTER_SECRET）";

const refusing: PushAdapter = {
  push: () => Promise.reject(precondition(`${PUSH_NOT_CONFIGURED}，推送未发出`)),
  report: () => Promise.reject(precondition(`${PUSH_NOT_CONFIGURED}，无法读取送达与点击统计`)),
};

let installed: PushAdapter | null = null;

/** Installs (or, with null, removes) the adapter a test talks to. */
export function setPushAdapter(adapter: PushAdapter | null): void {
  installed = adapter;
}

interface JPushConfig { appKey: string; masterSecret: string; base: string; reportBase: string }

export function jpushConfig(env: NodeJS.ProcessEnv = process.env): JPushConfig | null {
  const appKey = env.MOYUAN_JPUSH_APP_KEY ?? "";
  const masterSecret = env.MOYUAN_JPUSH_MASTER_SECRET ?? "";
  if (appKey === "" && masterSecret === "") return null;
  if (appKey === "" || masterSecret === "") throw new Error("MOYUAN_JPUSH_APP_KEY and MOYUAN_JPUSH_MASTER_SECRET must be set together");
  const trim = (s: string | undefined, d: string) => (s ?? "").replace(/\/+$/, "") || d;
  return { appKey, masterSecret, base: trim(env.MOYUAN_JPUSH_API_BASE, "https://api.jpush.cn"), reportBase: trim(env.MOYUAN_JPUSH_REPORT_BASE, "https://report.jpush.cn") };
}

/** The JPush REST client: Basic auth of appKey:masterSecret; an error answer is refused with JPush's own message. */
function jpushClient(config: JPushConfig): PushAdapter {
  const auth = `Basic ${Buffer.from(`${config.appKey}:${config.masterSecret}`).toString("base64")}`;
  async function call(url: string, init: RequestInit): Promise<unknown> {
    const res = await fetch(url, { ...init, headers: { Authorization: auth, "Content-Type": "application/json" }, signal: AbortSignal.timeout(10_000) });
    const body = (await res.json().catch(() => null)) as { error?: { code?: number; message?: string } } | null;
    if (!res.ok || body?.error) throw precondition(`极光推送拒绝：${body?.error?.message ?? `HTTP ${res.status}`}${body?.error?.code ? `（${body.error.code}）` : ""}`);
    return body;
  }
  return {
    async push(r) {
      const platform = r.platforms.map((p) => p.toLowerCase());
      const body = await call(`${config.base}/v3/push`, {
        method: "POST",
        body: JSON.stringify({
          platform, audience: r.audience,
          notification: {
            ...(platform.includes("android") ? { android: { alert: r.content, title: r.title, extras: r.extras } } : {}),
            ...(platform.includes("ios") ? { ios: { alert: { title: r.title, body: r.content }, sound: "default", extras: r.extras } } : {}),
          },
          options: { time_to_live: r.timeToLive, apns_production: r.apnsProduction },
        }),
      }) as { msg_id?: string | number };
      return { msgId: String(body.msg_id ?? "") };
    },
    async report(ids) {
      const rows = await call(`${config.reportBase}/v3/received/detail?msg_ids=${ids.map(encodeURIComponent).join(",")}`, { method: "GET" }) as Record<string, unknown>[];
      const n = (v: unknown) => (typeof v === "number" ? v : 0);
      return rows.map((r) => {
        const android = (r.jpush ?? {}) as Record<string, unknown>;
        const ios = (r.ios ?? {}) as Record<string, unknown>;
        return { msgId: String(r.msg_id), received: n(android.received) + n(ios.apns_received), clicks: n(android.click) + n(ios.click) };
      });
    },
  };
}

/** The adapter to call: the installed one, else the HTTP client when configured, else the refusing default. */
export function pushAdapter(env: NodeJS.ProcessEnv = process.env): PushAdapter {
  if (installed) return installed;
  const config = jpushConfig(env);
  return config ? jpushClient(config) : refusing;
}

/** Whether a send could reach JPush at all. */
export function pushConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return installed !== null || jpushConfig(env) !== null;
}
