import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const POINTS_GOODS_TYPES = [
  { value: "VIP_DAYS", label: "会员天数" },
  { value: "COUPON", label: "优惠券" },
  { value: "XIAOE_CODE", label: "小鹅通课程兑换码" },
  { value: "HD_DOWNLOAD", label: "高清下载次数" },
  { value: "PHYSICAL", label: "实物" },
] as const;

/**
 * 积分商品 (/point/goods, commerce.md §3.1): what visitors buy with points. The stock moves only by
 * redemptions (server/domains/point/pointsOrder/pointsExchange.ts: the goods row locked, never below zero) and by
 * 补库存; 已兑完 is set by the system when the stock reaches zero.
 */
export const pointsGoods = defineResource({
  name: "pointsGoods",
  label: "积分商品",
  service: "PointServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "point",
  titleField: "name",
  defaultSort: { by: "sort", asc: false },
  fields: [
    { key: "name", label: "商品名称", kind: "text", required: true, maxLength: 30, listed: true, filter: true },
    { key: "goodsType", label: "商品类型", kind: "enum", required: true, options: POINTS_GOODS_TYPES, listed: true, filter: true, help: "有兑换记录后不能修改" },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_GOODS", listed: true, help: "1:1，不超过 1 MB" },
    { key: "pointsPrice", label: "所需积分", kind: "integer", required: true, min: 1, max: 1_000_000, listed: true, filter: true, sortable: true },
    { key: "vipDays", label: "会员天数", kind: "integer", min: 1, max: 366, listed: true, help: "会员天数类商品必填" },
    { key: "xiaoeActivityId", label: "小鹅通活动", kind: "text", maxLength: 64, listed: true, filter: true, help: "小鹅通兑换码类商品必填" },
    { key: "downloadQuota", label: "下载次数", kind: "integer", min: 1, max: 100, help: "高清下载次数类商品必填" },
    { key: "stock", label: "库存", kind: "integer", required: true, min: 0, max: 1_000_000, listed: true, sortable: true },
    { key: "soldCount", label: "已兑换", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "perVisitorLimit", label: "每人限兑", kind: "integer", min: 0, max: 1000, listed: true, help: "0 为不限" },
    { key: "vipOnly", label: "仅会员可兑", kind: "boolean", listed: true, filter: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 1_000_000, listed: true, sortable: true },
    { key: "status", label: "状态", kind: "enum", options: [
      { value: "DRAFT", label: "草稿" }, { value: "ON_SALE", label: "兑换中" }, { value: "OFF_SALE", label: "已下架" }, { value: "SOLD_OUT", label: "已兑完" },
    ], editable: false, listed: true, filter: true },
  ],
  // 已兑完 is the system's (stock 0); 补库存 adds stock and puts the goods back on sale.
  states: defineMachine({
    field: "status",
    initial: "DRAFT",
    states: [
      { value: "DRAFT", tone: "neutral" },
      { value: "ON_SALE", tone: "success" },
      { value: "OFF_SALE", tone: "neutral" },
      { value: "SOLD_OUT", tone: "warning" },
    ],
    transitions: [
      { name: "putOn", label: "上架", from: ["DRAFT", "OFF_SALE"], to: "ON_SALE", hook: "putOn" },
      { name: "takeOff", label: "下架", from: ["ON_SALE", "SOLD_OUT"], to: "OFF_SALE", confirm: "下架后用户不能再兑换此商品，已兑换的订单不受影响。确定下架吗？" },
      {
        name: "restock", label: "补库存", from: ["SOLD_OUT"], to: "ON_SALE", scope: "row", hook: "restock",
        input: [{ key: "addStock", label: "增加库存", kind: "integer", required: true, min: 1, max: 1_000_000 }],
      },
    ],
  }),
});
