/**
 * POST /api/notify/vod: 阿里云视频点播's event notifications (HTTP 回调). The signature is checked before
 * the body is read; the service is answered 200 once the event is safely recorded, anything else and it
 * delivers again (two more times). Unconfigured, every callback is refused and nothing is written.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ServerDeps } from "../../../../platform/rpc/call";
import { parseVodEvent } from "./events";
import { takeVodEvent } from "./record";
import { verifyVodCallback } from "./verify";

/** Event notifications are a few KB; anything larger is not one. */
const MAX_BYTES = 64 * 1024;

export const VOD_CALLBACK_PATH = "/notify/vod";

export function vodCallbackRoutes(deps: ServerDeps) {
  const app = new Hono();
  const path = `${deps.config.apiBase}${VOD_CALLBACK_PATH}`;
  const limit = bodyLimit({ maxSize: MAX_BYTES, onError: (c) => c.json({ code: "FAIL", message: "报文过大" }, 413) });
  app.post(path, limit, async (c) => {
    const config = deps.config.vodCallback;
    if (!config) {
      console.warn("[notify] vod refused: 未配置点播回调密钥");
      return c.json({ code: "FAIL", message: "未配置点播回调密钥（MOYUAN_VOD_CALLBACK_KEY），拒绝处理" }, 503);
    }
    const url = config.url ?? (deps.config.publicUrl ? `${deps.config.publicUrl}${path}` : c.req.url);
    const verified = verifyVodCallback({ timestamp: c.req.header("X-VOD-TIMESTAMP"), signature: c.req.header("X-VOD-SIGNATURE") }, url, config.privateKey, deps.now());
    if (!verified.ok) {
      console.warn(`[notify] vod refused: ${verified.reason}`);
      return c.json({ code: "FAIL", message: verified.reason }, 401);
    }
    const event = parseVodEvent(await c.req.json<unknown>().catch(() => null));
    if (!event) return c.json({ code: "FAIL", message: "报文不是点播事件通知（缺少 EventType）" }, 400);
    try {
      const taken = await takeVodEvent(deps, event);
      return c.json({ code: "SUCCESS", duplicate: taken.duplicate, outcome: taken.outcome }, 200);
    } catch (err) {
      console.error("[notify] vod failed", err);
      return c.json({ code: "FAIL", message: "处理失败，请稍后重试" }, 500);
    }
  });
  return app;
}
