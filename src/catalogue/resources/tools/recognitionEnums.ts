/** What an image recognition (识图, content.md §12.7) can match: the libraries of the app, by their route group. */
export const MATCH_TYPES = [
  { value: "suha", label: "书画作品" }, { value: "sufa", label: "书法作品" }, { value: "wenwu", label: "文物" },
  { value: "westart", label: "西方作品" }, { value: "shiyWork", label: "驻留作品" },
] as const;

/** The resource each match type points at (the app searches these libraries). */
export const MATCH_RESOURCES = {
  suha: "paintingWork", sufa: "calligraphyWork", wenwu: "relic", westart: "westernWork", shiyWork: "programmeWork", none: null,
} as const;

export const RECOGNITION_CLIENTS = [
  { value: "ios", label: "iOS" }, { value: "android", label: "Android" }, { value: "miniapp", label: "小程序" }, { value: "web", label: "网页" },
] as const;

export const RECOGNITION_FEEDBACK = [
  { value: "none", label: "无" }, { value: "correct", label: "正确" }, { value: "wrong", label: "错误" },
] as const;
