/**
 * The official-account (微信公众号) adapter of /article/diaft (content.md §7.2): the platform's draft
 * box (`draft/add`, `draft/update`, `draft/delete`) and free publishing (`freepublish/submit`,
 * `freepublish/get`). Unconfigured, every call is refused in Chinese and the transition that asked
 * changes nothing. MOYUAN_WECHAT_OA_APP_ID and MOYUAN_WECHAT_OA_APP_SECRET (both or neither, like the
 * payment channels' keys) switch on the HTTP client (wechat/wechatClient.ts) against
 * MOYUAN_WECHAT_API_BASE (default https://api.weixin.qq.com); a test may install an adapter of its own.
 */
import { precondition } from "../../../platform/wire/errors";
import { wechatOfficialAccount } from "./wechat/wechatClient";
import { DEFAULT_WECHAT_BASE, type WechatConfig } from "./wechat/wechatHttp";
import { storedFileReader } from "./wechat/wechatImages";
import type { OfficialAccountAdapter } from "./officialAccountTypes";

export type { OaArticle, OaPublishResult, OfficialAccountAdapter } from "./officialAccountTypes";

export const NOT_CONFIGURED = "未配置公众号接口，无法同步";

/** The embedded default: every call refused, nothing sent anywhere, nothing changed. */
const refusing: OfficialAccountAdapter = {
  addDraft: () => Promise.reject(precondition(`${NOT_CONFIGURED}到草稿箱：请设置 MOYUAN_WECHAT_OA_APP_ID 和 MOYUAN_WECHAT_OA_APP_SECRET`)),
  updateDraft: () => Promise.reject(precondition(`${NOT_CONFIGURED}修改到草稿箱：请先配置公众号接口，或删除草稿箱草稿后在本地修改`)),
  deleteDraft: () => Promise.reject(precondition("未配置公众号接口，无法删除草稿箱中的草稿")),
  submitPublish: () => Promise.reject(precondition("未配置公众号接口，无法发布")),
  getPublish: () => Promise.reject(precondition("未配置公众号接口，无法查询发布状态")),
};

let installed: OfficialAccountAdapter | null = null;

/** Installs (or, with null, removes) the adapter that talks to the official account. */
export function setOfficialAccountAdapter(adapter: OfficialAccountAdapter | null): void {
  installed = adapter;
}

/**
 * The official account's keys and API address from the environment, or null when no key is set; half
 * a configuration is a mistake said loudly rather than a channel that half works.
 */
export function officialAccountConfig(env: NodeJS.ProcessEnv = process.env): WechatConfig | null {
  const appId = env.MOYUAN_WECHAT_OA_APP_ID ?? "";
  const appSecret = env.MOYUAN_WECHAT_OA_APP_SECRET ?? "";
  if (appId === "" && appSecret === "") return null;
  if (appId === "" || appSecret === "") throw new Error("MOYUAN_WECHAT_OA_APP_ID and MOYUAN_WECHAT_OA_APP_SECRET must be set together");
  const base = (env.MOYUAN_WECHAT_API_BASE ?? "").replace(/\/+$/, "") || DEFAULT_WECHAT_BASE;
  if (!/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(base)) throw new Error(`MOYUAN_WECHAT_API_BASE must be an http(s) address, got "${base}"`);
  return { appId, appSecret, base };
}

/** Whether a call could reach an official account (the sweep asks nothing otherwise). */
export function officialAccountConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return installed !== null || officialAccountConfig(env) !== null;
}

/** What the HTTP client needs of the server: where stored pictures are, and its clock (the token's expiry). */
export interface OfficialAccountDeps {
  readonly config: { readonly dataDir: string };
  readonly now: () => number;
}

/** The adapter to call: the installed one, else the HTTP client when configured, else the refusing default. */
export function officialAccount(deps: OfficialAccountDeps, env: NodeJS.ProcessEnv = process.env): OfficialAccountAdapter {
  if (installed) return installed;
  const config = officialAccountConfig(env);
  return config ? wechatOfficialAccount(config, storedFileReader(deps.config.dataDir), deps.now) : refusing;
}
