import { defineResource } from "../../define";

/**
 * Visitors' delivery addresses (/tourist/address, commerce.md §5.11). At most 20 per visitor and,
 * when a visitor has any, exactly one default: the first becomes it, 设为默认地址 moves it, deleting
 * the default hands it to the visitor's latest other address. The region is a GB/T 2260 code whose
 * province, city and district names the server fills in.
 */
export const address = defineResource({
  name: "address",
  label: "收货地址",
  service: "TouristServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "order",
  titleField: "detail",
  defaultSort: { by: "utime", asc: false },
  // Also listed in the visitor's slide-over (tab 地址) and at /tourist/address?visitorId=….
  parent: { resource: "visitor", key: "visitorId", tab: "地址" },
  fields: [
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, createOnly: true, listed: true, filter: true },
    { key: "receiverName", label: "收货人", kind: "text", maxLength: 20, required: true, listed: true, filter: true },
    { key: "mobile", label: "手机号", kind: "text", maxLength: 11, pattern: "^1\\d{10}$", patternMessage: "手机号须为 11 位数字", required: true, listed: true, filter: true },
    {
      key: "regionCode", label: "省市区代码", kind: "text", minLength: 6, maxLength: 6, pattern: "^\\d{6}$", patternMessage: "省市区代码须为 6 位数字（GB/T 2260）",
      required: true, filter: true, picker: "region", help: "选择省、市、区县（可输入名称筛选），保存区县的行政区划代码，如 110105（北京市朝阳区）",
    },
    { key: "province", label: "省", kind: "text", maxLength: 20, editable: false, listed: true, filter: true },
    { key: "city", label: "市", kind: "text", maxLength: 20, editable: false, listed: true },
    { key: "district", label: "区县", kind: "text", maxLength: 20, editable: false, listed: true },
    { key: "street", label: "街道", kind: "text", maxLength: 30 },
    { key: "detail", label: "详细地址", kind: "text", maxLength: 100, required: true, listed: true, filter: true },
    { key: "postcode", label: "邮编", kind: "text", maxLength: 6, pattern: "^\\d{6}$", patternMessage: "邮编须为 6 位数字" },
    {
      key: "tag", label: "标签", kind: "enum", listed: true, filter: true,
      options: [{ value: "HOME", label: "家" }, { value: "COMPANY", label: "公司" }, { value: "SCHOOL", label: "学校" }, { value: "OTHER", label: "其他" }],
    },
    { key: "isDefault", label: "默认地址", kind: "boolean", editable: false, listed: true, filter: true },
  ],
  actions: [
    { name: "setDefaultAddress", label: "设为默认地址", scope: "row", shortcut: "D", input: [] },
  ],
});
