import { defineResource } from "../../define";

/**
 * Who supplied works and images (/sufa/contributor and /suha/contributor, content.md §2.3): publishers,
 * museums, collectors, photographers. `workCount` is kept by the server from the works pointing here.
 */
export const contributor = defineResource({
  name: "contributor",
  label: "贡献者",
  service: "ArtistServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "suha",
  titleField: "name",
  defaultSort: { by: "utime", asc: false },
  fields: [
    { key: "name", label: "名称", kind: "text", required: true, maxLength: 40, unique: true, listed: true, filter: true, sortable: true },
    {
      key: "type", label: "类型", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "person", label: "个人" }, { value: "institution", label: "机构" }, { value: "collector", label: "藏家" }, { value: "photographer", label: "摄影师" }, { value: "publisher", label: "出版社" }],
    },
    { key: "avatar", label: "头像/标志", kind: "image", upload: "UDT_CATEGORY", listed: true },
    { key: "organization", label: "所属单位", kind: "text", maxLength: 60, filter: true },
    { key: "phone", label: "电话", kind: "phone" },
    { key: "email", label: "邮箱", kind: "email" },
    {
      key: "license", label: "授权方式", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "exclusive", label: "独家授权" }, { value: "nonExclusive", label: "非独家授权" }, { value: "ccBy", label: "署名许可" }, { value: "publicDomain", label: "公有领域" }, { value: "other", label: "其他" }],
    },
    { key: "contractFile", label: "授权协议", kind: "file", upload: "UDT_SHIY", help: "PDF" },
    { key: "contractEndDate", label: "协议到期日", kind: "date", listed: true, filter: true, sortable: true },
    { key: "workCount", label: "贡献作品数", kind: "integer", min: 0, editable: false, listed: true, sortable: true, help: "服务器维护：指向此贡献者的书法作品数" },
    { key: "bio", label: "简介", kind: "longText", maxLength: 2000 },
    { key: "enabled", label: "启用", kind: "boolean", listed: true, filter: true },
  ],
});
