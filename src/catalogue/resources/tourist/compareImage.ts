import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { CONTENT_REASONS, hideRestore, SHOWN_STATES, VISIBILITIES } from "./contentEnums";

/**
 * Comparison images visitors compose from 2–4 artworks (/tourist/compare, commerce.md §5.6): a record
 * of what they made — never created, edited or deleted from the console; staff only hide one (with a
 * reason) and show it again.
 */
export const compareImage = defineResource({
  name: "compareImage",
  label: "对比图",
  service: "TouristServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "title",
  defaultSort: { by: "createdAt", asc: false },
  fields: [
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "title", label: "标题", kind: "text", maxLength: 40, required: true, editable: false, listed: true, filter: true },
    {
      key: "layout", label: "版式", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "LEFT_RIGHT", label: "左右" }, { value: "TOP_BOTTOM", label: "上下" }, { value: "OVERLAY", label: "叠加" }, { value: "SLIDER", label: "滑动" }],
    },
    { key: "items", label: "对比作品", kind: "json", editable: false, columns: [{ key: "resType", label: "作品库", kind: "text" }, { key: "resId", label: "作品编号", kind: "text" }, { key: "title", label: "作品", kind: "text" }], help: "2–4 件：[{resType, resId, title, crop{x,y,w,h}}]" },
    { key: "itemCount", label: "作品数", kind: "integer", min: 2, max: 4, editable: false, listed: true },
    { key: "resultImage", label: "对比图", kind: "image", upload: "UDT_AVATAR", editable: false, help: "非会员带水印" },
    { key: "visibility", label: "可见性", kind: "enum", options: VISIBILITIES, editable: false, listed: true, filter: true },
    { key: "status", label: "状态", kind: "enum", options: SHOWN_STATES, editable: false, listed: true, filter: true },
    { key: "hiddenReason", label: "屏蔽原因", kind: "enum", options: CONTENT_REASONS, editable: false, filter: true },
    { key: "hiddenNote", label: "屏蔽说明", kind: "text", maxLength: 100, editable: false },
    { key: "shareCount", label: "分享", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "createdAt", label: "时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
  ],
  states: defineMachine({
    field: "status",
    initial: "NORMAL",
    states: [{ value: "NORMAL", tone: "success" }, { value: "HIDDEN", tone: "neutral" }],
    transitions: hideRestore("NORMAL"),
  }),
});
