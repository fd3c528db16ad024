import { ORDER_STATUSES, ORDER_TYPES, PAY_CHANNELS, PLATFORMS, REFUND_MODES, REFUND_REASONS, VIP_LEVELS } from "../../commerce";
import { defineResource } from "../../define";
import type { FieldDef } from "../../fields";
import { defineMachine } from "../../machine";

export const FULFIL_STATUSES = [
  { value: "NONE", label: "未发放" },
  { value: "DONE", label: "已发放" },
  { value: "REVOKED", label: "已收回" },
] as const;

export const INVOICE_STATUSES = [
  { value: "NONE", label: "未开票" },
  { value: "REQUESTED", label: "申请中" },
  { value: "ISSUED", label: "已开票" },
  { value: "RED_FLUSHED", label: "已红冲" },
] as const;

/** What took money off an order (commerce.md §2.1 discountDetail), with redeem codes and admin grants that take all of it. */
export const DISCOUNT_TYPES = [
  { value: "COUPON", label: "优惠券" },
  { value: "TEAM_BUY", label: "拼团" },
  { value: "FLASH_SALE", label: "秒杀" },
  { value: "DISCOUNT", label: "满减折扣" },
  { value: "COURSE_ACTIVITY", label: "课程活动" },
  { value: "VIP_PRICE", label: "会员价" },
  { value: "REDEEM_CODE", label: "兑换码" },
  { value: "ADMIN", label: "后台开通" },
] as const;

export const PROMOTION_TYPES = [
  { value: "NONE", label: "无" },
  { value: "TEAM_BUY", label: "拼团" },
  { value: "FLASH_SALE", label: "秒杀" },
  { value: "DISCOUNT", label: "满减折扣" },
  { value: "COURSE_ACTIVITY", label: "课程活动" },
] as const;

/**
 * Orders of every type (commerce.md §2.1): /order/vip, /order/topup and /order/course are filtered
 * views of this one resource. Nobody creates, edits or deletes an order by hand except its `remark`;
 * its state moves only through the transitions, whose money rules the server's order service keeps.
 */
/** An order's lines and discounts as tables (its slide-over tabs, its detail and its change records). */
const LINE_COLUMNS: readonly FieldDef[] = [
  { key: "goodsName", label: "商品", kind: "text" },
  { key: "goodsType", label: "商品类型", kind: "enum", options: [{ value: "VIP_GOODS", label: "会员商品" }, { value: "TOPUP", label: "余额充值" }, { value: "SHIY_COURSE", label: "书院课程" }, { value: "PUBLIC_COURSE", label: "公开课" }, { value: "AUCTION_LOT", label: "拍品" }] },
  { key: "unitPrice", label: "单价", kind: "money" },
  { key: "quantity", label: "数量", kind: "integer" },
  { key: "lineAmount", label: "小计", kind: "money" },
];
const DISCOUNT_COLUMNS: readonly FieldDef[] = [
  { key: "type", label: "优惠类型", kind: "enum", options: DISCOUNT_TYPES },
  {
    key: "refId", label: "关联活动", kind: "integer",
    refBy: { field: "type", resources: { COUPON: "coupon", TEAM_BUY: "teamBuyActivity", FLASH_SALE: "flashSale", DISCOUNT: "discountActivity", COURSE_ACTIVITY: "courseActivity" } },
  },
  { key: "amount", label: "优惠金额", kind: "money" },
];

