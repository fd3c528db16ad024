import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { SCRIPTS } from "../content/contentEnums";

/**
 * 范文 (/sufa/examplelist, content.md §2.5): texts users compose from historical glyphs (集字) in the
 * app. The server counts the Han characters and how many of them have a verified glyph of the
 * recommended 书家 and 书体.
 */
export const exampleText = defineResource({
  name: "exampleText",
  label: "范文",
  service: "SufaServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "suha",
  titleField: "title",
  defaultSort: { by: "sort", asc: false },
  fields: [
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 60, listed: true, filter: true },
    { key: "textAuthor", label: "原作者", kind: "text", maxLength: 20, listed: true, filter: true, placeholder: "李白" },
    { key: "age", label: "朝代", kind: "dict", dict: "age", filter: true, help: "原文的朝代，不是字形的" },
    {
      key: "genre", label: "体裁", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "poem", label: "诗" }, { value: "ci", label: "词" }, { value: "prose", label: "文" }, { value: "couplet", label: "对联" }, { value: "idiom", label: "成语" }, { value: "maxim", label: "格言" }, { value: "other", label: "其他" }],
    },
    { key: "content", label: "正文", kind: "longText", required: true, maxLength: 2000, filter: true, pattern: "^[\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\u3000-\\u303f\\uff00-\\uffef\\u2010-\\u2027\\u00b7\\s]+$", patternMessage: "正文只能包含汉字和标点" },
    { key: "charCount", label: "字数", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true, help: "服务器按汉字计" },
    { key: "recommendedScript", label: "推荐书体", kind: "enum", options: SCRIPTS, listed: true, filter: true },
    { key: "recommendedArtistId", label: "推荐书家", kind: "ref", ref: "ancientArtist", listed: true, filter: true },
    { key: "coverage", label: "集字覆盖率", kind: "decimal", min: 0, max: 100, editable: false, listed: true, filter: true, sortable: true, help: "服务器计算（%）：有推荐书家、书体已校对单字的不同汉字占比" },
    { key: "missingChars", label: "缺字", kind: "text", maxLength: 2000, editable: false },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, sortable: true, help: "越大越靠前" },
    ...PUBLISHABLE_FIELDS,
  ],
  states: publishMachine("范文"),
  actions: [
    { name: "computeExampleCoverage", label: "计算集字覆盖", scope: "rows", input: [], shortcut: "C" },
  ],
});
