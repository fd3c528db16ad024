import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { OA_ARTICLE_TYPES, OA_SYNC_STATES } from "./articleEnums";

/**
 * Where a draft stands on the official account (content.md §7.2): each move is a call to the platform
 * through the official-account adapter (server/domains/article/oaDraft/officialAccount.ts), made in
 * the transition's hook — refused, nothing changes.
 */
const syncMachine = defineMachine({
  field: "syncState",
  initial: "local",
  states: [
    { value: "local", tone: "neutral" },
    { value: "synced", tone: "info" },
    { value: "publishing", tone: "warning" },
    { value: "published", tone: "success" },
    { value: "failed", tone: "danger" },
    { value: "removed", tone: "danger" },
  ],
  transitions: [
    { name: "sync", label: "同步到草稿箱", from: ["local", "failed"], to: "synced", hook: "sync", scope: "row", shortcut: "S" },
    {
      name: "publish", label: "发布", from: ["synced"], to: "publishing", hook: "publish", scope: "row", shortcut: "P",
      confirm: "发布后文章将推送到公众号，发布结果以公众号平台为准。确定发布吗？",
    },
    { name: "refresh", label: "刷新发布状态", from: ["publishing"], to: "published", alsoTo: ["failed", "removed"], hook: "refresh", level: "READ", scope: "row", shortcut: "F" },
    {
      name: "unsync", label: "删除草稿箱草稿", from: ["synced"], to: "local", hook: "unsync", scope: "row", shortcut: "L",
      confirm: "将删除公众号草稿箱中的这篇草稿，本地内容保留。确定删除吗？",
    },
  ],
});

/** 公众号文章（草稿）(/article/diaft, content.md §7.2): the spec guards the route with `order` (§18 Q6). */
export const oaDraft = defineResource({
  name: "oaDraft",
  label: "公众号文章",
  service: "ArticleServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "order",
  titleField: "title",
  defaultSort: { by: "utime", asc: false },
  screen: { filterOrder: ["title", "syncState", "articleType", "sourceArticleId", "publishStatus", "syncedAt", "publishedAt"] },
  fields: [
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 32, listed: true, filter: true, sortable: true },
    { key: "author", label: "作者", kind: "text", maxLength: 16, listed: true },
    { key: "digest", label: "摘要", kind: "longText", maxLength: 128 },
    { key: "content", label: "正文", kind: "richText", required: true, maxLength: 20_000, upload: "UDT_ARTICAL", help: "少于 2 万字；同步时图片转存到公众号" },
    { key: "contentSourceUrl", label: "阅读原文链接", kind: "url", maxLength: 1024 },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_ARTICAL", required: true, listed: true, help: "同步时上传为公众号永久素材" },
    {
      key: "coverCrops", label: "封面裁剪", kind: "json", help: "2.35:1 与 1:1 裁剪框，坐标为 0–1 的比例",
      columns: [{ key: "ratio", label: "比例", kind: "text" }, { key: "box", label: "裁剪框", kind: "text" }],
    },
    { key: "articleType", label: "类型", kind: "enum", options: OA_ARTICLE_TYPES, required: true, filter: true },
    { key: "needOpenComment", label: "开启评论", kind: "boolean" },
    { key: "onlyFansCanComment", label: "仅粉丝可评论", kind: "boolean" },
    { key: "sourceArticleId", label: "来源文章", kind: "ref", ref: "article", listed: true, filter: true },
    { key: "mediaId", label: "草稿ID", kind: "text", maxLength: 128, editable: false },
    { key: "thumbMediaId", label: "封面素材ID", kind: "text", maxLength: 128, editable: false },
    { key: "publishId", label: "发布任务ID", kind: "text", maxLength: 64, editable: false },
    { key: "syncState", label: "状态", kind: "enum", options: OA_SYNC_STATES, editable: false, listed: true, filter: true },
    { key: "publishStatus", label: "发布结果码", kind: "integer", min: 0, max: 6, editable: false, filter: true, help: "0 成功 · 1 发布中 · 2 原创失败 · 3 常规失败 · 4 平台审核不通过 · 5 用户删除 · 6 系统封禁" },
    { key: "articleUrl", label: "文章链接", kind: "url", maxLength: 1024, editable: false, listed: true },
    { key: "failReason", label: "失败原因", kind: "text", maxLength: 200, editable: false },
    { key: "syncedAt", label: "同步时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "publishedAt", label: "发布时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
  ],
  states: syncMachine,
});
