import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { MOVEMENTS } from "./westEnums";

/**
 * Western artists (/west/westartist, content.md §5.2). Every change rebuilds the generated dictionary
 * `westArtist` (Id → 中文名) with a new version in the same transaction, so consoles refresh it.
 */
export const westernArtist = defineResource({
  name: "westernArtist",
  label: "西方艺术家",
  service: "ArtistServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "artist",
  titleField: "nameZh",
  defaultSort: { by: "utime", asc: false },
  softDelete: true,
  fields: [
    { key: "nameZh", label: "中文名", kind: "text", required: true, maxLength: 40, listed: true, filter: true, sortable: true, placeholder: "列奥纳多·达·芬奇" },
    { key: "nameOriginal", label: "原文名", kind: "text", required: true, maxLength: 100, listed: true, filter: true, sortable: true, placeholder: "Leonardo da Vinci" },
    { key: "nationality", label: "国籍", kind: "text", maxLength: 20, listed: true, filter: true },
    { key: "birthYear", label: "生年", kind: "integer", min: -3000, max: 2100, listed: true, filter: true, sortable: true },
    { key: "deathYear", label: "卒年", kind: "integer", min: -3000, max: 2100, listed: true, filter: true, sortable: true },
    { key: "birthPlace", label: "出生地", kind: "text", maxLength: 60 },
    { key: "deathPlace", label: "逝世地", kind: "text", maxLength: 60 },
    { key: "movement", label: "流派", kind: "enum", options: MOVEMENTS, listed: true, filter: true },
    { key: "avatar", label: "肖像", kind: "image", upload: "UDT_WEST_ARTIST", listed: true },
    { key: "bio", label: "生平", kind: "richText", maxLength: 20_000 },
    { key: "wikidataId", label: "Wikidata ID", kind: "text", maxLength: 20, filter: true, unique: true, pattern: "^Q\\d+$", patternMessage: "Wikidata ID 应为 Q 加数字，如 Q762", help: "与西方艺术家数据查重用" },
    { key: "ulanId", label: "ULAN ID", kind: "text", maxLength: 20, help: "盖蒂艺术家名录编号" },
    { key: "workCount", label: "作品数", kind: "integer", min: 0, editable: false, listed: true, sortable: true, help: "服务器维护：未删除的西方作品数" },
    ...PUBLISHABLE_FIELDS,
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  states: publishMachine("艺术家"),
});
