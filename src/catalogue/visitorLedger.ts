import type { FieldDef } from "./fields";

/**
 * What the two ledgers of a visitor's money (余额明细, 积分明细) share: append-only rows written by the
 * server, listed under the visitor, newest first, each holding the balance after its move.
 */
export const VISITOR_LEDGER = {
  ops: ["list", "get"],
  titleField: "logNo",
  defaultSort: { by: "ctime", asc: false },
  readOnly: true,
  parent: { resource: "visitor", key: "visitorId" },
  screen: {
    leadColumns: [{ key: "ctime", label: "时间", kind: "datetime", sortable: true }],
    timeFilter: { key: "ctime", label: "时间" },
  },
} as const;

/** The ledger number, the visitor and why the row was written: the first fields of both ledgers. */
export function ledgerHead(bizTypes: FieldDef["options"]): FieldDef[] {
  return [
    { key: "logNo", label: "流水号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "bizType", label: "类型", kind: "enum", options: bizTypes, editable: false, listed: true, filter: true },
  ];
}

/** The reference, note and operator closing both ledgers' fields. */
export const LEDGER_TAIL: readonly FieldDef[] = [
  { key: "remark", label: "说明", kind: "text", maxLength: 100, editable: false, listed: true },
  { key: "operator", label: "操作人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
];
