import { defineResource } from "../../define";
import { PLACEMENT_FIELDS } from "./slotPlacement";

export const RECOMMEND_POSITIONS = [
  { value: "HOME_BANNER", label: "首页轮播" },
  { value: "HOME_FEED", label: "首页信息流" },
  { value: "DISCOVER", label: "发现页" },
  { value: "COURSE_HOME", label: "书院首页" },
  { value: "VIP_CENTER", label: "会员中心" },
] as const;

export const RECOMMEND_TARGETS = [
  { value: "SUHA", label: "书画作品" },
  { value: "HD_ALBUM", label: "高清专辑" },
  { value: "ARTICLE", label: "文章" },
  { value: "PUBLIC_COURSE", label: "公开课" },
  { value: "SHIY_COURSE", label: "书院课" },
  { value: "PROJECT", label: "线上展览" },
  { value: "COURSE_ACTIVITY", label: "课程活动" },
  { value: "LIVE", label: "直播" },
  { value: "URL", label: "网页" },
] as const;

/**
 * 编辑推荐 (/wudang/recom, commerce.md §6.2): what the editors put in the app's banners and feeds, in
 * `sort` order per position (上移/下移 from the keyboard), each live only inside its window on its
 * platforms and versions; at most 8 live banners per platform.
 */
export const editorRecommendation = defineResource({
  name: "editorRecommendation",
  label: "编辑推荐",
  service: "OperationServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "recommend",
  titleField: "title",
  defaultSort: { by: "sort", asc: true },
  route: "/wudang/recom",
  screen: { filterOrder: ["displayState", "position", "title", "targetType", "online", "startAt", "endAt"], recordTabs: [{ kind: "changes", label: "变更记录" }] },
  fields: [
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 30, listed: true, filter: true },
    { key: "subtitle", label: "推荐语", kind: "text", maxLength: 60, listed: true },
    { key: "position", label: "推荐位", kind: "enum", options: RECOMMEND_POSITIONS, required: true, listed: true, filter: true },
    { key: "targetType", label: "跳转类型", kind: "enum", options: RECOMMEND_TARGETS, required: true, listed: true, filter: true },
    { key: "targetId", label: "跳转对象", kind: "text", required: true, maxLength: 2048, listed: true, help: "网页填 https 地址；其他类型填对象的 Id" },
    { key: "cover", label: "配图", kind: "image", upload: "UDT_NOTICE", required: true, help: "首页轮播 750×320，信息流 690×388" },
    ...PLACEMENT_FIELDS,
  ],
  actions: [
    {
      name: "setEditorRecommendationOnline", label: "上线/下线", scope: "rows", shortcut: "O",
      input: [{ key: "online", label: "上线", kind: "boolean", required: true }],
      choices: [
        { label: "上线", input: { online: true } },
        { label: "下线", input: { online: false }, confirm: "下线后 App 立即不再展示，确定下线吗？" },
      ],
    },
    { name: "moveUpEditorRecommendation", label: "上移", scope: "row", input: [], shortcut: "U" },
    { name: "moveDownEditorRecommendation", label: "下移", scope: "row", input: [], shortcut: "D" },
  ],
});
