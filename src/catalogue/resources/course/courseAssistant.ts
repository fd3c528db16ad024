import { defineResource } from "../../define";

/**
 * 助教 (/course/ShiyCourseList/Assistant?courseId=, commerce.md §1.10): a course's assistants and the
 * classes of that course they look after (classIds, checked by the server); the grid masks mobiles.
 */
export const courseAssistant = defineResource({
  name: "courseAssistant",
  label: "助教",
  service: "CourseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "name",
  defaultSort: { by: "name", asc: true },
  parent: { resource: "shiyCourse", key: "courseId", tab: "助教" },
  fields: [
    { key: "courseId", label: "所属课程", kind: "ref", ref: "shiyCourse", required: true, createOnly: true, filter: true },
    { key: "name", label: "姓名", kind: "text", required: true, maxLength: 20, listed: true, filter: true, sortable: true },
    { key: "avatar", label: "头像", kind: "image", upload: "UDT_COURSE", listed: true },
    { key: "mobile", label: "手机号", kind: "text", required: true, maxLength: 11, pattern: "^1[3-9]\\d{9}$", patternMessage: "请输入 11 位手机号", filter: true },
    { key: "mobileMasked", label: "手机号", kind: "text", maxLength: 11, editable: false, listed: true },
    { key: "wechatId", label: "微信号", kind: "text", maxLength: 30, listed: true },
    { key: "consoleUserId", label: "后台账号", kind: "ref", ref: "consoleUser" },
    { key: "classIds", label: "负责班级", kind: "json", ref: "courseClass", picker: "refs", refScope: { courseId: { field: "courseId" } }, listed: true, help: "按名称搜索本课程的班级并回车添加" },
    { key: "intro", label: "简介", kind: "longText", maxLength: 200 },
    {
      key: "status", label: "状态", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "ACTIVE", label: "在岗" }, { value: "INACTIVE", label: "停用" }],
    },
  ],
});
