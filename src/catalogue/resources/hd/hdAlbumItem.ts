import { defineResource } from "../../define";
import { REGION_COLUMNS } from "../content/contentEnums";

/** One image of an album (content.md §1.3): unique per album; order, label and section come from the layout editor. */
export const hdAlbumItem = defineResource({
  name: "hdAlbumItem",
  label: "图集图片",
  service: "HdpServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "hdpic",
  titleField: "label",
  defaultSort: { by: "sort", asc: true },
  parent: { resource: "hdAlbum", key: "albumId" },
  fields: [
    { key: "albumId", label: "图集", kind: "ref", ref: "hdAlbum", required: true, createOnly: true, listed: true, filter: true },
    { key: "hdImageId", label: "高清图", kind: "ref", ref: "hdImage", required: true, createOnly: true, listed: true, filter: true },
    // Album and image: one item per image and album.
    { key: "itemKey", label: "明细键", kind: "text", maxLength: 40, editable: false, unique: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 99_999, listed: true, sortable: true },
    { key: "label", label: "标签", kind: "text", maxLength: 30, listed: true, placeholder: "第一开" },
    { key: "caption", label: "说明", kind: "longText", maxLength: 500 },
    { key: "sectionKey", label: "分组", kind: "text", maxLength: 40, listed: true },
    { key: "startRegion", label: "初始区域", kind: "json", columns: REGION_COLUMNS, help: "{x,y,w,h}：打开时的视野（原图像素）" },
  ],
});
