/** Choices of the online exhibitions and category halls (content.md §13): one name per concept. */

export const EXHIBITION_TYPES = [
  { value: "theme", label: "专题展" }, { value: "solo", label: "个展" }, { value: "museumHighlights", label: "馆藏精品" },
  { value: "programme", label: "驻留艺术家展" }, { value: "virtual", label: "虚拟展厅" },
] as const;

export const LAYOUT_TEMPLATES = [
  { value: "scroll", label: "长卷" }, { value: "gallery", label: "画廊" }, { value: "timeline", label: "时间线" }, { value: "grid", label: "瀑布流" },
] as const;

/** What an exhibition may show (content.md §13.2 itemType). */
export const EXHIBIT_ITEM_TYPES = [
  { value: "suha", label: "书画" }, { value: "sufa", label: "书法" }, { value: "wenwu", label: "文物" },
  { value: "westart", label: "西方作品" }, { value: "shiyWork", label: "驻留作品" }, { value: "photo", label: "照片" },
  { value: "hdImage", label: "高清图" }, { value: "hdAlbum", label: "图集" },
] as const;
export type ExhibitItemType = (typeof EXHIBIT_ITEM_TYPES)[number]["value"];

/** The library resource behind each item type: the work is picked by name from it. */
export const EXHIBIT_ITEM_RESOURCES: Readonly<Record<ExhibitItemType, string>> = {
  suha: "paintingWork", sufa: "calligraphyWork", wenwu: "relic", westart: "westernWork",
  shiyWork: "programmeWork", photo: "photo", hdImage: "hdImage", hdAlbum: "hdAlbum",
};

/** A focus region on the item's HD image (IIIF region in the image's pixels). */
export const FOCUS_REGION_COLUMNS = [
  { key: "title", label: "标题", kind: "text" }, { key: "x", label: "x", kind: "integer" }, { key: "y", label: "y", kind: "integer" },
  { key: "w", label: "宽", kind: "integer" }, { key: "h", label: "高", kind: "integer" }, { key: "text", label: "解读", kind: "text" },
] as const;

/** Where a category hall is shown (content.md §13.3 platforms, a fixed list). */
export const HALL_PLATFORMS = [
  { value: "ios", label: "iOS" }, { value: "android", label: "Android" }, { value: "miniapp", label: "小程序" }, { value: "web", label: "网页" },
] as const;
