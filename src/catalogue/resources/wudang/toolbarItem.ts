import { defineResource } from "../../define";
import { CLIENT_MODULES } from "./clientModuleBadge";
import { PLACEMENT_FIELDS } from "./slotPlacement";

export const TOOLBAR_POSITIONS = [
  { value: "TAB_BAR", label: "底部导航" },
  { value: "HOME_TOOLS", label: "首页工具栏" },
  { value: "MINE_TOOLS", label: "我的页工具" },
] as const;

export const LINK_TYPES = [
  { value: "NATIVE", label: "原生页面" },
  { value: "H5", label: "网页" },
  { value: "MINIPROGRAM", label: "小程序" },
] as const;

/**
 * 工具栏 (/wudang/Toolbar, commerce.md §6.4): the app's bottom tabs and tool entries, in `sort` order
 * (上移/下移), with festive icon sets by time window. At most 5 live tabs and 10 live home tools per
 * platform.
 */
export const toolbarItem = defineResource({
  name: "toolbarItem",
  label: "工具栏入口",
  service: "OperationServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "notice",
  titleField: "title",
  defaultSort: { by: "sort", asc: true },
  route: "/wudang/Toolbar",
  screen: { filterOrder: ["displayState", "position", "title", "online", "startAt", "endAt"], recordTabs: [{ kind: "changes", label: "变更记录" }] },
  fields: [
    { key: "position", label: "位置", kind: "enum", options: TOOLBAR_POSITIONS, required: true, listed: true, filter: true },
    { key: "title", label: "名称", kind: "text", required: true, maxLength: 6, listed: true, filter: true, help: "如 识图、线稿、对比、字典" },
    { key: "icon", label: "图标", kind: "image", upload: "UDT_NOTICE", required: true, help: "96×96 png" },
    { key: "iconActive", label: "选中图标", kind: "image", upload: "UDT_NOTICE", requiredWhen: "底部导航必填" },
    { key: "linkType", label: "跳转", kind: "enum", options: LINK_TYPES, required: true, listed: true, filter: true },
    { key: "link", label: "跳转地址", kind: "text", required: true, maxLength: 2048, help: "原生页面填路由名（如 tools/compare），网页填 https 地址，小程序填 页面路径" },
    { key: "badgeModuleKey", label: "关联红点", kind: "enum", options: CLIENT_MODULES, listed: true, help: "这个模块有红点时，入口上显示红点" },
    ...PLACEMENT_FIELDS,
  ],
  actions: [
    {
      name: "setToolbarItemOnline", label: "上线/下线", scope: "rows", shortcut: "O",
      input: [{ key: "online", label: "上线", kind: "boolean", required: true }],
      choices: [
        { label: "上线", input: { online: true } },
        { label: "下线", input: { online: false }, confirm: "下线后 App 不再显示这个入口，确定下线吗？" },
      ],
    },
    { name: "moveUpToolbarItem", label: "上移", scope: "row", input: [], shortcut: "U" },
    { name: "moveDownToolbarItem", label: "下移", scope: "row", input: [], shortcut: "D" },
  ],
});
