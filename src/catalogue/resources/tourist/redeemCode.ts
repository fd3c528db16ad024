import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/**
 * The codes of a batch (drawer grid of /tourist/coupon, commerce.md §5.9): 16 characters of Crockford
 * base32 (no I, L, O, U) in groups of four, unique across batches, written only by the generation
 * job; staff void single unused codes. A visitor redeems a code in the client app (an order of
 * payChannel REDEEM_CODE, 0 fen).
 */
export const redeemCode = defineResource({
  name: "redeemCode",
  label: "兑换码",
  service: "TouristServiceAdmin",
  ops: ["list", "get"],
  access: "coupon",
  titleField: "code",
  defaultSort: { by: "Id", asc: true },
  readOnly: true,
  parent: { resource: "redeemCodeBatch", key: "batchId" },
  fields: [
    { key: "batchId", label: "批次", kind: "ref", ref: "redeemCodeBatch", required: true, editable: false, listed: true, filter: true },
    { key: "code", label: "兑换码", kind: "text", maxLength: 19, editable: false, listed: true, filter: true, unique: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "UNUSED", label: "未兑换" }, { value: "REDEEMED", label: "已兑换" }, { value: "VOID", label: "已作废" }, { value: "EXPIRED", label: "已过期" }],
    },
    { key: "redeemedBy", label: "兑换用户", kind: "ref", ref: "visitor", editable: false, listed: true, filter: true },
    { key: "redeemedAt", label: "兑换时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "orderId", label: "兑换订单", kind: "ref", ref: "order", editable: false, listed: true },
    { key: "voidReason", label: "作废原因", kind: "text", maxLength: 200, editable: false },
  ],
  states: defineMachine({
    field: "status",
    initial: "UNUSED",
    states: [
      { value: "UNUSED", tone: "success" },
      { value: "REDEEMED", tone: "info" },
      { value: "VOID", tone: "danger" },
      { value: "EXPIRED", tone: "neutral" },
    ],
    transitions: [
      {
        name: "void", label: "作废单码", from: ["UNUSED"], to: "VOID", hook: "voidCode",
        input: [{ key: "reason", label: "作废原因", kind: "text", required: true, maxLength: 200 }],
      },
    ],
  }),
});
