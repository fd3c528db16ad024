import { defineResource } from "../../define";
import { PLACEMENT_FIELDS } from "./slotPlacement";

export const CLIENT_MODULES = [
  { value: "HOME", label: "首页" },
  { value: "DISCOVER", label: "发现" },
  { value: "COURSE", label: "书院" },
  { value: "POINTS", label: "积分宝箱" },
  { value: "VIP", label: "会员中心" },
  { value: "MESSAGE", label: "消息" },
  { value: "TOOLS", label: "工具" },
  { value: "MINE", label: "我的" },
] as const;

export const BADGE_TYPES = [
  { value: "DOT", label: "红点" },
  { value: "NUMBER", label: "数字" },
  { value: "NEW", label: "NEW 角标" },
  { value: "TEXT", label: "文字" },
] as const;

/**
 * 客户端更新红点 (/wudang/clientModule, commerce.md §6.3): the client keeps the last `badgeVersion` it
 * showed per module and shows the badge while the server's is higher; 重新点亮 raises it. One badge per
 * module and platform.
 */
export const clientModuleBadge = defineResource({
  name: "clientModuleBadge",
  label: "客户端更新红点",
  service: "OperationServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "notice",
  titleField: "reason",
  defaultSort: { by: "sort", asc: true },
  route: "/wudang/clientModule",
  screen: { filterOrder: ["displayState", "moduleKey", "badgeType", "online", "startAt", "endAt"], recordTabs: [{ kind: "changes", label: "变更记录" }] },
  fields: [
    { key: "moduleKey", label: "模块", kind: "enum", options: CLIENT_MODULES, required: true, listed: true, filter: true },
    { key: "badgeType", label: "红点样式", kind: "enum", options: BADGE_TYPES, required: true, listed: true, filter: true },
    { key: "badgeText", label: "角标文字", kind: "text", maxLength: 6, listed: true, requiredWhen: "数字、文字样式必填", help: "如 3、上新" },
    { key: "badgeVersion", label: "版本号", kind: "integer", min: 1, editable: false, listed: true, sortable: true, help: "重新点亮时加 1" },
    { key: "reason", label: "更新说明", kind: "text", required: true, maxLength: 60, listed: true, filter: true, help: "仅后台可见" },
    ...PLACEMENT_FIELDS,
  ],
  actions: [
    { name: "relightClientModuleBadge", label: "重新点亮", scope: "rows", input: [], shortcut: "L", confirm: "重新点亮后，已看过红点的用户会再次看到它。确定吗？" },
    {
      name: "setClientModuleBadgeOnline", label: "上线/下线", scope: "rows", shortcut: "O",
      input: [{ key: "online", label: "上线", kind: "boolean", required: true }],
      choices: [
        { label: "上线", input: { online: true } },
        { label: "下线", input: { online: false }, confirm: "下线后 App 不再显示这个红点，确定下线吗？" },
      ],
    },
  ],
});
