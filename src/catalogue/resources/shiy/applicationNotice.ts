import { defineResource } from "../../define";

/** The decisions an applicant hears of (content.md §8.1: 不通过 and 录取 notify; 初审通过 and 候补 too, by the brief of issue 23). */
export const NOTICE_DECISIONS = [
  { value: "pass", label: "初审通过" }, { value: "waitlist", label: "候补" }, { value: "approve", label: "录取" }, { value: "reject", label: "不通过" },
] as const;

/** How it would reach the applicant: a push to the app account that applied, else a text message to the phone. */
export const NOTICE_CHANNELS = [{ value: "push", label: "客户端推送" }, { value: "sms", label: "短信" }] as const;

export const NOTICE_STATES = [{ value: "unsent", label: "未发送" }, { value: "sent", label: "已发送" }, { value: "failed", label: "发送失败" }] as const;

/**
 * 申请通知: what each decision on a residency application told (or would tell) the applicant, written
 * in the decision's transaction and never edited — a record of what happened. With no push or SMS
 * channel configured a notice stays 未发送 and says so; nothing pretends to have sent it.
 */
export const applicationNotice = defineResource({
  name: "applicationNotice",
  label: "申请通知",
  service: "ShiyServiceAdmin",
  ops: ["list", "get"],
  access: "shiy",
  titleField: "content",
  defaultSort: { by: "noticeAt", asc: false },
  readOnly: true,
  parent: { resource: "programmeApplication", key: "applicationId", tab: "通知记录" },
  // The drawer's tab shows the first four listed: when, which decision, whether it went out, what it says.
  fields: [
    { key: "applicationId", label: "驻留申请", kind: "ref", ref: "programmeApplication", required: true, editable: false, filter: true },
    { key: "noticeAt", label: "通知时间", kind: "datetime", required: true, editable: false, listed: true, filter: true, sortable: true },
    { key: "decision", label: "决定", kind: "enum", options: NOTICE_DECISIONS, required: true, editable: false, listed: true, filter: true },
    { key: "sendNote", label: "发送说明", kind: "text", maxLength: 100, editable: false, listed: true },
    { key: "content", label: "通知内容", kind: "longText", required: true, maxLength: 500, editable: false, listed: true },
    { key: "channel", label: "渠道", kind: "enum", options: NOTICE_CHANNELS, required: true, editable: false, listed: true, filter: true },
    { key: "recipient", label: "接收人", kind: "text", maxLength: 40, editable: false, listed: true, filter: true },
    { key: "sendState", label: "发送状态", kind: "enum", options: NOTICE_STATES, required: true, editable: false, listed: true, filter: true },
  ],
});
