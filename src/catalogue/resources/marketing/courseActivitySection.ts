import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const SECTION_COURSE_TYPES = [
  { value: "SHIY", label: "书院课程" },
  { value: "PUBLIC", label: "公开课" },
] as const;

/** A section's courses as a table (its tab, its detail and its change records). */
const ITEM_COLUMNS = [
  { key: "courseType", label: "课程类型", kind: "enum", options: SECTION_COURSE_TYPES },
  { key: "courseId", label: "课程 Id", kind: "integer" },
  { key: "courseTitle", label: "课程", kind: "text" },
  { key: "activityPriceFen", label: "活动价", kind: "money" },
  { key: "tagText", label: "角标", kind: "text" },
  { key: "sort", label: "排序", kind: "integer" },
] as const;

/**
 * 活动板块 (/sellAdmin/courseactivityclassify?activityId=, commerce.md §4.8): one block of a course
 * activity's page, with 1–30 courses. The server checks each course exists and that its activity
 * price is not above the course's own price; `itemCount` is kept from `items`.
 */
export const courseActivitySection = defineResource({
  name: "courseActivitySection",
  label: "活动板块",
  service: "MarketingServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "name",
  defaultSort: { by: "sort", asc: false },
  parent: { resource: "courseActivity", key: "activityId", tab: "活动板块" },
  fields: [
    { key: "activityId", label: "所属活动", kind: "ref", ref: "courseActivity", required: true, createOnly: true, filter: true },
    { key: "name", label: "板块名称", kind: "text", required: true, maxLength: 20, listed: true, filter: true, placeholder: "山水入门" },
    {
      key: "layout", label: "展示样式", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "GRID_2", label: "双列" }, { value: "LIST", label: "列表" }, { value: "CAROUSEL", label: "横滑" }],
    },
    {
      key: "items", label: "课程", kind: "json", required: true, maxLength: 20_000, columns: ITEM_COLUMNS,
      help: "1–30 门：[{courseType: SHIY 书院课程 | PUBLIC 公开课, courseId, activityPriceFen?（分，不高于课程售价）, tagText?（≤ 10 字）, sort}]",
    },
    { key: "itemCount", label: "课程数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, sortable: true, help: "越大越靠前" },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "VISIBLE", label: "显示" }, { value: "HIDDEN", label: "隐藏" }],
    },
  ],
  screen: {
    recordTabs: [
      {
        kind: "rows", key: "items", label: "板块课程",
        columns: ITEM_COLUMNS,
      },
      { kind: "changes", label: "变更记录" },
    ],
  },
  states: defineMachine({
    field: "status",
    initial: "VISIBLE",
    states: [
      { value: "VISIBLE", tone: "success" },
      { value: "HIDDEN", tone: "neutral" },
    ],
    transitions: [
      { name: "hide", label: "隐藏", from: ["VISIBLE"], to: "HIDDEN", shortcut: "H" },
      { name: "show", label: "显示", from: ["HIDDEN"], to: "VISIBLE", shortcut: "V" },
    ],
  }),
});
