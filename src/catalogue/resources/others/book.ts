import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { ACCESS_LEVELS } from "../content/contentEnums";
import { BOOK_LANGUAGES, BOOK_TYPES, VIEWING_DIRECTIONS } from "./othersEnums";

/**
 * Books (/others/book, content.md §6.1): 古籍, 图录画册, 字帖 and studies. Its pages are the HD images whose
 * subject it is (subjectType book) in pageNo order; hdCount counts them and the reader turns them
 * in the book's viewingDirection.
 */
export const book = defineResource({
  name: "book",
  label: "图书",
  service: "OthersServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "book",
  titleField: "title",
  defaultSort: { by: "utime", asc: false },
  softDelete: true,
  fields: [
    { key: "title", label: "书名", kind: "text", required: true, maxLength: 100, listed: true, filter: true, sortable: true },
    { key: "subtitle", label: "副书名", kind: "text", maxLength: 100 },
    { key: "authors", label: "著者", kind: "text", maxLength: 100, listed: true, filter: true, placeholder: "（唐）张彦远 撰" },
    { key: "bookType", label: "类型", kind: "enum", options: BOOK_TYPES, required: true, listed: true, filter: true },
    { key: "publisher", label: "出版者", kind: "text", maxLength: 60, listed: true, filter: true },
    { key: "publishYear", label: "出版年", kind: "integer", min: -1000, max: 2100, listed: true, filter: true, sortable: true },
    { key: "publishText", label: "版本说明", kind: "text", maxLength: 60, filter: true, placeholder: "清乾隆内府抄本" },
    { key: "isbn", label: "ISBN", kind: "text", maxLength: 13, filter: true, pattern: "^97[89]\\d{10}$", patternMessage: "ISBN 应为 978 或 979 开头的 13 位数字", help: "校验位会被核对" },
    { key: "language", label: "语种", kind: "enum", options: BOOK_LANGUAGES, filter: true },
    { key: "viewingDirection", label: "翻页方向", kind: "enum", options: VIEWING_DIRECTIONS, required: true, help: "线装书右翻：阅读器中「下一页」是 ←" },
    // Not a grid column yet: the demo covers are storage keys without files (the integrator generates seed images).
    { key: "cover", label: "封面", kind: "image", upload: "UDT_CATEGORY", required: true },
    { key: "museumId", label: "收藏单位", kind: "ref", ref: "museum", filter: true },
    { key: "holderText", label: "藏者", kind: "text", maxLength: 60, filter: true },
    { key: "description", label: "内容简介", kind: "richText", maxLength: 20_000 },
    { key: "hdCount", label: "页数", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true, help: "服务器维护：以本书为所属条目的高清图（书页）数" },
    { key: "accessLevel", label: "访问级别", kind: "enum", options: ACCESS_LEVELS, required: true, listed: true, filter: true },
    ...PUBLISHABLE_FIELDS,
    { key: "tags", label: "标签", kind: "tags", max: 20, filter: true },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  actions: [{ name: "readBook", label: "阅读", scope: "row", level: "READ", shortcut: "V", input: [], opens: "/others/book/view?type=book&id={Id}" }],
  states: publishMachine("图书"),
});
