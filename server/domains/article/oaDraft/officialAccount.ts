/**
 * The official-account (微信公众号) adapter of /article/diaft (content.md §7.2): the platform's draft
 * box (`draft/add`, `draft/update`, `draft/delete`) and free publishing (`freepublish/submit`,
 * `freepublish/get`). Nothing here can reach the platform by itself: the embedded default refuses
 * every call in Chinese, and the transition that asked changes nothing. A deployment sets
 * MOYUAN_WECHAT_OA_APP_ID and MOYUAN_WECHAT_OA_APP_SECRET (both or neither, like the payment
 * channels' keys) and installs its adapter with setOfficialAccountAdapter; a test installs its own.
 */
import { precondition } from "../../../platform/wire/errors";

/** What is sent of a draft: the §7.2 fields as the platform names them (our image keys; the adapter re-hosts them). */
export interface OaArticle {
  readonly title: string;
  readonly author: string | null;
  readonly digest: string | null;
  readonly content: string;
  readonly contentSourceUrl: string | null;
  readonly cover: string;
  readonly articleType: string;
  readonly needOpenComment: boolean;
  readonly onlyFansCanComment: boolean;
}

/** `freepublish/get`: `publish_status` 0–6 and, once published, the article's address. */
export interface OaPublishResult {
  readonly publishStatus: number;
  readonly articleUrl: string | null;
  readonly failReason: string | null;
}

export interface OfficialAccountAdapter {
  /** `draft/add` (with the cover uploaded as permanent material): the draft's media_id and the cover's. */
  addDraft(article: OaArticle): Promise<{ mediaId: string; thumbMediaId: string }>;
  updateDraft(mediaId: string, article: OaArticle): Promise<void>;
  deleteDraft(mediaId: string): Promise<void>;
  /** `freepublish/submit`: the publish_id to ask about. */
  submitPublish(mediaId: string): Promise<{ publishId: string }>;
  getPublish(publishId: string): Promise<OaPublishResult>;
}

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
 * The official account's keys from the environment, or null when none is set; half a configuration
 * is a mistake said loudly rather than a channel that half works.
 */
export function officialAccountConfig(env: NodeJS.ProcessEnv = process.env): { appId: string; appSecret: string } | null {
  const appId = env.MOYUAN_WECHAT_OA_APP_ID ?? "";
  const appSecret = env.MOYUAN_WECHAT_OA_APP_SECRET ?? "";
  if (appId === "" && appSecret === "") return null;
  if (appId === "" || appSecret === "") throw new Error("MOYUAN_WECHAT_OA_APP_ID and MOYUAN_WECHAT_OA_APP_SECRET must be set together");
  return { appId, appSecret };
}

/** The adapter to call: the installed one, else the refusing default. */
export function officialAccount(): OfficialAccountAdapter {
  if (installed) return installed;
  // Keys without an installed client are refused as clearly as no keys: no call is faked.
  if (officialAccountConfig() !== null) {
    const refuse = () => Promise.reject(precondition("已设置公众号密钥，但本服务没有安装公众号接口客户端，无法同步"));
    return { addDraft: refuse, updateDraft: refuse, deleteDraft: refuse, submitPublish: refuse, getPublish: refuse };
  }
  return refusing;
}
