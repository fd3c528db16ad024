import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ServerDeps } from "../../../../platform/rpc/call";
import { handleAlipayNotify } from "./alipay";
import { handleAppStoreNotify } from "./appstore";
import { refusalStatus } from "./respond";
import { handleWxpayNotify, type Outcome } from "./wxpay";

/** Channel notifications are small; anything larger is not one. */
const NOTIFY_MAX_BYTES = 256 * 1024;

function logRefusal(channel: string, outcome: Outcome): void {
  if (!outcome.ok) console.warn(`[notify] ${channel} refused (${outcome.kind}): ${outcome.reason}`);
}

/** Runs a handler; a failure of ours (database…) is answered as failed so that the channel delivers again. */
async function settle(channel: string, run: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await run();
  } catch (err) {
    console.error(`[notify] ${channel} failed`, err);
    return { ok: false, kind: "failed", reason: "处理失败，请稍后重试" };
  }
}

/**
 * The payment channels' inbound notifications, beside the RPC endpoint: each verifies its channel's
 * signature before anything is read, and refuses everything while the channel is not configured.
 */
export function notifyRoutes(deps: ServerDeps) {
  const app = new Hono();
  const base = `${deps.config.apiBase}/notify`;
  const limit = bodyLimit({ maxSize: NOTIFY_MAX_BYTES, onError: (c) => c.json({ code: "FAIL", message: "报文过大" }, 413) });

  // WeChat Pay v3: 204 when taken; otherwise 4xx/5xx with {code: "FAIL", message} and WeChat retries.
  app.post(`${base}/wxpay`, limit, async (c) => {
    const body = await c.req.text();
    const headers = {
      timestamp: c.req.header("Wechatpay-Timestamp"), nonce: c.req.header("Wechatpay-Nonce"),
      signature: c.req.header("Wechatpay-Signature"), serial: c.req.header("Wechatpay-Serial"),
    };
    const outcome = await settle("wxpay", () => handleWxpayNotify(deps, headers, body));
    logRefusal("wxpay", outcome);
    return outcome.ok ? c.body(null, 204) : c.json({ code: "FAIL", message: outcome.reason }, refusalStatus(outcome));
  });

  // Alipay: the text `success` when taken; anything else and Alipay retries.
  app.post(`${base}/alipay`, limit, async (c: Context) => {
    const form = await c.req.parseBody().catch(() => null);
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(form ?? {})) if (typeof v === "string") params[k] = v;
    const outcome = await settle("alipay", () => handleAlipayNotify(deps, params));
    logRefusal("alipay", outcome);
    return outcome.ok ? c.text("success") : c.text("failure", refusalStatus(outcome));
  });

  // App Store: 200 when taken; any other status and Apple retries.
  app.post(`${base}/appstore`, limit, async (c) => {
    const body = await c.req.json<unknown>().catch(() => null);
    const outcome = await settle("appstore", () => handleAppStoreNotify(deps, body));
    logRefusal("appstore", outcome);
    return outcome.ok ? c.body(null, 200) : c.json({ code: "FAIL", message: outcome.reason }, refusalStatus(outcome));
  });
  return app;
}
