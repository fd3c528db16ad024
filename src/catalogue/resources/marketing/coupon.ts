import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const COUPON_TYPES = [
  { value: "FULL_REDUCTION", label: "满减券" },
  { value: "DISCOUNT", label: "折扣券" },
  { value: "NO_THRESHOLD", label: "无门槛券" },
] as const;

/**
 * 优惠券模板 (/sellAdmin/ShiyCouponList, commerce.md §4.6). 发券 issues records to a list of visitors
 * as a job with progress, each claim counted under a lock of the template (`claimedCount ≤
 * totalQuantity`, the per-visitor limit). Courses in 指定商品 are Ids of the orders' courses (the
 * course screens are not built yet).
 */
export const coupon = defineResource({
  name: "coupon",
  label: "优惠券",
  service: "MarketingServiceAdmin",
  ops: ["list", "get", "create", "update"],
  access: "shiy",
  titleField: "name",
  defaultSort: { by: "ctime", asc: false },
  fields: [
    { key: "name", label: "券名称", kind: "text", required: true, maxLength: 20, listed: true, filter: true },
    { key: "type", label: "券类型", kind: "enum", options: COUPON_TYPES, required: true, listed: true, filter: true, help: "开始发放后不能修改" },
    { key: "thresholdFen", label: "使用门槛", kind: "money", min: 0, listed: true, help: "满减券、折扣券必填；无门槛券为 0" },
    { key: "reduceFen", label: "减免金额", kind: "money", min: 1, listed: true, help: "满减券须低于使用门槛" },
    { key: "discountRate", label: "折扣", kind: "discount", listed: true, help: "折扣券必填，填 8.5 即 8.5 折" },
    { key: "maxDiscountFen", label: "最高优惠", kind: "money", min: 1 },
    {
      key: "scope", label: "适用范围", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "ALL_COURSES", label: "全部课程" }, { value: "SHIY_COURSES", label: "书院课" }, { value: "SELECTED", label: "指定课程" }, { value: "VIP_GOODS", label: "会员商品" }],
    },
    { key: "goodsIds", label: "指定商品", kind: "json", ref: "shiyCourse", picker: "refs", help: "按名称搜索书院课并回车添加，可选多门" },
    { key: "totalQuantity", label: "发放总量", kind: "integer", required: true, min: 1, max: 1_000_000, listed: true, help: "只能增加" },
    { key: "claimedCount", label: "已领取", kind: "integer", min: 0, editable: false, listed: true },
    { key: "usedCount", label: "已使用", kind: "integer", min: 0, editable: false, listed: true },
    { key: "perVisitorLimit", label: "每人限领", kind: "integer", required: true, min: 1, max: 100, listed: true },
    {
      key: "claimMode", label: "领取方式", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "PUBLIC", label: "领券中心" }, { value: "ADMIN_ONLY", label: "仅后台发放" }, { value: "POINTS", label: "积分兑换" }, { value: "NEWCOMER", label: "新人礼包" }],
    },
    { key: "claimStartAt", label: "领取开始", kind: "datetime", required: true, listed: true, sortable: true },
    { key: "claimEndAt", label: "领取截止", kind: "datetime", required: true, listed: true, sortable: true },
    { key: "validType", label: "有效期类型", kind: "enum", required: true, listed: true, options: [{ value: "FIXED", label: "固定时间" }, { value: "RELATIVE", label: "领取后 N 天" }] },
    { key: "validFrom", label: "用券开始", kind: "datetime", listed: true },
    { key: "validTo", label: "用券截止", kind: "datetime", listed: true },
    { key: "validDays", label: "有效天数", kind: "integer", min: 1, max: 365, listed: true },
    { key: "description", label: "使用说明", kind: "longText", maxLength: 300 },
    { key: "issueJobId", label: "最近发券任务", kind: "integer", min: 1, editable: false },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "DRAFT", label: "草稿" }, { value: "ACTIVE", label: "发放中" }, { value: "STOPPED", label: "已停发" }, { value: "ENDED", label: "已结束" }],
    },
  ],
  // §12.5: DRAFT → ACTIVE → STOPPED ⇄ ACTIVE; ACTIVE → ENDED [system: quantity reached].
  states: defineMachine({
    field: "status",
    initial: "DRAFT",
    states: [
      { value: "DRAFT", tone: "neutral" },
      { value: "ACTIVE", tone: "success" },
      { value: "STOPPED", tone: "warning" },
      { value: "ENDED", tone: "neutral" },
    ],
    transitions: [
      { name: "start", label: "开始发放", from: ["DRAFT"], to: "ACTIVE", shortcut: "S" },
      { name: "stop", label: "停止发放", from: ["ACTIVE"], to: "STOPPED", confirm: "停发后不能再领取或发放，已领取的券仍可使用。确定停发吗？" },
      { name: "resume", label: "恢复发放", from: ["STOPPED"], to: "ACTIVE" },
    ],
  }),
  actions: [
    {
      name: "issueCoupon", label: "发券", scope: "row", shortcut: "I", job: true, jobField: "issueJobId",
      input: [{ key: "uids", label: "用户编号", kind: "longText", required: true, maxLength: 60_000, help: "8 位用户编号，以换行、空格或逗号分隔，最多 5000 个" }],
    },
  ],
});
