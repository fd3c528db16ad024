import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { REGION_COLUMNS, SCRIPTS } from "../content/contentEnums";

/** One CJK ideograph (BMP: basic, extension A, compatibility); the pattern engine has no `u` flag. */
export const HAN_CHAR = "^[\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff]$";

export const VERIFY_STATES = [
  { value: "unverified", label: "待校对" }, { value: "verified", label: "已校对" }, { value: "rejected", label: "已驳回" },
] as const;

export const REJECT_REASONS = [
  { value: "segmentation", label: "切分错误" }, { value: "recognition", label: "识字错误" },
  { value: "duplicate", label: "重复" }, { value: "unusable", label: "残损不可用" },
] as const;

/**
 * Single characters cut from a calligraphy work's page (/sufa/glyphscorresponding, content.md §2.2):
 * a rectangle on the page image bound to a character. Reviewers confirm or reject each one (`y`/`n` in
 * the review panel); changing the character or the region puts it back to 待校对.
 */
export const glyph = defineResource({
  name: "glyph",
  label: "单字",
  service: "SufaServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "suha",
  titleField: "char",
  defaultSort: { by: "Id", asc: true },
  // Its route is the review view (grid and side panel), not the plain resource screen.
  shownIn: "glyphReview",
  fields: [
    { key: "char", label: "字", kind: "text", required: true, maxLength: 2, pattern: HAN_CHAR, patternMessage: "字必须是一个汉字", listed: true, filter: true },
    { key: "codepoint", label: "码位", kind: "text", maxLength: 10, editable: false, listed: true, help: "服务器按字生成，如 U+5170" },
    { key: "standardChar", label: "规范字", kind: "text", maxLength: 2, pattern: HAN_CHAR, patternMessage: "规范字必须是一个汉字", filter: true, help: "通用规范汉字表字形，如 蘭 → 兰" },
    { key: "script", label: "书体", kind: "enum", options: SCRIPTS, listed: true, filter: true, help: "空着时取作品的书体" },
    { key: "artistId", label: "书家", kind: "ref", ref: "ancientArtist", listed: true, filter: true, help: "空着时取作品的书家" },
    { key: "workId", label: "出处", kind: "ref", ref: "calligraphyWork", required: true, listed: true, filter: true },
    { key: "pageImageId", label: "所在页", kind: "ref", ref: "hdImage", filter: true, help: "作品的高清图之一" },
    { key: "region", label: "区域", kind: "json", columns: REGION_COLUMNS, required: true, maxLength: 200, help: "页图上的像素矩形 {\"x\":0,\"y\":0,\"w\":64,\"h\":64}，宽高至少 8" },
    { key: "textIndex", label: "释文序号", kind: "integer", min: 0, max: 20_000, sortable: true, help: "在作品释文中的位置（从 0 起）" },
    { key: "image", label: "单字图", kind: "image", editable: false, listed: true },
    { key: "brokenLevel", label: "残损度", kind: "enum", options: [{ value: "0", label: "完好" }, { value: "1", label: "轻微残损" }, { value: "2", label: "残缺" }, { value: "3", label: "严重残缺" }], filter: true },
    { key: "ligature", label: "连笔", kind: "boolean", filter: true },
    { key: "quality", label: "品质", kind: "integer", min: 1, max: 5, listed: true, filter: true, sortable: true, help: "1–5 星，集字时优先用高的" },
    { key: "verifyState", label: "校对状态", kind: "enum", options: VERIFY_STATES, editable: false, listed: true, filter: true },
    { key: "rejectReason", label: "驳回原因", kind: "enum", options: REJECT_REASONS, editable: false, filter: true },
    { key: "rejectNote", label: "驳回说明", kind: "text", maxLength: 200, editable: false },
    { key: "source", label: "来源", kind: "enum", options: [{ value: "manual", label: "人工切分" }, { value: "auto", label: "自动切分" }, { value: "ygsf", label: "YGSF 采集" }, { value: "crawler", label: "爬虫" }], filter: true },
    { key: "verifiedBy", label: "校对人", kind: "text", maxLength: 64, editable: false, filter: true },
    { key: "verifiedAt", label: "校对时间", kind: "datetime", editable: false, filter: true, sortable: true },
  ],
  states: defineMachine({
    field: "verifyState",
    initial: "unverified",
    states: [
      { value: "unverified", tone: "warning" },
      { value: "verified", tone: "success" },
      { value: "rejected", tone: "danger" },
    ],
    transitions: [
      { name: "verify", label: "确认", from: ["unverified"], to: "verified", hook: "verify", shortcut: "Y" },
      {
        name: "reject", label: "驳回", from: ["unverified"], to: "rejected", hook: "reject", shortcut: "B",
        input: [
          { key: "reason", label: "驳回原因", kind: "enum", options: REJECT_REASONS, required: true },
          { key: "note", label: "说明", kind: "text", maxLength: 200 },
        ],
      },
      { name: "restore", label: "恢复", from: ["rejected"], to: "unverified", hook: "reopen" },
      { name: "unverify", label: "撤销确认", from: ["verified"], to: "unverified", hook: "reopen", confirm: "撤销后此字回到待校对，不再计入作品单字数。确定撤销吗？" },
    ],
  }),
});
