import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/**
 * 团 (/sellAdmin/TeamBuyList/TeamBuyDesc?activityId=, commerce.md §4.2): opened by a paid leader
 * order, filled by locked joins (never above teamSize), SUCCESS when full; 解散并退款 (or the expiry)
 * makes it FAILED and refunds every paid member's order in full (reason TEAM_FAILED).
 */
export const teamBuyTeam = defineResource({
  name: "teamBuyTeam",
  label: "团",
  service: "MarketingServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "teamNo",
  defaultSort: { by: "startedAt", asc: false },
  readOnly: true,
  parent: { resource: "teamBuyActivity", key: "activityId", tab: "团" },
  fields: [
    { key: "teamNo", label: "团号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "activityId", label: "拼团活动", kind: "ref", ref: "teamBuyActivity", required: true, editable: false, filter: true },
    { key: "leaderVisitorId", label: "团长", kind: "ref", ref: "visitor", editable: false, listed: true, filter: true },
    { key: "memberCount", label: "已参团", kind: "integer", min: 0, editable: false, listed: true },
    { key: "virtualCount", label: "模拟成员", kind: "integer", min: 0, editable: false, listed: true },
    { key: "teamSize", label: "成团人数", kind: "integer", min: 2, editable: false, listed: true },
    { key: "startedAt", label: "开团时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "expireAt", label: "截止时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "finishedAt", label: "成团/失败时间", kind: "datetime", editable: false, listed: true },
    { key: "failReason", label: "失败原因", kind: "text", maxLength: 200, editable: false },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "FORMING", label: "拼团中" }, { value: "SUCCESS", label: "已成团" }, { value: "FAILED", label: "拼团失败" }],
    },
  ],
  // §12.5: FORMING → SUCCESS [system, full / W 手动成团] | FAILED [system at expiry / W 解散并退款 — refunds all].
  states: defineMachine({
    field: "status",
    initial: "FORMING",
    states: [
      { value: "FORMING", tone: "info" },
      { value: "SUCCESS", tone: "success" },
      { value: "FAILED", tone: "danger" },
    ],
    transitions: [
      { name: "formManually", label: "手动成团", from: ["FORMING"], to: "SUCCESS", hook: "formTeam", confirm: "空余名额将以模拟成员补齐，团即成团。确定吗？" },
      {
        name: "dissolve", label: "解散并退款", from: ["FORMING"], to: "FAILED", hook: "dissolveTeam", scope: "row",
        confirm: "团将拼团失败，所有已支付成员的订单全额退款。确定解散吗？",
        input: [{ key: "reason", label: "解散原因", kind: "text", required: true, maxLength: 200 }],
      },
    ],
  }),
});
