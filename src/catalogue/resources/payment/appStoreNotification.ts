import { ORDER_MATCHES } from "../../commerce";
import { defineResource } from "../../define";
import { APPLE_ENVIRONMENTS } from "./appStoreReceipt";

export const APPLE_NOTIFICATION_TYPES = [
  { value: "SUBSCRIBED", label: "订阅" },
  { value: "DID_RENEW", label: "续订成功" },
  { value: "DID_CHANGE_RENEWAL_STATUS", label: "续订状态变更" },
  { value: "DID_CHANGE_RENEWAL_PREF", label: "续订方案变更" },
  { value: "DID_FAIL_TO_RENEW", label: "续订失败" },
  { value: "GRACE_PERIOD_EXPIRED", label: "宽限期结束" },
  { value: "EXPIRED", label: "已过期" },
  { value: "REFUND", label: "已退款" },
  { value: "REFUND_DECLINED", label: "退款被拒" },
  { value: "REFUND_REVERSED", label: "退款撤销" },
  { value: "CONSUMPTION_REQUEST", label: "请求消费信息" },
  { value: "OFFER_REDEEMED", label: "优惠兑换" },
  { value: "PRICE_INCREASE", label: "价格上涨" },
  { value: "RENEWAL_EXTENDED", label: "续期延长" },
  { value: "REVOKE", label: "家庭共享撤销" },
  { value: "ONE_TIME_CHARGE", label: "一次性购买" },
  { value: "TEST", label: "测试" },
] as const;

export const APPLE_NOTIFICATION_SUBTYPES = [
  { value: "INITIAL_BUY", label: "首次购买" },
  { value: "RESUBSCRIBE", label: "重新订阅" },
  { value: "AUTO_RENEW_ENABLED", label: "开启自动续订" },
  { value: "AUTO_RENEW_DISABLED", label: "关闭自动续订" },
  { value: "VOLUNTARY", label: "用户取消" },
  { value: "BILLING_RETRY", label: "扣费失败" },
  { value: "PRICE_INCREASE", label: "未同意涨价" },
  { value: "GRACE_PERIOD", label: "宽限期" },
  { value: "BILLING_RECOVERY", label: "扣费恢复" },
  { value: "UPGRADE", label: "升级" },
  { value: "DOWNGRADE", label: "降级" },
  { value: "PRODUCT_NOT_FOR_SALE", label: "商品下架" },
  { value: "PENDING", label: "待确认" },
  { value: "ACCEPTED", label: "已同意" },
] as const;

export const APPLE_SUBSCRIPTION_STATUSES = [
  { value: "1", label: "有效" },
  { value: "2", label: "已过期" },
  { value: "3", label: "扣费重试中" },
  { value: "4", label: "宽限期" },
  { value: "5", label: "已撤销" },
] as const;

export const NOTIFICATION_PROCESS_STATUSES = [
  { value: "RECEIVED", label: "已接收" },
  { value: "PROCESSED", label: "已处理" },
  { value: "IGNORED", label: "无需处理" },
  { value: "FAILED", label: "处理失败" },
] as const;

/**
 * App Store Server Notifications V2 (/order/appstorenotice, commerce.md §2.9): one row per verified
 * `signedPayload`, with its decoded transaction and renewal info. Idempotent on `notificationUUID`.
 */
export const appStoreNotification = defineResource({
  name: "appStoreNotification",
  label: "App Store 通知",
  service: "PaymentServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "notificationUUID",
  defaultSort: { by: "signedDate", asc: false },
  readOnly: true,
  parent: { resource: "order", key: "orderId", tab: "支付记录" },
  // A notification kept 已接收 for a person (REFUND_REVERSED; a REFUND that could not be applied) is
  // applied once by staff: server/domains/payment/appStoreNotification/apply.ts (W(order)).
  actions: [
    {
      name: "applyAppStoreNotification", label: "应用", scope: "row", shortcut: "A",
      confirm: "按这条苹果通知处理订单：退款撤销会把订单恢复为已支付，并恢复会员天数与扣回的积分；每条通知只能应用一次。确定应用吗？",
      input: [],
    },
  ],
  fields: [
    { key: "notificationUUID", label: "通知ID", kind: "text", maxLength: 36, editable: false, listed: true, filter: true, unique: true },
    { key: "notificationType", label: "通知类型", kind: "enum", options: APPLE_NOTIFICATION_TYPES, editable: false, listed: true, filter: true },
    { key: "subtype", label: "子类型", kind: "enum", options: APPLE_NOTIFICATION_SUBTYPES, editable: false, listed: true, filter: true },
    { key: "signedDate", label: "签发时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "environment", label: "环境", kind: "enum", options: APPLE_ENVIRONMENTS, editable: false, listed: true, filter: true },
    { key: "bundleId", label: "Bundle ID", kind: "text", maxLength: 100, editable: false },
    { key: "appAppleId", label: "App Apple ID", kind: "text", maxLength: 20, editable: false },
    { key: "transactionId", label: "交易ID", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "originalTransactionId", label: "原始交易ID", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "productId", label: "商品ID", kind: "text", maxLength: 100, editable: false, listed: true, filter: true },
    { key: "expiresDate", label: "到期时间", kind: "datetime", editable: false, listed: true },
    { key: "subscriptionStatus", label: "订阅状态", kind: "enum", options: APPLE_SUBSCRIPTION_STATUSES, editable: false, listed: true, filter: true },
    { key: "autoRenewStatus", label: "自动续订", kind: "boolean", editable: false, listed: true, filter: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", editable: false, listed: true, filter: true },
    { key: "orderId", label: "订单", kind: "ref", ref: "order", editable: false, filter: true },
    { key: "orderNo", label: "订单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "orderMatch", label: "订单核对", kind: "enum", options: ORDER_MATCHES, editable: false, listed: true, filter: true },
    { key: "processStatus", label: "处理状态", kind: "enum", options: NOTIFICATION_PROCESS_STATUSES, editable: false, listed: true, filter: true },
    { key: "processError", label: "失败原因", kind: "text", maxLength: 500, editable: false, listed: true },
    { key: "processedAt", label: "处理时间", kind: "datetime", editable: false, listed: true },
    { key: "retryCount", label: "重试次数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "raw", label: "原始通知", kind: "json", editable: false, help: "解码后的通知内容" },
  ],
});
