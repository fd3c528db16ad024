import { defineResource } from "../../define";

export const HOT_SECTIONS = [{ value: "sufa", label: "书法" }, { value: "suha", label: "书画" }] as const;

/**
 * The ordered 热门书家 / 热门书画家 lists the apps show (/sufa/hotartlist, /suha/hotartlist, content.md
 * §2.4): one list per `section`, fixed by the route. 重新排序 renumbers the whole list at once.
 */
export const hotArtist = defineResource({
  name: "hotArtist",
  label: "热门书画家",
  service: "SuhaServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "suha",
  titleField: "summary",
  defaultSort: { by: "sort", asc: true },
  fields: [
    { key: "section", label: "栏目", kind: "enum", options: HOT_SECTIONS, required: true, createOnly: true, filter: true },
    { key: "artistId", label: "书家/书画家", kind: "ref", ref: "ancientArtist", required: true, listed: true, filter: true, help: "同一栏目内不能重复" },
    { key: "sort", label: "排序", kind: "integer", min: 1, max: 9999, listed: true, sortable: true, help: "从 1 起，小的在前；空着排到最后" },
    { key: "summary", label: "推荐语", kind: "text", maxLength: 40, listed: true, filter: true, placeholder: "书圣，《兰亭序》被誉为天下第一行书" },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_CATEGORY", listed: true, help: "空着时用书画家画像" },
    { key: "startAt", label: "展示开始", kind: "datetime", listed: true, filter: true },
    { key: "endAt", label: "展示结束", kind: "datetime", listed: true, filter: true },
    { key: "enabled", label: "启用", kind: "boolean", listed: true, filter: true },
  ],
  actions: [
    {
      name: "moveHotArtist", label: "调整位置", scope: "row", shortcut: "M",
      input: [{ key: "position", label: "新位置", kind: "integer", required: true, min: 1, max: 9999, help: "排到第几位（从 1 起）；其余依次后移" }],
    },
  ],
});
