/** Choices of the calligraphy library (content.md §2) that no other library uses. */

/** 载体: what the image shows — the brush-written original, a rubbing of an engraving, or the stone itself. */
export const CARRIERS = [
  { value: "moji", label: "墨迹" }, { value: "tapian", label: "碑帖拓本" }, { value: "keshi", label: "刻石原石" }, { value: "other", label: "其他" },
] as const;

export const AUTHENTICITIES = [
  { value: "recognized", label: "公认" }, { value: "doubtful", label: "存疑" }, { value: "forged", label: "伪作" }, { value: "unknown", label: "未知" },
] as const;
