import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";

/** The arts an ancient artist is known for (fixed choices, stored as tags). */
export const SPECIALTIES_HELP = "可选：书法、绘画、篆刻、诗文";

/**
 * Ancient painters and calligraphers (/suha/artist, content.md §3.3): every ancient work, glyph and index
 * entry points at one of them. The server keeps `workCount` and rebuilds the generated dictionary
 * `artist` (Id → 姓名（朝代）) in the transaction of every change (server/domains/suha/ancientArtist/artistDict.ts).
 */
export const ancientArtist = defineResource({
  name: "ancientArtist",
  label: "古代书画家",
  service: "ArtistServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "artist",
  titleField: "name",
  defaultSort: { by: "sort", asc: false },
  softDelete: true,
  fields: [
    { key: "name", label: "姓名", kind: "text", required: true, maxLength: 20, listed: true, filter: true, sortable: true },
    { key: "courtesyName", label: "字", kind: "text", maxLength: 20, listed: true, filter: true },
    { key: "artName", label: "号", kind: "text", maxLength: 40, filter: true },
    { key: "aliases", label: "别称", kind: "tags", max: 10, filter: true, help: "如 王右军、颜鲁公；命令面板和搜索都能按别称找到" },
    { key: "age", label: "朝代", kind: "dict", dict: "age", required: true, listed: true, filter: true },
    { key: "birthYear", label: "生年", kind: "integer", min: -3000, max: 2100, listed: true, filter: true, sortable: true, help: "公元纪年，公元前记为负数" },
    { key: "deathYear", label: "卒年", kind: "integer", min: -3000, max: 2100, listed: true, filter: true, sortable: true },
    { key: "lifeText", label: "生卒（原文）", kind: "text", maxLength: 30, placeholder: "303—361" },
    { key: "nativePlace", label: "籍贯", kind: "text", maxLength: 40, listed: true, filter: true },
    { key: "specialties", label: "擅长", kind: "tags", max: 4, listed: true, filter: true, help: SPECIALTIES_HELP },
    { key: "portrait", label: "画像", kind: "image", upload: "UDT_AVATAR", listed: true },
    { key: "bio", label: "生平", kind: "richText", maxLength: 20_000 },
    { key: "cbdbId", label: "CBDB 编号", kind: "integer", min: 1, filter: true, help: "中国历代人物传记资料库的人物编号，用于查重" },
    { key: "workCount", label: "作品数", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, sortable: true, help: "越大越靠前" },
    ...PUBLISHABLE_FIELDS,
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  states: publishMachine("书画家"),
  actions: [
    { name: "viewArtistWorks", label: "查看作品", level: "READ", scope: "row", input: [], shortcut: "Z", opens: "/suha/artist/suha?artistId={Id}" },
    {
      name: "mergeAncientArtist", label: "合并重复", scope: "row", shortcut: "M",
      input: [{ key: "survivorId", label: "保留的书画家", kind: "ref", ref: "ancientArtist", required: true, help: "本条的作品、单字、索引和热门条目移到保留的书画家名下，本条删除，姓名记为其别称" }],
      confirm: "合并后本条书画家被删除，其作品等全部归到保留的书画家名下，不能撤销。确定合并吗？",
    },
  ],
});
