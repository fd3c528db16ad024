import type { ResourceDef } from "../resource";

/** The dictionaries (/dataadmin/dicts, /dataadmin/config): a fixed set, edited but never created. */
export const dict = {
  name: "dict",
  label: "字典",
  service: "BaseServiceAdmin",
  entity: "Dict",
  methodNames: { list: "listDicts", update: "updateDicts", get: "getDict" },
  ops: ["list", "get", "update"],
  access: "suha",
  table: "dict",
  titleField: "label",
  defaultSort: { by: "name", asc: true },
  fields: [
    { key: "name", label: "字典名", kind: "text", required: true, maxLength: 32, editable: false, listed: true, filter: true, sortable: true, unique: true },
    { key: "label", label: "名称", kind: "text", required: true, maxLength: 64, listed: true, filter: true },
    { key: "items", label: "字典项", kind: "json", required: true, help: "[{value, label}]" },
    { key: "config", label: "配置", kind: "json" },
    { key: "version", label: "版本", kind: "integer", editable: false, listed: true },
  ],
} as const satisfies ResourceDef;

export const CLIENT_PLATFORMS = [
  { value: "ios", label: "iOS" },
  { value: "android", label: "Android" },
  { value: "harmony", label: "鸿蒙" },
  { value: "web", label: "网页" },
  { value: "miniapp", label: "小程序" },
] as const;

/** Client app configurations (/wudang/clientConfig); getAppConfig serves the enabled ones publicly. */
export const clientConfig = {
  name: "clientConfig",
  label: "客户端配置",
  service: "BaseServiceAdmin",
  entity: "ClientConfig",
  ops: ["list", "get", "create", "update", "delete"],
  access: "project",
  table: "client_config",
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
} as const satisfies ResourceDef;

/** Domains the platform owns, with their expiry (listExpirationIsComingDomain). */
export const domain = {
  name: "domain",
  label: "域名",
  service: "sys.SysAdmin",
  entity: "Domain",
  ops: ["list", "get", "create", "update", "delete"],
  access: "sysadmin",
  table: "domain",
  titleField: "name",
  defaultSort: { by: "expiresAt", asc: true },
  fields: [
    {
      key: "name", label: "域名", kind: "text", required: true, maxLength: 253, listed: true, filter: true, sortable: true, unique: true,
      pattern: "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$", patternMessage: "请输入有效的域名，如 moyuan.art",
    },
    { key: "registrar", label: "注册商", kind: "text", maxLength: 64, listed: true, filter: true },
    { key: "expiresAt", label: "到期日", kind: "date", required: true, listed: true, sortable: true, filter: true },
    { key: "purpose", label: "用途", kind: "text", maxLength: 64, listed: true },
    { key: "remark", label: "备注", kind: "longText", maxLength: 500 },
  ],
} as const satisfies ResourceDef;

export const CHANGE_ACTIONS = [
  { value: "create", label: "新建" },
  { value: "update", label: "修改" },
  { value: "delete", label: "删除" },
  { value: "action", label: "操作" },
] as const;

/** Data change records (/dataadmin/record): written by the server in the same transaction as the change. */
export const dataChange = {
  name: "dataChange",
  label: "数据变更记录",
  service: "BaseServiceAdmin",
  entity: "DataChange",
  ops: ["list", "get"],
  access: "suha",
  table: "data_change",
  titleField: "summary",
  defaultSort: { by: "ctime", asc: false },
  readOnly: true,
  fields: [
    { key: "resource", label: "资源", kind: "text", listed: true, filter: true, sortable: true },
    { key: "recordId", label: "记录 Id", kind: "integer", listed: true, filter: true },
    { key: "action", label: "操作", kind: "enum", options: CHANGE_ACTIONS, listed: true, filter: true },
    { key: "method", label: "方法", kind: "text", listed: true, filter: true },
    { key: "summary", label: "摘要", kind: "text", listed: true },
    { key: "userId", label: "操作人 Id", kind: "integer", filter: true },
    { key: "userName", label: "操作人", kind: "text", listed: true, filter: true, sortable: true },
    { key: "before", label: "变更前", kind: "json" },
    { key: "after", label: "变更后", kind: "json" },
  ],
} as const satisfies ResourceDef;
