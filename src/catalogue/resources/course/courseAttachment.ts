import { defineResource } from "../../define";

/**
 * 课程附件 (/course/ShiyCourseList/Annex?courseId=, commerce.md §1.9): a file uploaded through the
 * signed UDT_COURSE uploads; its type and size are read by the server from the stored upload.
 */
export const courseAttachment = defineResource({
  name: "courseAttachment",
  label: "课程附件",
  service: "CourseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "sort", asc: false },
  parent: { resource: "shiyCourse", key: "courseId", tab: "附件" },
  fields: [
    { key: "courseId", label: "所属课程", kind: "ref", ref: "shiyCourse", required: true, createOnly: true, filter: true },
    { key: "title", label: "附件名称", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "file", label: "文件", kind: "file", required: true, upload: "UDT_COURSE" },
    {
      key: "fileType", label: "类型", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "PDF", label: "PDF" }, { value: "IMAGE", label: "图片" }, { value: "ARCHIVE", label: "压缩包" }, { value: "OTHER", label: "其他" }],
    },
    { key: "size", label: "大小(字节)", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    {
      key: "visibleTo", label: "可见范围", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "ENROLLED", label: "已报名学员" }, { value: "ALL", label: "所有人" }],
    },
    { key: "classId", label: "限定班级", kind: "ref", ref: "courseClass", listed: true, help: "不填 = 所有班级" },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, sortable: true },
    { key: "downloadCount", label: "下载次数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
  ],
});