export const order = defineResource({
  name: "order",
  label: "订单",
  service: "OrderServiceAdmin",
  table: "orders",
  ops: ["list", "get", "update"],
  access: "order",
  titleField: "orderNo",
  defaultSort: { by: "paidAt", asc: false },
  // The funnel's 下单 stage counts the orders created in a period (server/domains/dashboard/metrics/active.ts).
  reportIndexes: ["ctime"],
  // Also listed in the visitor's slide-over (tab 订单) and at /order/vip?visitorId=….
  parent: { resource: "visitor", key: "visitorId", tab: "订单" },
  screen: {
    // The filters people use most come first in the bar; the rest wait behind 更多筛选.
    filterOrder: ["orderNo", "visitorId", "orderType", "status", "paidAt", "payChannel", "fulfilStatus", "payAmount"],
    recordTabs: [
      {
        kind: "rows", key: "lines", label: "订单明细",
        columns: LINE_COLUMNS,
      },
      {
        kind: "rows", key: "discountDetail", label: "优惠明细",
        columns: DISCOUNT_COLUMNS,
      },
      { kind: "changes", label: "变更记录" },
    ],
  },
  fields: [
    { key: "orderNo", label: "订单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, sortable: true, unique: true },
    { key: "orderType", label: "订单类型", kind: "enum", options: ORDER_TYPES, editable: false, listed: true, filter: true },
    { key: "payAmount", label: "实付金额", kind: "money", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "status", label: "订单状态", kind: "enum", options: ORDER_STATUSES, editable: false, listed: true, filter: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "platform", label: "下单端", kind: "enum", options: PLATFORMS, editable: false, listed: true, filter: true },
    { key: "lines", label: "订单明细", kind: "json", editable: false, columns: LINE_COLUMNS, help: "[{goodsType, goodsId, goodsName, unitPrice, quantity, lineAmount}]，金额单位为分" },
    { key: "totalAmount", label: "商品总额", kind: "money", min: 0, editable: false, listed: true },
    { key: "discountAmount", label: "优惠金额", kind: "money", min: 0, editable: false, listed: true },
    { key: "discountDetail", label: "优惠明细", kind: "json", editable: false, columns: DISCOUNT_COLUMNS, help: "[{type, refId, amount}]，金额单位为分" },
    { key: "payChannel", label: "支付方式", kind: "enum", options: PAY_CHANNELS, editable: false, listed: true, filter: true },
    { key: "channelTradeNo", label: "渠道交易号", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "fulfilStatus", label: "权益状态", kind: "enum", options: FULFIL_STATUSES, editable: false, listed: true, filter: true },
    { key: "paidAt", label: "支付时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "closedAt", label: "关闭时间", kind: "datetime", editable: false },
    { key: "expireAt", label: "支付截止", kind: "datetime", editable: false },
    { key: "refundedAmount", label: "已退金额", kind: "money", min: 0, editable: false, listed: true },
    { key: "refundingAmount", label: "退款中金额", kind: "money", min: 0, editable: false, help: "处理中的退款之和：已退与退款中之和不超过实付金额" },
    { key: "invoiceStatus", label: "开票状态", kind: "enum", options: INVOICE_STATUSES, editable: false, listed: true, filter: true },
    { key: "clientIp", label: "下单 IP", kind: "text", maxLength: 64, editable: false },
    { key: "tdid", label: "设备", kind: "text", maxLength: 64, editable: false },
    { key: "remark", label: "客服备注", kind: "text", maxLength: 200, listed: true },
    // VIP orders
    { key: "vipGoodsId", label: "会员商品", kind: "ref", ref: "vipGoods", editable: false, filter: true },
    { key: "vipLevel", label: "会员等级", kind: "enum", options: VIP_LEVELS, editable: false, filter: true },
    { key: "durationDays", label: "天数", kind: "integer", min: 0, editable: false },
    { key: "vipStartAt", label: "权益开始", kind: "datetime", editable: false },
    { key: "vipEndAt", label: "权益结束", kind: "datetime", editable: false },
    { key: "isRenewal", label: "续费", kind: "boolean", editable: false, filter: true },
    { key: "autoRenew", label: "自动续费", kind: "boolean", editable: false, filter: true },
    { key: "originalTransactionId", label: "苹果原始交易号", kind: "text", maxLength: 32, editable: false, filter: true },
    // Top-up orders
    { key: "creditAmount", label: "到账金额", kind: "money", min: 0, editable: false },
    { key: "bonusAmount", label: "赠送金额", kind: "money", min: 0, editable: false },
    { key: "balanceAfter", label: "充值后余额", kind: "money", min: 0, editable: false },
    // Course orders
    { key: "courseType", label: "课程类型", kind: "enum", editable: false, filter: true, options: [{ value: "SHIY", label: "书院课程" }, { value: "PUBLIC", label: "公开课" }] },
    { key: "courseId", label: "课程 Id", kind: "integer", min: 1, editable: false, filter: true },
    { key: "courseName", label: "课程", kind: "text", maxLength: 60, editable: false, filter: true },
    { key: "classId", label: "班级 Id", kind: "integer", min: 1, editable: false, filter: true },
    { key: "promotionType", label: "营销活动", kind: "enum", options: PROMOTION_TYPES, editable: false, filter: true },
    { key: "teamId", label: "拼团团号", kind: "integer", min: 1, editable: false, filter: true },
  ],
  actions: [
    // commerce.md §2.1: a paid order whose entitlement was not given (a class full at payment) — server/domains/order/order/refulfil.ts.
    {
      name: "refulfilOrder", label: "补发权益", scope: "row", shortcut: "B", input: [], when: { status: ["PAID"], fulfilStatus: ["NONE"] },
      confirm: "将按订单重新发放权益（课程订单为买家入班）。确定补发吗？",
    },
  ],
  // commerce.md §12.1. Payment, refund results and Apple's notifications move it too, from the server's
  // channel and refund code (the same rules, not these methods).
  states: defineMachine({
    field: "status",
    initial: "PENDING",
    states: [
      { value: "PENDING", tone: "warning" },
      { value: "PAID", tone: "success" },
      { value: "CLOSED", tone: "neutral" },
      { value: "REFUNDING", tone: "info" },
      { value: "PARTIAL_REFUNDED", tone: "warning" },
      { value: "REFUNDED", tone: "danger" },
    ],
    transitions: [
      { name: "close", label: "关闭订单", from: ["PENDING"], to: "CLOSED", hook: "close", confirm: "关闭后用户不能再支付此订单，优惠券与秒杀库存将退回。确定关闭吗？" },
      {
        name: "refund", label: "退款", from: ["PAID", "PARTIAL_REFUNDED"], to: "REFUNDING", alsoTo: ["PARTIAL_REFUNDED", "REFUNDED"], scope: "row", hook: "refund", shortcut: "T",
        input: [
          { key: "amount", label: "退款金额", kind: "money", required: true, min: 1, maxFromRecord: { of: "payAmount", less: ["refundedAmount", "refundingAmount"], label: "可退金额" } },
          { key: "reason", label: "退款原因", kind: "enum", options: REFUND_REASONS, required: true },
          { key: "reasonText", label: "原因说明", kind: "text", maxLength: 80 },
          { key: "mode", label: "退款方式", kind: "enum", options: REFUND_MODES, required: true },
          { key: "channelRefundId", label: "渠道退款单号", kind: "text", maxLength: 64, help: "登记线下退款时必填：商户平台里的退款单号" },
          { key: "revokeEntitlement", label: "收回权益", kind: "boolean" },
        ],
      },
    ],
  }),
});
