/** Enums of the Western-art staging data (content.md §12.4–12.5), shared by works and artists. */
export const BUDART_FORMS = [
  { value: "painting", label: "绘画" }, { value: "sculpture", label: "雕塑" }, { value: "graphics", label: "版画素描" },
  { value: "architecture", label: "建筑" }, { value: "ceramics", label: "陶瓷" }, { value: "other", label: "其他" },
] as const;

export const BUDART_IMAGE_STATES = [
  { value: "none", label: "未下载" }, { value: "downloaded", label: "已下载" }, { value: "failed", label: "下载失败" },
] as const;

/** A staging work's review: new → mapped (reviewed) → imported; duplicates, skips and later source changes beside. */
export const BUDART_WORK_STATES = [
  { value: "new", label: "新数据" }, { value: "mapped", label: "已映射" }, { value: "imported", label: "已导入" },
  { value: "duplicate", label: "疑似重复" }, { value: "skipped", label: "已跳过" }, { value: "conflict", label: "源数据变更" },
] as const;

export const BUDART_ARTIST_STATES = [
  { value: "new", label: "新数据" }, { value: "matched", label: "已匹配" }, { value: "imported", label: "已导入" }, { value: "skipped", label: "已跳过" },
] as const;
