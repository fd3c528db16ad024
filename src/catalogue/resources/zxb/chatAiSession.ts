import { defineResource } from "../../define";
import { CLIENT_PLATFORMS } from "../wudang/clientConfig";
import { SESSION_STATUSES, TOPIC_TYPES } from "./chatAiEnums";

/**
 * AI 会话 (/zxb/listChatAiSession, commerce.md §9.1): one conversation of a visitor with the assistant.
 * A ledger written by the assistant service: never created, edited or deleted here; staff only
 * 标记关注 (with a note) and 取消关注. Its question-and-answer records are its child list (查看对话).
 */
export const chatAiSession = defineResource({
  name: "chatAiSession",
  label: "AI 会话",
  service: "ChatAiServiceAdmin",
  ops: ["list", "get"],
  access: "sysadmin",
  titleField: "title",
  defaultSort: { by: "lastAt", asc: false },
  route: "/zxb/listChatAiSession",
  screen: { filterOrder: ["title", "topicType", "status", "flagged", "lastAt", "platform", "model", "visitorId"] },
  fields: [
    { key: "sessionId", label: "会话ID", kind: "text", maxLength: 36, editable: false, listed: true, filter: true, unique: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", editable: false, listed: true, filter: true },
    { key: "title", label: "话题", kind: "text", maxLength: 60, editable: false, listed: true, filter: true },
    { key: "topicType", label: "话题类型", kind: "enum", options: TOPIC_TYPES, editable: false, listed: true, filter: true },
    { key: "platform", label: "端", kind: "enum", options: CLIENT_PLATFORMS, editable: false, listed: true, filter: true },
    { key: "model", label: "模型", kind: "text", maxLength: 40, editable: false, listed: true, filter: true },
    { key: "messageCount", label: "问答轮数", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "tokensIn", label: "输入 Token", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "tokensOut", label: "输出 Token", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "firstAt", label: "开始", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "lastAt", label: "最近", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "likeCount", label: "赞", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "dislikeCount", label: "踩", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "blockedCount", label: "拦截次数", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "status", label: "状态", kind: "enum", options: SESSION_STATUSES, editable: false, listed: true, filter: true },
    { key: "flagged", label: "重点关注", kind: "boolean", editable: false, listed: true, filter: true },
    { key: "flagNote", label: "关注说明", kind: "text", maxLength: 200, editable: false },
    { key: "flaggedBy", label: "标记人", kind: "text", maxLength: 64, editable: false },
    { key: "flaggedAt", label: "标记时间", kind: "datetime", editable: false },
  ],
  actions: [
    { name: "viewChatAiSession", label: "查看对话", scope: "row", shortcut: "O", input: [], level: "READ", opens: "/zxb/listChatAiRecord?sessionId={Id}" },
    {
      name: "flagChatAiSession", label: "标记关注", scope: "rows", shortcut: "F",
      input: [{ key: "note", label: "关注说明", kind: "text", required: true, maxLength: 200 }],
    },
    { name: "unflagChatAiSession", label: "取消关注", scope: "rows", shortcut: "U", input: [] },
  ],
});
