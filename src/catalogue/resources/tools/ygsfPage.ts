import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { SCRIPTS } from "../content/contentEnums";

export const YGSF_QUERY_TYPES = [{ value: "char", label: "单字" }, { value: "artist", label: "书家" }, { value: "work", label: "作品" }] as const;
export const YGSF_SCRIPT_FILTERS = [...SCRIPTS, { value: "all", label: "全部" }] as const;

/**
 * YGSF 分页 (/tools/ygsfTotals, content.md §12.2): one row per query of the YGSF glyph source — how many
 * results it reports and how many pages were fetched. The source is outside: 抓取 goes through its adapter
 * (server/domains/tools/ygsfPage/ygsfSource.ts), whose embedded default refuses and changes nothing.
 */
export const ygsfPage = defineResource({
  name: "ygsfPage",
  label: "YGSF 分页",
  service: "GlyphServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "glyph",
  titleField: "queryKey",
  defaultSort: { by: "Id", asc: true },
  route: "/tools/ygsfTotals",
  fields: [
    { key: "queryKey", label: "查询词", kind: "text", required: true, maxLength: 40, listed: true, filter: true, placeholder: "永" },
    { key: "queryType", label: "查询类型", kind: "enum", options: YGSF_QUERY_TYPES, required: true, listed: true, filter: true, help: "与查询词、书体一起唯一" },
    { key: "scriptFilter", label: "书体", kind: "enum", options: YGSF_SCRIPT_FILTERS, required: true, listed: true, filter: true },
    { key: "totalCount", label: "总数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "pageSize", label: "每页", kind: "integer", min: 1, max: 200, editable: false, listed: true },
    { key: "totalPages", label: "总页数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "fetchedPages", label: "已抓页数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "glyphCount", label: "已采集字形", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true, options: [
      { value: "pending", label: "待抓取" }, { value: "fetching", label: "抓取中" }, { value: "paused", label: "已暂停" },
      { value: "done", label: "已完成" }, { value: "failed", label: "失败" },
    ] },
    { key: "lastFetchedAt", label: "最近抓取", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "lastError", label: "错误", kind: "text", maxLength: 500, editable: false, listed: true },
  ],
  states: defineMachine({
    field: "status",
    initial: "pending",
    states: [
      { value: "pending", tone: "neutral" }, { value: "fetching", tone: "info" }, { value: "paused", tone: "warning" },
      { value: "done", tone: "success" }, { value: "failed", tone: "danger" },
    ],
    transitions: [
      { name: "fetch", label: "抓取", from: ["pending"], to: "fetching", hook: "fetch", shortcut: "F" },
      { name: "pause", label: "暂停", from: ["fetching"], to: "paused", shortcut: "P" },
      { name: "resume", label: "继续", from: ["paused"], to: "fetching", hook: "fetch", shortcut: "C" },
      { name: "retry", label: "重试", from: ["failed"], to: "fetching", hook: "fetch", shortcut: "Y" },
      { name: "reset", label: "重置", from: ["done"], to: "pending", hook: "reset", shortcut: "Z", confirm: "清空已抓页数与字形计数，重新从第一页抓取。确定重置吗？" },
    ],
  }),
  actions: [
    {
      name: "addYgsfQueries", label: "批量添加查询", scope: "view", shortcut: "B",
      input: [
        { key: "chars", label: "查询字", kind: "longText", required: true, maxLength: 20_000, help: "粘贴要查询的汉字，每个汉字一行查询；已有的查询跳过" },
        { key: "scriptFilter", label: "书体", kind: "enum", options: YGSF_SCRIPT_FILTERS, required: true },
      ],
    },
  ],
});
