import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { REVIEW_RESULTS, REVIEW_SUBMIT_TYPES } from "./courseEnums";

/**
 * The review queue of academy courses (/course/ShiyExamine, commerce.md §1.11). A review is opened by
 * 提交审核 on the course and closed here: 通过 publishes the course, 驳回 (reason required) rejects it;
 * the reviewer may not be the submitter. 撤回审核 on the course marks it WITHDRAWN. Never deleted.
 */
export const courseReview = defineResource({
  name: "courseReview",
  label: "课程审核",
  service: "CourseServiceAdmin",
  ops: ["list", "get"],
  access: "shiy",
  titleField: "courseTitle",
  defaultSort: { by: "submittedAt", asc: false },
  screen: {
    queue: {
      field: "result", pending: ["PENDING"],
      tabs: [{ label: "已通过", values: ["APPROVED"] }, { label: "已驳回", values: ["REJECTED"] }, { label: "已撤回", values: ["WITHDRAWN"] }],
    },
  },
  fields: [
    { key: "courseId", label: "课程", kind: "ref", ref: "shiyCourse", required: true, editable: false, listed: true, filter: true },
    { key: "courseTitle", label: "课程名称", kind: "text", maxLength: 40, editable: false, listed: true, filter: true, help: "提交时的课程名称" },
    { key: "artistId", label: "艺术家", kind: "dict", dict: "shiyArtist", editable: false, listed: true, filter: true },
    { key: "submitType", label: "提交类型", kind: "enum", options: REVIEW_SUBMIT_TYPES, editable: false, listed: true, filter: true },
    { key: "changeSummary", label: "变更说明", kind: "longText", maxLength: 300, editable: false, listed: true },
    { key: "submittedBy", label: "提交人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "submittedAt", label: "提交时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "result", label: "审核结果", kind: "enum", options: REVIEW_RESULTS, editable: false, listed: true, filter: true },
    { key: "reason", label: "驳回原因", kind: "longText", maxLength: 300, editable: false, listed: true },
    { key: "reviewer", label: "审核人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "reviewedAt", label: "审核时间", kind: "datetime", editable: false, listed: true, sortable: true },
  ],
  // commerce.md §1.3: PENDING → APPROVED (course PUBLISHED) | REJECTED (course REJECTED); WITHDRAWN by the course's 撤回审核.
  states: defineMachine({
    field: "result",
    initial: "PENDING",
    states: [
      { value: "PENDING", tone: "warning" },
      { value: "APPROVED", tone: "success" },
      { value: "REJECTED", tone: "danger" },
      { value: "WITHDRAWN", tone: "neutral" },
    ],
    transitions: [
      { name: "approve", label: "通过", from: ["PENDING"], to: "APPROVED", scope: "row", hook: "approveCourse", shortcut: "A" },
      {
        name: "reject", label: "驳回", from: ["PENDING"], to: "REJECTED", scope: "row", hook: "rejectCourse", shortcut: "D",
        input: [{ key: "reason", label: "驳回原因", kind: "longText", required: true, maxLength: 300 }],
      },
    ],
  }),
});
