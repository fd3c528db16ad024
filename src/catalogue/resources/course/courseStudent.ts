import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const STUDENT_SOURCES = [
  { value: "PURCHASE", label: "购买" }, { value: "TEAM_BUY", label: "拼团" }, { value: "REDEEM", label: "兑换码" },
  { value: "GIFT", label: "赠送" }, { value: "ADMIN", label: "后台添加" },
] as const;

/**
 * 学员 (/course/ShiyCourseList/student?courseId=, commerce.md §1.4): a visitor's seat in one class of
 * a course. Rows are made only by 添加学员 (and the order side) through the locked enrolment, so a
 * class never holds more than its capacity and a visitor has one non-REMOVED row per course.
 */
export const courseStudent = defineResource({
  name: "courseStudent",
  label: "学员",
  service: "CourseServiceAdmin",
  ops: ["list", "get", "update"],
  access: "shiy",
  titleField: "visitorName",
  defaultSort: { by: "enrolledAt", asc: false },
  parent: { resource: "shiyCourse", key: "courseId", tab: "学员信息" },
  fields: [
    { key: "courseId", label: "所属课程", kind: "ref", ref: "shiyCourse", required: true, editable: false, filter: true },
    { key: "visitorId", label: "学员", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "visitorName", label: "昵称/编号", kind: "text", maxLength: 40, editable: false, filter: true },
    { key: "classId", label: "班级", kind: "ref", ref: "courseClass", required: true, editable: false, listed: true, filter: true },
    { key: "source", label: "来源", kind: "enum", options: STUDENT_SOURCES, required: true, editable: false, listed: true, filter: true },
    { key: "orderId", label: "订单", kind: "ref", ref: "order", editable: false },
    { key: "orderNo", label: "订单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "enrolledAt", label: "报名时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "expireAt", label: "有效期至", kind: "datetime", editable: false, listed: true, sortable: true, help: "空 = 永久有效" },
    { key: "progress", label: "学习进度(%)", kind: "integer", min: 0, max: 100, editable: false, listed: true, sortable: true },
    { key: "lastStudyAt", label: "最近学习", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "homeworkDone", label: "作业完成", kind: "integer", min: 0, editable: false, listed: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "LEARNING", label: "学习中" }, { value: "COMPLETED", label: "已结业" }, { value: "EXPIRED", label: "已过期" }, { value: "REMOVED", label: "已移出" }],
    },
    { key: "removeReason", label: "移出原因", kind: "text", maxLength: 100, editable: false },
    { key: "remark", label: "备注", kind: "text", maxLength: 100 },
  ],
  actions: [
    {
      name: "enrolStudents", label: "添加学员", scope: "view", shortcut: "A",
      input: [
        { key: "classId", label: "班级", kind: "ref", ref: "courseClass", required: true },
        { key: "uids", label: "用户编号", kind: "longText", required: true, maxLength: 2000, help: "8 位用户编号，多个用逗号、空格或换行分隔，最多 100 个" },
        { key: "remark", label: "备注", kind: "text", maxLength: 100 },
      ],
    },
    {
      name: "transferStudent", label: "调班", scope: "row", shortcut: "T",
      input: [{ key: "classId", label: "调入班级", kind: "ref", ref: "courseClass", required: true }],
    },
    {
      name: "extendStudent", label: "延长有效期", scope: "rows", shortcut: "Y",
      input: [{ key: "days", label: "延长天数", kind: "integer", required: true, min: 1, max: 3650 }],
    },
  ],
  // §1.4: 结业 and 移出 (reason; no refund). 延长有效期 is an action: it moves a LEARNING row's date on too, and brings an EXPIRED one back to LEARNING.
  states: defineMachine({
    field: "status",
    initial: "LEARNING",
    states: [
      { value: "LEARNING", tone: "info" },
      { value: "COMPLETED", tone: "success" },
      { value: "EXPIRED", tone: "warning" },
      { value: "REMOVED", tone: "danger" },
    ],
    transitions: [
      { name: "graduate", label: "结业", from: ["LEARNING"], to: "COMPLETED", shortcut: "C", confirm: "选中的学员将结业。确定吗？" },
      {
        name: "remove", label: "移出", from: ["LEARNING", "EXPIRED"], to: "REMOVED", hook: "removeStudent", scope: "row",
        confirm: "学员将被移出班级（不会退款，退款请在订单中操作）。确定吗？",
        input: [{ key: "reason", label: "移出原因", kind: "text", required: true, maxLength: 100 }],
      },
    ],
  }),
});
