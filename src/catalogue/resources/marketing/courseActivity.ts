import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/** Where a course activity is in its time window (commerce.md §4.7), whatever its status. */
export const COURSE_ACTIVITY_PHASES = [
  { value: "NOT_STARTED", label: "未开始" },
  { value: "ONGOING", label: "进行中" },
  { value: "ENDED", label: "已结束" },
] as const;

/**
 * 课程专题活动 (/sellAdmin/courseactivity, commerce.md §4.7): a themed page of courses at activity
 * prices, arranged in sections (课程活动详情, /sellAdmin/courseactivityclassify?activityId=).
 * `phase` is kept by the server from the clock (on every write and by the sweepers); orderCount and
 * gmv come from the paid orders with promotionType COURSE_ACTIVITY for its courses in its window.
 */
export const courseActivity = defineResource({
  name: "courseActivity",
  label: "课程活动",
  service: "MarketingServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "sort", asc: false },
  fields: [
    { key: "title", label: "活动标题", kind: "text", required: true, maxLength: 30, listed: true, filter: true, unique: true, placeholder: "2025 暑期少儿国画营" },
    { key: "subtitle", label: "副标题", kind: "text", maxLength: 40, listed: true },
    { key: "banner", label: "头图", kind: "image", upload: "UDT_COURSE", required: true, help: "750×360" },
    { key: "startAt", label: "活动开始", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "endAt", label: "活动结束", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "description", label: "活动规则", kind: "richText", maxLength: 50_000 },
    { key: "shareTitle", label: "分享标题", kind: "text", maxLength: 30 },
    { key: "shareImage", label: "分享图", kind: "image", upload: "UDT_COURSE", help: "5:4，用于微信分享卡片" },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, sortable: true, help: "越大越靠前" },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "DRAFT", label: "草稿" }, { value: "ONLINE", label: "已上线" }, { value: "OFFLINE", label: "已下线" }],
    },
    { key: "phase", label: "活动阶段", kind: "enum", options: COURSE_ACTIVITY_PHASES, editable: false, listed: true, filter: true },
    { key: "pv", label: "浏览", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "orderCount", label: "订单", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "gmv", label: "成交额", kind: "money", min: 0, editable: false, listed: true, sortable: true },
  ],
  screen: { recordTabs: [{ kind: "changes", label: "变更记录" }] },
  // §12.5: DRAFT → ONLINE ⇄ OFFLINE [W(shiy)].
  states: defineMachine({
    field: "status",
    initial: "DRAFT",
    states: [
      { value: "DRAFT", tone: "neutral" },
      { value: "ONLINE", tone: "success" },
      { value: "OFFLINE", tone: "warning" },
    ],
    transitions: [
      { name: "putOnline", label: "上线", from: ["DRAFT", "OFFLINE"], to: "ONLINE", hook: "putCourseActivityOnline", shortcut: "U" },
      { name: "takeOffline", label: "下线", from: ["ONLINE"], to: "OFFLINE", shortcut: "O", confirm: "下线后用户不能再打开活动页，已下的订单不受影响。确定下线吗？" },
    ],
  }),
  actions: [
    { name: "copyCourseActivity", label: "复制", scope: "row", shortcut: "C", input: [], confirm: "复制为一个新的草稿活动（含全部板块），确定复制吗？" },
  ],
});
