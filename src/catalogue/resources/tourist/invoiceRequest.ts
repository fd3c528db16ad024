import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const INVOICE_TYPES = [
  { value: "NORMAL", label: "数电发票(普通发票)" },
  { value: "SPECIAL", label: "数电发票(增值税专用发票)" },
] as const;

export const INVOICE_TITLE_TYPES = [
  { value: "PERSONAL", label: "个人" },
  { value: "ENTERPRISE", label: "企业/单位" },
] as const;

export const INVOICE_ITEMS = [
  { value: "MEMBERSHIP", label: "*现代服务*会员服务费" },
  { value: "TRAINING", label: "*教育辅助服务*培训费" },
  { value: "INFO_SERVICE", label: "*信息技术服务*信息服务费" },
] as const;

export const RED_REASONS = [
  { value: "01", label: "开票有误" },
  { value: "02", label: "销售退回" },
  { value: "03", label: "服务中止" },
  { value: "04", label: "销售折让" },
] as const;

/**
 * Invoice requests (/tourist/invoice, commerce.md §5.8): one paid order per request (provisional:
 * the document allows several). The server locks the order: it must be paid, not Apple's, not
 * already on a live request; the amount is at most what was paid minus what was refunded. 开票
 * records the 数电票 number, date and PDF; 红冲 cancels it and makes the order invoiceable again —
 * the order's `invoiceStatus` follows every step.
 */
export const invoiceRequest = defineResource({
  name: "invoiceRequest",
  label: "开票申请",
  service: "TouristServiceAdmin",
  ops: ["list", "get", "create", "update"],
  access: "order",
  titleField: "requestNo",
  defaultSort: { by: "ctime", asc: false },
  screen: {
    leadColumns: [{ key: "ctime", label: "申请时间", kind: "datetime", sortable: true }],
    timeFilter: { key: "ctime", label: "申请时间" },
    queue: { field: "status", pending: ["PENDING", "ISSUING", "FAILED"] },
  },
  fields: [
    { key: "requestNo", label: "申请编号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "orderId", label: "开票订单", kind: "ref", ref: "order", required: true, createOnly: true, listed: true, filter: true },
    { key: "visitorId", label: "申请用户", kind: "ref", ref: "visitor", editable: false, listed: true, filter: true },
    { key: "amount", label: "开票金额", kind: "money", min: 1, listed: true, filter: true, sortable: true, help: "留空按 实付 − 已退；不能超过它" },
    { key: "invoiceType", label: "发票类型", kind: "enum", options: INVOICE_TYPES, required: true, listed: true, filter: true },
    { key: "titleType", label: "抬头类型", kind: "enum", options: INVOICE_TITLE_TYPES, required: true, listed: true, filter: true },
    { key: "title", label: "发票抬头", kind: "text", required: true, maxLength: 100, listed: true, filter: true },
    {
      key: "taxNo", label: "纳税人识别号", kind: "text", maxLength: 20, listed: true, filter: true,
      pattern: "^([0-9A-Z]{15}|[0-9A-Z]{17}|[0-9A-Z]{18}|[0-9A-Z]{20})$", patternMessage: "纳税人识别号须为 15、17、18 或 20 位数字或大写字母",
    },
    { key: "address", label: "注册地址", kind: "text", maxLength: 100 },
    { key: "phone", label: "注册电话", kind: "text", maxLength: 20 },
    { key: "bankName", label: "开户行", kind: "text", maxLength: 50 },
    { key: "bankAccount", label: "银行账号", kind: "text", maxLength: 30 },
    { key: "itemName", label: "开票项目", kind: "enum", options: INVOICE_ITEMS, required: true, listed: true, filter: true },
    { key: "email", label: "接收邮箱", kind: "email", required: true, maxLength: 320, listed: true },
    { key: "mobile", label: "接收手机", kind: "text", maxLength: 11, pattern: "^1\\d{10}$", patternMessage: "手机号须为 11 位数字" },
    { key: "remark", label: "发票备注", kind: "text", maxLength: 100 },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [
        { value: "PENDING", label: "待开票" }, { value: "ISSUING", label: "开票中" }, { value: "ISSUED", label: "已开票" },
        { value: "FAILED", label: "开票失败" }, { value: "REJECTED", label: "已驳回" }, { value: "RED_FLUSHED", label: "已红冲" },
      ],
    },
    { key: "invoiceNumber", label: "发票号码", kind: "text", maxLength: 20, editable: false, listed: true, filter: true },
    { key: "issuedAt", label: "开票日期", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "pdfFile", label: "PDF 版式文件", kind: "file", upload: "UDT_INVOICE", editable: false, listed: true },
    { key: "rejectReason", label: "驳回原因", kind: "text", maxLength: 200, editable: false, listed: true },
    { key: "redReason", label: "红冲原因", kind: "enum", options: RED_REASONS, editable: false },
    { key: "redInvoiceNumber", label: "红字发票号码", kind: "text", maxLength: 20, editable: false, listed: true },
    { key: "failReason", label: "失败原因", kind: "text", maxLength: 200, editable: false, listed: true },
    { key: "needsRedFlush", label: "待红冲", kind: "boolean", editable: false, listed: true, filter: true, flag: { label: "待红冲", tone: "danger" }, help: "已开票订单全额退款后置为是；红冲后清除" },
    { key: "handler", label: "经办人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
  ],
  // commerce.md §12.6 (manual issuing; the e-invoice provider's ISSUING path waits for its adapter).
  states: defineMachine({
    field: "status",
    initial: "PENDING",
    states: [
      { value: "PENDING", tone: "warning" },
      { value: "ISSUING", tone: "info" },
      { value: "ISSUED", tone: "success" },
      { value: "FAILED", tone: "danger" },
      { value: "REJECTED", tone: "neutral" },
      { value: "RED_FLUSHED", tone: "neutral" },
    ],
    transitions: [
      {
        name: "issue", label: "开票", from: ["PENDING", "ISSUING", "FAILED"], to: "ISSUED", scope: "row", hook: "issue", shortcut: "I",
        input: [
          { key: "invoiceNumber", label: "发票号码", kind: "text", required: true, maxLength: 20, pattern: "^\\d{20}$", patternMessage: "数电发票号码须为 20 位数字" },
          { key: "issuedAt", label: "开票日期", kind: "datetime", required: true },
          { key: "pdfFile", label: "PDF 版式文件", kind: "file", upload: "UDT_INVOICE", required: true },
        ],
      },
      {
        // Through the e-invoice provider (invoiceChannel.ts); the sweeper brings 已开票 or 开票失败.
        name: "issueOnline", label: "电子开票", from: ["PENDING", "FAILED"], to: "ISSUING", scope: "row", hook: "issueOnline", shortcut: "O",
      },
      {
        name: "reject", label: "驳回", from: ["PENDING"], to: "REJECTED", scope: "row", hook: "reject", shortcut: "D",
        input: [{ key: "reason", label: "驳回原因", kind: "text", required: true, maxLength: 200 }],
      },
      {
        name: "redFlush", label: "红冲", from: ["ISSUED"], to: "RED_FLUSHED", scope: "row", hook: "redFlush", shortcut: "H",
        confirm: "红冲后原发票作废，订单可重新开票。确定红冲吗？",
        input: [
          { key: "redReason", label: "红冲原因", kind: "enum", options: RED_REASONS, required: true },
          { key: "redInvoiceNumber", label: "红字发票号码", kind: "text", required: true, maxLength: 20, pattern: "^\\d{20}$", patternMessage: "红字发票号码须为 20 位数字" },
        ],
      },
    ],
  }),
});
