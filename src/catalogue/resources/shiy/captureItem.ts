import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { QC_STATES } from "./captureEnums";

/**
 * 采集明细 (/shiy/drtask/detail?taskId=, content.md §8.5): one work of a capture task — its master file
 * (UDT_SHIY) and the measures the QC panel judges against captureQc.ts. Items are made and removed with
 * the task's works; 通过 / 退回 decide one item while its task is 质检中; a passed item's HD image is
 * written by the import that 质检通过 starts.
 */
export const captureItem = defineResource({
  name: "captureItem",
  label: "采集明细",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "update"],
  access: "shiyShuCai",
  titleField: "workTitle",
  defaultSort: { by: "Id", asc: true },
  parent: { resource: "captureTask", key: "taskId" },
  fields: [
    { key: "taskId", label: "采集任务", kind: "ref", ref: "captureTask", required: true, editable: false, filter: true },
    { key: "workId", label: "作品", kind: "ref", ref: "programmeWork", required: true, editable: false, filter: true },
    { key: "workTitle", label: "作品名称", kind: "text", maxLength: 60, editable: false, listed: true, help: "作品名称的副本（创建明细时）" },
    { key: "shotCount", label: "拍摄张数", kind: "integer", min: 1, max: 500, listed: true },
    { key: "masterFile", label: "母版文件", kind: "file", upload: "UDT_SHIY", listed: true, help: "TIFF 母版（提交质检前必须上传）" },
    { key: "capturedAt", label: "采集时间", kind: "datetime", listed: true, sortable: true },
    { key: "ppiMeasured", label: "实测分辨率", kind: "integer", min: 72, max: 4000, listed: true, filter: true },
    { key: "deltaEMean", label: "平均色差 ΔE2000", kind: "decimal", min: 0, max: 100, listed: true, filter: true },
    { key: "deltaEMax", label: "最大色差 ΔE2000", kind: "decimal", min: 0, max: 100, listed: true, filter: true },
    {
      key: "patches", label: "色卡色块", kind: "json", help: "测量软件导出的各色块参考值与实测值（L*a*b*，D50）；保存时按 CIEDE2000 逐块计算 ΔE 并更新平均/最大色差",
      columns: [
        { key: "patch", label: "色块", kind: "text" }, { key: "name", label: "名称", kind: "text" },
        { key: "refL", label: "参考 L*", kind: "decimal" }, { key: "refA", label: "参考 a*", kind: "decimal" }, { key: "refB", label: "参考 b*", kind: "decimal" },
        { key: "L", label: "实测 L*", kind: "decimal" }, { key: "a", label: "实测 a*", kind: "decimal" }, { key: "b", label: "实测 b*", kind: "decimal" },
        { key: "deltaE", label: "ΔE2000", kind: "decimal" },
      ],
    },
    { key: "toneDeltaL", label: "阶调 ΔL*", kind: "decimal", min: 0, max: 100 },
    { key: "uniformityPct", label: "照度均匀性偏差（%）", kind: "decimal", min: 0, max: 100 },
    { key: "sfrEfficiency", label: "SFR 采样效率（%）", kind: "decimal", min: 0, max: 100 },
    { key: "qcState", label: "质检", kind: "enum", options: QC_STATES, editable: false, listed: true, filter: true },
    { key: "retakeReason", label: "重拍原因", kind: "text", maxLength: 200, editable: false, listed: true },
    { key: "hdImageId", label: "高清图", kind: "ref", ref: "hdImage", editable: false, listed: true },
  ],
  states: defineMachine({
    field: "qcState",
    initial: "pending",
    states: [
      { value: "pending", tone: "neutral" },
      { value: "passed", tone: "success" },
      { value: "failed", tone: "danger" },
    ],
    transitions: [
      { name: "pass", label: "通过", from: ["pending", "failed"], to: "passed", scope: "row", hook: "passItem", shortcut: "Y" },
      {
        name: "reject", label: "退回", from: ["pending", "passed"], to: "failed", scope: "row", hook: "rejectItem", shortcut: "T",
        input: [{ key: "reason", label: "重拍原因", kind: "text", required: true, maxLength: 200, placeholder: "反光 / 色卡缺失 / 失焦 / 分块拼接错位" }],
      },
    ],
  }),
});
