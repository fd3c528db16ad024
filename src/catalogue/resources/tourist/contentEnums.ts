/** Choices shared by the visitors' own content (commerce.md §5.2–§5.6). */
import type { TransitionDef } from "../../machine";

export const VISIBILITIES = [
  { value: "PRIVATE", label: "私密" },
  { value: "PUBLIC", label: "公开" },
] as const;

/** Where an artwork a visitor works from comes from. */
export const SOURCE_TYPES = [
  { value: "SUHA", label: "书画" },
  { value: "HDP", label: "高清图" },
  { value: "WENWU", label: "文物" },
  { value: "WESTART", label: "西方艺术" },
  { value: "UPLOAD", label: "用户上传" },
] as const;

/** A record staff hid from the client apps, or not (画单, 对比图). */
export const SHOWN_STATES = [
  { value: "NORMAL", label: "正常" },
  { value: "HIDDEN", label: "已屏蔽" },
] as const;

/** Why staff hid or rejected a visitor's content (commerce.md §5.3 auditReason). */
export const CONTENT_REASONS = [
  { value: "PORN", label: "色情低俗" },
  { value: "POLITICS", label: "政治敏感" },
  { value: "AD", label: "广告引流" },
  { value: "INFRINGE", label: "侵权" },
  { value: "LOW_QUALITY", label: "质量过低" },
  { value: "OTHER", label: "其他" },
] as const;

/** The input of 屏蔽 / 驳回: a reason code (required) and, for 其他 or detail, a note. */
export const REASON_INPUT = [
  { key: "reason", label: "原因", kind: "enum", options: CONTENT_REASONS, required: true },
  { key: "reasonText", label: "说明", kind: "text", maxLength: 100 },
] as const;

/** 屏蔽 (H, with a reason) and 恢复 (U) of a visitor's content shown in the apps, from and back to `shown`. */
export function hideRestore<S extends string>(shown: S): readonly TransitionDef<S | "HIDDEN">[] {
  return [
    { name: "hide", label: "屏蔽", from: [shown], to: "HIDDEN", hook: "hide", input: REASON_INPUT, shortcut: "H" },
    { name: "restore", label: "恢复", from: ["HIDDEN"], to: shown, hook: "restore", shortcut: "U" },
  ];
}
