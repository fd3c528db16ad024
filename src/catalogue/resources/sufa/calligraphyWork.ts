import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { ACCESS_LEVELS, ATTRIBUTIONS, FORMS, SCRIPTS } from "../content/contentEnums";
import { AUTHENTICITIES, CARRIERS } from "./sufaEnums";

/**
 * Calligraphy works (/sufa/sufalist, content.md §2.1): one piece of brush writing or one edition of a
 * rubbing. Its page images are the HD images whose subject it is (hdImage.subjectType "sufa"), its
 * single characters the `glyph`s cut from those pages. 整页编辑 opens the full-page editor
 * (/sufa/sufaedit) with the pages and glyphs; 高清查看 the deep-zoom viewer.
 */
export const calligraphyWork = defineResource({
  name: "calligraphyWork",
  label: "书法作品",
  service: "SufaServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "suha",
  titleField: "title",
  defaultSort: { by: "utime", asc: false },
  softDelete: true,
  screen: {
    // The filters people use most come first in the bar; the rest wait behind 更多筛选.
    filterOrder: ["title", "artistId", "age", "script", "museumId", "attribution", "carrier", "accessLevel"],
  },
  fields: [
    { key: "title", label: "作品名称", kind: "text", required: true, maxLength: 60, listed: true, filter: true, sortable: true, pattern: "^[^《》]+$", patternMessage: "作品名称不带书名号《》" },
    { key: "versionName", label: "版本", kind: "text", maxLength: 30, listed: true, filter: true, placeholder: "神龙本 / 定武本 / 宋拓本" },
    { key: "artistId", label: "书家", kind: "ref", ref: "ancientArtist", listed: true, filter: true, help: "上架前必填；不知书家时选「佚名」" },
    { key: "attribution", label: "归属", kind: "enum", options: ATTRIBUTIONS, required: true, listed: true, filter: true },
    { key: "age", label: "朝代", kind: "dict", dict: "age", required: true, listed: true, filter: true },
    { key: "yearText", label: "纪年", kind: "text", maxLength: 40, placeholder: "东晋永和九年（353）" },
    { key: "yearFrom", label: "起年（公元）", kind: "integer", min: -3000, max: 2100, filter: true, sortable: true, help: "公元前记为负数" },
    { key: "yearTo", label: "止年（公元）", kind: "integer", min: -3000, max: 2100, filter: true },
    { key: "script", label: "书体", kind: "enum", options: SCRIPTS, required: true, listed: true, filter: true },
    { key: "carrier", label: "载体", kind: "enum", options: CARRIERS, required: true, listed: true, filter: true, help: "帖为墨迹，碑为拓本" },
    { key: "form", label: "形制", kind: "enum", options: FORMS, listed: true, filter: true },
    { key: "material", label: "质地", kind: "dict", dict: "material", filter: true },
    { key: "heightCm", label: "纵（厘米）", kind: "decimal", min: 0.1, max: 5000, filter: true, help: "画心尺寸，不含装裱" },
    { key: "widthCm", label: "横（厘米）", kind: "decimal", min: 0.1, max: 5000, filter: true },
    { key: "dimensionsText", label: "尺寸（原文）", kind: "text", maxLength: 60, placeholder: "纵24.5厘米 横69.9厘米" },
    { key: "museumId", label: "收藏单位", kind: "ref", ref: "museum", listed: true, filter: true },
    { key: "authenticity", label: "真伪", kind: "enum", options: AUTHENTICITIES, filter: true },
    { key: "transcription", label: "释文", kind: "longText", maxLength: 20_000, filter: true, help: "按原作字序录入；可用 | 分页、/ 分行。单字按此顺序对应" },
    { key: "description", label: "简介", kind: "richText", maxLength: 20_000 },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_CATEGORY", listed: true, help: "上架前必填" },
    { key: "hdCount", label: "高清图数", kind: "integer", min: 0, editable: false, listed: true, sortable: true, help: "服务器维护：以本作品为所属条目的高清图张数" },
    { key: "glyphCount", label: "单字数", kind: "integer", min: 0, editable: false, listed: true, sortable: true, help: "服务器维护：已校对的单字数" },
    { key: "source", label: "来源", kind: "dict", dict: "suhaSource", filter: true },
    { key: "contributorId", label: "贡献者", kind: "ref", ref: "contributor", filter: true },
    { key: "accessLevel", label: "访问级别", kind: "enum", options: ACCESS_LEVELS, required: true, listed: true, filter: true, help: "会员或仅内部的作品上架前须有切片就绪的高清图" },
    ...PUBLISHABLE_FIELDS,
    { key: "tags", label: "标签", kind: "tags", max: 20, filter: true },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  states: publishMachine("作品"),
  actions: [
    { name: "openCalligraphyEditor", label: "整页编辑", scope: "row", input: [], shortcut: "W", level: "READ", opens: "/sufa/sufaedit?id={Id}" },
    { name: "viewCalligraphyHd", label: "高清查看", scope: "row", input: [], shortcut: "V", level: "READ", opens: "/suha/view?type=sufa&id={Id}" },
  ],
});
