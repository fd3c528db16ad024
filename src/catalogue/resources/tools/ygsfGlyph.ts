import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { SCRIPTS } from "../content/contentEnums";

/**
 * YGSF 字形采集 (/tools/ygsfFonts, content.md §12.3): glyph records the YGSF source answered, one per source
 * Id. 下载图片 goes through the source's adapter (refused until configured); 跳过 and 恢复 are the review.
 * Licensing of this source is an open question (§18 Q14): nothing here leaves the staging list.
 */
export const ygsfGlyph = defineResource({
  name: "ygsfGlyph",
  label: "YGSF 字形",
  service: "GlyphServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "glyph",
  titleField: "char",
  defaultSort: { by: "Id", asc: false },
  route: "/tools/ygsfFonts",
  screen: { filterOrder: ["char", "state", "script", "artistText", "workText", "pageId"] },
  fields: [
    { key: "sourceId", label: "源 ID", kind: "text", maxLength: 64, createOnly: true, listed: true, filter: true, unique: true, help: "数据源中的编号，建立后不能修改" },
    { key: "char", label: "字", kind: "text", required: true, maxLength: 4, listed: true, filter: true },
    { key: "script", label: "书体", kind: "enum", options: SCRIPTS, listed: true, filter: true },
    { key: "artistText", label: "书家", kind: "text", maxLength: 40, listed: true, filter: true },
    { key: "workText", label: "出处", kind: "text", maxLength: 60, listed: true, filter: true },
    { key: "ageText", label: "朝代（原文）", kind: "text", maxLength: 20, listed: true, filter: true },
    { key: "remoteImageUrl", label: "源图片地址", kind: "url" },
    { key: "image", label: "字图", kind: "image", editable: false, listed: true, help: "下载后服务器保存的副本" },
    { key: "pageId", label: "所属查询", kind: "ref", ref: "ygsfPage", filter: true },
    { key: "state", label: "状态", kind: "enum", editable: false, listed: true, filter: true, options: [
      { value: "new", label: "新采集" }, { value: "imported", label: "已导入候选" }, { value: "skipped", label: "已跳过" }, { value: "failed", label: "下载失败" },
    ] },
  ],
  states: defineMachine({
    field: "state",
    initial: "new",
    states: [{ value: "new", tone: "neutral" }, { value: "imported", tone: "success" }, { value: "skipped", tone: "neutral" }, { value: "failed", tone: "danger" }],
    transitions: [
      { name: "skip", label: "跳过", from: ["new", "failed"], to: "skipped", shortcut: "S" },
      { name: "restore", label: "恢复", from: ["skipped"], to: "new", shortcut: "H" },
    ],
  }),
  actions: [{ name: "downloadYgsfGlyphImage", label: "下载图片", scope: "rows", shortcut: "D", input: [] }],
});
