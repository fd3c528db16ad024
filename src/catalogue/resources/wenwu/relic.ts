import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { ACCESS_LEVELS } from "../content/contentEnums";
import {
  ACCESSION_PERIODS, COMPLETENESS, COUNT_UNITS, MASS_RANGES, MATERIAL_CLASSES, PRESERVATION, RELIC_CATEGORIES, RELIC_LEVELS, SOURCE_METHODS,
} from "./relicEnums";

/**
 * Relics (/wenwu, content.md §4.1), registered as Chinese museums register them: the 14 basic items of
 * 《馆藏文物登录规范》 and the census's value lists. Its views (正面/侧面/铭文…) are the HD images whose
 * subject it is (subjectType wenwu), counted in hdCount by the HD library.
 */
export const relic = defineResource({
  name: "relic",
  label: "文物",
  service: "WenwuServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "wenwu",
  titleField: "name",
  defaultSort: { by: "utime", asc: false },
  softDelete: true,
  screen: {
    // The filters people use most come first in the bar; the rest wait behind 更多筛选.
    filterOrder: ["name", "museumId", "category", "age", "level", "materialClass", "registryNo", "accessLevel"],
  },
  fields: [
    { key: "name", label: "文物名称", kind: "text", required: true, maxLength: 60, listed: true, filter: true, sortable: true, placeholder: "西汉长信宫灯", help: "定名 = 年代/款识 + 特征/纹饰 + 器形" },
    { key: "originalName", label: "原名", kind: "text", maxLength: 60, filter: true, placeholder: "司母戊鼎" },
    { key: "museumId", label: "收藏单位", kind: "ref", ref: "museum", required: true, filter: true },
    { key: "museumName", label: "收藏单位名称", kind: "text", maxLength: 64, editable: false, listed: true, filter: true, help: "服务器按收藏单位填写" },
    { key: "registryNo", label: "总登记号", kind: "text", maxLength: 30, listed: true, filter: true, sortable: true, help: "同一收藏单位内不重复" },
    { key: "censusNo", label: "普查登记号", kind: "text", maxLength: 21, filter: true, pattern: "^\\d{21}$", patternMessage: "普查登记号应为 21 位数字", help: "区划 + 单位性质 + 行业 + 单位序号 + 文物序号" },
    { key: "category", label: "文物类别", kind: "enum", options: RELIC_CATEGORIES, required: true, listed: true, filter: true },
    { key: "age", label: "年代", kind: "dict", dict: "age", required: true, listed: true, filter: true },
    { key: "ageDetail", label: "年代（详）", kind: "text", maxLength: 40, listed: true, placeholder: "商(前1600~前1046)" },
    { key: "materialClass", label: "质地类别", kind: "enum", options: MATERIAL_CLASSES, required: true, filter: true },
    { key: "material", label: "质地", kind: "text", maxLength: 20, listed: true, filter: true, placeholder: "青铜" },
    { key: "quantity", label: "数量", kind: "integer", required: true, min: 1, max: 100_000, listed: true },
    { key: "countUnit", label: "单位", kind: "enum", options: COUNT_UNITS, required: true, listed: true },
    { key: "actualCount", label: "实际数量", kind: "integer", min: 1, max: 100_000, help: "一套多件时填写实际件数" },
    { key: "dimensionsText", label: "尺寸", kind: "text", required: true, maxLength: 100, listed: true, placeholder: "通高133厘米，口长112厘米，口宽79.2厘米" },
    { key: "heightCm", label: "通高（厘米）", kind: "decimal", min: 0, max: 100_000, filter: true, sortable: true },
    { key: "widthCm", label: "通长（厘米）", kind: "decimal", min: 0, max: 100_000, filter: true, sortable: true },
    { key: "depthCm", label: "通宽（厘米）", kind: "decimal", min: 0, max: 100_000, filter: true },
    { key: "massKg", label: "质量（千克）", kind: "decimal", min: 0, max: 1_000_000, sortable: true, help: "保留 3 位小数" },
    { key: "massRange", label: "质量范围", kind: "enum", options: MASS_RANGES, filter: true, help: "不知确切质量时填写" },
    { key: "level", label: "文物级别", kind: "enum", options: RELIC_LEVELS, required: true, listed: true, filter: true },
    { key: "sourceMethod", label: "来源方式", kind: "enum", options: SOURCE_METHODS, filter: true },
    { key: "completeness", label: "完残程度", kind: "enum", options: COMPLETENESS, required: true, listed: true, filter: true },
    { key: "preservation", label: "保存状态", kind: "enum", options: PRESERVATION, filter: true },
    { key: "accessionPeriod", label: "入藏时间范围", kind: "enum", options: ACCESSION_PERIODS, filter: true },
    { key: "accessionDate", label: "入藏日期", kind: "date", filter: true },
    { key: "excavation", label: "出土信息", kind: "text", maxLength: 200, filter: true, placeholder: "1939年河南安阳武官村出土" },
    { key: "exportBanned", label: "禁止出境展览", kind: "boolean", listed: true, filter: true },
    { key: "description", label: "简介", kind: "richText", maxLength: 20_000 },
    { key: "hdCount", label: "高清图数", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true, help: "服务器维护：以本文物为所属条目的高清图数" },
    { key: "accessLevel", label: "访问级别", kind: "enum", options: ACCESS_LEVELS, required: true, listed: true, filter: true },
    ...PUBLISHABLE_FIELDS,
    { key: "tags", label: "标签", kind: "tags", max: 20, filter: true },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  actions: [{ name: "viewRelic", label: "高清查看", scope: "row", level: "READ", shortcut: "V", input: [], opens: "/wenwu/view?type=wenwu&id={Id}" }],
  states: publishMachine("文物"),
});
