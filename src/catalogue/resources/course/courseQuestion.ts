import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/**
 * 课程问答 (/course/ShiyCourseList/QA?courseId=, commerce.md §1.7): students ask in the app; staff
 * 回答 (and 修改回答), 隐藏 with a reason and 恢复 to the state it was hidden from.
 */
export const courseQuestion = defineResource({
  name: "courseQuestion",
  label: "课程问答",
  service: "CourseServiceAdmin",
  ops: ["list", "get", "update"],
  access: "shiy",
  titleField: "content",
  defaultSort: { by: "askedAt", asc: false },
  parent: { resource: "shiyCourse", key: "courseId", tab: "问答" },
  fields: [
    { key: "courseId", label: "所属课程", kind: "ref", ref: "shiyCourse", required: true, editable: false, filter: true },
    { key: "visitorId", label: "提问人", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "lessonId", label: "所在课时", kind: "ref", ref: "courseLesson", editable: false, listed: true, filter: true },
    { key: "content", label: "问题", kind: "longText", required: true, maxLength: 500, editable: false, listed: true, filter: true },
    { key: "images", label: "图片", kind: "json", editable: false, help: "最多 9 张" },
    { key: "askedAt", label: "提问时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "answer", label: "回答", kind: "longText", maxLength: 2000, editable: false, listed: true },
    { key: "answeredBy", label: "回答人", kind: "text", maxLength: 64, editable: false, listed: true },
    { key: "answeredAt", label: "回答时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "featured", label: "精选", kind: "boolean", listed: true, filter: true, help: "精选问答对所有学员可见" },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "PENDING", label: "待回答" }, { value: "ANSWERED", label: "已回答" }, { value: "HIDDEN", label: "已隐藏" }],
    },
    { key: "hiddenFrom", label: "隐藏前状态", kind: "enum", editable: false, options: [{ value: "PENDING", label: "待回答" }, { value: "ANSWERED", label: "已回答" }] },
    { key: "hideReason", label: "隐藏原因", kind: "text", maxLength: 100, editable: false },
  ],
  actions: [
    {
      name: "editAnswer", label: "修改回答", scope: "row", shortcut: "M",
      input: [{ key: "answer", label: "回答", kind: "longText", required: true, maxLength: 2000 }],
    },
  ],
  states: defineMachine({
    field: "status",
    initial: "PENDING",
    states: [
      { value: "PENDING", tone: "warning" },
      { value: "ANSWERED", tone: "success" },
      { value: "HIDDEN", tone: "neutral" },
    ],
    transitions: [
      {
        name: "answer", label: "回答", from: ["PENDING"], to: "ANSWERED", hook: "answerQuestion", scope: "row", shortcut: "A",
        input: [{ key: "answer", label: "回答", kind: "longText", required: true, maxLength: 2000 }],
      },
      {
        name: "hide", label: "隐藏", from: ["PENDING", "ANSWERED"], to: "HIDDEN", hook: "hideQuestion", shortcut: "H",
        input: [{ key: "reason", label: "隐藏原因", kind: "text", required: true, maxLength: 100 }],
      },
      { name: "restore", label: "恢复", from: ["HIDDEN"], to: "PENDING", alsoTo: ["ANSWERED"], hook: "restoreQuestion", shortcut: "U" },
    ],
  }),
});
