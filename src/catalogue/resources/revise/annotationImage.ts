import { defineResource } from "../../define";
import { ANNOTATION_STATES } from "../hd/hdEnums";

/** 导出标注's method, the view action that queues the W3C AnnotationPage zip of the chosen images. */
export const EXPORT_ANNOTATIONS = "exportAnnotationPages";

/**
 * 标注列表 (/revise/hdplist, content.md §11.4): HD images as the annotation work sees them — their
 * annotation state, tasks, slices by top-level tag, annotators — a projection over hdImage, reviseTask
 * and annotationSlice served by ReviseServiceAdmin/listAnnotationImage with R(suha). A row's `Id` is the image's.
 */
export const annotationImage = defineResource({
  name: "annotationImage",
  label: "标注图像",
  service: "ReviseServiceAdmin",
  ops: ["list"],
  access: "suha",
  titleField: "title",
  defaultSort: { by: "Id", asc: false },
  readOnly: true,
  projection: true,
  route: "/revise/hdplist",
  fields: [
    { key: "thumbnail", label: "缩略图", kind: "image", listed: true },
    { key: "code", label: "编号", kind: "text", maxLength: 16, listed: true, filter: true, sortable: true },
    { key: "title", label: "标题", kind: "text", maxLength: 120, listed: true, filter: true, sortable: true },
    { key: "subjectTitle", label: "所属条目", kind: "text", maxLength: 120, listed: true, filter: true },
    { key: "museumId", label: "收藏单位", kind: "ref", ref: "museum", filter: true },
    { key: "annotationState", label: "标注状态", kind: "enum", options: ANNOTATION_STATES, listed: true, filter: true },
    { key: "taskCount", label: "任务数", kind: "integer", min: 0, listed: true, sortable: true },
    { key: "sliceCount", label: "切片数", kind: "integer", min: 0, listed: true, sortable: true },
    {
      key: "tagCounts", label: "按标签统计", kind: "json", listed: true, columns: [
        { key: "label", label: "顶级标签", kind: "text" }, { key: "count", label: "切片数", kind: "integer" },
      ],
    },
    { key: "lastAnnotatedAt", label: "最近标注", kind: "datetime", listed: true, sortable: true },
    { key: "annotatorIds", label: "标注员", kind: "json", ref: "consoleUser", picker: "refs", listed: true },
    { key: "annotatorId", label: "标注员", kind: "ref", ref: "consoleUser", filter: true },
    { key: "tagId", label: "标签", kind: "ref", ref: "annotationTag", filter: true },
    { key: "batchName", label: "批次", kind: "text", maxLength: 40, filter: true },
  ],
  screen: { filterOrder: ["annotationState", "tagId", "annotatorId", "museumId", "batchName", "title", "code"] },
  actions: [
    { name: "openImageAnnotation", label: "打开标注", scope: "row", level: "READ", access: "hdpic", shortcut: "V", input: [], opens: "/revise/hdpslice?hdImageId={Id}" },
    // A view action (the projection has no get for a row action to re-read): the images it exports are chosen by its inputs.
    {
      name: EXPORT_ANNOTATIONS, label: "导出标注", scope: "view", level: "READ", shortcut: "W", job: true,
      input: [
        { key: "annotationState", label: "标注状态", kind: "enum", options: ANNOTATION_STATES, help: "留空：所有有切片的图像" },
        { key: "batchName", label: "批次", kind: "text", maxLength: 40 },
        { key: "approvedOnly", label: "只导出已通过的切片", kind: "boolean" },
      ],
    },
  ],
});
