import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { NEWS_TYPES } from "./shiyEnums";

/**
 * 艺术家经历与动态 (/shiy/ShiyArtistNews?artistId=, content.md §8.8): the artist's education, teaching,
 * exhibitions, awards and news, published to the app like other content (§0.4); study, teaching, award
 * and exhibition entries show in the artist's timeline unless said otherwise.
 */
export const artistNews = defineResource({
  name: "artistNews",
  label: "经历与动态",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "startDate", asc: false },
  fields: [
    { key: "artistId", label: "艺术家", kind: "ref", ref: "programmeArtist", required: true, filter: true },
    { key: "newsType", label: "类型", kind: "enum", options: NEWS_TYPES, required: true, listed: true, filter: true },
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 80, listed: true, filter: true, placeholder: "作品入选第十三届全国书法篆刻展" },
    { key: "startDate", label: "开始", kind: "date", required: true, listed: true, filter: true, sortable: true },
    { key: "endDate", label: "结束", kind: "date", listed: true, filter: true, sortable: true, help: "可不填；不早于开始" },
    { key: "organization", label: "机构/地点", kind: "text", maxLength: 60, listed: true, filter: true },
    { key: "description", label: "说明", kind: "richText", maxLength: 50_000 },
    { key: "images", label: "图片", kind: "json", maxLength: 5000, help: "最多 9 张，驻留计划上传的图片地址列表" },
    { key: "link", label: "链接", kind: "url" },
    { key: "showInTimeline", label: "显示在履历", kind: "boolean", listed: true, filter: true, help: "不填时：学习、任教、获奖、展览显示" },
    ...PUBLISHABLE_FIELDS,
  ],
  states: publishMachine("动态"),
});
