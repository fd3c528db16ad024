/** The HD image's own actions (content.md §1.1). */
import type { ActionDef } from "../../action";
import { SUBJECT_TYPES } from "../content/contentEnums";

/** §1.1 actions of an image beyond tiling and viewing (those belong to the tiles and viewer screens). */
export const HD_IMAGE_ACTIONS: readonly ActionDef[] = [
  {
    name: "linkHdImageSubject", label: "关联到作品", scope: "row", shortcut: "L",
    input: [
      { key: "subjectType", label: "所属类型", kind: "enum", options: SUBJECT_TYPES, required: true },
      { key: "subjectId", label: "所属条目编号", kind: "integer", min: 1, help: "作品、文物、图书或照片的 Id；类型为「未关联」时留空" },
      { key: "pageNo", label: "页序", kind: "integer", min: 1, max: 9999 },
    ],
  },
  {
    name: "setHdImageVersion", label: "设为版本", scope: "rows", shortcut: "B",
    input: [{ key: "version", label: "版本", kind: "text", required: true, maxLength: 32, tag: "HDP_VERSION" }],
  },
  {
    name: "addHdImagesToAlbum", label: "加入图集", scope: "rows", shortcut: "A",
    input: [{ key: "albumId", label: "图集", kind: "ref", ref: "hdAlbum", required: true }],
  },
  { name: "downloadHdImageMaster", label: "下载原图", scope: "row", level: "READ", shortcut: "O", input: [] },
  // The deep-zoom viewer (helper "viewer", content.md §17.1); Esc there comes back to this row.
  { name: "viewHdImage", label: "高清查看", scope: "row", level: "READ", shortcut: "V", input: [], opens: "/hd/hdp/view" },
];
