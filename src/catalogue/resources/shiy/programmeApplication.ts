import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { APPLICATION_CHANNELS, APPLICATION_STATUSES, DISCIPLINES, GENDERS, PORTFOLIO_COLUMNS } from "./shiyEnums";

const REASON = [{ key: "reason", label: "不通过原因", kind: "text", required: true, maxLength: 200 }] as const;

/** Names of the actions (their server methods). */
export const REJECT_APPLICATIONS = "rejectApplications";
export const DOWNLOAD_PORTFOLIO = "downloadApplicationPortfolio";

/**
 * Residency applications (/shiy/apply, content.md §8.1), a review queue: submitted in the app, screened,
 * interviewed, then admitted (录取 makes the programme artist from the application in the same
 * transaction), waitlisted or turned down with a reason. Applicants withdraw in the app, never here.
 * 初审通过 makes the interview's draft record; each decision writes the applicant's notice (申请通知).
 */
export const programmeApplication = defineResource({
  name: "programmeApplication",
  label: "驻留申请",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create", "update"],
  access: "shiy",
  titleField: "applicantName",
  defaultSort: { by: "submittedAt", asc: false },
  screen: {
    queue: {
      field: "status", pending: ["submitted", "screening", "interview", "waitlisted"],
      tabs: [{ label: "已录取", values: ["approved"] }, { label: "未通过", values: ["rejected"] }, { label: "已撤回", values: ["withdrawn"] }],
    },
    filterOrder: ["applicantName", "code", "batch", "discipline", "status", "reviewerId", "city", "submittedAt"],
  },
  fields: [
    { key: "code", label: "申请编号", kind: "text", maxLength: 16, editable: false, unique: true, listed: true, filter: true, sortable: true, help: "服务器生成，如 AP-2026-0001" },
    { key: "applicantName", label: "申请人", kind: "text", required: true, maxLength: 20, listed: true, filter: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", filter: true, help: "提交申请的客户端账号" },
    { key: "phone", label: "手机", kind: "phone", required: true, listed: true },
    { key: "email", label: "邮箱", kind: "email", required: true, listed: true },
    { key: "gender", label: "性别", kind: "enum", options: GENDERS, listed: true, filter: true },
    { key: "birthYear", label: "出生年", kind: "integer", min: 1930, max: 2010, listed: true, filter: true, sortable: true },
    { key: "city", label: "所在城市", kind: "text", maxLength: 20, listed: true, filter: true },
    { key: "discipline", label: "创作门类", kind: "enum", options: DISCIPLINES, required: true, listed: true, filter: true },
    { key: "education", label: "学历/院校", kind: "text", maxLength: 60, filter: true, placeholder: "中国美术学院 书法系 硕士" },
    { key: "memberships", label: "协会会员", kind: "text", maxLength: 100, filter: true },
    { key: "statement", label: "创作自述", kind: "longText", required: true, maxLength: 3000 },
    { key: "portfolio", label: "作品集", kind: "json", required: true, columns: PORTFOLIO_COLUMNS, maxLength: 20_000, help: "3–20 件作品图片或 PDF" },
    { key: "portfolioCount", label: "作品集件数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "batch", label: "申请期数", kind: "text", required: true, maxLength: 20, listed: true, filter: true, placeholder: "2026 第2期" },
    { key: "channel", label: "渠道", kind: "enum", options: APPLICATION_CHANNELS, filter: true },
    { key: "status", label: "状态", kind: "enum", options: APPLICATION_STATUSES, editable: false, listed: true, filter: true },
    { key: "reviewerId", label: "审核人", kind: "ref", ref: "consoleUser", editable: false, listed: true, filter: true },
    { key: "score", label: "评分", kind: "integer", min: 0, max: 100, listed: true, filter: true, sortable: true },
    { key: "reviewNote", label: "审核意见", kind: "longText", maxLength: 1000 },
    { key: "interviewAt", label: "面谈时间", kind: "datetime", editable: false, filter: true, sortable: true },
    { key: "rejectReason", label: "不通过原因", kind: "text", maxLength: 200, editable: false },
    { key: "submittedAt", label: "提交时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "decidedAt", label: "决定时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
  ],
  actions: [
    // One reason for the selection or every filtered application, as a batch job: each row in its own
    // transaction; one that may not be turned down (already decided) is listed with why, the others go on.
    { name: REJECT_APPLICATIONS, label: "批量不通过", scope: "rows", shortcut: "B", input: REASON },
    { name: DOWNLOAD_PORTFOLIO, label: "下载作品集", scope: "row", level: "READ", shortcut: "O", input: [] },
  ],
  // content.md §8.1. 录取 (A) and 不通过 (D) are the queue's decisions; withdrawn is the applicant's, in the app.
  states: defineMachine({
    field: "status",
    initial: "submitted",
    states: [
      { value: "submitted", tone: "info" },
      { value: "screening", tone: "warning" },
      { value: "interview", tone: "warning" },
      { value: "waitlisted", tone: "neutral" },
      { value: "approved", tone: "success" },
      { value: "rejected", tone: "danger" },
      { value: "withdrawn", tone: "neutral" },
    ],
    transitions: [
      { name: "screen", label: "开始初审", from: ["submitted"], to: "screening", hook: "screen", shortcut: "S" },
      {
        name: "pass", label: "初审通过", from: ["screening"], to: "interview", scope: "row", hook: "pass", shortcut: "P",
        input: [{ key: "interviewAt", label: "面谈时间", kind: "datetime", help: "可稍后约定" }],
      },
      { name: "waitlist", label: "候补", from: ["interview"], to: "waitlisted", hook: "waitlist", shortcut: "W" },
      {
        name: "approve", label: "录取", from: ["interview", "waitlisted"], to: "approved", scope: "row", hook: "approve", shortcut: "A",
        confirm: "录取后按申请信息建立驻留艺术家（待签约）。确定录取吗？",
      },
      { name: "reject", label: "不通过", from: ["screening", "interview", "waitlisted"], to: "rejected", hook: "reject", shortcut: "D", input: REASON },
      { name: "reopen", label: "重新审核", from: ["rejected"], to: "screening", hook: "reopen", shortcut: "H" },
    ],
  }),
});
