import { defineResource } from "../../define";

/**
 * 作业 (/course/ShiyCourseList/homeWork?courseId=, commerce.md §1.6): a class's assignment; its
 * submissions are the drawer's 提交列表. submitCount/reviewedCount are kept by the submission code.
 */
export const homework = defineResource({
  name: "homework",
  label: "作业",
  service: "CourseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "deadline", asc: false },
  parent: { resource: "shiyCourse", key: "courseId", tab: "作业" },
  fields: [
    { key: "courseId", label: "所属课程", kind: "ref", ref: "shiyCourse", required: true, createOnly: true, filter: true },
    { key: "classId", label: "班级", kind: "ref", ref: "courseClass", required: true, createOnly: true, listed: true, filter: true },
    { key: "lessonId", label: "对应课时", kind: "ref", ref: "courseLesson", listed: true },
    { key: "title", label: "作业标题", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "requirement", label: "作业要求", kind: "richText", required: true, upload: "UDT_COURSE" },
    { key: "refImages", label: "参考图", kind: "json", help: "参考图文件名列表，最多 9 张" },
    { key: "deadline", label: "截止时间", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "submitCount", label: "已提交", kind: "integer", min: 0, editable: false, listed: true },
    { key: "reviewedCount", label: "已点评", kind: "integer", min: 0, editable: false, listed: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "OPEN", label: "进行中" }, { value: "CLOSED", label: "已截止" }],
      help: "截止时间过后为已截止（迟交仍可提交，标记为迟交）",
    },
  ],
});
