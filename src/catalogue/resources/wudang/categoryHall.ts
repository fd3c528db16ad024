import { defineResource } from "../../define";
import { HALL_PLATFORMS } from "./exhibitionEnums";

/**
 * 分类馆 (/wudang/category, content.md §13.3): the app's halls, two levels deep, shown as a tree beside
 * the grid (src/views/categoryHall). 重新排序 (Alt+↑/↓ in the tree) rewrites the order of one level in
 * one transaction (`sortCategoryHall`); a hall collects works by hand (`items`) or by a library's filters (`query`).
 */
export const categoryHall = defineResource({
  name: "categoryHall",
  label: "分类馆",
  service: "ProjectServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "project",
  titleField: "name",
  defaultSort: { by: "sort", asc: true },
  screen: { filterOrder: ["name", "code", "parentId", "ruleType", "enabled", "platforms"] },
  fields: [
    { key: "name", label: "名称", kind: "text", required: true, maxLength: 20, listed: true, filter: true, sortable: true, placeholder: "山水馆" },
    {
      key: "code", label: "编码", kind: "text", required: true, maxLength: 40, listed: true, filter: true, unique: true,
      pattern: "^[a-z][a-z0-9_]*$", patternMessage: "编码须以小写字母开头，只含小写字母、数字和下划线", placeholder: "shanshui",
    },
    { key: "parentId", label: "上级", kind: "ref", ref: "categoryHall", listed: true, filter: true, help: "最多两级：上级须是顶层分类馆" },
    { key: "icon", label: "图标", kind: "image", upload: "UDT_CATEGORY", required: true, listed: true },
    { key: "banner", label: "横幅", kind: "image", upload: "UDT_CATEGORY", required: true },
    { key: "description", label: "简介", kind: "longText", maxLength: 500 },
    { key: "ruleType", label: "收录方式", kind: "enum", options: [{ value: "manual", label: "手动" }, { value: "query", label: "按条件" }], required: true, listed: true, filter: true },
    { key: "query", label: "收录条件", kind: "json", maxLength: 4000, requiredWhen: "收录方式为「按条件」时必填", help: "{resource, filters}：resource 为 suha/sufa/wenwu/westart/shiyWork，filters 与该库筛选条件相同" },
    { key: "items", label: "手动条目", kind: "json", maxLength: 40_000, requiredWhen: "收录方式为「手动」时必填", help: "[{type, id}]，最多 500 条" },
    { key: "itemCount", label: "条目数", kind: "integer", min: 0, editable: false, listed: true, sortable: true, help: "保存时由服务器统计" },
    { key: "platforms", label: "展示端", kind: "tags", required: true, max: 4, listed: true, filter: true, help: `可选：${HALL_PLATFORMS.map((p) => p.value).join("、")}` },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 99_999, listed: true, sortable: true },
    { key: "enabled", label: "启用", kind: "boolean", listed: true, filter: true },
  ],
  actions: [
    {
      name: "setCategoryHallEnabled", label: "启用/停用", scope: "rows", shortcut: "S",
      input: [{ key: "enabled", label: "启用", kind: "boolean", required: true }],
      choices: [
        { label: "启用", input: { enabled: true } },
        { label: "停用", input: { enabled: false }, confirm: "停用后客户端不再显示这个分类馆，确定停用吗？" },
      ],
    },
  ],
});
