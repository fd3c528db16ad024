import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { ACCESS_LEVELS } from "../content/contentEnums";
import { EXHIBITION_TYPES, LAYOUT_TEMPLATES } from "./exhibitionEnums";

/**
 * 线上展览 (/wudang/project, content.md §13.1): an exhibition of works picked from the content
 * libraries (its child list 展览作品, /project/works?projectId=). 发布 schedules it for its 展期 (it needs
 * a cover, a preface and at least one enabled work); the server opens it at 开展 and ends it at 结束
 * (exhibition/scheduler.ts); 下线 takes it off the app, 重新上线 brings it back as its dates say.
 * Deleting is allowed while 筹备中 or 已下线 and takes its works along (the doc asks no soft delete).
 */
export const exhibition = defineResource({
  name: "exhibition",
  label: "线上展览",
  route: "/wudang/project",
  service: "ProjectServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "project",
  titleField: "title",
  defaultSort: { by: "startAt", asc: false },
  screen: { filterOrder: ["title", "status", "exhibitionType", "startAt", "curator", "categoryHallId", "accessLevel", "museumId"], recordTabs: [{ kind: "changes", label: "变更记录" }] },
  fields: [
    { key: "title", label: "展览名称", kind: "text", required: true, maxLength: 40, listed: true, filter: true, sortable: true, placeholder: "千里江山——宋代青绿山水特展" },
    { key: "subtitle", label: "副标题", kind: "text", maxLength: 80 },
    { key: "exhibitionType", label: "类型", kind: "enum", options: EXHIBITION_TYPES, required: true, listed: true, filter: true },
    { key: "curator", label: "策展人", kind: "text", maxLength: 40, listed: true, filter: true },
    { key: "organizer", label: "主办", kind: "text", maxLength: 60, filter: true },
    { key: "museumId", label: "合作博物馆", kind: "ref", ref: "museum", filter: true },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_PROJECT", listed: true, requiredWhen: "发布时必须有封面", help: "3:4 竖图" },
    { key: "banner", label: "横幅", kind: "image", upload: "UDT_PROJECT", help: "16:9 横图" },
    { key: "intro", label: "前言", kind: "richText", maxLength: 20_000, requiredWhen: "发布时必须有前言" },
    { key: "layoutTemplate", label: "版式", kind: "enum", options: LAYOUT_TEMPLATES, required: true, listed: true, filter: true },
    { key: "startAt", label: "开展时间", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "endAt", label: "结束时间", kind: "datetime", required: true, listed: true, filter: true, sortable: true, help: "晚于开展时间" },
    { key: "categoryHallId", label: "所属分类馆", kind: "ref", ref: "categoryHall", filter: true },
    { key: "accessLevel", label: "访问级别", kind: "enum", options: ACCESS_LEVELS, required: true, listed: true, filter: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [
        { value: "draft", label: "筹备中" }, { value: "scheduled", label: "待开展" }, { value: "online", label: "展出中" },
        { value: "ended", label: "已结束" }, { value: "offline", label: "已下线" },
      ],
    },
    { key: "workCount", label: "展品数", kind: "integer", min: 0, editable: false, listed: true, sortable: true, help: "启用的展品数，由服务器统计" },
    { key: "viewCount", label: "浏览量", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 99_999, listed: true, sortable: true },
  ],
  actions: [
    { name: "manageExhibitionWorks", label: "管理展品", scope: "row", input: [], opens: "/project/works?projectId={Id}", shortcut: "W", level: "READ" },
    { name: "copyExhibition", label: "复制展览", scope: "row", input: [], shortcut: "C", confirm: "复制为一个筹备中的新展览（含全部展品），确定吗？" },
  ],
  states: defineMachine({
    field: "status",
    initial: "draft",
    states: [
      { value: "draft", tone: "neutral" },
      { value: "scheduled", tone: "info" },
      { value: "online", tone: "success" },
      { value: "ended", tone: "neutral" },
      { value: "offline", tone: "warning" },
    ],
    transitions: [
      { name: "publish", label: "发布", from: ["draft"], to: "scheduled", hook: "publishExhibition", shortcut: "P" },
      { name: "openNow", label: "立即开展", from: ["draft"], to: "online", hook: "openExhibitionNow", shortcut: "O" },
      { name: "takeOffline", label: "下线", from: ["scheduled", "online"], to: "offline", shortcut: "D", confirm: "下线后客户端不再展示这个展览，确定下线吗？" },
      { name: "relaunch", label: "重新上线", from: ["offline"], to: "scheduled", alsoTo: ["online", "ended"], hook: "relaunchExhibition", shortcut: "L" },
      { name: "withdraw", label: "撤回", from: ["scheduled"], to: "draft", shortcut: "B" },
    ],
  }),
});
