import { defineResource } from "../../define";

export const BOOKKEEPING_DIRECTIONS = [
  { value: "INCOME", label: "收入" },
  { value: "EXPENSE", label: "支出" },
] as const;

/** 科目 (commerce.md §2.5): income categories first, then expenses. */
export const BOOKKEEPING_CATEGORIES = [
  { value: "VIP_INCOME", label: "会员收入" },
  { value: "COURSE_INCOME", label: "课程收入" },
  { value: "TOPUP_INCOME", label: "充值收入" },
  { value: "AUCTION_COMMISSION", label: "拍卖佣金" },
  { value: "LICENSE_INCOME", label: "授权收入" },
  { value: "GROUP_PURCHASE_INCOME", label: "机构团购收入" },
  { value: "OTHER_INCOME", label: "其他收入" },
  { value: "REFUND", label: "退款" },
  { value: "CHANNEL_FEE", label: "支付手续费" },
  { value: "APPLE_COMMISSION", label: "苹果渠道费" },
  { value: "ARTIST_SHARE", label: "艺术家分成" },
  { value: "CLOUD", label: "云服务与CDN" },
  { value: "SMS", label: "短信与推送" },
  { value: "PROMOTION", label: "推广投放" },
  { value: "SALARY", label: "人力" },
  { value: "TAX", label: "税费" },
  { value: "OFFICE", label: "办公" },
  { value: "OTHER_EXPENSE", label: "其他支出" },
] as const;

export const MONEY_ACCOUNTS = [
  { value: "WXPAY_MCH", label: "微信商户号" },
  { value: "ALIPAY", label: "支付宝" },
  { value: "APPLE", label: "App Store" },
  { value: "BANK_BASIC", label: "对公账户" },
  { value: "CASH", label: "备用金" },
] as const;

export const BOOKKEEPING_SOURCES = [
  { value: "AUTO_ORDER", label: "订单" },
  { value: "AUTO_REFUND", label: "退款" },
  { value: "AUTO_FEE", label: "渠道手续费" },
  { value: "AUTO_SETTLE", label: "苹果结算" },
  { value: "MANUAL", label: "手工" },
] as const;

export const RECONCILE_STATUSES = [
  { value: "UNRECONCILED", label: "未对账" },
  { value: "MATCHED", label: "已核对" },
  { value: "MISMATCH", label: "有差异" },
  { value: "IGNORED", label: "已忽略" },
] as const;

/**
 * One money movement (/order/bookkeeping, commerce.md §2.5). Automatic rows (orders, refunds, fees)
 * are written by the server and read-only; manual rows are editable until reconciled or their month
 * is closed. A wrong row is corrected by 红冲, which adds the opposite row (`reversalOf`); both stay.
 * A manual row may still be deleted while nothing refers to it and its month is open (server rules in
 * server/domains/order/bookkeepingEntry/).
 */
export const bookkeepingEntry = defineResource({
  name: "bookkeepingEntry",
  label: "账目",
  service: "OrderServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "order",
  titleField: "billNo",
  defaultSort: { by: "occurredOn", asc: false },
  fields: [
    { key: "billNo", label: "账目编号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "direction", label: "收支", kind: "enum", options: BOOKKEEPING_DIRECTIONS, required: true, listed: true, filter: true },
    { key: "category", label: "科目", kind: "enum", options: BOOKKEEPING_CATEGORIES, required: true, listed: true, filter: true },
    { key: "amount", label: "金额", kind: "money", required: true, min: 1, listed: true, filter: true, sortable: true },
    { key: "occurredOn", label: "业务日期", kind: "date", required: true, listed: true, filter: true, sortable: true },
    { key: "account", label: "资金账户", kind: "enum", options: MONEY_ACCOUNTS, required: true, listed: true, filter: true },
    { key: "counterparty", label: "对方", kind: "text", maxLength: 50, listed: true, filter: true },
    { key: "relatedNo", label: "关联单号", kind: "text", maxLength: 64, listed: true, filter: true },
    { key: "source", label: "来源", kind: "enum", options: BOOKKEEPING_SOURCES, editable: false, listed: true, filter: true },
    { key: "reconcileStatus", label: "对账状态", kind: "enum", options: RECONCILE_STATUSES, editable: false, listed: true, filter: true },
    { key: "voucher", label: "凭证", kind: "file", upload: "UDT_INVOICE" },
    // Unique: an entry is reversed at most once, even by two people at the same moment.
    { key: "reversalOf", label: "红冲原账目", kind: "ref", ref: "bookkeepingEntry", editable: false, listed: true, filter: true, unique: true },
    { key: "locked", label: "已结账", kind: "boolean", editable: false, listed: true, filter: true },
    { key: "remark", label: "摘要", kind: "text", maxLength: 200, listed: true },
  ],
  actions: [
    {
      name: "reverseBookkeepingEntry", label: "红冲", scope: "row", shortcut: "H",
      confirm: "红冲会新增一条方向相反、金额相同的账目，原账目保持不变。确定红冲吗？",
      input: [{ key: "reason", label: "红冲原因", kind: "text", required: true, minLength: 2, maxLength: 100 }],
    },
  ],
  screen: {
    // Income, expense and net per money account for the rows the filter matches, above the grid.
    summary: { method: "sumBookkeepingEntry", label: "当前筛选合计" },
  },
});
