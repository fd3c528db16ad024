/** Codes shared by the course resources (commerce.md §1). */
export const PUBLIC_COURSE_CATEGORIES = [
  { value: "PAINTING", label: "国画" },
  { value: "CALLIGRAPHY", label: "书法" },
  { value: "APPRECIATION", label: "书画鉴赏" },
  { value: "HISTORY", label: "美术史" },
  { value: "WESTERN", label: "西方艺术" },
  { value: "HERITAGE", label: "文物与非遗" },
] as const;

export const PRICE_TYPES = [
  { value: "FREE", label: "免费" },
  { value: "VIP_FREE", label: "会员免费" },
  { value: "PAID", label: "付费" },
] as const;

export const COURSE_LEVELS = [
  { value: "BEGINNER", label: "入门" },
  { value: "INTERMEDIATE", label: "进阶" },
  { value: "ADVANCED", label: "高阶" },
] as const;

export const COURSE_MODES = [
  { value: "RECORDED", label: "录播" },
  { value: "LIVE", label: "直播" },
  { value: "MIXED", label: "直播+录播" },
] as const;

export const COURSE_TYPES = [
  { value: "PUBLIC", label: "公开课" },
  { value: "SHIY", label: "书院课" },
] as const;
export type CourseType = (typeof COURSE_TYPES)[number]["value"];

export const LESSON_STATUSES = [
  { value: "TRANSCODING", label: "转码中" },
  { value: "READY", label: "可播放" },
  { value: "FAILED", label: "转码失败" },
  { value: "HIDDEN", label: "已隐藏" },
] as const;

export const REVIEW_SUBMIT_TYPES = [
  { value: "NEW", label: "新课上架" },
  { value: "CHANGE", label: "内容变更" },
  { value: "RELIST", label: "重新上架" },
] as const;

export const REVIEW_RESULTS = [
  { value: "PENDING", label: "待审核" },
  { value: "APPROVED", label: "已通过" },
  { value: "REJECTED", label: "已驳回" },
  { value: "WITHDRAWN", label: "已撤回" },
] as const;

/** A course cover (commerce.md §1.1): the same rule for both kinds. */
export const COVER_HELP = "16:9，不小于 750×422，不超过 2 MB，jpg/png/webp";
