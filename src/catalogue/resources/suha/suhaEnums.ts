/** Choices of the painting-and-calligraphy library (content.md §3). */

/** 古代书画索引 图录 (§3.2). */
export const CATALOGUE_SOURCES = [
  { value: "tumu", label: "中国古代书画图目" }, { value: "zonghe", label: "中国绘画总合图录" },
  { value: "gugong", label: "故宫书画图录" }, { value: "other", label: "其他" },
] as const;

/** Which library an index entry's work is in. */
export const WORK_TYPES = [{ value: "suha", label: "书画" }, { value: "sufa", label: "书法" }] as const;

/** 关联状态 of an index entry (§3.2), moved only by its transitions. */
export const MATCH_STATES = [
  { value: "unmatched", label: "未关联" }, { value: "matched", label: "已关联" },
  { value: "noHd", label: "无高清" }, { value: "ignored", label: "忽略" },
] as const;
