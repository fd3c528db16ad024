import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { ACCESS_LEVELS, ATTRIBUTIONS, FORMS } from "../content/contentEnums";

/**
 * Paintings in the library (/suha/list, content.md §3.1), catalogued the way museums write them: title ·
 * 朝代 · 作者 · 质地 · 技法 · 纵×横 · 款识 · 钤印 · 鉴藏印 · 题跋 · 著录 · 收藏地, each a field of its own.
 * Its images are the HD images whose subject it is (subjectType "suha"), counted in `hdCount`.
 */
export const paintingWork = defineResource({
  name: "paintingWork",
  label: "书画作品",
  service: "SuhaServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "suha",
  titleField: "title",
  defaultSort: { by: "utime", asc: false },
  softDelete: true,
  screen: {
    // The filters people use most come first in the bar; the rest wait behind 更多筛选.
    filterOrder: ["title", "artistId", "age", "category", "museumId", "attribution", "accessionNo", "accessLevel"],
  },
  fields: [
    { key: "title", label: "作品名称", kind: "text", required: true, maxLength: 60, listed: true, filter: true, sortable: true, placeholder: "溪山行旅图" },
    { key: "artistId", label: "作者", kind: "ref", ref: "ancientArtist", required: true, listed: true, filter: true },
    { key: "coArtistIds", label: "合作者", kind: "json", ref: "ancientArtist", picker: "refs", filter: true, help: "合作者（写真、补景等）：按姓名搜索书画家并回车添加，最多 5 位" },
    { key: "attribution", label: "归属", kind: "enum", options: ATTRIBUTIONS, required: true, listed: true, filter: true, help: "「传」表示传为该作者所作" },
    { key: "age", label: "朝代", kind: "dict", dict: "age", required: true, listed: true, filter: true },
    { key: "yearText", label: "纪年", kind: "text", maxLength: 40, placeholder: "元至正七年（1347）" },
    { key: "yearFrom", label: "起年（公元）", kind: "integer", min: -3000, max: 2100, filter: true, sortable: true, help: "公元前记为负数" },
    { key: "yearTo", label: "止年（公元）", kind: "integer", min: -3000, max: 2100, filter: true, sortable: true },
    { key: "category", label: "画科", kind: "dict", dict: "style", required: true, listed: true, filter: true },
    { key: "form", label: "形制", kind: "enum", options: FORMS, required: true, listed: true, filter: true },
    { key: "material", label: "质地", kind: "dict", dict: "material", required: true, listed: true, filter: true },
    { key: "media", label: "技法", kind: "dict", dict: "media", listed: true, filter: true },
    { key: "heightCm", label: "纵（厘米）", kind: "decimal", min: 0.1, max: 5000, listed: true, filter: true, sortable: true },
    { key: "widthCm", label: "横（厘米）", kind: "decimal", min: 0.1, max: 5000, listed: true, filter: true, sortable: true, help: "手卷很宽，如千里江山图 1191.5" },
    { key: "dimensionsText", label: "尺寸（原文）", kind: "text", maxLength: 60, placeholder: "纵206.3厘米，横103.3厘米" },
    { key: "museumId", label: "收藏单位", kind: "ref", ref: "museum", listed: true, filter: true },
    { key: "accessionNo", label: "馆藏编号", kind: "text", maxLength: 40, filter: true, help: "按收藏单位的写法" },
    { key: "inscription", label: "款识", kind: "longText", maxLength: 2000, filter: true, placeholder: "小臣冷枚恭画" },
    { key: "seals", label: "作者钤印", kind: "longText", maxLength: 2000, filter: true, help: "每行一方，如 臣冷枚（白文）" },
    { key: "collectorSeals", label: "鉴藏印", kind: "longText", maxLength: 4000, filter: true, placeholder: "乾隆御览之宝、石渠宝笈、宣统御览之宝" },
    { key: "colophons", label: "题跋", kind: "longText", maxLength: 20_000, filter: true },
    { key: "recordedIn", label: "著录", kind: "text", maxLength: 200, filter: true, placeholder: "《石渠宝笈》初编" },
    { key: "description", label: "鉴赏文字", kind: "richText", maxLength: 20_000 },
    { key: "hdCount", label: "高清图数", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true, help: "服务器统计：以本作品为所属条目的高清图" },
    { key: "indexEntryId", label: "图目索引", kind: "ref", ref: "ancientIndexEntry", filter: true, help: "由古代书画索引「关联作品」写入" },
    { key: "source", label: "来源", kind: "dict", dict: "suhaSource", filter: true },
    { key: "contributorId", label: "贡献者", kind: "integer", min: 1, filter: true, help: "贡献者 Id（贡献者库建立后改为引用）" },
    { key: "accessLevel", label: "访问级别", kind: "enum", options: ACCESS_LEVELS, required: true, listed: true, filter: true, help: "非免费作品上架前须有切片完成的高清图" },
    ...PUBLISHABLE_FIELDS,
    { key: "viewCount", label: "浏览量", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "tags", label: "标签", kind: "tags", max: 20, filter: true },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  states: publishMachine("作品"),
  actions: [
    { name: "viewHdPaintingWork", label: "高清查看", level: "READ", scope: "row", input: [], shortcut: "V", opens: "/suha/view?type=suha&id={Id}" },
    { name: "openPaintingWorkEditor", label: "整页编辑", scope: "row", input: [], shortcut: "W", opens: "/suha/suhaedit?id={Id}" },
  ],
});
