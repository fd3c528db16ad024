import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { CAPTURE_COLOR_SPACES, CAPTURE_MODES, CAPTURE_PLACES, CAPTURE_STATUSES, COLOR_TARGETS, FILE_SPECS } from "./captureEnums";

const reason = (label: string) => [{ key: "reason", label, kind: "text", required: true, maxLength: 200 }] as const;

/**
 * 数字化采集任务 (/shiy/drtask, content.md §8.4): the works of one programme artist captured in one
 * session. Its items (captureItem, one per work) carry the masters and the QC measures; 质检通过 imports
 * the passed masters through the HD library's import (an hdImportTask of source 采集任务交付), which
 * gives each work its HD image. Devices are reserved at 排期, in use while capturing and free again after.
 * The list toggles to a kanban by state (Shift+K); a card moves by Shift+←/→ or by drag.
 */
export const captureTask = defineResource({
  name: "captureTask",
  label: "采集任务",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiyShuCai",
  titleField: "title",
  defaultSort: { by: "Id", asc: false },
  fields: [
    { key: "code", label: "任务编号", kind: "text", maxLength: 20, editable: false, listed: true, filter: true, unique: true, help: "服务器生成：DR-年份-序号" },
    { key: "title", label: "任务名称", kind: "text", required: true, maxLength: 60, listed: true, filter: true, placeholder: "林砚秋 2024 书法作品采集" },
    { key: "artistId", label: "艺术家", kind: "ref", ref: "programmeArtist", required: true, listed: true, filter: true },
    { key: "workIds", label: "采集作品", kind: "json", ref: "programmeWork", picker: "refs", refScope: { artistId: { field: "artistId" } }, required: true, listed: true, help: "先选艺术家，再按名称搜索其作品并回车添加，1–200 件；每件生成一条采集明细" },
    { key: "place", label: "采集地点", kind: "enum", options: CAPTURE_PLACES, required: true, listed: true, filter: true },
    { key: "scheduledAt", label: "计划时间", kind: "datetime", listed: true, filter: true, sortable: true, requiredWhen: "排期时必填" },
    { key: "deviceIds", label: "设备", kind: "json", ref: "device", picker: "refs", listed: true, help: "按名称搜索设备并回车添加；排期时须为「可用」" },
    { key: "operatorIds", label: "采集人员", kind: "json", ref: "consoleUser", picker: "refs", help: "按用户名搜索后台用户并回车添加" },
    { key: "captureMode", label: "采集方式", kind: "enum", options: CAPTURE_MODES, required: true, listed: true, filter: true },
    { key: "targetPpi", label: "目标分辨率", kind: "integer", required: true, min: 300, max: 2000, help: "1:1 下的 ppi，300–2000（常用 600）" },
    { key: "colorTarget", label: "色卡", kind: "enum", options: COLOR_TARGETS, required: true, filter: true },
    { key: "fileSpec", label: "文件规格", kind: "enum", options: FILE_SPECS, required: true },
    { key: "colorSpace", label: "色彩空间", kind: "enum", options: CAPTURE_COLOR_SPACES, required: true },
    { key: "status", label: "状态", kind: "enum", options: CAPTURE_STATUSES, editable: false, listed: true, filter: true },
    { key: "itemsDone", label: "已通过", kind: "integer", min: 0, editable: false, listed: true },
    { key: "itemsTotal", label: "作品数", kind: "integer", min: 0, editable: false, listed: true },
    {
      key: "qcSummary", label: "质检结果", kind: "json", editable: false, columns: [
        { key: "deltaEMean", label: "平均 ΔE", kind: "decimal" }, { key: "deltaEMax", label: "最大 ΔE", kind: "decimal" },
        { key: "ppiMeasured", label: "实测 ppi", kind: "integer" }, { key: "passed", label: "通过", kind: "integer" }, { key: "failed", label: "不通过", kind: "integer" },
      ],
    },
    { key: "importTaskId", label: "入库任务", kind: "ref", ref: "hdImportTask", editable: false },
    { key: "reworkReason", label: "返工原因", kind: "text", maxLength: 200, editable: false },
    { key: "cancelReason", label: "取消原因", kind: "text", maxLength: 200, editable: false },
    { key: "remark", label: "备注", kind: "longText", maxLength: 1000 },
    { key: "jobId", label: "入库作业", kind: "integer", min: 0, editable: false },
  ],
  screen: {
    filterOrder: ["status", "artistId", "place", "captureMode", "scheduledAt", "code", "title"],
    board: { field: "status", cardFields: ["artistId", "itemsTotal", "scheduledAt", "deviceIds"] },
  },
  actions: [
    { name: "openCaptureDetail", label: "采集明细与质检", scope: "row", level: "READ", shortcut: "V", input: [], opens: "/shiy/drtask/detail?taskId={Id}" },
  ],
  states: defineMachine({
    field: "status",
    initial: "planned",
    states: [
      { value: "planned", tone: "neutral" },
      { value: "scheduled", tone: "info" },
      { value: "capturing", tone: "info" },
      { value: "processing", tone: "info" },
      { value: "qc", tone: "warning" },
      { value: "rework", tone: "danger" },
      { value: "done", tone: "success" },
      { value: "cancelled", tone: "neutral" },
    ],
    transitions: [
      { name: "schedule", label: "排期", from: ["planned"], to: "scheduled", scope: "row", hook: "schedule", shortcut: "P" },
      { name: "startCapture", label: "开始采集", from: ["scheduled"], to: "capturing", scope: "row", hook: "startCapture", shortcut: "S" },
      { name: "finishCapture", label: "采集完成", from: ["capturing"], to: "processing", scope: "row", hook: "finishCapture", shortcut: "F" },
      { name: "submitQc", label: "提交质检", from: ["processing"], to: "qc", scope: "row", hook: "submitQc", shortcut: "Q" },
      { name: "passQc", label: "质检通过", from: ["qc"], to: "done", scope: "row", hook: "passQc", shortcut: "A", job: true, confirm: "通过的母版将导入高清图库并关联到作品，确定质检通过吗？" },
      { name: "failQc", label: "质检不通过", from: ["qc"], to: "rework", scope: "row", hook: "failQc", shortcut: "D", input: reason("不通过原因") },
      { name: "recapture", label: "重拍", from: ["rework"], to: "capturing", scope: "row", hook: "recapture", shortcut: "T" },
      { name: "reprocess", label: "重新处理", from: ["rework"], to: "processing", scope: "row", hook: "reprocess", shortcut: "H" },
      { name: "cancel", label: "取消任务", from: ["planned", "scheduled"], to: "cancelled", scope: "row", hook: "cancel", shortcut: "C", input: reason("取消原因") },
    ],
  }),
});
