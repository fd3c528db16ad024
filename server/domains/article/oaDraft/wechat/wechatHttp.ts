/**
 * The official account's HTTP API (https://api.weixin.qq.com, or MOYUAN_WECHAT_API_BASE): the access
 * token and the two kinds of call the draft box needs (JSON bodies, form uploads), each answer's
 * errcode turned into a Chinese refusal (FAILED_PRECONDITION) before anything of ours is written.
 *
 * The token comes from `cgi-bin/stable_token` in its normal mode and is kept per process until five
 * minutes before it expires. That is safe with several stateless servers: within its validity the
 * platform hands every caller the same token, and one server asking never invalidates another's (the
 * older `cgi-bin/token` would: a second server fetching it would end the first one's). A call told
 * that its token went stale (40001/40014/42001) asks again once and retries.
 */
import { precondition } from "../../../../platform/wire/errors";
import { TOKEN_ERRORS, wechatRefusal } from "./wechatErrors";

export const DEFAULT_WECHAT_BASE = "https://api.weixin.qq.com";

export interface WechatConfig {
  readonly appId: string;
  readonly appSecret: string;
  /** Where the API answers (no trailing slash); tests point it at a local stand-in. */
  readonly base: string;
}

export type WechatFetch = (url: string, init: { method: "POST"; headers?: Record<string, string>; body: string | FormData }) => Promise<Response>;

/** A file to send as the form's `media` part. */
export interface WechatUpload {
  readonly bytes: Uint8Array;
  readonly filename: string;
  readonly contentType: string;
}

/** The platform renews a token in its last five minutes: ours is dropped before then. */
const RENEW_MARGIN_MS = 5 * 60_000;

/** Tokens by base + AppID, for this process. */
const tokens = new Map<string, { token: string; until: number }>();

export interface WechatHttp {
  postJson(path: string, body: unknown, doing: string): Promise<Record<string, unknown>>;
  postMedia(path: string, query: Record<string, string>, file: WechatUpload, doing: string): Promise<Record<string, unknown>>;
}

export function wechatHttp(config: WechatConfig, now: () => number, fetchFn: WechatFetch = fetch): WechatHttp {
  const cacheKey = `${config.base} ${config.appId}`;

  /** Sends once; a network failure or an answer that is not JSON is refused in Chinese too. */
  const send = async (url: string, init: Parameters<WechatFetch>[1], doing: string): Promise<Record<string, unknown>> => {
    let answer: Response;
    try {
      answer = await fetchFn(url, init);
    } catch {
      throw precondition(`${doing}失败：无法连接公众号平台，请稍后再试`);
    }
    const text = await answer.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw precondition(`${doing}失败：公众号平台的回答无法识别（HTTP ${answer.status}）`);
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw precondition(`${doing}失败：公众号平台的回答无法识别（HTTP ${answer.status}）`);
    return body as Record<string, unknown>;
  };

  const token = async (): Promise<string> => {
    const held = tokens.get(cacheKey);
    if (held && held.until > now()) return held.token;
    const body = await send(`${config.base}/cgi-bin/stable_token`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "client_credential", appid: config.appId, secret: config.appSecret, force_refresh: false }),
    }, "获取公众号接口凭证");
    const errcode = Number(body.errcode ?? 0);
    if (errcode !== 0) throw precondition(wechatRefusal("获取公众号接口凭证", errcode, body.errmsg));
    if (typeof body.access_token !== "string" || body.access_token === "") throw precondition("获取公众号接口凭证失败：平台没有给出凭证");
    const seconds = Number(body.expires_in ?? 0);
    tokens.set(cacheKey, { token: body.access_token, until: now() + Math.max(0, seconds * 1000 - RENEW_MARGIN_MS) });
    return body.access_token;
  };

  /** One call with the token in its query; a stale token is asked for again once. */
  const call = async (path: string, query: Record<string, string>, init: () => Parameters<WechatFetch>[1], doing: string) => {
    for (let attempt = 0; ; attempt += 1) {
      const params = new URLSearchParams({ access_token: await token(), ...query });
      const body = await send(`${config.base}${path}?${params.toString()}`, init(), doing);
      const errcode = Number(body.errcode ?? 0);
      if (errcode === 0) return body;
      if (TOKEN_ERRORS.has(errcode) && attempt === 0) {
        tokens.delete(cacheKey);
        continue;
      }
      throw precondition(wechatRefusal(doing, errcode, body.errmsg));
    }
  };

  return {
    postJson: (path, body, doing) => call(path, {}, () => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }), doing),
    postMedia: (path, query, file, doing) => call(path, query, () => {
      const form = new FormData();
      // A copy over a plain ArrayBuffer: what Blob takes, whatever pool the bytes came from.
      form.append("media", new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.filename);
      return { method: "POST", body: form };
    }, doing),
  };
}
