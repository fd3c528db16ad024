import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { FORMS } from "../content/contentEnums";
import { CATALOGUE_SOURCES, MATCH_STATES, WORK_TYPES } from "./suhaEnums";

const WORK_INPUT = [
  { key: "workType", label: "作品库", kind: "enum", options: WORK_TYPES, required: true },
  { key: "workId", label: "作品 Id", kind: "integer", min: 1, required: true, help: "书画全库或书法全库中的作品编号" },
] as const;

/**
 * Entries of published catalogues of ancient painting and calligraphy (/suha/index, content.md §3.2),
 * transcribed as printed (`京1-0123 溪山行旅图轴 宋 范宽`) and matched to our works. The scanned plate
 * is the HD image whose subject is the entry (subjectType "indexPlate").
 */
export const ancientIndexEntry = defineResource({
  name: "ancientIndexEntry",
  label: "古代书画索引",
  service: "SuhaServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "suhaIndex",
  titleField: "title",
  defaultSort: { by: "catalogueCode", asc: true },
  fields: [
    { key: "catalogueSource", label: "图录", kind: "enum", options: CATALOGUE_SOURCES, required: true, listed: true, filter: true },
    { key: "catalogueCode", label: "图录编号", kind: "text", required: true, maxLength: 20, listed: true, filter: true, sortable: true, placeholder: "京1-0123", help: "同一图录内不能重复" },
    { key: "volume", label: "册", kind: "integer", min: 1, max: 99, listed: true, filter: true, sortable: true },
    { key: "page", label: "页", kind: "integer", min: 1, max: 9999, listed: true, filter: true, sortable: true },
    { key: "title", label: "作品名称", kind: "text", required: true, maxLength: 80, listed: true, filter: true, sortable: true, placeholder: "溪山行旅图轴" },
    { key: "artistText", label: "作者（原文）", kind: "text", maxLength: 40, listed: true, filter: true, placeholder: "宋 范宽" },
    { key: "artistId", label: "作者", kind: "ref", ref: "ancientArtist", filter: true, help: "匹配后写入" },
    { key: "age", label: "朝代", kind: "dict", dict: "age", listed: true, filter: true },
    { key: "form", label: "形制", kind: "enum", options: FORMS, filter: true },
    { key: "material", label: "质地", kind: "dict", dict: "material", filter: true },
    { key: "media", label: "技法", kind: "dict", dict: "media", filter: true },
    { key: "dimensionsText", label: "尺寸（原文）", kind: "text", maxLength: 60 },
    { key: "holderText", label: "收藏者（原文）", kind: "text", maxLength: 60, listed: true, filter: true, placeholder: "故宫博物院" },
    { key: "museumId", label: "收藏单位", kind: "ref", ref: "museum", filter: true, help: "匹配后写入" },
    { key: "hdCount", label: "图版数", kind: "integer", min: 0, editable: false, listed: true, filter: true, help: "服务器统计：以本条为所属条目的图版高清图" },
    { key: "workType", label: "作品库", kind: "enum", options: WORK_TYPES, editable: false, listed: true, filter: true },
    { key: "workId", label: "对应作品", kind: "integer", min: 1, editable: false, listed: true, filter: true, help: "由「关联作品」写入" },
    { key: "matchState", label: "关联状态", kind: "enum", options: MATCH_STATES, editable: false, listed: true, filter: true },
    { key: "remark", label: "备注", kind: "longText", maxLength: 1000 },
  ],
  states: defineMachine({
    field: "matchState",
    initial: "unmatched",
    states: [
      { value: "unmatched", tone: "warning" },
      { value: "matched", tone: "success" },
      { value: "noHd", tone: "info" },
      { value: "ignored", tone: "neutral" },
    ],
    transitions: [
      { name: "match", label: "关联作品", from: ["unmatched", "noHd"], to: "matched", scope: "row", hook: "match", shortcut: "L", input: WORK_INPUT },
      {
        name: "createWorkFrom", label: "由索引创建作品", from: ["unmatched"], to: "matched", scope: "row", hook: "createWork", shortcut: "C",
        input: [{ key: "category", label: "画科", kind: "dict", dict: "style", required: true, help: "新作品为草稿，其余信息取自本条索引" }],
      },
      { name: "markNoHd", label: "标记无高清", from: ["unmatched"], to: "noHd", shortcut: "H" },
      { name: "unmatch", label: "解除关联", from: ["matched"], to: "unmatched", hook: "unmatch", shortcut: "U", confirm: "解除后作品上的图目索引也会清空。确定解除吗？" },
      { name: "ignore", label: "忽略", from: ["unmatched"], to: "ignored", shortcut: "I" },
      { name: "restore", label: "恢复", from: ["ignored"], to: "unmatched", shortcut: "Y" },
    ],
  }),
  actions: [
    { name: "viewIndexPlate", label: "查看图版", level: "READ", scope: "row", input: [], shortcut: "V", opens: "/suha/index/view?type=indexPlate&id={Id}" },
  ],
});
