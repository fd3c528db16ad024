import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { CONTENT_REASONS, hideRestore, SOURCE_TYPES, VISIBILITIES } from "./contentEnums";

export const LINE_DRAWING_STATUSES = [
  { value: "PROCESSING", label: "生成中" },
  { value: "DONE", label: "已完成" },
  { value: "FAILED", label: "失败" },
  { value: "HIDDEN", label: "已屏蔽" },
] as const;

/**
 * Line drawings (白描线稿) visitors generate from an artwork (/tourist/line, commerce.md §5.2): a
 * record of what the generator made — never created, edited or deleted from the console; staff only
 * hide one (with a reason) and show it again.
 */
export const lineDrawing = defineResource({
  name: "lineDrawing",
  label: "线稿",
  service: "TouristServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "sourceTitle",
  defaultSort: { by: "createdAt", asc: false },
  fields: [
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "sourceType", label: "来源", kind: "enum", options: SOURCE_TYPES, editable: false, listed: true, filter: true },
    { key: "sourceId", label: "原作 Id", kind: "text", maxLength: 32, editable: false },
    { key: "sourceTitle", label: "原作", kind: "text", maxLength: 60, required: true, editable: false, listed: true, filter: true },
    { key: "sourceThumb", label: "原图", kind: "image", upload: "UDT_AVATAR", editable: false },
    { key: "lineImage", label: "线稿", kind: "image", upload: "UDT_AVATAR", editable: false },
    {
      key: "algorithm", label: "生成方式", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "EDGE", label: "边缘提取" }, { value: "AI_SKETCH", label: "AI 白描" }],
    },
    { key: "algorithmVersion", label: "算法版本", kind: "text", maxLength: 10, editable: false, listed: true },
    { key: "params", label: "参数", kind: "json", editable: false, help: "阈值、线宽、尺寸" },
    { key: "status", label: "状态", kind: "enum", options: LINE_DRAWING_STATUSES, editable: false, listed: true, filter: true },
    { key: "visibility", label: "可见性", kind: "enum", options: VISIBILITIES, editable: false, listed: true, filter: true },
    { key: "downloadCount", label: "下载", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "createdAt", label: "时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "costMs", label: "耗时（毫秒）", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "hiddenReason", label: "屏蔽原因", kind: "enum", options: CONTENT_REASONS, editable: false, filter: true },
    { key: "hiddenNote", label: "屏蔽说明", kind: "text", maxLength: 100, editable: false },
  ],
  // DONE ⇄ HIDDEN by staff; PROCESSING → DONE | FAILED belong to the generator.
  states: defineMachine({
    field: "status",
    initial: "PROCESSING",
    states: [
      { value: "PROCESSING", tone: "info" },
      { value: "DONE", tone: "success" },
      { value: "FAILED", tone: "danger" },
      { value: "HIDDEN", tone: "neutral" },
    ],
    transitions: hideRestore("DONE"),
  }),
});
