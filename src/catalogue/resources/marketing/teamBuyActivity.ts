import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { ACTIVITY_PHASES, PHASE_STATES, PROMO_CLASS_RESOURCES, PROMO_GOODS_RESOURCES, PROMO_GOODS_TYPES } from "./activityPhase";

/**
 * 拼团活动 (/sellAdmin/TeamBuyList, commerce.md §4.1). Its teams (TeamBuyDesc) fill seats only
 * through the locked join of server/domains/marketing/teamBuyActivity/teams.ts; `soldCount` counts paid members against
 * `stock`. Courses are named by the orders' course Id and name (no course screens yet).
 */
export const teamBuyActivity = defineResource({
  name: "teamBuyActivity",
  label: "拼团活动",
  service: "MarketingServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "order",
  titleField: "name",
  defaultSort: { by: "startAt", asc: false },
  fields: [
    { key: "name", label: "活动名称", kind: "text", required: true, maxLength: 40, listed: true, filter: true, unique: true },
    { key: "goodsType", label: "商品类型", kind: "enum", options: PROMO_GOODS_TYPES, required: true, listed: true, filter: true },
    { key: "goodsId", label: "活动商品", kind: "integer", required: true, min: 1, filter: true, refBy: { field: "goodsType", resources: PROMO_GOODS_RESOURCES, pick: true }, help: "先选商品类型，再输入名称搜索" },
    { key: "goodsName", label: "商品名称", kind: "text", maxLength: 60, editable: false, listed: true, filter: true },
    { key: "classId", label: "开班", kind: "integer", min: 1, refBy: { field: "goodsType", resources: PROMO_CLASS_RESOURCES, pick: true }, help: "书院课必选：该课程的班级" },
    { key: "originalPrice", label: "原价", kind: "money", min: 1, editable: false, listed: true, help: "活动商品的售价" },
    { key: "teamPrice", label: "拼团价", kind: "money", required: true, min: 1, listed: true },
    { key: "leaderPrice", label: "团长价", kind: "money", min: 1, listed: true, help: "不高于拼团价" },
    { key: "teamSize", label: "成团人数", kind: "integer", required: true, min: 2, max: 20, listed: true },
    { key: "teamValidHours", label: "拼团有效期(小时)", kind: "integer", required: true, min: 1, max: 72, listed: true },
    { key: "startAt", label: "活动开始", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "endAt", label: "活动结束", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "stock", label: "活动名额", kind: "integer", required: true, min: 2, max: 100_000, listed: true },
    { key: "soldCount", label: "已售", kind: "integer", min: 0, editable: false, listed: true },
    { key: "maxTeamsPerVisitor", label: "每人开团次数", kind: "integer", min: 1, max: 20 },
    { key: "maxJoinsPerVisitor", label: "每人参团次数", kind: "integer", min: 1, max: 20 },
    { key: "autoFormTeam", label: "模拟成团", kind: "boolean", listed: true },
    { key: "allowSoloBuy", label: "允许单独购买", kind: "boolean" },
    { key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true, options: ACTIVITY_PHASES },
  ],
  actions: [
    // 复制 (§4.0, any phase): a new 未发布 activity「…（副本）」with counters at 0, opened at once (server/domains/marketing/flashSale/copyActivity.ts).
    { name: "copyTeamBuyActivity", label: "复制", scope: "row", shortcut: "C", makes: "teamBuyActivity", input: [], confirm: "复制为一个未发布的新拼团活动（已售清零），确定复制吗？" },
  ],
  states: defineMachine({
    field: "status",
    initial: "DRAFT",
    states: PHASE_STATES,
    transitions: [
      { name: "publish", label: "发布", from: ["DRAFT"], to: "NOT_STARTED", alsoTo: ["ONGOING"], hook: "publishTeamBuy", shortcut: "P" },
      { name: "close", label: "关闭", from: ["NOT_STARTED", "ONGOING"], to: "CLOSED", confirm: "关闭后不能再开团，拼团中的团继续到截止时间。确定关闭吗？" },
    ],
  }),
});
