import { defineResource } from "../../define";
import { QUALITY_LABELS, REFERENCE_COLUMNS, SAFETY_RESULTS, USER_FEEDBACK } from "./chatAiEnums";

/**
 * 问答记录 (/zxb/listChatAiRecord, commerce.md §9.2): one question and the assistant's answer. A ledger:
 * nobody creates, edits or deletes one here; the only thing staff set is the 质检标注 (with labeler and
 * note), on one record or a selection. Searched by words of the question or the answer.
 */
export const chatAiRecord = defineResource({
  name: "chatAiRecord",
  label: "问答记录",
  service: "ChatAiServiceAdmin",
  ops: ["list", "get"],
  access: "sysadmin",
  titleField: "question",
  defaultSort: { by: "createdAt", asc: false },
  route: "/zxb/listChatAiRecord",
  parent: { resource: "chatAiSession", key: "sessionId", tab: "问答记录" },
  screen: { filterOrder: ["question", "answer", "qualityLabel", "feedback", "safety", "createdAt", "model", "errorCode"] },
  fields: [
    { key: "sessionId", label: "会话", kind: "ref", ref: "chatAiSession", required: true, editable: false, listed: true, filter: true },
    { key: "seq", label: "轮次", kind: "integer", min: 1, editable: false, listed: true, sortable: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", editable: false, listed: true, filter: true },
    { key: "question", label: "提问", kind: "longText", maxLength: 2000, editable: false, listed: true, filter: true },
    { key: "answer", label: "回答", kind: "longText", maxLength: 20_000, editable: false, listed: true, filter: true },
    { key: "references", label: "引用内容", kind: "json", columns: REFERENCE_COLUMNS, maxLength: 4000, editable: false },
    { key: "referenceCount", label: "引用数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "model", label: "模型", kind: "text", maxLength: 40, editable: false, listed: true, filter: true },
    { key: "promptTokens", label: "输入 Token", kind: "integer", min: 0, editable: false, listed: true },
    { key: "completionTokens", label: "输出 Token", kind: "integer", min: 0, editable: false, listed: true },
    { key: "firstTokenMs", label: "首字（毫秒）", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "latencyMs", label: "总耗时（毫秒）", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "safety", label: "安全审核", kind: "enum", options: SAFETY_RESULTS, editable: false, listed: true, filter: true },
    { key: "feedback", label: "用户反馈", kind: "enum", options: USER_FEEDBACK, editable: false, listed: true, filter: true },
    { key: "feedbackReason", label: "反馈原因", kind: "text", maxLength: 100, editable: false },
    { key: "errorCode", label: "错误", kind: "text", maxLength: 40, editable: false, listed: true, filter: true },
    { key: "qualityLabel", label: "质检标注", kind: "enum", options: QUALITY_LABELS, editable: false, listed: true, filter: true },
    { key: "qualityNote", label: "质检说明", kind: "text", maxLength: 200, editable: false },
    { key: "labeledBy", label: "标注人", kind: "text", maxLength: 64, editable: false, filter: true },
    { key: "labeledAt", label: "标注时间", kind: "datetime", editable: false, sortable: true },
    { key: "createdAt", label: "时间", kind: "datetime", required: true, editable: false, listed: true, filter: true, sortable: true },
  ],
  actions: [
    {
      name: "labelChatAiRecord", label: "质检标注", scope: "rows", shortcut: "L",
      input: [
        { key: "qualityLabel", label: "质检标注", kind: "enum", options: QUALITY_LABELS.filter((o) => o.value !== "UNLABELED"), required: true },
        { key: "note", label: "说明", kind: "text", maxLength: 200 },
      ],
    },
    { name: "unlabelChatAiRecord", label: "清除标注", scope: "rows", shortcut: "C", input: [] },
  ],
});
