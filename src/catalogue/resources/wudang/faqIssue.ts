import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const FAQ_CATEGORIES = [
  { value: "ACCOUNT", label: "账号与登录" },
  { value: "VIP", label: "会员权益" },
  { value: "PAYMENT", label: "支付与退款" },
  { value: "COURSE", label: "书院课程" },
  { value: "DOWNLOAD", label: "高清下载" },
  { value: "INVOICE", label: "发票" },
  { value: "POINTS", label: "积分" },
  { value: "OTHER", label: "其他" },
] as const;

/**
 * 常见问题 (/wudang/Issue, commerce.md §6.11): questions by category, 置顶 ones first and then by
 * 排序 (the server keeps `rank` = pinned first, then sort, which the list orders by); 发布 / 隐藏.
 */
export const faqIssue = defineResource({
  name: "faqIssue",
  label: "常见问题",
  service: "OperationServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "project",
  route: "/wudang/Issue",
  titleField: "question",
  defaultSort: { by: "rank", asc: true },
  screen: { filterOrder: ["question", "category", "status", "isTop"] },
  fields: [
    { key: "question", label: "问题", kind: "text", required: true, maxLength: 60, listed: true, filter: true },
    { key: "answer", label: "解答", kind: "richText", required: true, upload: "UDT_PROJECT", maxLength: 20_000 },
    { key: "category", label: "分类", kind: "enum", options: FAQ_CATEGORIES, required: true, listed: true, filter: true, sortable: true },
    { key: "isTop", label: "置顶", kind: "boolean", listed: true, filter: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, sortable: true, help: "同为置顶或不置顶时小的在前" },
    { key: "rank", label: "列表顺序", kind: "integer", editable: false, sortable: true, help: "置顶在前，再按排序" },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "DRAFT", label: "草稿" }, { value: "PUBLISHED", label: "已发布" }, { value: "HIDDEN", label: "已隐藏" }],
    },
    { key: "helpfulCount", label: "有用", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "unhelpfulCount", label: "无用", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
  ],
  states: defineMachine({
    field: "status",
    initial: "DRAFT",
    states: [
      { value: "DRAFT", tone: "neutral" },
      { value: "PUBLISHED", tone: "success" },
      { value: "HIDDEN", tone: "warning" },
    ],
    transitions: [
      { name: "publish", label: "发布", from: ["DRAFT", "HIDDEN"], to: "PUBLISHED", shortcut: "P" },
      { name: "hide", label: "隐藏", from: ["PUBLISHED"], to: "HIDDEN", shortcut: "H", confirm: "隐藏后 App 的帮助中心不再显示这些问题。确定隐藏吗？" },
    ],
  }),
});
