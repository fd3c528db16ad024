import { defineResource } from "../../define";
import { MATCH_RESOURCES, MATCH_TYPES, RECOGNITION_CLIENTS, RECOGNITION_FEEDBACK } from "./recognitionEnums";

/**
 * 识图记录 (/tools/aishitu, content.md §12.7): what the app's image search answered, one row per query.
 * Written by the recognition service only, never created, edited or deleted here; staff mark bad cases
 * (标记误识 with the correct item picked by name), clear the mark, and add records to the evaluation set.
 */
export const recognitionRecord = defineResource({
  name: "recognitionRecord",
  label: "识图记录",
  service: "ToolServiceAdmin",
  ops: ["list", "get"],
  access: "shitu",
  titleField: "code",
  defaultSort: { by: "queriedAt", asc: false },
  route: "/tools/aishitu",
  screen: { filterOrder: ["queriedAt", "topMatchType", "feedback", "badCase", "client", "modelVersion", "topScore", "visitorId"] },
  fields: [
    { key: "code", label: "记录号", kind: "text", maxLength: 24, editable: false, listed: true, filter: true },
    { key: "queryImage", label: "查询图片", kind: "image", editable: false, listed: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", editable: false, listed: true, filter: true },
    { key: "queriedAt", label: "识别时间", kind: "datetime", required: true, editable: false, listed: true, filter: true, sortable: true },
    { key: "client", label: "客户端", kind: "enum", options: RECOGNITION_CLIENTS, editable: false, listed: true, filter: true },
    { key: "topMatchType", label: "命中类型", kind: "enum", options: [...MATCH_TYPES, { value: "none", label: "未命中" }], required: true, editable: false, listed: true, filter: true },
    { key: "topMatchId", label: "命中条目", kind: "integer", min: 1, editable: false, listed: true, refBy: { field: "topMatchType", resources: MATCH_RESOURCES } },
    { key: "topScore", label: "相似度", kind: "decimal", min: 0, max: 1, editable: false, listed: true, filter: true, sortable: true },
    {
      key: "candidates", label: "候选结果", kind: "json", editable: false, maxLength: 2000, help: "前 5 个候选 [{type, id, score}]",
      columns: [{ key: "type", label: "类型", kind: "text" }, { key: "id", label: "条目 Id", kind: "integer" }, { key: "score", label: "相似度", kind: "decimal" }],
    },
    { key: "latencyMs", label: "耗时（毫秒）", kind: "integer", min: 0, max: 600_000, editable: false, listed: true, filter: true, sortable: true },
    { key: "modelVersion", label: "模型版本", kind: "text", maxLength: 40, editable: false, listed: true, filter: true },
    { key: "feedback", label: "用户反馈", kind: "enum", options: RECOGNITION_FEEDBACK, editable: false, listed: true, filter: true },
    { key: "badCase", label: "误识", kind: "boolean", editable: false, listed: true, filter: true },
    { key: "correctType", label: "正确类型", kind: "enum", options: MATCH_TYPES, editable: false, filter: true },
    { key: "correctId", label: "正确结果", kind: "integer", min: 1, editable: false, listed: true, refBy: { field: "correctType", resources: MATCH_RESOURCES } },
    { key: "badCaseNote", label: "误识说明", kind: "text", maxLength: 200, editable: false },
    { key: "markedBy", label: "标记人", kind: "text", maxLength: 64, editable: false, filter: true },
    { key: "markedAt", label: "标记时间", kind: "datetime", editable: false, filter: true, sortable: true },
    { key: "inEvalSet", label: "评测集", kind: "boolean", editable: false, listed: true, filter: true },
    { key: "evalAddedAt", label: "加入评测集时间", kind: "datetime", editable: false },
  ],
  actions: [
    {
      name: "markRecognitionBadCase", label: "标记误识", scope: "row", shortcut: "M",
      input: [
        { key: "correctType", label: "正确类型", kind: "enum", options: MATCH_TYPES, required: true },
        { key: "correctId", label: "正确结果", kind: "integer", min: 1, required: true, refBy: { field: "correctType", resources: MATCH_RESOURCES, pick: true }, help: "输入名称搜索，↑↓ 选择，Enter 确定" },
        { key: "note", label: "说明", kind: "text", maxLength: 200 },
      ],
    },
    { name: "clearRecognitionBadCase", label: "取消误识", scope: "rows", shortcut: "U", input: [], confirm: "取消后这些记录不再算作误识，正确结果一并清除。确定吗？" },
    { name: "addRecognitionToEvalSet", label: "加入评测集", scope: "rows", shortcut: "A", input: [] },
  ],
});
