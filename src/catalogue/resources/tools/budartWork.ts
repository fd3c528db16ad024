import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { GENRES } from "../west/westEnums";
import { BUDART_FORMS, BUDART_IMAGE_STATES, BUDART_WORK_STATES } from "./budartEnums";

/**
 * 西方作品数据 (/tools/budartart, content.md §12.4): rows of a public Western-art catalogue export, staged
 * for review. 自动映射 parses the technique and maps the holder; 确认映射 reviews a row (its artist must be in
 * /west already; a work /west already holds is marked 疑似重复 instead); 导入已映射 queues one job that moves
 * every reviewed row into /west exactly once (server/domains/tools/budartWork/importJob.ts).
 */
export const budartWork = defineResource({
  name: "budartWork",
  label: "西方作品数据",
  service: "BudartServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "budart",
  titleField: "titleOriginal",
  defaultSort: { by: "Id", asc: false },
  route: "/tools/budartart",
  screen: { filterOrder: ["importState", "titleOriginal", "titleZh", "budartArtistId", "sourceName", "form", "school", "locationText"] },
  fields: [
    { key: "sourceName", label: "数据源", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "sourceId", label: "源 ID", kind: "text", required: true, maxLength: 64, listed: true, filter: true, help: "与数据源一起唯一" },
    { key: "sourceUrl", label: "源链接", kind: "url" },
    { key: "budartArtistId", label: "艺术家数据", kind: "ref", ref: "budartArtist", listed: true, filter: true },
    { key: "titleOriginal", label: "原文标题", kind: "text", required: true, maxLength: 300, listed: true, filter: true, sortable: true },
    { key: "titleZh", label: "中文标题", kind: "text", maxLength: 80, listed: true, filter: true, help: "导入时作为西方作品的中文标题，可先编辑" },
    { key: "dateText", label: "年代", kind: "text", maxLength: 40, listed: true },
    { key: "technique", label: "技法与尺寸（原文）", kind: "text", maxLength: 200, listed: true, filter: true, placeholder: "Oil on panel, 77 x 53 cm" },
    { key: "medium", label: "媒材", kind: "dict", dict: "westartMaterial", filter: true, help: "自动映射按技法解析，可修改" },
    { key: "heightCm", label: "高（厘米）", kind: "decimal", min: 0, max: 100_000, filter: true },
    { key: "widthCm", label: "宽（厘米）", kind: "decimal", min: 0, max: 100_000, filter: true },
    { key: "locationText", label: "收藏地（原文）", kind: "text", maxLength: 120, listed: true, filter: true },
    { key: "museumId", label: "收藏地", kind: "ref", ref: "museum", filter: true },
    { key: "form", label: "形式", kind: "enum", options: BUDART_FORMS, listed: true, filter: true },
    { key: "genreType", label: "题材", kind: "enum", options: GENRES, filter: true },
    { key: "school", label: "画派国别", kind: "text", maxLength: 40, listed: true, filter: true, placeholder: "Italian" },
    { key: "timeframe", label: "时段", kind: "text", maxLength: 20, listed: true, filter: true, placeholder: "1501-1550" },
    { key: "imageUrl", label: "图片", kind: "url" },
    { key: "imageState", label: "图片状态", kind: "enum", options: BUDART_IMAGE_STATES, editable: false, listed: true, filter: true },
    { key: "importState", label: "导入状态", kind: "enum", options: BUDART_WORK_STATES, editable: false, listed: true, filter: true },
    { key: "westernWorkId", label: "西方作品", kind: "ref", ref: "westernWork", editable: false, listed: true, help: "服务器在导入或关联时填写" },
    { key: "importJobId", label: "导入任务", kind: "integer", min: 0, editable: false, help: "服务器：把这条数据导入（或判为重复）的后台任务 Id" },
    { key: "duplicateOfId", label: "疑似重复于", kind: "ref", ref: "westernWork", editable: false, filter: true, help: "服务器查重：同一艺术家同名作品，或同一来源链接" },
  ],
  states: defineMachine({
    field: "importState",
    initial: "new",
    states: [
      { value: "new", tone: "neutral" }, { value: "mapped", tone: "info" }, { value: "imported", tone: "success" },
      { value: "duplicate", tone: "warning" }, { value: "skipped", tone: "neutral" }, { value: "conflict", tone: "danger" },
    ],
    transitions: [
      { name: "map", label: "确认映射", from: ["new"], to: "mapped", alsoTo: ["duplicate"], hook: "map", shortcut: "M" },
      { name: "skip", label: "跳过", from: ["new", "mapped", "duplicate"], to: "skipped", shortcut: "S" },
      { name: "restore", label: "恢复", from: ["skipped", "duplicate"], to: "new", shortcut: "H" },
      { name: "link", label: "关联已有作品", from: ["duplicate"], to: "imported", hook: "link", shortcut: "L", confirm: "不新建西方作品，把这条数据关联到疑似重复的已有作品。确定吗？" },
      { name: "accept", label: "接受更新", from: ["conflict"], to: "imported", hook: "accept", shortcut: "U", confirm: "用数据源的新值更新已导入的西方作品（原文标题、年代、尺寸）。确定吗？" },
      { name: "keep", label: "保持现状", from: ["conflict"], to: "imported", shortcut: "P" },
    ],
  }),
  actions: [
    { name: "autoMapBudartWork", label: "自动映射", scope: "rows", shortcut: "A", input: [] },
    { name: "translateBudartWorkTitle", label: "翻译标题", scope: "rows", shortcut: "T", input: [] },
    { name: "importBudartWorks", label: "导入已映射", scope: "view", shortcut: "I", job: true, input: [], confirm: "把全部「已映射」的数据导入为西方作品（草稿）。每条只导入一次，已由其他任务导入的记为跳过。确定开始吗？" },
  ],
});
