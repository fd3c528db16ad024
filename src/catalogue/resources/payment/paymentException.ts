import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const PAYMENT_EXCEPTION_CHANNELS = [
  { value: "WXPAY", label: "微信支付" },
  { value: "ALIPAY", label: "支付宝" },
] as const;

export const PAYMENT_EXCEPTION_KINDS = [
  { value: "AFTER_CLOSE", label: "关单后到账" },
  { value: "DUPLICATE", label: "重复支付" },
] as const;

export const PAYMENT_EXCEPTION_STATUSES = [
  { value: "PENDING", label: "待退款" },
  { value: "REFUNDING", label: "渠道退款中" },
  { value: "SETTLED", label: "已退款" },
] as const;

export const PAYMENT_SETTLE_MODES = [
  { value: "CHANNEL", label: "原路退款" },
  { value: "OFFLINE", label: "线下退款" },
] as const;

/**
 * 待处理款项 (finance queue, /order/bookkeeping/exceptions; not in spec §2.0 — provisional route
 * under 账单管理): one item per channel payment recorded 需退款 (NEEDS_REFUND: it arrived for a
 * closed order, or paid an order twice). The payment's ledger row is never edited: giving the money
 * back is recorded here — 原路退款 through the channel's refund adapter, or 登记线下退款 once finance
 * refunded it in the merchant platform. A settled item leaves the queue and shows who settled it.
 */
export const paymentException = defineResource({
  name: "paymentException",
  label: "待处理款项",
  service: "PaymentServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "tradeNo",
  defaultSort: { by: "paidAt", asc: false },
  fields: [
    { key: "tradeNo", label: "渠道交易号", kind: "text", required: true, maxLength: 64, editable: false, listed: true, filter: true, unique: true, help: "微信支付订单号 / 支付宝交易号：一笔款项只入队一次" },
    { key: "channel", label: "渠道", kind: "enum", options: PAYMENT_EXCEPTION_CHANNELS, required: true, editable: false, listed: true, filter: true },
    { key: "kind", label: "异常类型", kind: "enum", options: PAYMENT_EXCEPTION_KINDS, required: true, editable: false, listed: true, filter: true },
    { key: "orderId", label: "订单", kind: "ref", ref: "order", editable: false, filter: true },
    { key: "orderNo", label: "订单号", kind: "text", maxLength: 32, required: true, editable: false, listed: true, filter: true },
    { key: "amount", label: "款项金额", kind: "money", min: 1, required: true, editable: false, listed: true, sortable: true },
    { key: "paidAt", label: "到账时间", kind: "datetime", required: true, editable: false, listed: true, filter: true, sortable: true },
    { key: "status", label: "状态", kind: "enum", options: PAYMENT_EXCEPTION_STATUSES, editable: false, listed: true, filter: true },
    { key: "settleMode", label: "退款方式", kind: "enum", options: PAYMENT_SETTLE_MODES, editable: false, listed: true, filter: true },
    { key: "refundNo", label: "退款单号", kind: "text", maxLength: 64, editable: false, filter: true, help: "原路退款的商户退款单号：重试时不变，渠道不会退两次" },
    { key: "channelRefundId", label: "渠道退款单号", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "note", label: "备注", kind: "text", maxLength: 200, editable: false, listed: true },
    { key: "settledBy", label: "处理人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "settledAt", label: "处理时间", kind: "datetime", editable: false, listed: true, sortable: true },
  ],
  states: defineMachine({
    field: "status",
    initial: "PENDING",
    states: [
      { value: "PENDING", tone: "danger" },
      { value: "REFUNDING", tone: "info" },
      { value: "SETTLED", tone: "success" },
    ],
    transitions: [
      {
        name: "refundThroughChannel", label: "原路退款", from: ["PENDING"], to: "SETTLED", alsoTo: ["REFUNDING"], scope: "row", hook: "refundThroughChannel", shortcut: "Y",
        confirm: "将通过原支付渠道把这笔款项全额退回给付款人。确定原路退款吗？",
      },
      {
        name: "settleOffline", label: "登记线下退款", from: ["PENDING", "REFUNDING"], to: "SETTLED", scope: "row", hook: "settleOffline", shortcut: "L",
        confirm: "请确认已在商户平台把这笔款项全额退回：登记后该款项移出待处理队列。",
        input: [
          { key: "channelRefundId", label: "渠道退款单号", kind: "text", required: true, minLength: 4, maxLength: 64, help: "商户平台里的退款单号" },
          { key: "note", label: "备注", kind: "text", maxLength: 200, help: "如：用户来电，已在商户平台退回" },
        ],
      },
    ],
  }),
});
