import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { ACTIVITY_PHASES, PHASE_STATES } from "./activityPhase";

/**
 * 满减/折扣活动 (/sellAdmin/ShiyActivityList, commerce.md §4.5). Tiers are checked on the server
 * (≤ 3, ascending, a reduction below its threshold, rates 1 000–9 900 bp); two live activities that
 * share a course may not overlap in time. Courses are the orders' course Ids (no course screens yet).
 */
export const discountActivity = defineResource({
  name: "discountActivity",
  label: "优惠活动",
  service: "MarketingServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "name",
  defaultSort: { by: "startAt", asc: false },
  fields: [
    { key: "name", label: "活动名称", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    {
      key: "type", label: "活动类型", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "FULL_REDUCTION", label: "满减" }, { value: "FULL_DISCOUNT", label: "满折" }, { value: "DIRECT_DISCOUNT", label: "限时折扣" }],
    },
    {
      key: "tiers", label: "优惠规则", kind: "json", required: true,
      help: "满减 [{thresholdFen, reduceFen}]、满折 [{thresholdFen, rateBp}]、限时折扣 {rateBp}；金额单位为分，8.5 折 = 8500",
    },
    { key: "tierSummary", label: "优惠规则", kind: "text", maxLength: 100, editable: false, listed: true },
    { key: "scope", label: "适用范围", kind: "enum", required: true, listed: true, filter: true, options: [{ value: "ALL_SHIY", label: "全部书院课" }, { value: "SELECTED", label: "指定课程" }] },
    { key: "courseIds", label: "指定课程", kind: "json", ref: "shiyCourse", picker: "refs", help: "按名称搜索书院课并回车添加，可选多门" },
    { key: "stackWithCoupon", label: "可叠加优惠券", kind: "boolean", listed: true },
    { key: "stackWithVipPrice", label: "可叠加会员价", kind: "boolean" },
    { key: "startAt", label: "活动开始", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "endAt", label: "活动结束", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "usedOrders", label: "参与订单", kind: "integer", min: 0, editable: false, listed: true },
    { key: "discountTotal", label: "优惠总额", kind: "money", min: 0, editable: false, listed: true },
    { key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true, options: ACTIVITY_PHASES },
  ],
  // §12.5: DRAFT → NOT_STARTED | ONGOING 发布 → ENDED [system]; NOT_STARTED/ONGOING → CLOSED 关闭.
  states: defineMachine({
    field: "status",
    initial: "DRAFT",
    states: PHASE_STATES,
    transitions: [
      { name: "publish", label: "发布", from: ["DRAFT"], to: "NOT_STARTED", alsoTo: ["ONGOING"], hook: "publishActivity", shortcut: "P" },
      { name: "close", label: "关闭", from: ["NOT_STARTED", "ONGOING"], to: "CLOSED", confirm: "关闭后活动立即失效，已下单的订单不受影响。确定关闭吗？" },
    ],
  }),
});
