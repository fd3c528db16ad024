import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { SLOW_QUERY_OPS, SLOW_QUERY_SHAPE_STATUSES } from "./slowQueryEnums";

const NOTE = [{ key: "note", label: "说明", kind: "text", maxLength: 200, help: "如：已加索引 order(visitorId, paidAt)" }] as const;

/**
 * 查询形态 (/dashboard/slowquery/shapes, commerce.md §7.7 SlowQueryShape): one row per normalised
 * statement (or RPC method), its figures kept in step by the recorder with every flushed batch of
 * samples (count, avg, max, total, first and last seen; p95 is recomputed from the samples on a
 * shape's get — see server/domains/dashboard/slowQueryShape). Staff triage it: 标记已知悉, 已优化
 * or 忽略 with a note (W(dashboard)); nothing else is edited.
 */
export const slowQueryShape = defineResource({
  name: "slowQueryShape",
  label: "查询形态",
  service: "DashboardServiceAdmin",
  ops: ["list", "get"],
  access: "dashboard",
  titleField: "sample",
  defaultSort: { by: "totalMs", asc: false },
  route: "/dashboard/slowquery/shapes",
  screen: { filterOrder: ["status", "ns", "op", "sample", "lastSeen", "maxMs"] },
  fields: [
    { key: "shapeHash", label: "形态指纹", kind: "text", maxLength: 40, required: true, unique: true, editable: false, filter: true },
    { key: "sample", label: "语句形态", kind: "longText", maxLength: 4000, required: true, editable: false, listed: true, filter: true, help: "取值已脱敏（?）的语句，或接口方法名" },
    { key: "ns", label: "表 / 服务", kind: "text", maxLength: 80, required: true, editable: false, listed: true, filter: true },
    { key: "op", label: "操作", kind: "enum", options: SLOW_QUERY_OPS, required: true, editable: false, listed: true, filter: true },
    { key: "count", label: "次数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "avgMs", label: "平均（毫秒）", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "p95Ms", label: "P95（毫秒）", kind: "integer", min: 0, editable: false, help: "打开详情时由样本重新计算" },
    { key: "maxMs", label: "最慢（毫秒）", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "totalMs", label: "总耗时（毫秒）", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "examinedPerReturned", label: "扫描/返回", kind: "decimal", min: 0, editable: false, listed: true, sortable: true },
    { key: "firstSeen", label: "首次出现", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "lastSeen", label: "最近出现", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "status", label: "状态", kind: "enum", options: SLOW_QUERY_SHAPE_STATUSES, editable: false, listed: true, filter: true },
    { key: "owner", label: "处理人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "note", label: "说明", kind: "text", maxLength: 200, editable: false, listed: true },
    { key: "triagedAt", label: "处理时间", kind: "datetime", editable: false, sortable: true },
  ],
  states: defineMachine({
    field: "status",
    initial: "NEW",
    states: [
      { value: "NEW", tone: "danger" },
      { value: "ACKNOWLEDGED", tone: "warning" },
      { value: "FIXED", tone: "success" },
      { value: "IGNORED", tone: "neutral" },
    ],
    transitions: [
      { name: "acknowledge", label: "标记已知悉", from: ["NEW"], to: "ACKNOWLEDGED", scope: "row", hook: "triage", shortcut: "A", input: NOTE },
      { name: "markFixed", label: "已优化", from: ["NEW", "ACKNOWLEDGED"], to: "FIXED", scope: "row", hook: "triage", shortcut: "F", input: NOTE },
      { name: "ignore", label: "忽略", from: ["NEW", "ACKNOWLEDGED"], to: "IGNORED", scope: "row", hook: "triage", shortcut: "I", input: NOTE },
    ],
  }),
});
