import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { CONTENT_REASONS, REASON_INPUT, VISIBILITIES } from "./contentEnums";

export const AUDIT_STATUSES = [
  { value: "AUTO_PASSED", label: "机审通过" },
  { value: "PENDING", label: "待人审" },
  { value: "PASSED", label: "人审通过" },
  { value: "REJECTED", label: "已驳回" },
  { value: "AUTO_BLOCKED", label: "机审拦截" },
] as const;

/**
 * Files visitors upload (/tourist/touristresource, commerce.md §5.3), an approval queue: the machine
 * review files each upload as passed, pending or blocked; staff pass or reject (with a reason) the
 * pending ones, take down a machine-passed one, and restore a wrongly blocked or rejected one.
 */
export const visitorResource = defineResource({
  name: "visitorResource",
  label: "用户资源",
  service: "TouristServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "title",
  defaultSort: { by: "createdAt", asc: false },
  screen: {
    queue: {
      field: "auditStatus",
      pending: ["PENDING"],
      tabs: [
        { label: "已通过", values: ["PASSED", "AUTO_PASSED"] },
        { label: "已驳回", values: ["REJECTED", "AUTO_BLOCKED"] },
      ],
    },
  },
  fields: [
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "title", label: "标题", kind: "text", maxLength: 40, required: true, editable: false, listed: true, filter: true },
    {
      key: "type", label: "类型", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "IMAGE", label: "图片" }, { value: "VIDEO", label: "视频" }, { value: "PDF", label: "文档" }],
    },
    { key: "file", label: "文件", kind: "file", upload: "UDT_AVATAR", editable: false },
    { key: "thumbnail", label: "缩略图", kind: "image", upload: "UDT_AVATAR", editable: false },
    { key: "size", label: "大小（字节）", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "width", label: "宽", kind: "integer", min: 0, editable: false },
    { key: "height", label: "高", kind: "integer", min: 0, editable: false },
    { key: "durationSec", label: "时长（秒）", kind: "integer", min: 0, editable: false },
    { key: "auditStatus", label: "审核状态", kind: "enum", options: AUDIT_STATUSES, editable: false, listed: true, filter: true },
    { key: "machineLabels", label: "机审结果", kind: "json", editable: false, help: "各类别（porn、politics、ad、violence）的标签与分数" },
    { key: "auditReason", label: "驳回原因", kind: "enum", options: CONTENT_REASONS, editable: false, listed: true, filter: true },
    { key: "auditNote", label: "驳回说明", kind: "text", maxLength: 100, editable: false, listed: true },
    { key: "visibility", label: "可见性", kind: "enum", options: VISIBILITIES, editable: false, listed: true, filter: true, help: "人审或机审通过后才可公开" },
    { key: "fileRemoved", label: "文件已删除", kind: "boolean", editable: false },
    { key: "createdAt", label: "上传时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "auditedAt", label: "审核时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "auditor", label: "审核人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
  ],
  // (machine) → AUTO_PASSED | PENDING | AUTO_BLOCKED; staff: PENDING → PASSED | REJECTED,
  // AUTO_PASSED → REJECTED (下架), AUTO_BLOCKED | REJECTED → PASSED (恢复). A rejection needs a reason.
  states: defineMachine({
    field: "auditStatus",
    initial: "PENDING",
    states: [
      { value: "AUTO_PASSED", tone: "success" },
      { value: "PENDING", tone: "warning" },
      { value: "PASSED", tone: "success" },
      { value: "REJECTED", tone: "danger" },
      { value: "AUTO_BLOCKED", tone: "danger" },
    ],
    transitions: [
      { name: "approve", label: "通过", from: ["PENDING"], to: "PASSED", hook: "approve", shortcut: "A" },
      { name: "reject", label: "驳回", from: ["PENDING"], to: "REJECTED", hook: "reject", input: REASON_INPUT, shortcut: "D" },
      { name: "takeDown", label: "下架", from: ["AUTO_PASSED"], to: "REJECTED", scope: "row", hook: "reject", input: REASON_INPUT },
      { name: "reinstate", label: "恢复通过", from: ["AUTO_BLOCKED", "REJECTED"], to: "PASSED", scope: "row", hook: "approve" },
    ],
  }),
});
