import { defineResource } from "../../define";
import { PLACEMENT_FIELDS } from "./slotPlacement";

export const SEARCH_SCOPES = [
  { value: "ALL", label: "综合" },
  { value: "SUHA", label: "书画" },
  { value: "ARTIST", label: "艺术家" },
  { value: "COURSE", label: "课程" },
  { value: "WENWU", label: "文物" },
] as const;

/**
 * 搜索热词 (/wudang/searchhotwords, commerce.md §6.7): the words under the app's search box, in `sort`
 * order per scope (上移/下移). AUTO rows are suggestions from the search statistics that stay offline
 * until staff 采纳 them; a word appears once per scope.
 */
export const searchHotWord = defineResource({
  name: "searchHotWord",
  label: "搜索热词",
  service: "OperationServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "notice",
  titleField: "word",
  defaultSort: { by: "sort", asc: true },
  route: "/wudang/searchhotwords",
  screen: { filterOrder: ["displayState", "scope", "word", "style", "source", "online"], recordTabs: [{ kind: "changes", label: "变更记录" }] },
  fields: [
    { key: "word", label: "热词", kind: "text", required: true, maxLength: 15, listed: true, filter: true },
    { key: "scope", label: "搜索范围", kind: "enum", options: SEARCH_SCOPES, required: true, listed: true, filter: true },
    {
      key: "style", label: "标记", kind: "enum", listed: true, filter: true,
      options: [{ value: "NONE", label: "无" }, { value: "HOT", label: "热" }, { value: "NEW", label: "新" }, { value: "RECOMMEND", label: "荐" }],
    },
    {
      key: "source", label: "来源", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "MANUAL", label: "运营配置" }, { value: "AUTO", label: "搜索统计" }],
    },
    { key: "searchCount7d", label: "近 7 天搜索量", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    ...PLACEMENT_FIELDS,
  ],
  actions: [
    { name: "adoptSearchHotWord", label: "采纳", scope: "rows", input: [], shortcut: "A", confirm: "采纳后热词转为运营配置并上线，确定采纳吗？" },
    {
      name: "setSearchHotWordOnline", label: "上线/下线", scope: "rows", shortcut: "O",
      input: [{ key: "online", label: "上线", kind: "boolean", required: true }],
      choices: [
        { label: "上线", input: { online: true } },
        { label: "下线", input: { online: false }, confirm: "下线后搜索框下不再显示这个热词，确定下线吗？" },
      ],
    },
    { name: "moveUpSearchHotWord", label: "上移", scope: "row", input: [], shortcut: "U" },
    { name: "moveDownSearchHotWord", label: "下移", scope: "row", input: [], shortcut: "D" },
  ],
});
