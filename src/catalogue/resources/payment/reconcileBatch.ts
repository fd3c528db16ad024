import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const RECONCILE_CHANNELS = [
  { value: "WXPAY", label: "微信支付" },
  { value: "ALIPAY", label: "支付宝" },
  { value: "APPLE", label: "App Store" },
] as const;
export type ReconcileChannel = (typeof RECONCILE_CHANNELS)[number]["value"];

export const RECONCILE_BATCH_STATUSES = [
  { value: "RUNNING", label: "对账中" },
  { value: "BALANCED", label: "已平" },
  { value: "DIFF", label: "有差异" },
  { value: "RESOLVED", label: "差异已处理" },
  { value: "FAILED", label: "下载失败" },
] as const;

/** Kinds of a reconciliation difference (commerce.md §2.5). */
export const RECONCILE_DIFF_KINDS = [
  { value: "LOCAL_ONLY", label: "我方有渠道无" },
  { value: "CHANNEL_ONLY", label: "渠道有我方无(掉单)" },
  { value: "AMOUNT_DIFF", label: "金额不符" },
  { value: "STATUS_DIFF", label: "状态不符" },
] as const;

/**
 * One day of one channel reconciled (tab 对账 of /order/bookkeeping, commerce.md §2.5): the channel's
 * successful records of that day against our paid orders, with every difference listed. Written by
 * the `reconcile` job (执行对账); a batch with differences is closed by 处理差异 with a note.
 */
// Not `readOnly`: no create, update or delete exists (ops), but 处理差异 is a transition staff take.
export const reconcileBatch = defineResource({
  name: "reconcileBatch",
  label: "对账批次",
  service: "PaymentServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "batchNo",
  defaultSort: { by: "billDate", asc: false },
  fields: [
    { key: "batchNo", label: "批次号", kind: "text", maxLength: 40, editable: false, listed: true, filter: true, unique: true, help: "渠道-账单日期，如 WXPAY-2026-03-14" },
    { key: "billDate", label: "账单日期", kind: "date", editable: false, listed: true, filter: true, sortable: true },
    { key: "channel", label: "渠道", kind: "enum", options: RECONCILE_CHANNELS, editable: false, listed: true, filter: true },
    { key: "channelCount", label: "渠道笔数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "channelAmount", label: "渠道金额", kind: "money", min: 0, editable: false, listed: true },
    { key: "localCount", label: "我方笔数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "localAmount", label: "我方金额", kind: "money", min: 0, editable: false, listed: true },
    { key: "feeAmount", label: "手续费", kind: "money", min: 0, editable: false, listed: true, help: "渠道账单中的手续费；没有账单数据时为空" },
    { key: "diffCount", label: "差异笔数", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "status", label: "状态", kind: "enum", options: RECONCILE_BATCH_STATUSES, editable: false, listed: true, filter: true },
    {
      key: "diffs", label: "差异明细", kind: "json", editable: false,
      columns: [
        { key: "kind", label: "差异类型", kind: "enum", options: [{ value: "LOCAL_ONLY", label: "我方有、渠道无" }, { value: "CHANNEL_ONLY", label: "渠道有、我方无" }, { value: "AMOUNT_DIFF", label: "金额不符" }, { value: "STATUS_DIFF", label: "状态不符" }] },
        { key: "orderNo", label: "订单号", kind: "text" },
        { key: "channelNo", label: "渠道单号", kind: "text" },
        { key: "localAmount", label: "我方金额", kind: "money" },
        { key: "channelAmount", label: "渠道金额", kind: "money" },
      ], help: "[{kind, orderNo, channelNo, localAmount, channelAmount}]，金额单位为分" },
    { key: "resolution", label: "处理说明", kind: "text", maxLength: 200, editable: false, listed: true },
    { key: "operator", label: "对账人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
  ],
  actions: [
    {
      name: "startReconcile", label: "执行对账", scope: "view", shortcut: "D", job: true,
      input: [
        { key: "dateFrom", label: "开始日期", kind: "date", required: true },
        { key: "dateTo", label: "结束日期", kind: "date", required: true },
        { key: "channel", label: "渠道", kind: "enum", options: RECONCILE_CHANNELS, help: "不选则对全部渠道" },
      ],
    },
  ],
  states: defineMachine({
    field: "status",
    initial: "RUNNING",
    states: [
      { value: "RUNNING", tone: "info" },
      { value: "BALANCED", tone: "success" },
      { value: "DIFF", tone: "danger" },
      { value: "RESOLVED", tone: "neutral" },
      { value: "FAILED", tone: "warning" },
    ],
    transitions: [
      {
        name: "resolve", label: "处理差异", from: ["DIFF"], to: "RESOLVED", scope: "row", hook: "resolve",
        input: [{ key: "resolution", label: "处理说明", kind: "text", required: true, maxLength: 200, help: "如：2 笔掉单已查单补单，1 笔金额差异已联系渠道" }],
      },
    ],
  }),
});
