import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { COVER_HELP, PRICE_TYPES, PUBLIC_COURSE_CATEGORIES } from "./courseEnums";

/**
 * Public courses (/course/CourseList, commerce.md §1.1). 上架 needs a cover, an intro and at least one
 * playable lesson; the first 上架 stamps onlineAt; only drafts may be deleted (otherwise 下架).
 * lessonCount is kept by the server from the READY lessons.
 */
export const publicCourse = defineResource({
  name: "publicCourse",
  label: "公开课",
  service: "CourseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "sort", asc: false },
  softDelete: true,
  fields: [
    { key: "title", label: "课程标题", kind: "text", required: true, maxLength: 40, listed: true, filter: true, unique: true },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_COURSE", listed: true, help: COVER_HELP },
    { key: "category", label: "分类", kind: "enum", options: PUBLIC_COURSE_CATEGORIES, required: true, listed: true, filter: true },
    { key: "lecturer", label: "主讲人", kind: "text", required: true, maxLength: 20, listed: true, filter: true },
    { key: "lecturerArtist", label: "关联艺术家", kind: "dict", dict: "shiyArtist", filter: true },
    { key: "summary", label: "一句话简介", kind: "longText", maxLength: 120, listed: true },
    { key: "intro", label: "课程详情", kind: "richText", maxLength: 50_000, help: "上架前必填" },
    { key: "priceType", label: "收费方式", kind: "enum", options: PRICE_TYPES, required: true, listed: true, filter: true },
    { key: "price", label: "价格", kind: "money", min: 1, max: 99_900, listed: true, filter: true, sortable: true, help: "付费课程必填，不超过 ¥999" },
    { key: "tags", label: "标签", kind: "tags", max: 5, filter: true },
    { key: "lessonCount", label: "课时数", kind: "integer", min: 0, editable: false, listed: true, sortable: true, help: "可播放的课时数" },
    { key: "viewCount", label: "播放次数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, sortable: true, help: "越大越靠前" },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "DRAFT", label: "草稿" }, { value: "ONLINE", label: "已上架" }, { value: "OFFLINE", label: "已下架" }],
    },
    { key: "onlineAt", label: "上架时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
  ],
  actions: [
    { name: "copyPublicCourse", label: "复制课程", scope: "row", input: [], confirm: "将复制课程信息和课时为一门新的草稿课程，确定复制吗？" },
  ],
  // commerce.md §1.1: DRAFT →上架→ ONLINE →下架→ OFFLINE →上架→ ONLINE.
  states: defineMachine({
    field: "status",
    initial: "DRAFT",
    states: [
      { value: "DRAFT", tone: "neutral" },
      { value: "ONLINE", tone: "success" },
      { value: "OFFLINE", tone: "warning" },
    ],
    transitions: [
      { name: "putOnline", label: "上架", from: ["DRAFT", "OFFLINE"], to: "ONLINE", hook: "putOnlinePublicCourse", shortcut: "U" },
      { name: "takeOffline", label: "下架", from: ["ONLINE"], to: "OFFLINE", shortcut: "O", confirm: "下架后用户不能再看到这门公开课，确定下架吗？" },
    ],
  }),
});
