import { defineResource } from "../../define";

/** Items of a tag type, forming a tree through `parentId`, ordered by `sort`. */
export const tagItem = defineResource({
  name: "tagItem",
  label: "标签",
  service: "MultiLevelTagServiceAdmin",
  entity: "Item",
  ops: ["list", "get", "create", "update", "delete"],
  access: "artist",
  titleField: "label",
  defaultSort: { by: "sort", asc: true },
  softDelete: true,
  parent: { resource: "tagType", key: "typeId" },
  fields: [
    { key: "typeId", label: "标签类型", kind: "ref", ref: "tagType", required: true, createOnly: true, filter: true, listed: true },
    { key: "parentId", label: "上级标签", kind: "ref", ref: "tagItem", filter: true, listed: true },
    { key: "label", label: "名称", kind: "text", required: true, maxLength: 64, listed: true, filter: true, sortable: true },
    { key: "value", label: "取值", kind: "text", maxLength: 64, listed: true, filter: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 1_000_000, listed: true, sortable: true },
    { key: "icon", label: "图标", kind: "image", upload: "UDT_MULTI_LEVEL_TAG" },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
});
