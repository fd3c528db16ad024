/** Enums of the AI assistant's ledgers (commerce.md §9). */
export const TOPIC_TYPES = [
  { value: "ARTWORK", label: "作品解读" }, { value: "ARTIST", label: "艺术家" }, { value: "TECHNIQUE", label: "技法" },
  { value: "HISTORY", label: "美术史" }, { value: "APPRECIATION", label: "鉴赏入门" }, { value: "OTHER", label: "其他" },
] as const;

export const SESSION_STATUSES = [
  { value: "ACTIVE", label: "进行中" }, { value: "ARCHIVED", label: "已归档" }, { value: "USER_DELETED", label: "用户已删除" },
] as const;

export const SAFETY_RESULTS = [
  { value: "PASS", label: "通过" }, { value: "QUESTION_BLOCKED", label: "提问拦截" }, { value: "ANSWER_BLOCKED", label: "回答拦截" }, { value: "REWRITTEN", label: "已改写" },
] as const;

export const USER_FEEDBACK = [{ value: "NONE", label: "未评价" }, { value: "LIKE", label: "赞" }, { value: "DISLIKE", label: "踩" }] as const;

export const QUALITY_LABELS = [
  { value: "UNLABELED", label: "未标注" }, { value: "GOOD", label: "优质" }, { value: "HALLUCINATION", label: "事实错误" },
  { value: "OFF_TOPIC", label: "答非所问" }, { value: "UNSAFE", label: "不当内容" }, { value: "INCOMPLETE", label: "回答不完整" },
] as const;

/** What a record's answer may cite: the libraries' route groups. */
export const REFERENCE_COLUMNS = [
  { key: "resType", label: "类型", kind: "text" }, { key: "resId", label: "Id", kind: "integer" }, { key: "title", label: "标题", kind: "text" },
] as const;
