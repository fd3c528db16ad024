/** content.md §7: the states of an article and of an official-account draft, with the labels the screens show. */

/** §7.1: an article is a draft, waits for its 定时发布 time, is online, or was taken offline. */
export const ARTICLE_STATES = [
  { value: "draft", label: "草稿" },
  { value: "scheduled", label: "定时发布" },
  { value: "online", label: "已发布" },
  { value: "offline", label: "已下线" },
] as const;

/** §7.2: where a draft stands on the official account (the platform's draft box and free-publish API). */
export const OA_SYNC_STATES = [
  { value: "local", label: "未同步" },
  { value: "synced", label: "已同步草稿箱" },
  { value: "publishing", label: "发布中" },
  { value: "published", label: "已发布" },
  { value: "failed", label: "发布失败" },
  { value: "removed", label: "已删除或封禁" },
] as const;

/** §7.2 `article_type`. */
export const OA_ARTICLE_TYPES = [
  { value: "news", label: "图文消息" },
  { value: "newspic", label: "图片消息" },
] as const;
