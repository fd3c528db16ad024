import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { COURSE_TYPES, LESSON_STATUSES } from "./courseEnums";

/**
 * Lessons of both course kinds (commerce.md §1.2): `courseType` + `courseId` name the course, fixed by
 * the route (/course/CourseList/video for public courses, /course/ShiyCourseList/shiyVideo for academy
 * courses). `sort` is unique within a course and moved with 上移 / 下移; at most 3 free previews per
 * course; the course's lessonCount is the number of its READY lessons, kept by the server.
 * `videoId` names a /vodvideo record (picked by its title); the lesson's duration follows that video's.
 */
export const courseLesson = defineResource({
  name: "courseLesson",
  label: "课时",
  service: "CourseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "sort", asc: true },
  softDelete: true,
  fields: [
    { key: "sort", label: "序号", kind: "integer", required: true, min: 1, max: 9999, listed: true, filter: true, sortable: true, help: "同一课程内不重复，可用上移/下移调整" },
    { key: "courseType", label: "课程类型", kind: "enum", options: COURSE_TYPES, required: true, createOnly: true, filter: true },
    { key: "courseId", label: "所属课程", kind: "integer", required: true, createOnly: true, min: 1, filter: true, help: "课程的 Id（由所在页面确定）" },
    { key: "chapter", label: "章节", kind: "text", maxLength: 20, listed: true, filter: true, placeholder: "第一章 笔墨基础" },
    { key: "title", label: "课时标题", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "videoId", label: "点播视频", kind: "ref", ref: "vodVideo", listed: true, filter: true, help: "从点播视频中按标题选择", requiredWhen: "录播课时必填；混合教学的课时须填点播视频或直播时间" },
    { key: "duration", label: "时长(秒)", kind: "integer", min: 0, max: 36_000, listed: true, sortable: true, help: "选了点播视频时取视频的时长" },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_COURSE", help: "默认取视频截图" },
    { key: "freePreview", label: "免费试看", kind: "boolean", listed: true, filter: true, help: "每门课程最多 3 节" },
    { key: "liveAt", label: "直播时间", kind: "datetime", listed: true, sortable: true, requiredWhen: "直播课时必填；混合教学的课时须填点播视频或直播时间" },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
    { key: "status", label: "状态", kind: "enum", options: LESSON_STATUSES, editable: false, listed: true, filter: true },
  ],
  actions: [
    { name: "moveUpCourseLesson", label: "上移", scope: "row", input: [], shortcut: "U" },
    { name: "moveDownCourseLesson", label: "下移", scope: "row", input: [], shortcut: "D" },
  ],
  // TRANSCODING / FAILED mirror the VOD service (not connected yet); staff only hide and show.
  states: defineMachine({
    field: "status",
    initial: "READY",
    states: [
      { value: "TRANSCODING", tone: "info" },
      { value: "READY", tone: "success" },
      { value: "FAILED", tone: "danger" },
      { value: "HIDDEN", tone: "neutral" },
    ],
    transitions: [
      { name: "hide", label: "隐藏", from: ["READY"], to: "HIDDEN", shortcut: "H" },
      { name: "show", label: "显示", from: ["HIDDEN"], to: "READY", shortcut: "V" },
    ],
  }),
});
