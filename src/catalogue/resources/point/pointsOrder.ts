import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { POINTS_GOODS_TYPES } from "./pointsGoods";

export const EXPRESS_COMPANIES = [
  { value: "SF", label: "顺丰" }, { value: "ZTO", label: "中通" }, { value: "YTO", label: "圆通" },
  { value: "YUNDA", label: "韵达" }, { value: "JD", label: "京东" }, { value: "EMS", label: "邮政EMS" },
] as const;

/**
 * 积分订单 (/point/pointorder, commerce.md §3.2): written only by redemptions
 * (server/domains/point/pointsOrder/pointsExchange.ts), never edited; physical goods move by 发货 and 取消并退还积分
 * (the stock and the points come back, the latter as an EXCHANGE_REFUND row of the points log).
 */
export const pointsOrder = defineResource({
  name: "pointsOrder",
  label: "积分订单",
  service: "PointServiceAdmin",
  ops: ["list", "get"],
  access: "point",
  titleField: "orderNo",
  defaultSort: { by: "ctime", asc: false },
  screen: {
    leadColumns: [{ key: "ctime", label: "兑换时间", kind: "datetime", sortable: true }],
    timeFilter: { key: "ctime", label: "兑换时间" },
  },
  fields: [
    { key: "orderNo", label: "兑换单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "goodsId", label: "商品", kind: "ref", ref: "pointsGoods", required: true, editable: false, listed: true, filter: true },
    { key: "goodsType", label: "商品类型", kind: "enum", options: POINTS_GOODS_TYPES, editable: false, listed: true, filter: true },
    { key: "goodsName", label: "商品名称", kind: "text", maxLength: 30, editable: false, listed: true },
    { key: "quantity", label: "数量", kind: "integer", min: 1, max: 99, editable: false, listed: true },
    { key: "pointsAmount", label: "消耗积分", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "status", label: "状态", kind: "enum", options: [
      { value: "COMPLETED", label: "已完成" }, { value: "FAILED", label: "发放失败" }, { value: "PENDING_SHIPMENT", label: "待发货" },
      { value: "SHIPPED", label: "已发货" }, { value: "CANCELLED", label: "已取消" },
    ], editable: false, listed: true, filter: true },
    { key: "deliveryRef", label: "发放内容", kind: "text", maxLength: 100, editable: false, listed: true },
    { key: "address", label: "收货信息", kind: "json", editable: false },
    { key: "expressCompany", label: "快递公司", kind: "enum", options: EXPRESS_COMPANIES, editable: false, listed: true, filter: true },
    { key: "trackingNo", label: "运单号", kind: "text", maxLength: 30, editable: false, listed: true, filter: true },
    { key: "shippedAt", label: "发货时间", kind: "datetime", editable: false, listed: true },
    { key: "completedAt", label: "完成时间", kind: "datetime", editable: false, listed: true },
    { key: "cancelReason", label: "取消原因", kind: "text", maxLength: 100, editable: false },
  ],
  states: defineMachine({
    field: "status",
    initial: "PENDING_SHIPMENT",
    states: [
      { value: "PENDING_SHIPMENT", tone: "warning" },
      { value: "SHIPPED", tone: "info" },
      { value: "COMPLETED", tone: "success" },
      { value: "FAILED", tone: "danger" },
      { value: "CANCELLED", tone: "neutral" },
    ],
    transitions: [
      {
        name: "ship", label: "发货", from: ["PENDING_SHIPMENT"], to: "SHIPPED", scope: "row", hook: "ship", shortcut: "S",
        input: [
          { key: "expressCompany", label: "快递公司", kind: "enum", required: true, options: EXPRESS_COMPANIES },
          { key: "trackingNo", label: "运单号", kind: "text", required: true, maxLength: 30, pattern: "^[0-9A-Za-z]{6,30}$", patternMessage: "运单号为 6–30 位字母或数字" },
        ],
      },
      {
        name: "cancel", label: "取消并退还积分", from: ["PENDING_SHIPMENT"], to: "CANCELLED", scope: "row", hook: "cancel",
        confirm: "取消后库存和积分将退还给用户。确定取消吗？",
        input: [{ key: "reason", label: "取消原因", kind: "text", required: true, maxLength: 100 }],
      },
    ],
  }),
});
