import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { ACCESS_LEVELS, LICENSES } from "../content/contentEnums";
import { PHOTO_SUBJECTS } from "./othersEnums";

/**
 * Photos (/others/photo, content.md §6.2): temples, grottoes, steles and exhibitions. Its picture is the
 * HD image whose subject it is (subjectType photo); hdCount counts them.
 */
export const photo = defineResource({
  name: "photo",
  label: "照片",
  service: "OthersServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "photo",
  titleField: "title",
  defaultSort: { by: "utime", asc: false },
  softDelete: true,
  fields: [
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 80, listed: true, filter: true, sortable: true },
    { key: "subject", label: "题材", kind: "enum", options: PHOTO_SUBJECTS, required: true, listed: true, filter: true },
    { key: "photographer", label: "摄影师", kind: "text", maxLength: 40, listed: true, filter: true },
    { key: "takenDate", label: "拍摄日期", kind: "date", listed: true, filter: true, sortable: true },
    { key: "takenText", label: "时间说明", kind: "text", maxLength: 40, placeholder: "约1930年代" },
    { key: "location", label: "拍摄地点", kind: "text", maxLength: 100, listed: true, filter: true },
    { key: "geo", label: "坐标", kind: "json", columns: [{ key: "lat", label: "纬度", kind: "decimal" }, { key: "lng", label: "经度", kind: "decimal" }], help: "{lat, lng}，GCJ-02" },
    { key: "exif", label: "拍摄参数", kind: "json", editable: false, help: "服务器读取：相机、镜头、光圈、快门、ISO" },
    { key: "license", label: "授权", kind: "enum", options: LICENSES, required: true, filter: true },
    { key: "caption", label: "说明", kind: "longText", maxLength: 500 },
    { key: "hdCount", label: "高清图数", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true, help: "服务器维护：以本照片为所属条目的高清图数" },
    { key: "accessLevel", label: "访问级别", kind: "enum", options: ACCESS_LEVELS, required: true, listed: true, filter: true },
    ...PUBLISHABLE_FIELDS,
    { key: "tags", label: "标签", kind: "tags", max: 20, filter: true },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  actions: [{ name: "viewPhoto", label: "高清查看", scope: "row", level: "READ", shortcut: "V", input: [], opens: "/others/photo/view?type=photo&id={Id}" }],
  states: publishMachine("照片"),
});
