import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const ARTIST_INCOME_SOURCES = [
  { value: "COURSE_SALE", label: "课程分成" },
  { value: "WORK_LICENSE", label: "作品授权" },
  { value: "AUCTION", label: "拍卖成交" },
  { value: "DERIVATIVE", label: "衍生品" },
  { value: "ADJUSTMENT", label: "调整" },
] as const;

export const ARTIST_LEDGER_STATUSES = [
  { value: "PENDING", label: "待确认" },
  { value: "CONFIRMED", label: "已确认" },
  { value: "NOTIFIED", label: "已通知" },
  { value: "PAID", label: "已打款" },
  { value: "DISPUTED", label: "有异议" },
] as const;

/**
 * Revenue shares owed to programme artists (/order/shiyauthornotice, commerce.md §2.4). Entries are
 * written by the server (monthly shares, settled auctions later): a ledger, never edited by hand.
 * Staff move them by transitions; a correction is an ADJUSTMENT entry (登记调整, reason required),
 * also written when a dispute is settled. Amounts are frozen once confirmed.
 */
export const artistLedgerEntry = defineResource({
  name: "artistLedgerEntry",
  label: "艺术家计划台账",
  service: "OrderServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "entryNo",
  // Not `readOnly`: the console offers no transitions on a ledger. It has no create, update or delete all the same.
  defaultSort: { by: "period", asc: false },
  fields: [
    { key: "entryNo", label: "台账编号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "artistId", label: "艺术家", kind: "dict", dict: "shiyArtist", editable: false, listed: true, filter: true },
    { key: "period", label: "结算月份", kind: "text", minLength: 7, maxLength: 7, pattern: "^\\d{4}-(0[1-9]|1[0-2])$", patternMessage: "结算月份格式为 YYYY-MM", editable: false, listed: true, filter: true, sortable: true },
    { key: "sourceType", label: "收入来源", kind: "enum", options: ARTIST_INCOME_SOURCES, editable: false, listed: true, filter: true },
    { key: "sourceRef", label: "来源单号", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "grossAmount", label: "计费金额", kind: "money", min: -100_000_000, max: 100_000_000, editable: false, listed: true, help: "已扣除退款；仅调整可为负数" },
    { key: "shareRateBp", label: "分成比例(基点)", kind: "integer", min: 0, max: 10_000, editable: false, listed: true, help: "万分比：6000 即 60%" },
    { key: "shareAmount", label: "分成金额", kind: "money", min: -100_000_000, max: 100_000_000, editable: false, listed: true, sortable: true },
    { key: "taxAmount", label: "代扣个税", kind: "money", min: 0, editable: false, listed: true },
    { key: "payableAmount", label: "应付金额", kind: "money", min: -100_000_000, max: 100_000_000, editable: false, listed: true, sortable: true },
    { key: "status", label: "状态", kind: "enum", options: ARTIST_LEDGER_STATUSES, editable: false, listed: true, filter: true },
    // One entry per artist, month and source: what 生成本月台账 and settlement write is keyed, so running either twice adds nothing.
    { key: "sourceKey", label: "来源键", kind: "text", maxLength: 120, editable: false, unique: true, help: "艺术家|月份|来源|单号；调整记录为空" },
    { key: "adjustsEntry", label: "调整的台账", kind: "ref", ref: "artistLedgerEntry", editable: false, filter: true },
    { key: "reason", label: "调整/异议说明", kind: "text", maxLength: 200, editable: false, listed: true },
    { key: "noticeSentAt", label: "通知时间", kind: "datetime", editable: false, listed: true },
    { key: "paidAt", label: "打款时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "payVoucher", label: "打款凭证", kind: "file", upload: "UDT_INVOICE", editable: false },
    { key: "operator", label: "操作人", kind: "text", maxLength: 64, editable: false, listed: true },
    { key: "remark", label: "备注", kind: "text", maxLength: 200, editable: false },
  ],
  actions: [
    {
      // Course shares of the month's paid course orders and the month's settled auction lots not yet in the ledger.
      name: "generateArtistLedger", label: "生成本月台账", scope: "view", shortcut: "M",
      input: [{ key: "period", label: "结算月份", kind: "text", minLength: 7, maxLength: 7, pattern: "^\\d{4}-(0[1-9]|1[0-2])$", patternMessage: "结算月份格式为 YYYY-MM", help: "不填为本月；已生成的不会重复生成" }],
    },
    {
      // Not a transition: the entry keeps its state and amounts; the ADJUSTMENT entry is the record of the change.
      name: "adjustArtistLedgerEntry", label: "登记调整", scope: "row", shortcut: "T",
      input: [
        { key: "adjustAmount", label: "调整分成金额", kind: "money", min: -100_000_000, max: 100_000_000, required: true, help: "正数补发、负数扣回" },
        { key: "reason", label: "调整原因", kind: "text", required: true, minLength: 2, maxLength: 200 },
      ],
    },
  ],
  states: defineMachine({
    field: "status",
    initial: "PENDING",
    states: [
      { value: "PENDING", tone: "warning" },
      { value: "CONFIRMED", tone: "info" },
      { value: "NOTIFIED", tone: "info" },
      { value: "PAID", tone: "success" },
      { value: "DISPUTED", tone: "danger" },
    ],
    transitions: [
      {
        name: "confirm", label: "确认", from: ["PENDING"], to: "CONFIRMED", hook: "confirm", shortcut: "C",
        input: [{ key: "taxAmount", label: "代扣个税", kind: "money", min: 0, help: "财务填写；不填为 0" }],
      },
      {
        name: "notify", label: "登记已通知", from: ["CONFIRMED"], to: "NOTIFIED", hook: "notify",
        input: [{ key: "note", label: "通知方式与说明", kind: "text", required: true, minLength: 2, maxLength: 100, help: "如：已邮件发送 2025-10 结算单" }],
      },
      {
        name: "markPaid", label: "标记已打款", from: ["NOTIFIED"], to: "PAID", scope: "row", hook: "markPaid",
        input: [
          { key: "paidAt", label: "打款时间", kind: "datetime", required: true },
          { key: "payVoucher", label: "打款凭证", kind: "file", upload: "UDT_INVOICE", required: true },
        ],
      },
      {
        name: "dispute", label: "登记异议", from: ["NOTIFIED"], to: "DISPUTED", scope: "row", hook: "dispute",
        input: [{ key: "reason", label: "异议内容", kind: "text", required: true, minLength: 2, maxLength: 200 }],
      },
      {
        name: "resolveDispute", label: "处理异议", from: ["DISPUTED"], to: "CONFIRMED", scope: "row", hook: "resolveDispute",
        input: [
          { key: "adjustAmount", label: "调整分成金额", kind: "money", min: -100_000_000, max: 100_000_000, required: true, help: "正数补发、负数扣回；0 表示维持原金额" },
          { key: "reason", label: "处理说明", kind: "text", required: true, minLength: 2, maxLength: 200 },
        ],
      },
    ],
  }),
});
