import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { HD_IMAGE_ACTIONS } from "./hdImageActions";
import { ACCESS_LEVELS, LICENSES, SUBJECT_RESOURCES, SUBJECT_TYPES } from "../content/contentEnums";
import { TILE_ACTIONS } from "./hdTileActions";
import { ANNOTATION_STATES, COLOR_PROFILES, TILE_LAYOUTS, TILE_SIZES, TILE_STATUSES } from "./hdEnums";

/**
 * HD images (/hd/hdp, content.md §1.1): one high-resolution master and the tile pyramid the server makes
 * of it. Every work, relic, book page or photo is shown through the images whose subject it is.
 */
export const hdImage = defineResource({
  name: "hdImage",
  label: "高清图",
  service: "HdpServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "hdpic",
  titleField: "title",
  defaultSort: { by: "utime", asc: false },
  softDelete: true,
  screen: {
    // The filters people use most come first in the bar; the rest wait behind 更多筛选.
    filterOrder: ["title", "code", "subjectType", "subjectTitle", "museumId", "tileStatus", "accessLevel", "license"],
  },
  fields: [
    { key: "code", label: "编号", kind: "text", maxLength: 16, editable: false, listed: true, filter: true, sortable: true, unique: true, help: "服务器生成，HD- 加 6 位数字" },
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 120, listed: true, filter: true },
    { key: "subjectType", label: "所属类型", kind: "enum", options: SUBJECT_TYPES, required: true, listed: true, filter: true },
    { key: "subjectId", label: "所属条目编号", kind: "integer", min: 1, filter: true, refBy: { field: "subjectType", resources: SUBJECT_RESOURCES }, help: "所属作品、文物、图书或照片的 Id" },
    { key: "subjectTitle", label: "所属条目", kind: "text", maxLength: 120, editable: false, listed: true, filter: true },
    { key: "pageNo", label: "页序", kind: "integer", min: 1, max: 9999, listed: true, sortable: true, help: "同一条目的多张图按页序排列" },
    { key: "viewLabel", label: "视图", kind: "text", maxLength: 30, listed: true, placeholder: "全幅 / 局部 / 第3开 / 正面 / 款识" },
    { key: "version", label: "版本", kind: "text", required: true, maxLength: 32, listed: true, filter: true, tag: "HDP_VERSION", help: "取自多级标签「高清图版本」" },
    { key: "museumId", label: "收藏单位", kind: "ref", ref: "museum", listed: true, filter: true },
    { key: "age", label: "年代", kind: "dict", dict: "age", filter: true },
    { key: "masterFile", label: "原图文件", kind: "file", upload: "UDT_SHIY", required: true, help: "TIFF、JPEG 或 PNG 原图；替换原图会重新切片" },
    { key: "widthPx", label: "宽（像素）", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "heightPx", label: "高（像素）", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "fileSize", label: "文件大小", kind: "integer", min: 0, editable: false, listed: true, sortable: true, help: "字节" },
    { key: "ppi", label: "采集分辨率", kind: "integer", min: 72, max: 4000, filter: true, help: "每英寸像素数；填写后查看器显示厘米比例尺" },
    { key: "colorProfile", label: "色彩空间", kind: "enum", options: COLOR_PROFILES, filter: true },
    { key: "tileStatus", label: "切片状态", kind: "enum", options: TILE_STATUSES, editable: false, listed: true, filter: true },
    { key: "tileError", label: "切片失败原因", kind: "text", maxLength: 500, editable: false },
    { key: "tileProgress", label: "切片进度", kind: "integer", min: 0, max: 100, editable: false, help: "百分比" },
    { key: "tileLayout", label: "切片格式", kind: "enum", options: TILE_LAYOUTS },
    { key: "tileSize", label: "瓦片尺寸", kind: "enum", options: TILE_SIZES },
    { key: "tileKey", label: "切片目录", kind: "text", maxLength: 255, editable: false, help: "服务器生成：瓦片金字塔在存储中的目录" },
    { key: "tileJobId", label: "切片任务", kind: "integer", min: 1, editable: false, help: "服务器记录：最近一次切片的后台任务 Id" },
    { key: "thumbnail", label: "缩略图", kind: "image", editable: false, listed: true, help: "服务器生成，长边 400 像素" },
    { key: "accessLevel", label: "访问级别", kind: "enum", options: ACCESS_LEVELS, required: true, listed: true, filter: true },
    { key: "downloadable", label: "允许下载原图", kind: "boolean", filter: true },
    { key: "attribution", label: "来源声明", kind: "text", maxLength: 100, placeholder: "台北故宫博物院藏" },
    { key: "license", label: "授权", kind: "enum", options: LICENSES, required: true, filter: true },
    { key: "annotationState", label: "标注状态", kind: "enum", options: ANNOTATION_STATES, editable: false, filter: true },
    ...PUBLISHABLE_FIELDS,
    { key: "tags", label: "标签", kind: "tags", max: 20, filter: true },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  // §0.4 上架/下架 (上架 needs a ready tile pyramid); the library's actions and the tiling ones (helper "tiles").
  states: publishMachine("高清图", { unpublish: "D" }),
  actions: [...HD_IMAGE_ACTIONS, ...TILE_ACTIONS],
});
