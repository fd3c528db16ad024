import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/**
 * 作业提交 (the homework drawer's 提交列表, commerce.md §1.6): students hand them in from the app;
 * staff 点评 (score + comment), 退回重交 (reason), 修改点评 and mark 优秀作业. The homework's
 * submitCount/reviewedCount follow every move.
 */
export const homeworkSubmission = defineResource({
  name: "homeworkSubmission",
  label: "作业提交",
  service: "CourseServiceAdmin",
  ops: ["list", "get"],
  access: "shiy",
  titleField: "visitorName",
  defaultSort: { by: "submittedAt", asc: false },
  parent: { resource: "homework", key: "homeworkId", tab: "提交列表" },
  fields: [
    { key: "homeworkId", label: "作业", kind: "ref", ref: "homework", required: true, editable: false, filter: true },
    { key: "visitorId", label: "学员", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "visitorName", label: "昵称", kind: "text", maxLength: 40, editable: false },
    { key: "images", label: "作品图", kind: "json", editable: false, listed: true, help: "1–9 张作品图" },
    { key: "text", label: "作业说明", kind: "longText", maxLength: 500, editable: false },
    { key: "submittedAt", label: "提交时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "late", label: "迟交", kind: "boolean", editable: false, listed: true, filter: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "SUBMITTED", label: "待点评" }, { value: "REVIEWED", label: "已点评" }, { value: "RETURNED", label: "已退回" }],
    },
    { key: "score", label: "评分", kind: "integer", min: 0, max: 100, editable: false, listed: true, sortable: true },
    { key: "comment", label: "点评", kind: "longText", maxLength: 1000, editable: false },
    { key: "returnReason", label: "退回原因", kind: "text", maxLength: 200, editable: false },
    { key: "excellent", label: "优秀作业", kind: "boolean", editable: false, listed: true, filter: true },
    { key: "reviewer", label: "点评人", kind: "text", maxLength: 64, editable: false, listed: true },
    { key: "reviewedAt", label: "点评时间", kind: "datetime", editable: false, listed: true },
  ],
  actions: [
    {
      name: "editReview", label: "修改点评", scope: "row", shortcut: "M",
      input: [
        { key: "score", label: "评分", kind: "integer", required: true, min: 0, max: 100 },
        { key: "comment", label: "点评", kind: "longText", required: true, maxLength: 1000 },
      ],
    },
    {
      name: "markExcellent", label: "优秀作业", scope: "rows", shortcut: "Y",
      input: [{ key: "excellent", label: "优秀作业", kind: "boolean", required: true }],
      choices: [{ label: "设为优秀作业", input: { excellent: true } }, { label: "取消优秀作业", input: { excellent: false } }],
    },
  ],
  states: defineMachine({
    field: "status",
    initial: "SUBMITTED",
    states: [
      { value: "SUBMITTED", tone: "warning" },
      { value: "REVIEWED", tone: "success" },
      { value: "RETURNED", tone: "danger" },
    ],
    transitions: [
      {
        name: "review", label: "点评", from: ["SUBMITTED"], to: "REVIEWED", hook: "reviewSubmission", scope: "row", shortcut: "P",
        input: [
          { key: "score", label: "评分", kind: "integer", required: true, min: 0, max: 100 },
          { key: "comment", label: "点评", kind: "longText", required: true, maxLength: 1000 },
        ],
      },
      {
        name: "return", label: "退回重交", from: ["SUBMITTED"], to: "RETURNED", hook: "returnSubmission", scope: "row", shortcut: "B",
        input: [{ key: "reason", label: "退回原因", kind: "text", required: true, maxLength: 200 }],
      },
    ],
  }),
});
