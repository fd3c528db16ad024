import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/**
 * 领用记录 (drawer tab of /sellAdmin/ShiyCouponList, commerce.md §4.6): one coupon a visitor holds,
 * written by a claim or by 发券; used on at most one order (server/domains/marketing/coupon/coupons.ts locks the
 * record). Staff only void unused ones.
 */
export const couponRecord = defineResource({
  name: "couponRecord",
  label: "领用记录",
  service: "MarketingServiceAdmin",
  ops: ["list", "get"],
  access: "shiy",
  titleField: "recordNo",
  defaultSort: { by: "receivedAt", asc: false },
  readOnly: true,
  parent: { resource: "coupon", key: "couponId", tab: "领用记录" },
  fields: [
    { key: "recordNo", label: "券码", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "couponId", label: "优惠券", kind: "ref", ref: "coupon", required: true, editable: false, filter: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    {
      key: "source", label: "来源", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "CLAIM", label: "用户领取" }, { value: "ADMIN", label: "后台发放" }, { value: "POINTS", label: "积分兑换" }, { value: "NEWCOMER", label: "新人礼包" }, { value: "ACTIVITY", label: "活动奖励" }],
    },
    { key: "receivedAt", label: "领取时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "validFrom", label: "有效期起", kind: "datetime", editable: false, listed: true },
    { key: "validTo", label: "有效期止", kind: "datetime", editable: false, listed: true },
    { key: "orderNo", label: "使用订单", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "usedAt", label: "使用时间", kind: "datetime", editable: false, listed: true },
    { key: "discountFen", label: "抵扣金额", kind: "money", min: 0, editable: false, listed: true },
    { key: "voidReason", label: "作废原因", kind: "text", maxLength: 200, editable: false },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "UNUSED", label: "未使用" }, { value: "LOCKED", label: "下单占用" }, { value: "USED", label: "已使用" }, { value: "EXPIRED", label: "已过期" }, { value: "VOID", label: "已作废" }],
    },
  ],
  // §12.5: UNUSED → LOCKED → USED | UNUSED (server, with the order); UNUSED → EXPIRED [system]; UNUSED → VOID 作废 [W(shiy)].
  states: defineMachine({
    field: "status",
    initial: "UNUSED",
    states: [
      { value: "UNUSED", tone: "success" },
      { value: "LOCKED", tone: "info" },
      { value: "USED", tone: "neutral" },
      { value: "EXPIRED", tone: "neutral" },
      { value: "VOID", tone: "danger" },
    ],
    transitions: [
      {
        name: "void", label: "作废", from: ["UNUSED"], to: "VOID", hook: "voidCouponRecord",
        input: [{ key: "reason", label: "作废原因", kind: "text", required: true, maxLength: 200 }],
      },
    ],
  }),
});
