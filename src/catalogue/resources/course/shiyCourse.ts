import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { COURSE_LEVELS, COURSE_MODES, COVER_HELP } from "./courseEnums";

/**
 * Academy courses of the artist programme (/course/ShiyCourseList, commerce.md §1.3). The status moves
 * only by actions: 提交审核 checks the course and opens a review (/course/ShiyExamine), whose 通过 / 驳回
 * publish or reject it; 撤回审核 is the submitter's own; 下架 takes a published course off sale.
 * studentCount, salesCount and ratingAvg are kept by the server.
 */
export const shiyCourse = defineResource({
  name: "shiyCourse",
  label: "书院课程",
  service: "CourseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "sort", asc: false },
  softDelete: true,
  fields: [
    { key: "title", label: "课程名称", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "artistId", label: "授课艺术家", kind: "dict", dict: "shiyArtist", required: true, listed: true, filter: true },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_COURSE", listed: true, help: COVER_HELP },
    { key: "style", label: "画科/风格", kind: "dict", dict: "style", required: true, listed: true, filter: true },
    { key: "level", label: "难度", kind: "enum", options: COURSE_LEVELS, required: true, listed: true, filter: true },
    { key: "mode", label: "授课方式", kind: "enum", options: COURSE_MODES, required: true, listed: true, filter: true },
    { key: "price", label: "售价", kind: "money", required: true, min: 0, max: 999_900, listed: true, sortable: true },
    { key: "originalPrice", label: "划线价", kind: "money", min: 0, max: 9_999_900, help: "不低于售价" },
    { key: "vipPrice", label: "会员价", kind: "money", min: 0, max: 999_900, listed: true, help: "不高于售价" },
    { key: "validDays", label: "学习有效期(天)", kind: "integer", required: true, min: 0, max: 3650, help: "0 表示永久，通常 365" },
    { key: "studentLimit", label: "每班人数上限", kind: "integer", required: true, min: 1, max: 500 },
    { key: "summary", label: "简介", kind: "longText", maxLength: 200 },
    { key: "intro", label: "课程详情", kind: "richText", maxLength: 50_000, help: "提交审核前必填" },
    { key: "syllabus", label: "课程大纲", kind: "richText", maxLength: 50_000 },
    { key: "studentCount", label: "学员数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "salesCount", label: "销量", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "ratingAvg", label: "评分", kind: "decimal", min: 0, max: 5, editable: false, listed: true, sortable: true },
    { key: "lessonCount", label: "课时数", kind: "integer", min: 0, editable: false, listed: true, sortable: true, help: "可播放的课时数" },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, sortable: true, help: "越大越靠前" },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [
        { value: "DRAFT", label: "草稿" }, { value: "PENDING_REVIEW", label: "待审核" }, { value: "REJECTED", label: "已驳回" },
        { value: "PUBLISHED", label: "已上架" }, { value: "OFFLINE", label: "已下架" },
      ],
    },
  ],
  // commerce.md §1.3 and §12: approve/reject happen on the review (courseReview), which moves the course by its hooks.
  states: defineMachine({
    field: "status",
    initial: "DRAFT",
    states: [
      { value: "DRAFT", tone: "neutral" },
      { value: "PENDING_REVIEW", tone: "warning" },
      { value: "REJECTED", tone: "danger" },
      { value: "PUBLISHED", tone: "success" },
      { value: "OFFLINE", tone: "neutral" },
    ],
    transitions: [
      {
        name: "submitReview", label: "提交审核", from: ["DRAFT", "REJECTED", "OFFLINE"], to: "PENDING_REVIEW", scope: "row", hook: "submitShiyCourse", shortcut: "S",
        input: [{ key: "changeSummary", label: "变更说明", kind: "longText", maxLength: 300, help: "给审核人的说明" }],
      },
      { name: "withdrawReview", label: "撤回审核", from: ["PENDING_REVIEW"], to: "DRAFT", scope: "row", hook: "withdrawShiyCourse", confirm: "撤回后课程回到草稿，确定撤回审核吗？" },
      { name: "takeOffline", label: "下架", from: ["PUBLISHED"], to: "OFFLINE", scope: "row", confirm: "下架后不再售卖，已报名学员在有效期内仍可学习。确定下架吗？" },
    ],
  }),
});
