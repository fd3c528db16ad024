import { VIP_LEVELS } from "../../commerce";
import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const WORK_ORDER_TYPES = [
  { value: "MISSING_CREDIT", label: "支付未到账补发" },
  { value: "COMPENSATION", label: "补偿延期" },
  { value: "MANUAL_OPEN", label: "手动开通" },
  { value: "REFUND", label: "会员退款" },
  { value: "TRANSFER", label: "会员转移" },
  { value: "LEVEL_CHANGE", label: "等级变更" },
] as const;

export const WORK_ORDER_SOURCES = [
  { value: "CUSTOMER_SERVICE", label: "客服" },
  { value: "FEEDBACK", label: "用户反馈" },
  { value: "SYSTEM", label: "系统" },
] as const;

/**
 * Every manual change to a visitor's membership (/tourist/vipwork, commerce.md §5.10): one person
 * submits, a second approves (the submitter is refused). Approving executes it at once in the same
 * transaction — VIP granted or extended through an ADMIN order of 0 fen, or a refund of the related
 * order — and ends EXECUTED with what was created, or FAILED with why (重试执行 tries again).
 */
export const vipWorkOrder = defineResource({
  name: "vipWorkOrder",
  label: "VIP 工单",
  service: "TouristServiceAdmin",
  ops: ["list", "get", "create", "update"],
  access: "order",
  titleField: "workNo",
  defaultSort: { by: "ctime", asc: false },
  // The visitor's slide-over lists them as 会员记录: every manual change to the membership is one.
  parent: { resource: "visitor", key: "visitorId", tab: "会员记录" },
  screen: {
    queue: { field: "status", pending: ["PENDING", "FAILED"] },
  },
  fields: [
    { key: "workNo", label: "工单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, createOnly: true, listed: true, filter: true },
    { key: "type", label: "工单类型", kind: "enum", options: WORK_ORDER_TYPES, required: true, createOnly: true, listed: true, filter: true },
    { key: "relatedOrderId", label: "关联订单", kind: "ref", ref: "order", listed: true, filter: true, help: "补发与退款必填" },
    { key: "days", label: "天数", kind: "integer", min: 1, max: 366, listed: true, help: "补偿延期、手动开通必填" },
    { key: "vipLevel", label: "等级", kind: "enum", options: VIP_LEVELS.filter((l) => l.value !== "NONE"), listed: true, help: "手动开通、等级变更必填" },
    { key: "refundAmount", label: "退款金额", kind: "money", min: 1, listed: true, help: "会员退款必填，不超过可退金额" },
    { key: "targetVisitorId", label: "转入用户", kind: "ref", ref: "visitor", help: "会员转移必填" },
    { key: "description", label: "情况说明", kind: "longText", required: true, maxLength: 500, listed: true },
    { key: "evidence", label: "凭证", kind: "image", upload: "UDT_INVOICE", help: "支付截图等凭证（补发工单建议上传）" },
    { key: "source", label: "来源", kind: "enum", options: WORK_ORDER_SOURCES, required: true, listed: true, filter: true },
    { key: "submittedBy", label: "提交人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "submittedAt", label: "提交时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [
        { value: "PENDING", label: "待审批" }, { value: "APPROVED", label: "已审批" }, { value: "EXECUTED", label: "已执行" },
        { value: "FAILED", label: "执行失败" }, { value: "REJECTED", label: "已驳回" }, { value: "CANCELLED", label: "已撤回" },
      ],
    },
    { key: "approver", label: "审批人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "approvedAt", label: "审批时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "rejectReason", label: "驳回原因", kind: "text", maxLength: 200, editable: false, listed: true },
    { key: "executionResult", label: "执行结果", kind: "text", maxLength: 300, editable: false, listed: true },
  ],
  // commerce.md §12.6: PENDING → APPROVED → EXECUTED | FAILED → (重试) EXECUTED; PENDING → REJECTED | CANCELLED.
  // Approval runs the execution at once, so it ends in EXECUTED or FAILED (APPROVED only while it runs).
  states: defineMachine({
    field: "status",
    initial: "PENDING",
    states: [
      { value: "PENDING", tone: "warning" },
      { value: "APPROVED", tone: "info" },
      { value: "EXECUTED", tone: "success" },
      { value: "FAILED", tone: "danger" },
      { value: "REJECTED", tone: "neutral" },
      { value: "CANCELLED", tone: "neutral" },
    ],
    transitions: [
      {
        name: "approve", label: "通过", from: ["PENDING"], to: "EXECUTED", alsoTo: ["FAILED"], scope: "row", hook: "approve", shortcut: "A",
        confirm: "通过后立即执行工单（开通/延长会员或退款）。确定通过吗？",
      },
      { name: "retry", label: "重试执行", from: ["FAILED", "APPROVED"], to: "EXECUTED", alsoTo: ["FAILED"], scope: "row", hook: "retry" },
      {
        name: "reject", label: "驳回", from: ["PENDING"], to: "REJECTED", scope: "row", hook: "reject", shortcut: "D",
        input: [{ key: "reason", label: "驳回原因", kind: "text", required: true, maxLength: 200 }],
      },
      { name: "cancel", label: "撤回", from: ["PENDING"], to: "CANCELLED", scope: "row", hook: "cancel" },
    ],
  }),
});
