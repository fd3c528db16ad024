import { defineResource } from "../../define";
import { FORMS, PUBLISH_STATES } from "../content/contentEnums";
import { WORK_TYPES } from "./suhaEnums";

/**
 * An artist's works (/suha/artist/suha?artistId=, content.md §3.4): a read projection over 书画作品 and
 * 书法作品 served by ArtistServiceAdmin/listArtistWorks with R(artist), so
 * that a user with only artist rights sees the list without the whole library. It has no table; a
 * row's `Id` is `workId × 2` for a painting and `workId × 2 + 1` for a calligraphy work, unique in the list.
 */
export const artistWork = defineResource({
  name: "artistWork",
  label: "书画家作品",
  service: "ArtistServiceAdmin",
  methodNames: { list: "listArtistWorks" },
  ops: ["list"],
  access: "artist",
  titleField: "title",
  defaultSort: { by: "title", asc: true },
  readOnly: true,
  projection: true,
  parent: { resource: "ancientArtist", key: "artistId" },
  fields: [
    { key: "workType", label: "类型", kind: "enum", options: WORK_TYPES, listed: true, filter: true },
    { key: "title", label: "作品名称", kind: "text", maxLength: 80, listed: true, filter: true, sortable: true },
    { key: "artistId", label: "作者", kind: "ref", ref: "ancientArtist", filter: true },
    { key: "age", label: "朝代", kind: "dict", dict: "age", listed: true, filter: true },
    { key: "form", label: "形制", kind: "enum", options: FORMS, listed: true, filter: true },
    { key: "material", label: "质地", kind: "dict", dict: "material", listed: true, filter: true },
    { key: "museumId", label: "收藏单位", kind: "ref", ref: "museum", listed: true, filter: true },
    { key: "publishState", label: "上架状态", kind: "enum", options: PUBLISH_STATES, listed: true, filter: true },
    { key: "hdCount", label: "高清图数", kind: "integer", min: 0, listed: true, sortable: true },
    { key: "workId", label: "作品编号", kind: "integer", min: 1, filter: true },
  ],
  actions: [
    { name: "viewArtistWorkHd", label: "查看", level: "READ", scope: "row", input: [], shortcut: "V", opens: "/suha/artist/suha/view?type={workType}&id={workId}" },
    { name: "editArtistWork", label: "编辑", scope: "row", input: [], shortcut: "W", access: "suha", opens: "/{workType}/{workType}edit?id={workId}" },
  ],
});
