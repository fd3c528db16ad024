import { defineResource } from "../../define";
import { LEDGER_TAIL, ledgerHead, VISITOR_LEDGER } from "../../visitorLedger";

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
 * money code (server/domains/tourist/balanceLog/balance.ts); shown as a tab of the visitor's slide-over.
 */
export const balanceLog = defineResource({
  name: "balanceLog",
  label: "余额明细",
  service: "TouristServiceAdmin",
  access: "order",
  ...VISITOR_LEDGER,
  fields: [
    ...ledgerHead(BALANCE_BIZ_TYPES),
    { key: "change", label: "变动", kind: "money", min: -1_000_000_000, max: 1_000_000_000, editable: false, listed: true, filter: true, sortable: true },
    { key: "balanceAfter", label: "变动后余额", kind: "money", min: 0, editable: false, listed: true },
    { key: "bizNo", label: "关联单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    ...LEDGER_TAIL,
  ],
});
