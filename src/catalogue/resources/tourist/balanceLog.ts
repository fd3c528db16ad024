import { defineResource } from "../../define";

/** Why a visitor's balance moved (commerce.md §5.1 BalanceLog). */
export const BALANCE_BIZ_TYPES = [
  { value: "TOPUP", label: "充值" },
  { value: "TOPUP_BONUS", label: "充值赠送" },
  { value: "PURCHASE", label: "余额支付" },
  { value: "REFUND", label: "退款退回" },
  { value: "TOPUP_REFUND", label: "充值退款" },
  { value: "ADJUST", label: "人工调整" },
] as const;
export type BalanceBizType = (typeof BALANCE_BIZ_TYPES)[number]["value"];

/**
 * 余额明细: every move of a visitor's balance, append-only, each row holding the balance after it —
 * the visitor's `balance` is always the last row's `balanceAfter`. Written only by the server's
 * money code (server/commerce/balance.ts); shown as a tab of the visitor's slide-over.
 */
export const balanceLog = defineResource({
  name: "balanceLog",
  label: "余额明细",
  service: "TouristServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "logNo",
  defaultSort: { by: "ctime", asc: false },
  readOnly: true,
  parent: { resource: "visitor", key: "visitorId" },
  screen: {
    leadColumns: [{ key: "ctime", label: "时间", kind: "datetime", sortable: true }],
    timeFilter: { key: "ctime", label: "时间" },
  },
  fields: [
    { key: "logNo", label: "流水号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "bizType", label: "类型", kind: "enum", options: BALANCE_BIZ_TYPES, editable: false, listed: true, filter: true },
    { key: "change", label: "变动", kind: "money", min: -1_000_000_000, max: 1_000_000_000, editable: false, listed: true, filter: true, sortable: true },
    { key: "balanceAfter", label: "变动后余额", kind: "money", min: 0, editable: false, listed: true },
    { key: "bizNo", label: "关联单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "remark", label: "说明", kind: "text", maxLength: 100, editable: false, listed: true },
    { key: "operator", label: "操作人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
  ],
});
