import { PLATFORMS } from "../../commerce";
import { defineResource } from "../../define";

/**
 * Downloads of a 画单 (/tourist/ResourceAlbumDownloadList?albumId=, commerce.md §5.5): a hidden child
 * list of the album, a record of what was packed and what it cost — never changed from the console.
 */
export const albumDownload = defineResource({
  name: "albumDownload",
  label: "画单下载记录",
  service: "TouristServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "downloadNo",
  defaultSort: { by: "requestedAt", asc: false },
  readOnly: true,
  parent: { resource: "resourceAlbum", key: "albumId" },
  fields: [
    { key: "downloadNo", label: "下载编号", kind: "text", maxLength: 32, required: true, editable: false, listed: true, filter: true, unique: true },
    { key: "albumId", label: "画单", kind: "ref", ref: "resourceAlbum", required: true, editable: false, filter: true },
    { key: "visitorId", label: "下载用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "itemCount", label: "作品数", kind: "integer", min: 0, editable: false, listed: true },
    {
      key: "resolution", label: "清晰度", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "STANDARD", label: "标清" }, { value: "HD", label: "高清" }, { value: "ORIGINAL", label: "原图" }],
    },
    { key: "fileSize", label: "文件大小（字节）", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    {
      key: "costType", label: "消耗", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "FREE", label: "免费" }, { value: "VIP_QUOTA", label: "会员额度" }, { value: "HD_QUOTA", label: "下载次数" }, { value: "POINTS", label: "积分" }],
    },
    { key: "costValue", label: "消耗数量", kind: "integer", min: 0, editable: false, listed: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "PACKING", label: "打包中" }, { value: "READY", label: "可下载" }, { value: "FAILED", label: "失败" }, { value: "EXPIRED", label: "链接已过期" }],
    },
    { key: "requestedAt", label: "申请时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "finishedAt", label: "完成时间", kind: "datetime", editable: false, listed: true },
    { key: "linkExpireAt", label: "链接到期", kind: "datetime", editable: false, listed: true, help: "签名链接 24 小时有效" },
    { key: "platform", label: "端", kind: "enum", options: PLATFORMS, editable: false, listed: true, filter: true },
    { key: "clientIp", label: "IP", kind: "text", maxLength: 64, editable: false, listed: true },
  ],
});
