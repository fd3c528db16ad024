import { defineResource } from "../../define";

/** Museums and other holders of works (/dataadmin/museum). */
export const museum = defineResource({
  name: "museum",
  label: "博物馆",
  service: "BaseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "suha",
  titleField: "name",
  defaultSort: { by: "utime", asc: false },
  fields: [
    { key: "name", label: "名称", kind: "text", required: true, maxLength: 64, listed: true, filter: true, sortable: true, unique: true },
    { key: "nameEn", label: "英文名称", kind: "text", maxLength: 128, listed: true, filter: true, sortable: true },
    { key: "category", label: "分类", kind: "text", maxLength: 32, listed: true, filter: true, tag: "CATEGORY_MUSEUM", help: "取自多级标签「博物馆分类」" },
    { key: "province", label: "省份/国家", kind: "text", maxLength: 32, listed: true, filter: true, sortable: true },
    { key: "city", label: "城市", kind: "text", maxLength: 32, listed: true, filter: true, sortable: true },
    { key: "address", label: "地址", kind: "text", maxLength: 200 },
    { key: "website", label: "官方网站", kind: "url" },
    { key: "logo", label: "标志", kind: "image", upload: "UDT_CATEGORY" },
    { key: "description", label: "简介", kind: "longText", maxLength: 2000 },
  ],
});
