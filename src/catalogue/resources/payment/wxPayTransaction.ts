import { ORDER_MATCHES, RECORD_SOURCES } from "../../commerce";
import { defineResource } from "../../define";

export const WX_TRADE_TYPES = [
  { value: "JSAPI", label: "公众号/小程序" },
  { value: "NATIVE", label: "扫码" },
  { value: "APP", label: "APP" },
  { value: "MWEB", label: "H5" },
  { value: "MICROPAY", label: "付款码" },
  { value: "FACEPAY", label: "刷脸" },
] as const;

/** WeChat Pay v3 `trade_state`: NOTPAY and USERPAYING are intermediate, the others final. */
export const WX_TRADE_STATES = [
  { value: "SUCCESS", label: "支付成功" },
  { value: "REFUND", label: "转入退款" },
  { value: "NOTPAY", label: "未支付" },
  { value: "CLOSED", label: "已关闭" },
  { value: "REVOKED", label: "已撤销" },
  { value: "USERPAYING", label: "用户支付中" },
  { value: "PAYERROR", label: "支付失败" },
] as const;

/**
 * WeChat Pay transactions as WeChat reports them (/order/wxpay, commerce.md §2.6): one row per
 * payment notification, active query or bill line, fields after the v3 query-order response. A
 * ledger: written only by the verified notification endpoint and the reconciliation, never edited.
 */
export const wxPayTransaction = defineResource({
  name: "wxPayTransaction",
  label: "微信支付流水",
  service: "PaymentServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "outTradeNo",
  defaultSort: { by: "successTime", asc: false },
  readOnly: true,
  parent: { resource: "order", key: "orderId", tab: "支付记录" },
  fields: [
    { key: "outTradeNo", label: "商户订单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "transactionId", label: "微信支付订单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "orderId", label: "订单", kind: "ref", ref: "order", editable: false, filter: true },
    { key: "appid", label: "应用ID", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "mchid", label: "商户号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "tradeType", label: "交易类型", kind: "enum", options: WX_TRADE_TYPES, editable: false, listed: true, filter: true },
    { key: "tradeState", label: "交易状态", kind: "enum", options: WX_TRADE_STATES, editable: false, listed: true, filter: true },
    { key: "tradeStateDesc", label: "状态描述", kind: "text", maxLength: 256, editable: false },
    { key: "bankType", label: "付款银行", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "total", label: "订单金额", kind: "money", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "payerTotal", label: "用户支付金额", kind: "money", min: 0, editable: false, listed: true },
    { key: "currency", label: "币种", kind: "text", maxLength: 3, editable: false },
    { key: "payerOpenid", label: "支付者 openid", kind: "text", maxLength: 128, editable: false, filter: true },
    { key: "successTime", label: "支付完成时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "attach", label: "附加数据", kind: "text", maxLength: 128, editable: false },
    { key: "source", label: "记录来源", kind: "enum", options: RECORD_SOURCES, editable: false, listed: true, filter: true },
    { key: "orderMatch", label: "订单核对", kind: "enum", options: ORDER_MATCHES, editable: false, listed: true, filter: true },
    { key: "notifyId", label: "通知ID", kind: "text", maxLength: 64, editable: false, filter: true, unique: true, help: "微信支付通知的 id：同一通知重复送达只记一次" },
    { key: "receivedAt", label: "接收时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "raw", label: "原始报文", kind: "json", editable: false, help: "解密后的通知 resource，以及平台证书序列号" },
  ],
});
