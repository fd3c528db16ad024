import { defineResource } from "../../define";

/** Multi-level tag types (/dataadmin/CategoryLabels); a type may sit under a parent type. */
export const tagType = defineResource({
  name: "tagType",
  label: "标签类型",
  service: "MultiLevelTagServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "artist",
  titleField: "label",
  defaultSort: { by: "utime", asc: false },
  softDelete: true,
  fields: [
    { key: "label", label: "名称", kind: "text", required: true, maxLength: 64, listed: true, filter: true, sortable: true },
    {
      key: "code", label: "编码", kind: "text", maxLength: 64, listed: true, filter: true, sortable: true, unique: true,
      pattern: "^[A-Z][A-Z0-9_]*$", patternMessage: "编码只能包含大写字母、数字和下划线，且以字母开头",
    },
    { key: "parentId", label: "上级类型", kind: "ref", ref: "tagType", filter: true, listed: true },
    { key: "icon", label: "图标", kind: "image", upload: "UDT_MULTI_LEVEL_TAG" },
    { key: "description", label: "说明", kind: "longText", maxLength: 500 },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
});
