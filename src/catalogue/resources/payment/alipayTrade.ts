import { ORDER_MATCHES, RECORD_SOURCES } from "../../commerce";
import { defineResource } from "../../define";

/** Only TRADE_SUCCESS and TRADE_FINISHED mean paid; TRADE_CLOSED also follows a full refund. */
export const ALIPAY_TRADE_STATUSES = [
  { value: "WAIT_BUYER_PAY", label: "等待付款" },
  { value: "TRADE_CLOSED", label: "交易关闭" },
  { value: "TRADE_SUCCESS", label: "支付成功" },
  { value: "TRADE_FINISHED", label: "交易完结" },
] as const;

export const ALIPAY_PRODUCT_CODES = [
  { value: "QUICK_MSECURITY_PAY", label: "APP支付" },
  { value: "QUICK_WAP_WAY", label: "手机网站" },
  { value: "FAST_INSTANT_TRADE_PAY", label: "电脑网站" },
  { value: "FACE_TO_FACE_PAYMENT", label: "当面付" },
] as const;

/**
 * Alipay trades as Alipay reports them (/order/alipay, commerce.md §2.7), fields after
 * `alipay.trade.query` and the asynchronous notification; amounts converted from yuan to fen.
 * A ledger: one row per verified notification (keyed by `notify_id`), query or bill line.
 */
export const alipayTrade = defineResource({
  name: "alipayTrade",
  label: "支付宝交易",
  service: "PaymentServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "outTradeNo",
  defaultSort: { by: "gmtPayment", asc: false },
  readOnly: true,
  parent: { resource: "order", key: "orderId", tab: "支付记录" },
  fields: [
    { key: "outTradeNo", label: "商户订单号", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "tradeNo", label: "支付宝交易号", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "orderId", label: "订单", kind: "ref", ref: "order", editable: false, filter: true },
    { key: "tradeStatus", label: "交易状态", kind: "enum", options: ALIPAY_TRADE_STATUSES, editable: false, listed: true, filter: true },
    { key: "totalAmount", label: "订单金额", kind: "money", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "receiptAmount", label: "实收金额", kind: "money", min: 0, editable: false, listed: true },
    { key: "buyerPayAmount", label: "买家实付", kind: "money", min: 0, editable: false },
    { key: "refundFee", label: "已退金额", kind: "money", min: 0, editable: false, listed: true },
    { key: "buyerLogonId", label: "买家账号", kind: "text", maxLength: 100, editable: false, listed: true, filter: true },
    { key: "buyerUserId", label: "买家用户号", kind: "text", maxLength: 32, editable: false, filter: true },
    { key: "subject", label: "订单标题", kind: "text", maxLength: 256, editable: false, listed: true, filter: true },
    { key: "productCode", label: "支付产品", kind: "enum", options: ALIPAY_PRODUCT_CODES, editable: false, listed: true, filter: true },
    { key: "gmtCreate", label: "创建时间", kind: "datetime", editable: false },
    { key: "gmtPayment", label: "付款时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "gmtClose", label: "关闭时间", kind: "datetime", editable: false },
    { key: "notifyId", label: "通知ID", kind: "text", maxLength: 128, editable: false, filter: true, unique: true, help: "同一通知重复送达只记一次" },
    { key: "source", label: "记录来源", kind: "enum", options: RECORD_SOURCES, editable: false, listed: true, filter: true },
    { key: "orderMatch", label: "订单核对", kind: "enum", options: ORDER_MATCHES, editable: false, listed: true, filter: true },
    { key: "receivedAt", label: "接收时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "raw", label: "原始报文", kind: "json", editable: false, help: "通知的全部参数（签名除外）" },
  ],
});
