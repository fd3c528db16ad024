import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { BUDART_ARTIST_STATES } from "./budartEnums";

/**
 * 西方艺术家数据 (/tools/budartartist, content.md §12.5): artists of the catalogue export. 匹配已有艺术家 links a
 * row to the /west artist with its Wikidata ID (else its name and years); 导入为西方艺术家 creates one, or —
 * when /west has the artist already — links it instead (ends 已匹配), so no artist is created twice.
 * Its works are the child list /tools/budartartist/art.
 */
export const budartArtist = defineResource({
  name: "budartArtist",
  label: "西方艺术家数据",
  service: "BudartServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "budart",
  titleField: "nameOriginal",
  defaultSort: { by: "Id", asc: false },
  route: "/tools/budartartist",
  screen: { filterOrder: ["importState", "nameOriginal", "nameZh", "school", "sourceName", "birthYear", "wikidataId"] },
  fields: [
    { key: "sourceName", label: "数据源", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "sourceId", label: "源 ID", kind: "text", required: true, maxLength: 64, listed: true, filter: true, help: "与数据源一起唯一" },
    { key: "nameOriginal", label: "原文名", kind: "text", required: true, maxLength: 100, listed: true, filter: true, sortable: true, placeholder: "LEONARDO da Vinci" },
    { key: "nameZh", label: "中文名", kind: "text", maxLength: 40, listed: true, filter: true, help: "导入为西方艺术家时必填" },
    { key: "bornDiedText", label: "生卒（原文）", kind: "text", maxLength: 100, listed: true, placeholder: "b. 1452, Vinci, d. 1519, Amboise" },
    { key: "birthYear", label: "生年", kind: "integer", min: -3000, max: 2100, listed: true, filter: true, sortable: true },
    { key: "deathYear", label: "卒年", kind: "integer", min: -3000, max: 2100, listed: true, filter: true, sortable: true },
    { key: "school", label: "国别画派", kind: "text", maxLength: 40, listed: true, filter: true },
    { key: "profession", label: "职业", kind: "text", maxLength: 40, filter: true, placeholder: "painter" },
    { key: "wikidataId", label: "Wikidata ID", kind: "text", maxLength: 20, filter: true, pattern: "^Q\\d+$", patternMessage: "Wikidata ID 应为 Q 加数字，如 Q762" },
    { key: "workCount", label: "作品数", kind: "integer", min: 0, editable: false, listed: true, help: "服务器维护：本艺术家的西方作品数据条数" },
    { key: "westernArtistId", label: "西方艺术家", kind: "ref", ref: "westernArtist", editable: false, listed: true, filter: true, help: "服务器在匹配或导入时填写" },
    { key: "importState", label: "状态", kind: "enum", options: BUDART_ARTIST_STATES, editable: false, listed: true, filter: true },
  ],
  states: defineMachine({
    field: "importState",
    initial: "new",
    states: [{ value: "new", tone: "neutral" }, { value: "matched", tone: "info" }, { value: "imported", tone: "success" }, { value: "skipped", tone: "neutral" }],
    transitions: [
      { name: "match", label: "匹配已有艺术家", from: ["new"], to: "matched", hook: "match", shortcut: "M" },
      { name: "import", label: "导入为西方艺术家", from: ["new"], to: "imported", alsoTo: ["matched"], hook: "import", shortcut: "I", confirm: "为所选数据新建西方艺术家（草稿）；西方艺术已有的艺术家只做关联。确定吗？" },
      { name: "skip", label: "跳过", from: ["new", "matched"], to: "skipped", shortcut: "S" },
      { name: "restore", label: "恢复", from: ["skipped"], to: "new", hook: "restore", shortcut: "H" },
    ],
  }),
});
