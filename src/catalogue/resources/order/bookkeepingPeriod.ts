import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/**
 * Accounting months of the bookkeeping (commerce.md §2.5 月结). A month's row appears with its first
 * entry; 月结 closes it (its entries become 已结账 and no entry may be written, changed or removed in
 * it, automatic ones included), 反结账 opens it again with a reason. Totals are taken at closing.
 */
export const bookkeepingPeriod = defineResource({
  name: "bookkeepingPeriod",
  label: "会计期间",
  service: "OrderServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "period",
  // Not `readOnly`: the console offers no transitions on a ledger. It has no create, update or delete all the same.
  defaultSort: { by: "period", asc: false },
  shownIn: "bookkeepingEntry",
  fields: [
    { key: "period", label: "月份", kind: "text", minLength: 7, maxLength: 7, pattern: "^\\d{4}-(0[1-9]|1[0-2])$", patternMessage: "月份格式为 YYYY-MM", editable: false, listed: true, filter: true, sortable: true, unique: true },
    { key: "status", label: "状态", kind: "enum", options: [{ value: "OPEN", label: "未结账" }, { value: "CLOSED", label: "已结账" }], editable: false, listed: true, filter: true },
    { key: "entryCount", label: "账目笔数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "incomeTotal", label: "收入合计", kind: "money", min: 0, editable: false, listed: true },
    { key: "expenseTotal", label: "支出合计", kind: "money", min: 0, editable: false, listed: true },
    { key: "closedAt", label: "结账时间", kind: "datetime", editable: false, listed: true },
    { key: "closedBy", label: "结账人", kind: "text", maxLength: 64, editable: false, listed: true },
    { key: "reopenReason", label: "反结账原因", kind: "text", maxLength: 100, editable: false, listed: true },
  ],
  states: defineMachine({
    field: "status",
    initial: "OPEN",
    states: [
      { value: "OPEN", tone: "info" },
      { value: "CLOSED", tone: "neutral" },
    ],
    transitions: [
      {
        name: "close", label: "月结", from: ["OPEN"], to: "CLOSED", scope: "row", hook: "close", shortcut: "M",
        confirm: "月结后该月账目全部锁定，不能再新增、修改或删除（自动账目也不能记入该月）。确定月结吗？",
      },
      {
        name: "reopen", label: "反结账", from: ["CLOSED"], to: "OPEN", scope: "row", hook: "reopen",
        input: [{ key: "reason", label: "反结账原因", kind: "text", required: true, minLength: 2, maxLength: 100 }],
      },
    ],
  }),
});
