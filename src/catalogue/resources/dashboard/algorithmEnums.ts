/** The algorithms the app serves (commerce.md §7.5 AlgorithmMetric.algorithm). */
export const ALGORITHMS = [
  { value: "IMAGE_RECOGNITION", label: "以图识画" },
  { value: "LINE_DRAWING", label: "线稿生成" },
  { value: "AI_CHAT", label: "AI 助手" },
  { value: "SEARCH", label: "搜索" },
  { value: "RECOMMEND", label: "推荐" },
] as const;
export type Algorithm = (typeof ALGORITHMS)[number]["value"];
