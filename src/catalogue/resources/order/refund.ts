import { PAY_CHANNELS, REFUND_MODES, REFUND_REASONS, REFUND_STATUSES } from "../../commerce";
import { defineResource } from "../../define";

/**
 * Refunds of an order (commerce.md §2.2): made only by the order's 退款 transition, a record of what
 * happened — never created, edited or deleted by hand. Shown as a tab of the order's slide-over.
 */
export const refund = defineResource({
  name: "refund",
  label: "退款单",
  service: "OrderServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "refundNo",
  defaultSort: { by: "ctime", asc: false },
  readOnly: true,
  parent: { resource: "order", key: "orderId", tab: "退款记录" },
  // §12.2: a refund the channel left PROCESSING or ABNORMAL is finished by staff once the merchant
  // platform shows its outcome (./server/domains/order/refund/finishByStaff.ts; W(order)).
  actions: [
    {
      name: "completeRefund", label: "登记退款成功", scope: "row", shortcut: "S",
      confirm: "请确认商户平台中这笔退款已成功：登记后订单的已退金额增加，积分扣回，并写入退款账目。",
      input: [
        { key: "channelRefundId", label: "渠道退款单号", kind: "text", required: true, minLength: 4, maxLength: 64, help: "商户平台里的退款单号" },
        { key: "userReceivedAccount", label: "退款入账账户", kind: "text", maxLength: 64, help: "如 支付用户零钱 / 招商银行信用卡0403" },
      ],
    },
    { name: "queryRefund", label: "查询退款", scope: "row", shortcut: "Q", input: [] },
    {
      name: "closeRefund", label: "关闭退款", scope: "row", shortcut: "C",
      confirm: "关闭后这笔退款不再进行，金额回到订单的可退金额。确定关闭吗？",
      input: [],
    },
  ],
  screen: {
    leadColumns: [{ key: "ctime", label: "申请时间", kind: "datetime", sortable: true }],
    timeFilter: { key: "ctime", label: "申请时间" },
  },
  fields: [
    { key: "refundNo", label: "退款单号", kind: "text", maxLength: 64, editable: false, listed: true, filter: true, unique: true },
    { key: "amount", label: "退款金额", kind: "money", min: 1, editable: false, listed: true, sortable: true },
    { key: "status", label: "退款状态", kind: "enum", options: REFUND_STATUSES, editable: false, listed: true, filter: true },
    { key: "mode", label: "退款方式", kind: "enum", options: REFUND_MODES, editable: false, listed: true, filter: true },
    { key: "orderId", label: "订单", kind: "ref", ref: "order", required: true, editable: false, filter: true },
    { key: "orderNo", label: "订单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", editable: false, filter: true },
    { key: "payChannel", label: "渠道", kind: "enum", options: PAY_CHANNELS, editable: false, listed: true, filter: true },
    { key: "channelRefundId", label: "渠道退款单号", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "reason", label: "退款原因", kind: "enum", options: REFUND_REASONS, editable: false, listed: true, filter: true },
    { key: "reasonText", label: "原因说明", kind: "text", maxLength: 80, editable: false },
    { key: "revokeEntitlement", label: "收回权益", kind: "boolean", editable: false, listed: true },
    { key: "userReceivedAccount", label: "退款入账账户", kind: "text", maxLength: 64, editable: false },
    { key: "successAt", label: "退款成功时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "operator", label: "操作人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
  ],
});
