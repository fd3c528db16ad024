import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { REGION_COLUMNS, SCRIPTS } from "../content/contentEnums";
import { HAN_CHAR } from "../sufa/glyph";

export const CANDIDATE_SOURCES = [
  { value: "segmentation", label: "作品切字" }, { value: "ygsf", label: "YGSF" }, { value: "crawler", label: "爬虫" }, { value: "manual", label: "手工上传" },
] as const;

export const CANDIDATE_STATES = [
  { value: "pending", label: "待审" }, { value: "accepted", label: "已入库" }, { value: "rejected", label: "已丢弃" }, { value: "duplicate", label: "重复" },
] as const;

/**
 * 字形采集 (/tools/glyph, content.md §12.1): glyph images from work segmentation, YGSF, the crawler or a
 * manual upload, staged for review. 入库 makes a verified 单字 of /sufa (the work, region and image copied,
 * linked both ways); 丢弃 and 标记重复 keep the candidate out; 恢复 brings it back to 待审.
 */
export const glyphCandidate = defineResource({
  name: "glyphCandidate",
  label: "字形候选",
  service: "ToolServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "glyph",
  titleField: "char",
  defaultSort: { by: "Id", asc: false },
  route: "/tools/glyph",
  screen: {
    filterOrder: ["state", "char", "source", "script", "artistId", "workId", "ocrChar", "ocrConfidence"],
    queue: { field: "state", pending: ["pending"], tabs: [{ label: "已入库", values: ["accepted"] }, { label: "已丢弃", values: ["rejected", "duplicate"] }] },
  },
  fields: [
    { key: "image", label: "字图", kind: "image", required: true, upload: "UDT_GLYPH", listed: true },
    { key: "char", label: "字", kind: "text", maxLength: 2, pattern: HAN_CHAR, patternMessage: "字必须是一个汉字", listed: true, filter: true, help: "识别前可空；入库前必须填写" },
    { key: "source", label: "来源", kind: "enum", options: CANDIDATE_SOURCES, required: true, createOnly: true, listed: true, filter: true },
    { key: "sourceRef", label: "来源说明", kind: "text", maxLength: 500, help: "网址，或作品/页图的 Id" },
    { key: "workId", label: "作品", kind: "ref", ref: "calligraphyWork", filter: true, help: "入库前必须关联作品" },
    { key: "pageImageId", label: "页", kind: "ref", ref: "hdImage", filter: true, help: "作品切字时所在的页图" },
    { key: "region", label: "区域", kind: "json", columns: REGION_COLUMNS, maxLength: 200, help: "页图上的像素矩形 {\"x\":0,\"y\":0,\"w\":64,\"h\":64}" },
    { key: "script", label: "书体", kind: "enum", options: SCRIPTS, listed: true, filter: true },
    { key: "artistText", label: "书家（原文）", kind: "text", maxLength: 60, listed: true, filter: true },
    { key: "artistId", label: "书家", kind: "ref", ref: "ancientArtist", listed: true, filter: true },
    { key: "workText", label: "出处（原文）", kind: "text", maxLength: 60, listed: true, filter: true },
    { key: "ocrChar", label: "识别字", kind: "text", maxLength: 2, editable: false, listed: true, filter: true },
    { key: "ocrConfidence", label: "置信度", kind: "decimal", min: 0, max: 1, editable: false, listed: true, filter: true, sortable: true },
    { key: "dedupHash", label: "感知哈希", kind: "text", maxLength: 32, editable: false },
    { key: "duplicateOfId", label: "疑似重复", kind: "ref", ref: "glyph", editable: false, filter: true },
    { key: "state", label: "状态", kind: "enum", options: CANDIDATE_STATES, editable: false, listed: true, filter: true },
    { key: "rejectReason", label: "丢弃原因", kind: "text", maxLength: 200, editable: false },
    { key: "glyphId", label: "入库单字", kind: "ref", ref: "glyph", editable: false, listed: true },
    { key: "reviewedBy", label: "审核人", kind: "text", maxLength: 64, editable: false, filter: true },
    { key: "reviewedAt", label: "审核时间", kind: "datetime", editable: false, filter: true, sortable: true },
  ],
  states: defineMachine({
    field: "state",
    initial: "pending",
    states: [
      { value: "pending", tone: "warning" },
      { value: "accepted", tone: "success" },
      { value: "rejected", tone: "danger" },
      { value: "duplicate", tone: "neutral" },
    ],
    transitions: [
      { name: "accept", label: "入库", from: ["pending"], to: "accepted", hook: "accept", shortcut: "Y" },
      {
        name: "discard", label: "丢弃", from: ["pending"], to: "rejected", hook: "discard", shortcut: "D",
        input: [{ key: "reason", label: "丢弃原因", kind: "text", required: true, maxLength: 200 }],
      },
      {
        name: "markDuplicate", label: "标记重复", from: ["pending"], to: "duplicate", hook: "markDuplicate", shortcut: "P", scope: "row",
        input: [{ key: "duplicateOfId", label: "重复于单字", kind: "ref", ref: "glyph", required: true }],
      },
      { name: "restore", label: "恢复", from: ["rejected", "duplicate"], to: "pending", hook: "restore", shortcut: "H" },
    ],
  }),
  actions: [
    // The OCR vendor is an outside service: its adapter's embedded default refuses (未配置) and changes nothing.
    { name: "recognizeGlyphCandidate", label: "自动识字", scope: "rows", shortcut: "O", input: [] },
  ],
});
