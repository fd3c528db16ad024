import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { DISPLAY_STATES, TARGETING_FIELDS } from "./slotPlacement";

export const NOTICE_TYPES = [
  { value: "SYSTEM", label: "系统公告" },
  { value: "ACTIVITY", label: "活动通知" },
  { value: "UPDATE", label: "版本更新" },
  { value: "MAINTENANCE", label: "维护公告" },
] as const;

export const NOTICE_AUDIENCES = [
  { value: "ALL", label: "全部用户" },
  { value: "VIP", label: "会员" },
  { value: "NON_VIP", label: "非会员" },
  { value: "UID_LIST", label: "指定用户" },
] as const;

/**
 * 通知 (/wudang/notice, commerce.md §6.5): in-app announcements. 发布 makes one visible to its audience
 * inside its window on its platforms and versions; 撤回 takes it off the clients; 重新编辑 brings a
 * withdrawn one back to draft. A published notice may change only its end time. `displayState` says
 * whether the app shows it now (published and inside its window).
 */
export const notice = defineResource({
  name: "notice",
  label: "通知",
  service: "OperationServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "notice",
  titleField: "title",
  defaultSort: { by: "startAt", asc: false },
  route: "/wudang/notice",
  screen: { filterOrder: ["displayState", "status", "type", "title", "audience", "popup", "startAt", "endAt"], recordTabs: [{ kind: "changes", label: "变更记录" }] },
  fields: [
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 30, listed: true, filter: true },
    { key: "type", label: "类型", kind: "enum", options: NOTICE_TYPES, required: true, listed: true, filter: true },
    { key: "content", label: "内容", kind: "richText", upload: "UDT_NOTICE", required: true, maxLength: 20_000 },
    { key: "audience", label: "对象", kind: "enum", options: NOTICE_AUDIENCES, required: true, listed: true, filter: true },
    { key: "uidList", label: "指定用户", kind: "longText", maxLength: 100_000, requiredWhen: "对象为指定用户时必填", help: "用户编号（8 位），用逗号、空格或换行分隔，最多 10 000 个" },
    { key: "popup", label: "弹窗提醒", kind: "boolean", listed: true, filter: true, help: "每位用户只弹一次" },
    { key: "link", label: "跳转链接", kind: "url" },
    ...TARGETING_FIELDS,
    { key: "startAt", label: "生效时间", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "endAt", label: "结束时间", kind: "datetime", listed: true, filter: true, sortable: true, help: "不填为长期有效；已发布的通知只能改结束时间" },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "DRAFT", label: "草稿" }, { value: "PUBLISHED", label: "已发布" }, { value: "WITHDRAWN", label: "已撤回" }],
    },
    { key: "displayState", label: "展示状态", kind: "enum", options: DISPLAY_STATES, editable: false, listed: true, filter: true, help: "已发布且在生效时间内即为生效中（按服务器当前时间）" },
    { key: "publishedAt", label: "发布时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "readCount", label: "已读", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
  ],
  // commerce.md §6.5: DRAFT → PUBLISHED 发布; PUBLISHED → WITHDRAWN 撤回; WITHDRAWN → DRAFT 重新编辑.
  states: defineMachine({
    field: "status",
    initial: "DRAFT",
    states: [
      { value: "DRAFT", tone: "neutral" },
      { value: "PUBLISHED", tone: "success" },
      { value: "WITHDRAWN", tone: "danger" },
    ],
    transitions: [
      { name: "publish", label: "发布", from: ["DRAFT"], to: "PUBLISHED", hook: "publishNotice", shortcut: "P", confirm: "发布后用户即可在 App 中看到这条通知，确定发布吗？" },
      { name: "withdraw", label: "撤回", from: ["PUBLISHED"], to: "WITHDRAWN", hook: "withdrawNotice", shortcut: "W", confirm: "撤回后 App 中立即不再显示这条通知，确定撤回吗？" },
      { name: "redraft", label: "重新编辑", from: ["WITHDRAWN"], to: "DRAFT", hook: "redraftNotice", shortcut: "B" },
    ],
  }),
});
