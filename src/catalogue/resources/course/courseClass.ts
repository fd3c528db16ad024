import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/**
 * 班级/开班 (/course/ShiyCourseList/teaching?courseId=, commerce.md §1.5): a course's class with its
 * seats. enrolledCount is written only by the student code (locked class row); the system moves
 * ENROLLING ⇄ FULL as seats fill or free up, and 开课/结课 at the dates (or by hand, 提前开课/结课).
 */
export const courseClass = defineResource({
  name: "courseClass",
  label: "班级",
  service: "CourseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "name",
  defaultSort: { by: "startDate", asc: false },
  parent: { resource: "shiyCourse", key: "courseId", tab: "开班信息" },
  fields: [
    { key: "courseId", label: "所属课程", kind: "ref", ref: "shiyCourse", required: true, createOnly: true, filter: true },
    { key: "name", label: "班级名称", kind: "text", required: true, maxLength: 30, listed: true, filter: true, placeholder: "2025 春季班·第 1 期" },
    { key: "startDate", label: "开课日期", kind: "date", required: true, listed: true, filter: true, sortable: true },
    { key: "endDate", label: "结课日期", kind: "date", required: true, listed: true, sortable: true, help: "不早于开课日期" },
    { key: "schedule", label: "上课时间", kind: "text", maxLength: 60, listed: true, placeholder: "每周六 19:30–21:00" },
    { key: "teacher", label: "主讲", kind: "dict", dict: "shiyArtist", listed: true, filter: true, help: "不填则为课程的授课艺术家" },
    { key: "capacity", label: "名额", kind: "integer", required: true, min: 1, max: 500, listed: true, help: "不超过课程的每班人数上限" },
    { key: "enrolledCount", label: "已报名", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "groupQr", label: "班级群二维码", kind: "image", upload: "UDT_COURSE" },
    { key: "liveRoomUrl", label: "直播间地址", kind: "url", maxLength: 2048 },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [
        { value: "ENROLLING", label: "招生中" }, { value: "FULL", label: "已满员" }, { value: "IN_PROGRESS", label: "开课中" },
        { value: "FINISHED", label: "已结课" }, { value: "CANCELLED", label: "已取消" },
      ],
    },
  ],
  // §1.5: ENROLLING ⇄ FULL only by the system (seats); 提前开课, 结课, 取消开班 (only with nobody enrolled) by staff.
  states: defineMachine({
    field: "status",
    initial: "ENROLLING",
    states: [
      { value: "ENROLLING", tone: "info" },
      { value: "FULL", tone: "warning" },
      { value: "IN_PROGRESS", tone: "success" },
      { value: "FINISHED", tone: "neutral" },
      { value: "CANCELLED", tone: "danger" },
    ],
    transitions: [
      { name: "startEarly", label: "提前开课", from: ["ENROLLING", "FULL"], to: "IN_PROGRESS", hook: "startClass", shortcut: "S", confirm: "班级将立即开课，开课日期改为今天。确定吗？" },
      { name: "finish", label: "结课", from: ["IN_PROGRESS"], to: "FINISHED", hook: "finishClass", shortcut: "F", confirm: "班级将结课，结课日期改为今天。确定吗？" },
      { name: "cancel", label: "取消开班", from: ["ENROLLING", "FULL"], to: "CANCELLED", hook: "cancelClass", confirm: "取消后班级不再招生。确定取消开班吗？" },
    ],
  }),
});
