import { defineResource } from "../../define";
import { EXHIBIT_ITEM_RESOURCES, EXHIBIT_ITEM_TYPES, FOCUS_REGION_COLUMNS } from "./exhibitionEnums";

/**
 * 展览作品 (/project/works?projectId=, content.md §13.2): one work of an exhibition, picked by name from
 * the library its 展品类型 names (书画, 书法, 文物, 西方作品, 驻留作品, 照片, 高清图, 图集) — the server
 * refuses an Id that is no live record there, and the same work twice in one exhibition. 展签标题 and
 * 展签 default to the work's own title and facts; an item taken off line in its library is flagged.
 */
export const exhibitionWork = defineResource({
  name: "exhibitionWork",
  label: "展览作品",
  route: "/project/works",
  service: "ProjectServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "project",
  titleField: "displayTitle",
  defaultSort: { by: "sort", asc: true },
  parent: { resource: "exhibition", key: "projectId", tab: "展品" },
  screen: { filterOrder: ["displayTitle", "itemType", "section", "enabled", "itemState"] },
  fields: [
    { key: "projectId", label: "展览", kind: "ref", ref: "exhibition", required: true, createOnly: true, filter: true },
    { key: "itemType", label: "展品类型", kind: "enum", options: EXHIBIT_ITEM_TYPES, required: true, createOnly: true, listed: true, filter: true },
    {
      key: "itemId", label: "展品", kind: "integer", min: 1, required: true, createOnly: true, listed: true, filter: true,
      refBy: { field: "itemType", resources: EXHIBIT_ITEM_RESOURCES, pick: true }, help: "先选展品类型，再输入名称搜索该库中的作品",
    },
    // Exhibition, type and Id: one row per work and exhibition.
    { key: "itemKey", label: "展品键", kind: "text", maxLength: 40, editable: false, unique: true },
    { key: "displayTitle", label: "展签标题", kind: "text", maxLength: 60, listed: true, filter: true, sortable: true, help: "不填为作品名称" },
    { key: "label", label: "展签", kind: "longText", maxLength: 500, help: "不填为 作者 · 朝代 · 质地 · 纵×横 · 收藏" },
    { key: "curatorNote", label: "策展解读", kind: "richText", maxLength: 20_000 },
    { key: "section", label: "单元", kind: "text", maxLength: 20, listed: true, filter: true, placeholder: "第一单元 · 溪山行旅" },
    { key: "focusRegions", label: "重点局部", kind: "json", columns: FOCUS_REGION_COLUMNS, listed: true, help: "[{x,y,w,h,title,text}]：作品高清图上的区域（原图像素），最多 20 个" },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 99_999, listed: true, sortable: true, help: "不填排在最后" },
    { key: "enabled", label: "启用", kind: "boolean", listed: true, filter: true },
    {
      key: "itemState", label: "作品状态", kind: "enum", editable: false, listed: true, filter: true, help: "作品在其库中的上架状态；已下架的客户端跳过",
      options: [{ value: "online", label: "已上架" }, { value: "offline", label: "已下架" }, { value: "draft", label: "未上架" }],
    },
  ],
  actions: [
    {
      name: "setExhibitionWorkSection", label: "批量设置单元", scope: "rows", shortcut: "U",
      input: [{ key: "section", label: "单元", kind: "text", maxLength: 20, required: true }],
    },
    {
      name: "setExhibitionWorkEnabled", label: "启用/停用", scope: "rows", shortcut: "S",
      input: [{ key: "enabled", label: "启用", kind: "boolean", required: true }],
      choices: [{ label: "启用", input: { enabled: true } }, { label: "停用", input: { enabled: false } }],
    },
  ],
});
