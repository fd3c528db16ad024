import { defineResource } from "../../define";

/**
 * 参团成员 (/sellAdmin/TeamBuyList/TeamBuyDesc/TeamBuyTourist?teamId=, commerce.md §4.3): a ledger
 * written by the joins; a member's status follows its order's refund (REFUNDING → REFUNDED).
 */
export const teamBuyMember = defineResource({
  name: "teamBuyMember",
  label: "参团成员",
  service: "MarketingServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "orderNo",
  defaultSort: { by: "joinedAt", asc: true },
  readOnly: true,
  parent: { resource: "teamBuyTeam", key: "teamId", tab: "参团成员" },
  fields: [
    { key: "teamId", label: "团", kind: "ref", ref: "teamBuyTeam", required: true, editable: false, filter: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", editable: false, listed: true, filter: true },
    { key: "isLeader", label: "团长", kind: "boolean", editable: false, listed: true, filter: true },
    { key: "orderId", label: "订单", kind: "ref", ref: "order", editable: false },
    { key: "orderNo", label: "订单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "payAmount", label: "支付金额", kind: "money", min: 0, editable: false, listed: true },
    { key: "joinedAt", label: "参团时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "PAID", label: "已支付" }, { value: "REFUNDING", label: "退款中" }, { value: "REFUNDED", label: "已退款" }, { value: "VIRTUAL", label: "模拟成员" }],
    },
  ],
});
