import { defineResource } from "../../define";

export const LOCATION_TYPES = [
  { value: "museum", label: "博物馆" },
  { value: "ancientBuilding", label: "古建筑" },
  { value: "grotto", label: "石窟寺" },
  { value: "stele", label: "碑林摩崖" },
  { value: "studio", label: "艺术家画室" },
  { value: "platformStudio", label: "平台摄影棚" },
  { value: "outdoor", label: "户外" },
  { value: "other", label: "其他" },
] as const;

/**
 * 拍摄地点 (/sucai/SucaiLocationList, content.md §9.2): where material is shot. 使用次数 counts the
 * material shot there (the server keeps it; capture tasks add theirs once they name a location).
 */
export const shootingLocation = defineResource({
  name: "shootingLocation",
  label: "拍摄地点",
  service: "SucaiServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "name",
  defaultSort: { by: "utime", asc: false },
  screen: { filterOrder: ["name", "locationType", "province", "city", "permitRequired", "enabled"] },
  fields: [
    { key: "name", label: "名称", kind: "text", required: true, maxLength: 40, listed: true, filter: true, sortable: true, unique: true },
    { key: "locationType", label: "类型", kind: "enum", options: LOCATION_TYPES, required: true, listed: true, filter: true },
    { key: "province", label: "省份", kind: "text", required: true, maxLength: 20, listed: true, filter: true },
    { key: "city", label: "城市", kind: "text", required: true, maxLength: 20, listed: true, filter: true },
    { key: "address", label: "地址", kind: "text", maxLength: 200 },
    {
      key: "geo", label: "坐标", kind: "json", help: "{lat, lng}：纬度、经度",
      columns: [{ key: "lat", label: "纬度", kind: "decimal" }, { key: "lng", label: "经度", kind: "decimal" }],
    },
    { key: "museumId", label: "关联博物馆", kind: "ref", ref: "museum", filter: true },
    { key: "contactName", label: "联系人", kind: "text", maxLength: 20, listed: true },
    { key: "contactPhone", label: "电话", kind: "phone", listed: true },
    { key: "permitRequired", label: "需拍摄许可", kind: "boolean", listed: true, filter: true },
    { key: "permitNotes", label: "许可说明", kind: "longText", maxLength: 1000, placeholder: "需提前15个工作日向馆方申请，禁用闪光灯" },
    { key: "openHours", label: "开放时间", kind: "text", maxLength: 60 },
    {
      key: "images", label: "现场照片", kind: "json", max: 9, help: "最多 9 张：[{url, label}]，图片先上传到文件库",
      columns: [{ key: "url", label: "图片地址", kind: "url" }, { key: "label", label: "说明", kind: "text" }],
    },
    { key: "usageCount", label: "使用次数", kind: "integer", editable: false, listed: true, sortable: true, help: "在此拍摄的素材数，由服务端统计" },
    { key: "enabled", label: "启用", kind: "boolean", listed: true, filter: true },
  ],
});
