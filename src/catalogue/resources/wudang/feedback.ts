import { PLATFORMS } from "../../commerce";
import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const FEEDBACK_TYPES = [
  { value: "BUG", label: "功能异常" },
  { value: "SUGGESTION", label: "产品建议" },
  { value: "CONTENT_ERROR", label: "内容纠错" },
  { value: "PAYMENT", label: "支付/会员" },
  { value: "COPYRIGHT", label: "版权投诉" },
  { value: "OTHER", label: "其他" },
] as const;

export const FEEDBACK_CLOSE_REASONS = [
  { value: "DUPLICATE", label: "重复反馈" },
  { value: "INVALID", label: "无效反馈" },
  { value: "CANNOT_REPRODUCE", label: "无法复现" },
] as const;

/**
 * 用户反馈 (/wudang/commnet, commerce.md §6.1): what visitors send from the app, a ticket staff claim,
 * answer (回复并解决: the reply is what the app shows the visitor), close with a reason, or reopen when
 * the visitor writes again. Everything the visitor sent is read-only; staff keep an internal note.
 * The slide-over shows the visitor's latest orders beside it (panel visitorOrders, needs R(order)).
 */
export const feedback = defineResource({
  name: "feedback",
  label: "用户反馈",
  service: "OperationServiceAdmin",
  ops: ["list", "get", "update"],
  access: "commnet",
  titleField: "content",
  defaultSort: { by: "submittedAt", asc: false },
  route: "/wudang/commnet",
  screen: {
    queue: { field: "status", pending: ["NEW", "PROCESSING"], pendingLabel: "待处理" },
    filterOrder: ["status", "type", "content", "platform", "appVersion", "submittedAt", "handler", "visitorId"],
    recordTabs: [{ kind: "panel", label: "近期订单", panel: "visitorOrders" }, { kind: "changes", label: "变更记录" }],
  },
  fields: [
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", editable: false, listed: true, filter: true, help: "匿名 H5 反馈没有用户" },
    { key: "type", label: "反馈类型", kind: "enum", options: FEEDBACK_TYPES, required: true, editable: false, listed: true, filter: true },
    { key: "content", label: "反馈内容", kind: "longText", required: true, maxLength: 1000, editable: false, listed: true, filter: true },
    { key: "images", label: "截图", kind: "json", editable: false, help: "最多 6 张" },
    {
      key: "relatedRes", label: "相关内容", kind: "json", editable: false, listed: true,
      columns: [
        { key: "resType", label: "内容类型", kind: "text" },
        { key: "resId", label: "内容 Id", kind: "integer" },
        { key: "title", label: "标题", kind: "text" },
      ],
    },
    { key: "contact", label: "联系方式", kind: "text", maxLength: 50, editable: false },
    { key: "platform", label: "端", kind: "enum", options: PLATFORMS, editable: false, listed: true, filter: true },
    { key: "appVersion", label: "版本", kind: "text", maxLength: 20, editable: false, listed: true, filter: true },
    { key: "deviceModel", label: "机型", kind: "text", maxLength: 50, editable: false, listed: true },
    { key: "osVersion", label: "系统", kind: "text", maxLength: 30, editable: false },
    { key: "submittedAt", label: "提交时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "NEW", label: "待处理" }, { value: "PROCESSING", label: "处理中" }, { value: "RESOLVED", label: "已解决" }, { value: "CLOSED", label: "已关闭" }],
    },
    { key: "handler", label: "处理人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "reply", label: "回复用户", kind: "longText", maxLength: 500, editable: false, listed: true, help: "用户在 App「我的反馈」里看到这段回复" },
    { key: "repliedAt", label: "回复时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "closeReason", label: "关闭原因", kind: "enum", options: FEEDBACK_CLOSE_REASONS, editable: false, listed: true, filter: true },
    { key: "internalNote", label: "内部备注", kind: "longText", maxLength: 500, help: "仅后台可见，不会展示给用户" },
  ],
  // commerce.md §6.1: NEW → PROCESSING 认领; NEW/PROCESSING → RESOLVED 回复并解决; open → CLOSED 关闭 (with a reason);
  // RESOLVED → PROCESSING 重新打开 (the visitor wrote again).
  states: defineMachine({
    field: "status",
    initial: "NEW",
    states: [
      { value: "NEW", tone: "warning" },
      { value: "PROCESSING", tone: "info" },
      { value: "RESOLVED", tone: "success" },
      { value: "CLOSED", tone: "neutral" },
    ],
    transitions: [
      { name: "claim", label: "认领", from: ["NEW"], to: "PROCESSING", hook: "claimFeedback", shortcut: "A" },
      {
        name: "reply", label: "回复并解决", from: ["NEW", "PROCESSING"], to: "RESOLVED", hook: "replyFeedback", scope: "row", shortcut: "H",
        input: [{ key: "reply", label: "回复内容", kind: "longText", required: true, maxLength: 500, placeholder: "您好，感谢反馈……" }],
      },
      {
        name: "close", label: "关闭", from: ["NEW", "PROCESSING"], to: "CLOSED", hook: "closeFeedback", shortcut: "C",
        input: [{ key: "reason", label: "关闭原因", kind: "enum", options: FEEDBACK_CLOSE_REASONS, required: true }],
      },
      { name: "reopen", label: "重新打开", from: ["RESOLVED"], to: "PROCESSING", hook: "reopenFeedback", scope: "row", shortcut: "O" },
    ],
  }),
});
