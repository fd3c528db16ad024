import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { ACCESS_LEVELS } from "../content/contentEnums";
import { GENRES, MOVEMENTS } from "./westEnums";

/**
 * Western works (/west/westart, content.md §5.1), after public museum collection records (The Met's
 * objects: title, artist, objectDate, medium, dimensions, accessionNumber, creditLine) with Chinese titles.
 * Its HD images point at it (subjectType westart); hdCount counts them.
 */
export const westernWork = defineResource({
  name: "westernWork",
  label: "西方作品",
  service: "WestartServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "westart",
  titleField: "title",
  defaultSort: { by: "utime", asc: false },
  softDelete: true,
  fields: [
    { key: "title", label: "中文标题", kind: "text", required: true, maxLength: 80, listed: true, filter: true, sortable: true, placeholder: "蒙娜丽莎" },
    { key: "titleOriginal", label: "原文标题", kind: "text", required: true, maxLength: 200, listed: true, filter: true, placeholder: "Mona Lisa" },
    { key: "artistId", label: "艺术家", kind: "ref", ref: "westernArtist", required: true, filter: true },
    { key: "artistName", label: "艺术家姓名", kind: "text", maxLength: 40, editable: false, listed: true, filter: true, help: "服务器按艺术家填写，改名时随之更新" },
    { key: "dateText", label: "年代（原文）", kind: "text", maxLength: 40, listed: true, placeholder: "c. 1503–1519" },
    { key: "yearFrom", label: "起始年", kind: "integer", min: -3000, max: 2100, filter: true, sortable: true },
    { key: "yearTo", label: "终止年", kind: "integer", min: -3000, max: 2100, filter: true, sortable: true },
    { key: "medium", label: "媒材", kind: "dict", dict: "westartMaterial", required: true, listed: true, filter: true },
    { key: "movement", label: "流派", kind: "enum", options: MOVEMENTS, listed: true, filter: true },
    { key: "genre", label: "题材", kind: "enum", options: GENRES, filter: true },
    { key: "heightCm", label: "高（厘米）", kind: "decimal", min: 0, max: 100_000, listed: true, filter: true, sortable: true },
    { key: "widthCm", label: "宽（厘米）", kind: "decimal", min: 0, max: 100_000, listed: true, filter: true, sortable: true },
    { key: "museumId", label: "收藏地", kind: "ref", ref: "museum", filter: true },
    { key: "museumName", label: "收藏地名称", kind: "text", maxLength: 64, editable: false, listed: true, filter: true, help: "服务器按收藏地填写" },
    { key: "accessionNumber", label: "馆藏号", kind: "text", maxLength: 40, filter: true, placeholder: "INV 779" },
    { key: "isPublicDomain", label: "公有领域", kind: "boolean", listed: true, filter: true },
    { key: "creditLine", label: "来源说明", kind: "text", maxLength: 200 },
    { key: "sourceUrl", label: "来源链接", kind: "url" },
    { key: "description", label: "简介", kind: "richText", maxLength: 20_000 },
    { key: "hdCount", label: "高清图数", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true, help: "服务器维护：以本作品为所属条目的高清图数" },
    { key: "accessLevel", label: "访问级别", kind: "enum", options: ACCESS_LEVELS, required: true, listed: true, filter: true },
    ...PUBLISHABLE_FIELDS,
    { key: "tags", label: "标签", kind: "tags", max: 20, filter: true },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  actions: [{ name: "viewWesternWork", label: "高清查看", scope: "row", level: "READ", shortcut: "V", input: [], opens: "/west/westart/view?type=westart&id={Id}" }],
  states: publishMachine("作品"),
});
