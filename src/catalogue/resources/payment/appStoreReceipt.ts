import { ORDER_MATCHES } from "../../commerce";
import { defineResource } from "../../define";

export const APPLE_PRODUCT_TYPES = [
  { value: "AUTO_RENEWABLE", label: "自动续期订阅" },
  { value: "NON_RENEWING", label: "非续期订阅" },
  { value: "CONSUMABLE", label: "消耗型" },
  { value: "NON_CONSUMABLE", label: "非消耗型" },
] as const;

export const APPLE_OFFER_TYPES = [
  { value: "NONE", label: "无" },
  { value: "INTRO", label: "首期优惠" },
  { value: "PROMO", label: "促销优惠" },
  { value: "CODE", label: "优惠码" },
] as const;

export const APPLE_ENVIRONMENTS = [
  { value: "Production", label: "正式" },
  { value: "Sandbox", label: "沙盒" },
] as const;

export const APPLE_RECEIPT_RESULTS = [
  { value: "CREDITED", label: "已发放" },
  { value: "DUPLICATE", label: "重复提交" },
  { value: "INVALID", label: "无效" },
  { value: "REVOKED", label: "已撤销" },
] as const;

/**
 * Verified App Store transactions (/order/appstorereceipt, commerce.md §2.8), fields after the App
 * Store Server API's JWSTransactionDecodedPayload. One row per `transactionId` (unique): a
 * transaction credits at most once. Prices are informative (milli-units ÷ 10 = fen for CNY).
 */
export const appStoreReceipt = defineResource({
  name: "appStoreReceipt",
  label: "App Store 收据",
  service: "PaymentServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "transactionId",
  defaultSort: { by: "purchaseDate", asc: false },
  readOnly: true,
  parent: { resource: "order", key: "orderId", tab: "支付记录" },
  fields: [
    { key: "transactionId", label: "交易ID", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "originalTransactionId", label: "原始交易ID", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", editable: false, listed: true, filter: true },
    { key: "orderId", label: "订单", kind: "ref", ref: "order", editable: false, filter: true },
    { key: "orderNo", label: "订单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "productId", label: "商品ID", kind: "text", maxLength: 100, editable: false, listed: true, filter: true },
    { key: "bundleId", label: "Bundle ID", kind: "text", maxLength: 100, editable: false },
    { key: "type", label: "商品类型", kind: "enum", options: APPLE_PRODUCT_TYPES, editable: false, listed: true, filter: true },
    { key: "purchaseDate", label: "购买时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "originalPurchaseDate", label: "首次购买时间", kind: "datetime", editable: false },
    { key: "expiresDate", label: "到期时间", kind: "datetime", editable: false, listed: true, filter: true },
    { key: "quantity", label: "数量", kind: "integer", min: 0, editable: false },
    { key: "priceFen", label: "价格", kind: "money", min: 0, editable: false, listed: true, help: "仅供参考：苹果收入以 App Store Connect 财务报告为准" },
    { key: "currency", label: "币种", kind: "text", maxLength: 3, editable: false },
    { key: "storefront", label: "店面", kind: "text", maxLength: 3, editable: false },
    { key: "offerType", label: "优惠类型", kind: "enum", options: APPLE_OFFER_TYPES, editable: false, listed: true, filter: true },
    { key: "inAppOwnershipType", label: "归属", kind: "enum", options: [{ value: "PURCHASED", label: "本人购买" }, { value: "FAMILY_SHARED", label: "家庭共享" }], editable: false, filter: true },
    { key: "environment", label: "环境", kind: "enum", options: APPLE_ENVIRONMENTS, editable: false, listed: true, filter: true },
    { key: "revocationDate", label: "撤销时间", kind: "datetime", editable: false, listed: true },
    { key: "revocationReason", label: "撤销原因", kind: "enum", options: [{ value: "0", label: "其他原因" }, { value: "1", label: "App 问题" }], editable: false, filter: true },
    {
      key: "verifyMethod", label: "校验方式", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "VERIFY_RECEIPT", label: "收据校验(旧)" }, { value: "SERVER_API", label: "服务器API" }, { value: "NOTIFICATION", label: "服务器通知" }],
    },
    { key: "verifyStatus", label: "校验状态码", kind: "integer", editable: false, filter: true },
    { key: "result", label: "处理结果", kind: "enum", options: APPLE_RECEIPT_RESULTS, editable: false, listed: true, filter: true },
    { key: "orderMatch", label: "订单核对", kind: "enum", options: ORDER_MATCHES, editable: false, listed: true, filter: true },
    { key: "verifiedAt", label: "校验时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "raw", label: "原始数据", kind: "json", editable: false, help: "解码后的交易信息（不保存原始收据）" },
  ],
});
