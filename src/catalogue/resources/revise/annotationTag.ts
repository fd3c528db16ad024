import { defineResource } from "../../define";

/**
 * 标注标签 (/revise/sliceTags, content.md §11.1): what a slice says it shows (钤印 › 鉴藏印, 舟船…), a tree of
 * at most three levels through `parentId`; the canvas offers a task's tags as its palette (colour, hotkey 1–9).
 * Its own resource rather than a multi-level tag type (§18 Q13: it needs colours, shapes, hotkeys).
 */
export const annotationTag = defineResource({
  name: "annotationTag",
  label: "标注标签",
  service: "ReviseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "suha",
  titleField: "label",
  defaultSort: { by: "sort", asc: true },
  route: "/revise/sliceTags",
  fields: [
    { key: "label", label: "标签名", kind: "text", required: true, maxLength: 20, listed: true, filter: true, placeholder: "鉴藏印" },
    { key: "code", label: "编码", kind: "text", required: true, maxLength: 40, unique: true, listed: true, filter: true, pattern: "^[a-z][a-zA-Z0-9_]*$", patternMessage: "编码须以小写字母开头，只含字母、数字和下划线，如 collectorSeal" },
    { key: "parentId", label: "上级标签", kind: "ref", ref: "annotationTag", listed: true, filter: true, help: "最多三级" },
    { key: "color", label: "颜色", kind: "text", required: true, maxLength: 7, listed: true, pattern: "^#[0-9A-Fa-f]{6}$", patternMessage: "颜色须为 #RRGGBB，如 #D4380D" },
    { key: "shapes", label: "允许形状", kind: "tags", required: true, max: 2, listed: true, help: "rect（矩形）、polygon（多边形）中的一个或两个" },
    { key: "requiresText", label: "需录入文字", kind: "boolean", listed: true, filter: true, help: "如印文、题跋释文：切片须填写文字内容" },
    { key: "hotkey", label: "快捷键", kind: "text", maxLength: 1, pattern: "^[1-9]$", patternMessage: "快捷键须为 1–9 中的一个数字", listed: true, help: "画布中选中该标签的数字键，同级内不重复" },
    { key: "guideline", label: "标注规范", kind: "richText", maxLength: 20_000, help: "显示在画布的帮助面板" },
    { key: "exampleImage", label: "示例图", kind: "image", upload: "UDT_MULTI_LEVEL_TAG" },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, sortable: true },
    { key: "enabled", label: "启用", kind: "boolean", listed: true, filter: true },
    { key: "sliceCount", label: "切片数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
  ],
  screen: { filterOrder: ["label", "code", "parentId", "enabled", "requiresText"] },
});
