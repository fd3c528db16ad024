import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const ORG_TYPES = [
  { value: "SCHOOL", label: "中小学" },
  { value: "UNIVERSITY", label: "高校" },
  { value: "COMPANY", label: "企业" },
  { value: "MUSEUM", label: "博物馆/美术馆" },
  { value: "TRAINING", label: "培训机构" },
  { value: "GOVERNMENT", label: "机关事业单位" },
  { value: "OTHER", label: "其他" },
] as const;

const NOTE = { key: "note", label: "跟进记录", kind: "longText", maxLength: 500 } as const;

/**
 * Organisations applying for bulk VIP (/tourist/groupapply, commerce.md §5.7), an approval queue of
 * object `group`. The tier (`confId`) is matched on the seats; a quote below the tier's price is a
 * special approval that the handler may not approve himself; 登记收款 must match the quote and writes
 * the income entry; 开通 makes a redeem-code batch of `seats` codes (the code generation runs as a job).
 */
export const groupPurchaseApplication = defineResource({
  name: "groupPurchaseApplication",
  label: "团购申请",
  service: "TouristServiceAdmin",
  ops: ["list", "get", "create", "update"],
  access: "group",
  titleField: "applyNo",
  defaultSort: { by: "ctime", asc: false },
  screen: {
    leadColumns: [{ key: "ctime", label: "申请时间", kind: "datetime", sortable: true }],
    timeFilter: { key: "ctime", label: "申请时间" },
    queue: { field: "status", pending: ["SUBMITTED", "CONTACTED", "QUOTED", "APPROVED", "PAID"] },
  },
  fields: [
    { key: "applyNo", label: "申请编号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "orgName", label: "机构名称", kind: "text", required: true, maxLength: 50, listed: true, filter: true },
    { key: "orgType", label: "机构类型", kind: "enum", options: ORG_TYPES, required: true, listed: true, filter: true },
    {
      key: "creditCode", label: "统一社会信用代码", kind: "text", maxLength: 18, listed: true, filter: true,
      pattern: "^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$", patternMessage: "统一社会信用代码须为 18 位，且不含 I、O、Z、S、V",
    },
    { key: "contactName", label: "联系人", kind: "text", required: true, maxLength: 20, listed: true, filter: true },
    { key: "contactMobile", label: "联系人手机", kind: "text", required: true, maxLength: 11, pattern: "^1\\d{10}$", patternMessage: "手机号须为 11 位数字", listed: true, filter: true },
    { key: "contactEmail", label: "联系人邮箱", kind: "email", maxLength: 320 },
    { key: "seats", label: "申请人数", kind: "integer", required: true, min: 5, max: 50_000, listed: true, filter: true, sortable: true },
    { key: "confId", label: "适用方案", kind: "ref", ref: "groupPurchaseConf", required: true, listed: true, filter: true, help: "须覆盖申请人数" },
    { key: "quotedAmount", label: "报价金额", kind: "money", min: 0, editable: false, listed: true, sortable: true, help: "报价时填写；低于方案价为特批" },
    { key: "quoteReason", label: "特批理由", kind: "text", maxLength: 200, editable: false },
    { key: "purpose", label: "用途说明", kind: "longText", maxLength: 500 },
    { key: "attachments", label: "资质文件", kind: "file", upload: "UDT_INVOICE", help: "营业执照 / 办学许可证" },
    { key: "visitorId", label: "申请账号", kind: "ref", ref: "visitor", listed: true, filter: true },
    { key: "handler", label: "跟进人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "followUps", label: "跟进记录", kind: "json", editable: false, columns: [{ key: "at", label: "时间", kind: "datetime" }, { key: "by", label: "跟进人", kind: "text" }, { key: "note", label: "内容", kind: "text" }], help: "[{at, by, note}]，只增不改" },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [
        { value: "SUBMITTED", label: "待处理" }, { value: "CONTACTED", label: "已联系" }, { value: "QUOTED", label: "已报价" },
        { value: "APPROVED", label: "已审批" }, { value: "PAID", label: "已收款" }, { value: "DELIVERED", label: "已开通" },
        { value: "REJECTED", label: "已驳回" }, { value: "CANCELLED", label: "已取消" },
      ],
    },
    { key: "approver", label: "审批人", kind: "text", maxLength: 64, editable: false, listed: true },
    { key: "rejectReason", label: "驳回原因", kind: "text", maxLength: 200, editable: false, listed: true },
    { key: "paidAmount", label: "到账金额", kind: "money", min: 0, editable: false, listed: true },
    { key: "paidAt", label: "到账时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "paymentProof", label: "回单", kind: "file", upload: "UDT_INVOICE", editable: false },
    { key: "redeemBatchId", label: "兑换码批次", kind: "ref", ref: "redeemCodeBatch", editable: false, listed: true },
    { key: "invoiceRequestId", label: "发票", kind: "ref", ref: "invoiceRequest", editable: false, listed: true },
  ],
  // commerce.md §12.6: SUBMITTED → CONTACTED → QUOTED → APPROVED → PAID → DELIVERED; SUBMITTED…APPROVED → REJECTED | CANCELLED.
  states: defineMachine({
    field: "status",
    initial: "SUBMITTED",
    states: [
      { value: "SUBMITTED", tone: "warning" },
      { value: "CONTACTED", tone: "info" },
      { value: "QUOTED", tone: "info" },
      { value: "APPROVED", tone: "info" },
      { value: "PAID", tone: "success" },
      { value: "DELIVERED", tone: "success" },
      { value: "REJECTED", tone: "danger" },
      { value: "CANCELLED", tone: "neutral" },
    ],
    transitions: [
      { name: "contact", label: "记录跟进", from: ["SUBMITTED"], to: "CONTACTED", scope: "row", hook: "contact", input: [{ ...NOTE, required: true }] },
      {
        name: "quote", label: "报价", from: ["CONTACTED"], to: "QUOTED", scope: "row", hook: "quote",
        input: [
          { key: "quotedAmount", label: "报价金额", kind: "money", min: 1, help: "留空按 人数 × 方案单价" },
          { key: "quoteReason", label: "特批理由", kind: "text", maxLength: 200, help: "报价低于方案价时必填" },
        ],
      },
      { name: "approve", label: "审批通过", from: ["QUOTED"], to: "APPROVED", scope: "row", hook: "approve", shortcut: "A" },
      {
        name: "markPaid", label: "登记收款", from: ["APPROVED"], to: "PAID", scope: "row", hook: "markPaid",
        input: [
          { key: "paidAmount", label: "到账金额", kind: "money", required: true, min: 1, help: "须等于报价金额" },
          { key: "paidAt", label: "到账时间", kind: "datetime", required: true },
          { key: "paymentProof", label: "回单", kind: "file", upload: "UDT_INVOICE" },
        ],
      },
      {
        name: "deliver", label: "开通", from: ["PAID"], to: "DELIVERED", scope: "row", hook: "deliver",
        confirm: "将按申请人数生成兑换码（后台任务），确定开通吗？",
      },
      {
        name: "reject", label: "驳回", from: ["SUBMITTED", "CONTACTED", "QUOTED", "APPROVED"], to: "REJECTED", scope: "row", hook: "reject", shortcut: "D",
        input: [{ key: "reason", label: "驳回原因", kind: "text", required: true, maxLength: 200 }],
      },
      { name: "cancel", label: "取消申请", from: ["SUBMITTED", "CONTACTED", "QUOTED", "APPROVED"], to: "CANCELLED", scope: "row", confirm: "确定取消这条团购申请吗？" },
    ],
  }),
});
