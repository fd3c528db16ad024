import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { ACCESS_LEVELS } from "../content/contentEnums";

export const ALBUM_TYPES = [
  { value: "theme", label: "专题" }, { value: "artist", label: "名家合集" }, { value: "museum", label: "馆藏合集" },
  { value: "catalogue", label: "图录画册" }, { value: "course", label: "课程配图" },
] as const;
export const ALBUM_BEHAVIORS = [
  { value: "individuals", label: "单幅" }, { value: "paged", label: "翻页" }, { value: "continuous", label: "连续长卷" },
] as const;
export const VIEWING_DIRECTIONS = [
  { value: "left-to-right", label: "从左到右" }, { value: "right-to-left", label: "从右到左" }, { value: "top-to-bottom", label: "从上到下" },
] as const;

/**
 * 高清图集 (/hd/hdpcoll, content.md §1.3): an ordered set of HD images = one IIIF Manifest. Its items
 * (hdAlbumItem) are ordered and grouped into sections by the layout editor (/hd/hdpcoll/layout).
 */
export const hdAlbum = defineResource({
  name: "hdAlbum",
  label: "高清图集",
  service: "HdpServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "hdpic",
  titleField: "title",
  defaultSort: { by: "sort", asc: true },
  softDelete: true,
  fields: [
    { key: "title", label: "图集名称", kind: "text", required: true, maxLength: 60, listed: true, filter: true },
    { key: "subtitle", label: "副标题", kind: "text", maxLength: 120 },
    { key: "albumType", label: "图集类型", kind: "enum", options: ALBUM_TYPES, required: true, listed: true, filter: true },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_CATEGORY", listed: true, help: "不小于 750 × 1000 像素；也可在排版中选一张图作封面" },
    { key: "coverImageId", label: "封面图片", kind: "ref", ref: "hdImage", editable: false, help: "排版中选作封面的图片" },
    { key: "description", label: "简介", kind: "richText", maxLength: 20_000 },
    { key: "artistId", label: "关联书画家", kind: "ref", ref: "ancientArtist", filter: true },
    { key: "museumId", label: "关联博物馆", kind: "ref", ref: "museum", filter: true },
    { key: "behavior", label: "浏览方式", kind: "enum", options: ALBUM_BEHAVIORS, required: true, filter: true },
    { key: "viewingDirection", label: "阅读方向", kind: "enum", options: VIEWING_DIRECTIONS, required: true },
    { key: "itemCount", label: "图片数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "sections", label: "分组", kind: "json", editable: false, columns: [{ key: "key", label: "键", kind: "text" }, { key: "label", label: "名称", kind: "text" }], help: "排版中设置：[{key, label}]" },
    { key: "accessLevel", label: "访问级别", kind: "enum", options: ACCESS_LEVELS, required: true, listed: true, filter: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, filter: true, sortable: true },
    ...PUBLISHABLE_FIELDS,
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  states: publishMachine("图集", { republish: "Y" }),
  actions: [
    { name: "addHdAlbumImages", label: "添加图片", scope: "row", shortcut: "I", input: [
      { key: "hdImageIds", label: "高清图 Id", kind: "text", required: true, maxLength: 4000, help: "一个或多个 Id，用逗号或空格分隔" },
    ] },
    { name: "openHdAlbumLayout", label: "打开排版", scope: "row", level: "READ", shortcut: "L", input: [], opens: "/hd/hdpcoll/layout?id={Id}" },
    { name: "previewHdAlbum", label: "预览", scope: "row", level: "READ", shortcut: "P", input: [], opens: "/hd/hdpcoll/view?id={Id}" },
    { name: "copyHdAlbum", label: "复制图集", scope: "row", shortcut: "C", input: [] },
  ],
});
