import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const DEVICE_TYPES = [
  { value: "camera", label: "相机机身" },
  { value: "digitalBack", label: "数码后背" },
  { value: "lens", label: "镜头" },
  { value: "scanner", label: "扫描仪" },
  { value: "lighting", label: "灯光" },
  { value: "copyStand", label: "翻拍架" },
  { value: "colorTarget", label: "色卡" },
  { value: "workstation", label: "工作站" },
  { value: "other", label: "其他" },
] as const;

/**
 * 设备 (/dataadmin/baseDevice, content.md §14.1): the capture studio's cameras, backs, lenses,
 * scanners, lights and colour targets, kept at a 存放地点 (a shooting location of /sucai). 已预约 / 使用中
 * are set by the capture tasks of /shiy (their 设备, §8.4: 排期 reserves, 开始采集 uses, 采集完成 frees);
 * the console sends a device to maintenance, back, or retires it, and records calibrations (the due
 * date follows from the interval).
 */
export const device = defineResource({
  name: "device",
  label: "设备",
  route: "/dataadmin/baseDevice",
  service: "BaseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "artist",
  titleField: "name",
  defaultSort: { by: "utime", asc: false },
  fields: [
    { key: "name", label: "设备名称", kind: "text", required: true, maxLength: 40, listed: true, filter: true, sortable: true },
    { key: "assetNo", label: "资产编号", kind: "text", required: true, maxLength: 32, listed: true, filter: true, sortable: true, unique: true, placeholder: "ZC-2023-0045" },
    { key: "deviceType", label: "类型", kind: "enum", options: DEVICE_TYPES, required: true, listed: true, filter: true },
    { key: "brand", label: "品牌", kind: "text", required: true, maxLength: 20, listed: true, filter: true },
    { key: "model", label: "型号", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "serialNo", label: "序列号", kind: "text", maxLength: 40, filter: true },
    { key: "spec", label: "规格", kind: "text", maxLength: 100, listed: true, placeholder: "1.51 亿像素" },
    { key: "locationId", label: "存放地点", kind: "ref", ref: "shootingLocation", listed: true, filter: true },
    { key: "custodianId", label: "保管人", kind: "ref", ref: "consoleUser", listed: true, filter: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [
        { value: "available", label: "可用" }, { value: "reserved", label: "已预约" }, { value: "inUse", label: "使用中" },
        { value: "maintenance", label: "维护中" }, { value: "retired", label: "已报废" },
      ],
    },
    { key: "purchaseDate", label: "购置日期", kind: "date", filter: true, sortable: true },
    { key: "warrantyEndDate", label: "保修截止", kind: "date", filter: true, sortable: true },
    { key: "lastCalibrationDate", label: "上次校准", kind: "date", listed: true, filter: true, sortable: true },
    { key: "calibrationIntervalDays", label: "校准周期（天）", kind: "integer", min: 7, max: 730, help: "7–730 天，不填为 90 天" },
    { key: "calibrationDueDate", label: "校准到期", kind: "date", editable: false, listed: true, filter: true, sortable: true, help: "由上次校准与校准周期算出" },
    { key: "retireReason", label: "报废原因", kind: "text", maxLength: 200, editable: false },
    { key: "remark", label: "备注", kind: "longText", maxLength: 500 },
  ],
  actions: [
    {
      name: "recordDeviceCalibration", label: "记录校准", scope: "row", shortcut: "C",
      input: [{ key: "calibratedOn", label: "校准日期", kind: "date", required: true }],
    },
  ],
  states: defineMachine({
    field: "status",
    initial: "available",
    states: [
      { value: "available", tone: "success" },
      { value: "reserved", tone: "info" },
      { value: "inUse", tone: "info" },
      { value: "maintenance", tone: "warning" },
      { value: "retired", tone: "neutral" },
    ],
    transitions: [
      { name: "maintain", label: "送修/维护", from: ["available"], to: "maintenance", shortcut: "M" },
      { name: "finishMaintenance", label: "维护完成", from: ["maintenance"], to: "available", shortcut: "F" },
      {
        name: "retire", label: "报废", from: ["available", "reserved", "maintenance"], to: "retired", hook: "retireDevice", shortcut: "B", confirm: "报废后设备不能再使用，确定报废吗？",
        input: [{ key: "reason", label: "报废原因", kind: "text", required: true, maxLength: 200 }],
      },
    ],
  }),
});
