import { defineResource } from "../../define";
import { PLACEMENT_FIELDS } from "./slotPlacement";

/**
 * 推荐主题 (/wudang/RecommendTheme, commerce.md §6.13): a curated theme the app shows in its window,
 * either with picked works (`items`, ≤ 100) or, without them, by its dictionary filters.
 */
export const recommendTheme = defineResource({
  name: "recommendTheme",
  label: "推荐主题",
  service: "OperationServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "artist",
  route: "/wudang/RecommendTheme",
  titleField: "title",
  defaultSort: { by: "sort", asc: true },
  screen: { filterOrder: ["title", "themeType", "displayState", "online", "startAt", "endAt"] },
  fields: [
    { key: "title", label: "主题名称", kind: "text", required: true, maxLength: 20, listed: true, filter: true },
    { key: "subtitle", label: "副标题", kind: "text", maxLength: 40, listed: true },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_NOTICE", required: true, listed: true },
    {
      key: "themeType", label: "主题类型", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "ARTIST", label: "艺术家" }, { value: "STYLE", label: "风格" }, { value: "DYNASTY", label: "朝代" }, { value: "MUSEUM", label: "馆藏" }, { value: "SUBJECT", label: "题材" }],
    },
    { key: "artistIds", label: "艺术家", kind: "tags", max: 50, listed: true, help: "字典「艺术家」的编码" },
    { key: "ages", label: "朝代", kind: "tags", max: 20, listed: true, help: "字典「朝代」的编码" },
    { key: "styles", label: "风格", kind: "tags", max: 20, help: "字典「风格」的编码" },
    { key: "museums", label: "收藏机构", kind: "tags", max: 20, help: "字典「收藏机构」的编码" },
    {
      key: "items", label: "精选作品", kind: "json",
      columns: [{ key: "resType", label: "类型", kind: "text" }, { key: "resId", label: "编号", kind: "integer" }],
      help: "[{\"resType\": \"suha\", \"resId\": 12}]，最多 100 件；不填则按上面的字典条件取作品",
    },
    { key: "itemCount", label: "作品数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "description", label: "导语", kind: "richText", upload: "UDT_NOTICE", maxLength: 20_000 },
    ...PLACEMENT_FIELDS,
  ],
});
