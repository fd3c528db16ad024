import { defineResource } from "../../define";

export const CLIENT_PLATFORMS = [
  { value: "ios", label: "iOS" },
  { value: "android", label: "Android" },
  { value: "harmony", label: "鸿蒙" },
  { value: "web", label: "网页" },
  { value: "miniapp", label: "小程序" },
] as const;

/** Client app configurations (/wudang/clientConfig); getAppConfig serves the enabled ones publicly. */
export const clientConfig = defineResource({
  name: "clientConfig",
  label: "客户端配置",
  service: "BaseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "project",
  titleField: "name",
  defaultSort: { by: "utime", asc: false },
  fields: [
    { key: "name", label: "名称", kind: "text", required: true, maxLength: 64, listed: true, filter: true, sortable: true },
    { key: "platform", label: "平台", kind: "enum", options: CLIENT_PLATFORMS, required: true, listed: true, filter: true, sortable: true, unique: true },
    {
      key: "version", label: "最新版本", kind: "text", required: true, maxLength: 32, listed: true,
      pattern: "^\\d+\\.\\d+\\.\\d+$", patternMessage: "版本号格式应为 主版本.次版本.修订号，如 3.2.1",
    },
    {
      key: "minVersion", label: "最低支持版本", kind: "text", maxLength: 32, listed: true,
      pattern: "^\\d+\\.\\d+\\.\\d+$", patternMessage: "版本号格式应为 主版本.次版本.修订号，如 3.2.1",
    },
    { key: "downloadUrl", label: "下载地址", kind: "url" },
    { key: "releaseNotes", label: "更新说明", kind: "longText", maxLength: 2000 },
    { key: "enabled", label: "启用", kind: "boolean", listed: true, filter: true },
    { key: "config", label: "配置项", kind: "json" },
  ],
  actions: [
    {
      name: "setClientConfigEnabled", label: "启用/停用", scope: "rows", shortcut: "S",
      input: [{ key: "enabled", label: "启用", kind: "boolean", required: true }],
      choices: [
        { label: "启用", input: { enabled: true } },
        { label: "停用", input: { enabled: false }, confirm: "停用后客户端将读不到这份配置，确定停用吗？" },
      ],
    },
  ],
});
