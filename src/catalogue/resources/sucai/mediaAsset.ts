import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const ASSET_TYPES = [
  { value: "image", label: "图片" },
  { value: "video", label: "视频" },
  { value: "audio", label: "音频" },
  { value: "document", label: "文档" },
] as const;

export const ASSET_RIGHTS = [
  { value: "own", label: "自有版权" },
  { value: "licensed", label: "授权使用" },
  { value: "publicDomain", label: "公有领域" },
] as const;

/** 用途: a fixed list (content.md §9.1), checked by the server. */
export const ASSET_USAGES = ["课程", "短视频", "宣传", "文章配图", "展览"] as const;

/**
 * 素材 (/sucai/sucaiList, content.md §9.1): raw footage and stills shot for courses, short videos,
 * articles and exhibitions. The file goes through the file library (UDT_SHIY, ≤ 200 MB); a longer
 * video lives on the VOD service and is named by 点播视频 instead. 待整理 → 可用 → 归档 / 取回; 弃用 keeps its reason.
 */
export const mediaAsset = defineResource({
  name: "mediaAsset",
  label: "素材",
  service: "SucaiServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "utime", asc: false },
  softDelete: true,
  screen: { filterOrder: ["title", "assetType", "status", "locationId", "shotDate", "shooter", "artistId", "rights"] },
  fields: [
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 60, listed: true, filter: true, sortable: true },
    { key: "assetType", label: "类型", kind: "enum", options: ASSET_TYPES, required: true, listed: true, filter: true },
    { key: "file", label: "文件", kind: "file", upload: "UDT_SHIY", requiredWhen: "未关联点播视频时必填", help: "不超过 200 MB；更长的视频请先上传到点播视频，再选择点播视频" },
    { key: "vodVideoId", label: "点播视频", kind: "ref", ref: "vodVideo", help: "大视频放在点播视频中" },
    { key: "thumbnail", label: "缩略图", kind: "image", upload: "UDT_SHIY", listed: true },
    { key: "durationSec", label: "时长(秒)", kind: "integer", min: 0, max: 86_400, listed: true, sortable: true, help: "关联点播视频时取点播视频的时长" },
    { key: "widthPx", label: "宽", kind: "integer", min: 0, max: 100_000, listed: true },
    { key: "heightPx", label: "高", kind: "integer", min: 0, max: 100_000, listed: true },
    { key: "fileSize", label: "大小", kind: "integer", editable: false, listed: true, sortable: true, help: "字节，由上传的文件得出" },
    { key: "locationId", label: "拍摄地点", kind: "ref", ref: "shootingLocation", listed: true, filter: true },
    { key: "shotDate", label: "拍摄日期", kind: "date", listed: true, filter: true, sortable: true },
    { key: "shooter", label: "拍摄者", kind: "text", maxLength: 20, listed: true, filter: true },
    { key: "artistId", label: "相关艺术家", kind: "ref", ref: "programmeArtist", filter: true },
    { key: "usage", label: "用途", kind: "tags", max: 5, listed: true, help: `可选：${ASSET_USAGES.join("、")}` },
    { key: "rights", label: "版权", kind: "enum", options: ASSET_RIGHTS, required: true, filter: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "raw", label: "待整理" }, { value: "ready", label: "可用" }, { value: "archived", label: "已归档" }, { value: "discarded", label: "已弃用" }],
    },
    { key: "discardReason", label: "弃用原因", kind: "text", maxLength: 200, editable: false },
    { key: "tags", label: "标签", kind: "tags", max: 20 },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  states: defineMachine({
    field: "status",
    initial: "raw",
    states: [
      { value: "raw", tone: "info" },
      { value: "ready", tone: "success" },
      { value: "archived", tone: "neutral" },
      { value: "discarded", tone: "danger" },
    ],
    transitions: [
      { name: "finish", label: "整理完成", from: ["raw"], to: "ready", shortcut: "F" },
      { name: "archive", label: "归档", from: ["ready"], to: "archived", shortcut: "A" },
      { name: "retrieve", label: "取回", from: ["archived"], to: "ready", shortcut: "B" },
      {
        name: "discard", label: "弃用", from: ["raw", "ready"], to: "discarded", hook: "discardMediaAsset", shortcut: "Q",
        input: [{ key: "reason", label: "弃用原因", kind: "text", required: true, maxLength: 200 }],
      },
    ],
  }),
});
