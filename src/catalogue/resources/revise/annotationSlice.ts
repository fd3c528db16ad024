import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { SLICE_AUDIT_STATES, SLICE_SHAPES } from "./reviseEnums";

/**
 * 标注切片 (/revise/slicelist, content.md §11.3): one region of an HD image with one tag, stored with its
 * W3C Web Annotation (annotationW3c.ts). The bbox x/y/w/h and `w3c` are the server's, from `region`.
 * Only the task's assigned annotator writes a task's slices, while the task is open (the server's rule on
 * every write method); reviewers audit them: 通过 / 驳回 (comment) / 撤销.
 */
export const annotationSlice = defineResource({
  name: "annotationSlice",
  label: "标注切片",
  service: "ReviseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "suha",
  titleField: "tagLabel",
  defaultSort: { by: "Id", asc: false },
  route: "/revise/slicelist",
  auditExclude: ["w3c"],
  fields: [
    { key: "hdImageId", label: "高清图", kind: "ref", ref: "hdImage", required: true, listed: true, filter: true, createOnly: true },
    { key: "taskId", label: "任务", kind: "ref", ref: "reviseTask", listed: true, filter: true, createOnly: true },
    { key: "tagId", label: "标签", kind: "ref", ref: "annotationTag", required: true, listed: true, filter: true },
    { key: "tagLabel", label: "标签名", kind: "text", maxLength: 20, editable: false },
    { key: "shape", label: "形状", kind: "enum", options: SLICE_SHAPES, required: true, filter: true },
    { key: "region", label: "区域", kind: "json", required: true, help: "原图像素：矩形 {\"x\":10,\"y\":20,\"w\":300,\"h\":200}；多边形 {\"points\":[[x,y],…]}（3–200 个点）" },
    { key: "x", label: "外接框 x", kind: "integer", min: 0, editable: false, filter: true, sortable: true },
    { key: "y", label: "外接框 y", kind: "integer", min: 0, editable: false, filter: true, sortable: true },
    { key: "w", label: "外接框宽", kind: "integer", min: 0, editable: false, filter: true, sortable: true },
    { key: "h", label: "外接框高", kind: "integer", min: 0, editable: false, filter: true, sortable: true },
    { key: "text", label: "文字内容", kind: "longText", maxLength: 2000, listed: true, filter: true, requiredWhen: "标签要求录入文字时必填", placeholder: "乾隆御览之宝" },
    { key: "note", label: "备注", kind: "text", maxLength: 200 },
    { key: "thumbnail", label: "切片图", kind: "image", editable: false, listed: true, help: "服务器生成：IIIF 区域裁切" },
    { key: "annotatorId", label: "标注员", kind: "ref", ref: "consoleUser", editable: false, listed: true, filter: true },
    { key: "auditState", label: "审核状态", kind: "enum", options: SLICE_AUDIT_STATES, editable: false, listed: true, filter: true },
    { key: "auditComment", label: "审核意见", kind: "text", maxLength: 200, editable: false },
    { key: "auditedBy", label: "审核人", kind: "ref", ref: "consoleUser", editable: false, filter: true },
    { key: "auditedAt", label: "审核时间", kind: "datetime", editable: false, filter: true, sortable: true },
    { key: "hidden", label: "已隐藏", kind: "boolean", editable: false, filter: true, help: "所属任务取消后切片保留但隐藏" },
    { key: "w3c", label: "Web Annotation", kind: "json", editable: false, help: "服务器生成的 W3C Web Annotation" },
  ],
  screen: { filterOrder: ["auditState", "tagId", "hdImageId", "taskId", "annotatorId", "shape", "w", "text"] },
  states: defineMachine({
    field: "auditState",
    initial: "draft",
    states: [
      { value: "draft", tone: "neutral" },
      { value: "submitted", tone: "warning" },
      { value: "approved", tone: "success" },
      { value: "rejected", tone: "danger" },
    ],
    transitions: [
      { name: "approve", label: "通过", from: ["submitted"], to: "approved", scope: "rows", hook: "approve", shortcut: "Y" },
      {
        name: "reject", label: "驳回", from: ["submitted"], to: "rejected", scope: "rows", hook: "reject", shortcut: "D",
        input: [{ key: "comment", label: "审核意见", kind: "text", required: true, maxLength: 200 }],
      },
      { name: "revoke", label: "撤销", from: ["approved", "rejected"], to: "submitted", scope: "rows", hook: "revoke", shortcut: "U" },
    ],
  }),
});
