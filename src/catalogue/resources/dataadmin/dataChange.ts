import { defineResource } from "../../define";

export const CHANGE_ACTIONS = [
  { value: "create", label: "新建" },
  { value: "update", label: "修改" },
  { value: "delete", label: "删除" },
  { value: "action", label: "操作" },
  { value: "download", label: "下载" },
] as const;

/** Data change records (/dataadmin/record): written by the server in the same transaction as the change. */
export const dataChange = defineResource({
  name: "dataChange",
  label: "数据变更记录",
  service: "BaseServiceAdmin",
  ops: ["list", "get"],
  access: "suha",
  titleField: "summary",
  defaultSort: { by: "ctime", asc: false },
  readOnly: true,
  screen: {
    leadColumns: [{ key: "ctime", label: "时间", kind: "datetime", sortable: true }],
    timeFilter: { key: "ctime", label: "时间" },
    detail: "changes",
  },
  fields: [
    { key: "resource", label: "资源", kind: "text", listed: true, filter: true, sortable: true },
    { key: "recordId", label: "记录", kind: "integer", listed: true, filter: true, refBy: { field: "resource" }, help: "按记录 Id 筛选" },
    { key: "action", label: "操作", kind: "enum", options: CHANGE_ACTIONS, listed: true, filter: true },
    { key: "method", label: "方法", kind: "text", listed: true, filter: true },
    { key: "summary", label: "摘要", kind: "text", listed: true },
    { key: "userId", label: "操作人 Id", kind: "integer", filter: true },
    { key: "userName", label: "操作人", kind: "text", listed: true, filter: true, sortable: true },
    { key: "before", label: "变更前", kind: "json" },
    { key: "after", label: "变更后", kind: "json" },
  ],
});
