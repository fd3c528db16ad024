import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { CONTENT_REASONS, hideRestore, SHOWN_STATES, VISIBILITIES } from "./contentEnums";

/**
 * Collection lists 画单 visitors make (/tourist/resourceAlbum, commerce.md §5.4). Everything but the
 * editors' pick (精选) is the visitor's; staff feature or unfeature an album and hide it (with a
 * reason) or show it again. Its downloads are a child list (albumDownload).
 */
export const resourceAlbum = defineResource({
  name: "resourceAlbum",
  label: "画单",
  service: "TouristServiceAdmin",
  ops: ["list", "get", "update"],
  access: "order",
  titleField: "title",
  defaultSort: { by: "createdAt", asc: false },
  fields: [
    { key: "title", label: "画单名称", kind: "text", maxLength: 30, required: true, editable: false, listed: true, filter: true },
    { key: "visitorId", label: "创建者", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_AVATAR", editable: false },
    { key: "description", label: "简介", kind: "longText", maxLength: 300, editable: false },
    { key: "items", label: "作品", kind: "json", editable: false, columns: [{ key: "resType", label: "作品库", kind: "text" }, { key: "resId", label: "作品编号", kind: "text" }, { key: "title", label: "作品", kind: "text" }, { key: "note", label: "备注", kind: "text" }], help: "[{resType, resId, title, thumb, note}]，至多 500 件" },
    { key: "itemCount", label: "作品数", kind: "integer", min: 0, max: 500, editable: false, listed: true, sortable: true },
    { key: "visibility", label: "可见性", kind: "enum", options: VISIBILITIES, editable: false, listed: true, filter: true },
    { key: "featured", label: "编辑精选", kind: "boolean", listed: true, filter: true },
    { key: "status", label: "状态", kind: "enum", options: SHOWN_STATES, editable: false, listed: true, filter: true },
    { key: "hiddenReason", label: "屏蔽原因", kind: "enum", options: CONTENT_REASONS, editable: false, filter: true },
    { key: "hiddenNote", label: "屏蔽说明", kind: "text", maxLength: 100, editable: false },
    { key: "likeCount", label: "点赞", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "favCount", label: "收藏", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "downloadCount", label: "下载", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "createdAt", label: "创建时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "updatedAt", label: "更新时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
  ],
  actions: [
    {
      name: "setAlbumFeatured", label: "编辑精选", scope: "rows", shortcut: "F", input: [{ key: "featured", label: "编辑精选", kind: "boolean", required: true }],
      choices: [{ label: "设为精选", input: { featured: true } }, { label: "取消精选", input: { featured: false } }],
    },
  ],
  states: defineMachine({
    field: "status",
    initial: "NORMAL",
    states: [{ value: "NORMAL", tone: "success" }, { value: "HIDDEN", tone: "neutral" }],
    transitions: hideRestore("NORMAL"),
  }),
});
