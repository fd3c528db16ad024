import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { ACCESS_LEVELS } from "../content/contentEnums";
import { TILE_LAYOUTS, TILE_SIZES } from "./hdEnums";

export const IMPORT_SOURCES = [
  { value: "ossPrefix", label: "对象存储目录" }, { value: "csvManifest", label: "CSV 清单" },
  { value: "captureTask", label: "采集任务交付" }, { value: "crawler", label: "爬虫结果" },
] as const;

export const ON_DUPLICATE = [
  { value: "skip", label: "跳过" }, { value: "overwrite", label: "覆盖" }, { value: "newVersion", label: "新建版本" },
] as const;

/**
 * 导入任务 (/hd/importtasks, content.md §1.2): a folder of the upload store or a CSV manifest becomes
 * HD images. 开始执行 lists the source into items and queues an `import` job (server/domains/hd/hdImportTask/importJob.ts)
 * that works through them one by one; the task row carries the progress. Import options are fields of
 * their own (the design's `options` json) so the editor can check them.
 */
export const hdImportTask = defineResource({
  name: "hdImportTask",
  label: "导入任务",
  service: "HdpServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "hdpic",
  titleField: "name",
  defaultSort: { by: "Id", asc: false },
  fields: [
    { key: "code", label: "任务编号", kind: "text", maxLength: 20, editable: false, listed: true, filter: true, unique: true, help: "服务器生成：IMP-年月日-序号" },
    { key: "name", label: "任务名称", kind: "text", required: true, maxLength: 60, listed: true, filter: true },
    { key: "sourceType", label: "来源", kind: "enum", options: IMPORT_SOURCES, required: true, listed: true, filter: true },
    { key: "sourcePath", label: "源路径", kind: "text", maxLength: 512, placeholder: "shiy/incoming/2024-03/taipei-npm/", help: "对象存储目录：该前缀下的全部文件" },
    { key: "manifestFile", label: "清单文件", kind: "file", upload: "UDT_SHIY", help: "UTF-8 CSV，≤5 MB；可先下载清单模板" },
    { key: "captureTaskId", label: "采集任务", kind: "integer", min: 1, filter: true, help: "来源为采集任务交付时填写" },
    { key: "targetAlbumId", label: "加入图集", kind: "ref", ref: "hdAlbum" },
    { key: "tileAfterImport", label: "导入后切片", kind: "boolean" },
    { key: "tileLayout", label: "切片格式", kind: "enum", options: TILE_LAYOUTS },
    { key: "tileSize", label: "瓦片尺寸", kind: "enum", options: TILE_SIZES },
    { key: "onDuplicate", label: "重复文件", kind: "enum", options: ON_DUPLICATE, required: true, help: "同一原图文件已导入过时：跳过、覆盖原记录或新建一个版本" },
    { key: "defaultVersion", label: "默认版本", kind: "text", maxLength: 32, tag: "HDP_VERSION" },
    { key: "defaultAccessLevel", label: "默认访问级别", kind: "enum", options: ACCESS_LEVELS },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true, options: [
        { value: "pending", label: "待执行" }, { value: "running", label: "执行中" }, { value: "succeeded", label: "已完成" },
        { value: "partial", label: "部分失败" }, { value: "failed", label: "失败" }, { value: "cancelled", label: "已取消" },
      ],
    },
    { key: "total", label: "总数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "succeeded", label: "成功", kind: "integer", min: 0, editable: false, listed: true },
    { key: "failed", label: "失败", kind: "integer", min: 0, editable: false, listed: true },
    { key: "skipped", label: "跳过", kind: "integer", min: 0, editable: false, listed: true },
    { key: "failReason", label: "失败原因", kind: "text", maxLength: 200, editable: false },
    { key: "startedAt", label: "开始时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "finishedAt", label: "结束时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "operatorId", label: "操作人", kind: "ref", ref: "consoleUser", editable: false, listed: true, filter: true },
    { key: "errorReport", label: "错误报告", kind: "file", editable: false, help: "失败行的 CSV：rowNo,fileKey,message" },
    { key: "jobId", label: "任务", kind: "integer", min: 0, editable: false },
  ],
  states: defineMachine({
    field: "status",
    initial: "pending",
    states: [
      { value: "pending", tone: "neutral" },
      { value: "running", tone: "info" },
      { value: "succeeded", tone: "success" },
      { value: "partial", tone: "warning" },
      { value: "failed", tone: "danger" },
      { value: "cancelled", tone: "neutral" },
    ],
    transitions: [
      { name: "start", label: "开始执行", from: ["pending"], to: "running", scope: "row", hook: "start", job: true, shortcut: "S" },
      { name: "cancel", label: "取消导入", from: ["running"], to: "cancelled", scope: "row", hook: "cancel", shortcut: "C", confirm: "当前文件处理完后停止，已导入的图片保留。确定取消吗？" },
      { name: "retry", label: "重试失败项", from: ["partial", "failed"], to: "running", scope: "row", hook: "retry", job: true, shortcut: "Y" },
    ],
  }),
  actions: [
    { name: "downloadHdImportErrors", label: "下载错误报告", scope: "row", level: "READ", shortcut: "O", input: [] },
    { name: "downloadHdImportTemplate", label: "下载清单模板", scope: "view", level: "READ", input: [] },
  ],
});
