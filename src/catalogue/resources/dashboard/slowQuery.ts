import { defineResource } from "../../define";
import { SLOW_QUERY_OPS, SLOW_QUERY_SOURCES } from "./slowQueryEnums";

/**
 * 慢查询样本 (/dashboard/slowquery/samples, commerce.md §7.7 SlowQuery): one call or statement slower
 * than its threshold, written by the server itself (server/platform/slowQuery: RPC calls over
 * MOYUAN_SLOW_CALL_MS, statements over MOYUAN_SLOW_QUERY_MS) — a ledger nobody edits. The statement
 * text has its values replaced by `?`. Listed under its shape (tab 样本) too.
 */
export const slowQuery = defineResource({
  name: "slowQuery",
  label: "慢查询",
  service: "DashboardServiceAdmin",
  ops: ["list", "get"],
  access: "dashboard",
  titleField: "statement",
  defaultSort: { by: "ts", asc: false },
  route: "/dashboard/slowquery/samples",
  // Listed alone too: the dashboard's figures drill into all samples of a time, table or operation.
  parent: { resource: "slowQueryShape", key: "shapeId", tab: "样本", listedAlone: true },
  screen: { filterOrder: ["ts", "ns", "op", "durationMs", "plan", "appRoute", "caller", "source"] },
  fields: [
    { key: "ts", label: "时间", kind: "datetime", required: true, editable: false, listed: true, filter: true, sortable: true },
    { key: "source", label: "来源", kind: "enum", options: SLOW_QUERY_SOURCES, required: true, editable: false, listed: true, filter: true },
    { key: "ns", label: "表 / 服务", kind: "text", maxLength: 80, required: true, editable: false, listed: true, filter: true },
    { key: "op", label: "操作", kind: "enum", options: SLOW_QUERY_OPS, required: true, editable: false, listed: true, filter: true },
    { key: "durationMs", label: "耗时（毫秒）", kind: "integer", min: 0, required: true, editable: false, listed: true, filter: true, sortable: true },
    { key: "examined", label: "扫描行数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "returned", label: "返回行数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "plan", label: "执行计划", kind: "text", maxLength: 120, editable: false, listed: true, filter: true },
    { key: "shapeId", label: "查询形态", kind: "ref", ref: "slowQueryShape", editable: false, filter: true },
    { key: "shapeHash", label: "形态指纹", kind: "text", maxLength: 40, required: true, editable: false, filter: true },
    { key: "statement", label: "语句", kind: "longText", maxLength: 4000, required: true, editable: false, listed: true, filter: true, help: "取值已脱敏（?）" },
    { key: "appRoute", label: "接口方法", kind: "text", maxLength: 120, editable: false, listed: true, filter: true },
    // The user's Id without a foreign key: a deleted console user keeps their samples (and can still be deleted).
    { key: "callerId", label: "调用人 Id", kind: "integer", min: 1, editable: false, filter: true },
    { key: "caller", label: "调用人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true, help: "调用时的后台登录名" },
    { key: "server", label: "服务器", kind: "text", maxLength: 64, editable: false, filter: true },
  ],
});
