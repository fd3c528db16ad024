import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/**
 * 课程评价 (/course/ShiyCourseList/Score?courseId=, commerce.md §1.8): what a student wrote is never
 * edited; staff 回复, 隐藏/显示 with a reason. The course's ratingAvg is the mean of VISIBLE scores,
 * rewritten by the server on every change.
 */
export const courseRating = defineResource({
  name: "courseRating",
  label: "课程评价",
  service: "CourseServiceAdmin",
  ops: ["list", "get"],
  access: "shiy",
  titleField: "content",
  defaultSort: { by: "ratedAt", asc: false },
  parent: { resource: "shiyCourse", key: "courseId", tab: "课程评分" },
  fields: [
    { key: "courseId", label: "所属课程", kind: "ref", ref: "shiyCourse", required: true, editable: false, filter: true },
    { key: "visitorId", label: "评价人", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "score", label: "评分", kind: "integer", required: true, min: 1, max: 5, editable: false, listed: true, filter: true, sortable: true },
    { key: "content", label: "评价内容", kind: "longText", maxLength: 500, editable: false, listed: true },
    { key: "tags", label: "标签", kind: "tags", editable: false, listed: true, filter: true },
    { key: "images", label: "晒图", kind: "json", editable: false },
    { key: "ratedAt", label: "评价时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "reply", label: "官方回复", kind: "longText", maxLength: 300, editable: false, listed: true },
    { key: "repliedBy", label: "回复人", kind: "text", maxLength: 64, editable: false },
    { key: "repliedAt", label: "回复时间", kind: "datetime", editable: false },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "VISIBLE", label: "显示" }, { value: "HIDDEN", label: "隐藏" }],
    },
    { key: "statusReason", label: "隐藏/显示原因", kind: "text", maxLength: 100, editable: false },
  ],
  actions: [
    {
      name: "replyRating", label: "回复", scope: "row", shortcut: "Y",
      input: [{ key: "reply", label: "官方回复", kind: "longText", required: true, maxLength: 300 }],
    },
  ],
  states: defineMachine({
    field: "status",
    initial: "VISIBLE",
    states: [
      { value: "VISIBLE", tone: "success" },
      { value: "HIDDEN", tone: "neutral" },
    ],
    transitions: [
      {
        name: "hide", label: "隐藏", from: ["VISIBLE"], to: "HIDDEN", hook: "hideRating", shortcut: "H",
        input: [{ key: "reason", label: "原因", kind: "text", required: true, maxLength: 100 }],
      },
      {
        name: "show", label: "显示", from: ["HIDDEN"], to: "VISIBLE", hook: "showRating", shortcut: "U",
        input: [{ key: "reason", label: "原因", kind: "text", required: true, maxLength: 100 }],
      },
    ],
  }),
});
