import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { ARTICLE_STATES } from "./articleEnums";

/** §0.4's machine in the article's words (立即发布 / 下线 / 重新发布), plus 定时发布 and 取消定时 (§7.1). */
const published = publishMachine("文章", { unpublish: "O", republish: "P" });
const LABELS: Readonly<Record<string, string>> = { publish: "立即发布", unpublish: "下线", republish: "重新发布" };
const articleMachine = defineMachine({
  field: "publishState",
  initial: "draft",
  states: [...published.states, { value: "scheduled", tone: "info" }],
  transitions: [
    ...published.transitions.map((t) => ({
      ...t, label: LABELS[t.name] ?? t.label,
      ...(t.name === "unpublish" ? { confirm: "下线后客户端在下次刷新时不再显示这篇文章。确定下线吗？" } : {}),
    })),
    {
      name: "schedule", label: "定时发布", from: ["draft"], to: "scheduled", hook: "schedule", scope: "row", shortcut: "T",
      input: [{ key: "scheduledAt", label: "定时发布时间", kind: "datetime", required: true, help: "至少在 5 分钟之后" }],
    },
    { name: "unschedule", label: "取消定时", from: ["scheduled"], to: "draft", hook: "unschedule", scope: "rows", shortcut: "Q" },
  ],
});

/**
 * Articles (/article/article, content.md §7.1): written in the full-page composer (/article/create),
 * shown as the app shows them in /article/preview. The text is sanitised on the server at every save; a
 * draft may be saved unfinished (autosave), and 发布 checks that cover, 栏目 and text are there.
 */
export const article = defineResource({
  name: "article",
  label: "文章",
  service: "ArticleServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "article",
  titleField: "title",
  defaultSort: { by: "utime", asc: false },
  softDelete: true,
  screen: { filterOrder: ["title", "categoryId", "publishState", "author", "isTop", "publishedAt", "tags"] },
  fields: [
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 64, listed: true, filter: true, sortable: true },
    { key: "subtitle", label: "副标题", kind: "text", maxLength: 100 },
    { key: "categoryId", label: "栏目", kind: "dict", dict: "article", required: true, listed: true, filter: true },
    { key: "author", label: "作者", kind: "text", maxLength: 20, listed: true, filter: true },
    { key: "sourceText", label: "来源", kind: "text", maxLength: 60, filter: true, placeholder: "原创 / 转载自 故宫博物院官网" },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_ARTICAL", listed: true, help: "发布前必填；建议不小于 900 × 383（2.35:1）" },
    {
      key: "coverCrops", label: "封面裁剪", kind: "json", help: "2.35:1 与 1:1 裁剪框，坐标为 0–1 的比例；同步到公众号时一并提交",
      columns: [{ key: "ratio", label: "比例", kind: "text" }, { key: "box", label: "裁剪框", kind: "text" }],
    },
    { key: "summary", label: "摘要", kind: "longText", maxLength: 128, help: "留空则取正文前 54 个字" },
    { key: "content", label: "正文", kind: "richText", maxLength: 200_000, upload: "UDT_ARTICAL", embeds: true, help: "发布前必填；保存时服务器按白名单清理 HTML；可插入作品卡片、点播视频与高清细节" },
    {
      key: "relatedWorks", label: "关联作品", kind: "json", help: "最多 20 件",
      columns: [{ key: "type", label: "类型", kind: "text" }, { key: "id", label: "作品 Id", kind: "integer" }],
    },
    { key: "tags", label: "标签", kind: "tags", max: 20, filter: true },
    { key: "isTop", label: "置顶", kind: "boolean", listed: true, filter: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, sortable: true, help: "数字大的排在前面" },
    { ...PUBLISHABLE_FIELDS[0], label: "状态", options: ARTICLE_STATES },
    { key: "scheduledAt", label: "定时发布时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { ...PUBLISHABLE_FIELDS[1], label: "发布时间", listed: true },
    { ...PUBLISHABLE_FIELDS[2], label: "重新发布时间" },
    { key: "viewCount", label: "阅读", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "likeCount", label: "点赞", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  states: articleMachine,
  actions: [
    { name: "composeArticle", label: "整页编辑", scope: "row", level: "READ", shortcut: "W", input: [], opens: "/article/create?id={Id}" },
    { name: "previewArticle", label: "预览", scope: "row", level: "READ", shortcut: "V", input: [], opens: "/article/preview?id={Id}" },
    // §7.1, §7.3: the public address of an online article, and a signed preview link valid 24 h (server links.ts).
    { name: "copyArticleShareLink", label: "复制分享链接", scope: "row", level: "READ", input: [], copies: true },
    { name: "copyArticlePreviewLink", label: "复制预览链接", scope: "row", level: "READ", input: [], copies: true },
    // §7.1: makes (or updates) the article's official-account draft and puts it in the draft box; needs W(order) too.
    {
      name: "syncArticleToOa", label: "同步到公众号", scope: "row", shortcut: "M", input: [], makes: "oaDraft",
      confirm: "将按这篇文章创建或更新公众号草稿，并同步到公众号草稿箱。确定同步吗？",
    },
  ],
});
