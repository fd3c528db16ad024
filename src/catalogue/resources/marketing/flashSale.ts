import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { ACTIVITY_PHASES, PROMO_CLASS_RESOURCES, PROMO_GOODS_RESOURCES, PROMO_GOODS_TYPES } from "./activityPhase";

/**
 * 秒杀 (/sellAdmin/SpikesList, commerce.md §4.4). Stock is reserved by one locked take
 * (`soldCount + lockedCount + qty ≤ stock`, server/domains/marketing/flashSale/flashSales.ts) and never oversold; each
 * visitor holds at most `perVisitorLimit` over locked and sold takes. Courses are named by Id and
 * name (the course screens are not built yet); a VIP product's name and price are a snapshot.
 */
export const flashSale = defineResource({
  name: "flashSale",
  label: "秒杀活动",
  service: "MarketingServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "order",
  titleField: "name",
  defaultSort: { by: "startAt", asc: false },
  fields: [
    { key: "name", label: "活动名称", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "goodsType", label: "商品类型", kind: "enum", options: PROMO_GOODS_TYPES, required: true, listed: true, filter: true },
    { key: "goodsId", label: "活动商品", kind: "integer", required: true, min: 1, filter: true, refBy: { field: "goodsType", resources: PROMO_GOODS_RESOURCES, pick: true }, help: "先选商品类型，再输入名称搜索" },
    { key: "goodsName", label: "商品名称", kind: "text", maxLength: 60, editable: false, listed: true, filter: true },
    { key: "classId", label: "开班", kind: "integer", min: 1, refBy: { field: "goodsType", resources: PROMO_CLASS_RESOURCES, pick: true }, help: "书院课必选：该课程的班级" },
    { key: "originalPrice", label: "原价", kind: "money", min: 1, editable: false, listed: true, help: "活动商品的售价" },
    { key: "flashPrice", label: "秒杀价", kind: "money", required: true, min: 1, listed: true, sortable: true },
    { key: "stock", label: "秒杀库存", kind: "integer", required: true, min: 1, max: 100_000, listed: true },
    { key: "soldCount", label: "已售", kind: "integer", min: 0, editable: false, listed: true },
    { key: "lockedCount", label: "待支付占用", kind: "integer", min: 0, editable: false, listed: true },
    { key: "perVisitorLimit", label: "每人限购", kind: "integer", required: true, min: 1, max: 100, listed: true },
    { key: "preheatAt", label: "预热时间", kind: "datetime", listed: true },
    { key: "startAt", label: "秒杀开始", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "endAt", label: "秒杀结束", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "vipOnly", label: "仅会员", kind: "boolean", listed: true, filter: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, sortable: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [...ACTIVITY_PHASES, { value: "SOLD_OUT", label: "已抢光" }],
    },
  ],
  // §12.5: DRAFT → NOT_STARTED | ONGOING 发布 → ENDED [system]; NOT_STARTED/ONGOING/SOLD_OUT → CLOSED 关闭;
  // ONGOING ⇄ SOLD_OUT [system, on stock].
  states: defineMachine({
    field: "status",
    initial: "DRAFT",
    states: [
      { value: "DRAFT", tone: "neutral" },
      { value: "NOT_STARTED", tone: "info" },
      { value: "ONGOING", tone: "success" },
      { value: "SOLD_OUT", tone: "warning" },
      { value: "ENDED", tone: "neutral" },
      { value: "CLOSED", tone: "danger" },
    ],
    transitions: [
      { name: "publish", label: "发布", from: ["DRAFT"], to: "NOT_STARTED", alsoTo: ["ONGOING"], hook: "publishSale", shortcut: "P" },
      {
        name: "close", label: "关闭", from: ["NOT_STARTED", "ONGOING", "SOLD_OUT"], to: "CLOSED",
        confirm: "关闭后不能再抢购，已下单未支付的订单仍可在支付时限内支付。确定关闭吗？",
      },
    ],
  }),
  actions: [
    {
      name: "addFlashSaleStock", label: "加库存", scope: "row", shortcut: "S",
      input: [{ key: "quantity", label: "增加数量", kind: "integer", required: true, min: 1, max: 100_000 }],
    },
    // 复制 (§4.0, any phase): a new 未发布 sale「…（副本）」with counters at 0, opened at once (server/domains/marketing/flashSale/copyActivity.ts).
    { name: "copyFlashSale", label: "复制", scope: "row", shortcut: "C", makes: "flashSale", input: [], confirm: "复制为一个未发布的新秒杀（已售清零），确定复制吗？" },
  ],
});
