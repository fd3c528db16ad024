import { defineResource } from "../../define";
import { VOD_STATUSES } from "./vodVideo";

/** The events of 阿里云视频点播's HTTP callbacks the console acts on (others are recorded as 未处理). */
export const VOD_EVENT_TYPES = [
  { value: "FileUploadComplete", label: "视频上传完成" },
  { value: "UploadByURLComplete", label: "URL 拉取上传完成" },
  { value: "StreamTranscodeComplete", label: "单个清晰度转码完成" },
  { value: "TranscodeComplete", label: "全部清晰度转码完成" },
  { value: "SnapshotComplete", label: "截图完成" },
  { value: "VideoAnalysisComplete", label: "视频分析完成" },
  { value: "CreateAuditComplete", label: "人工审核完成" },
  { value: "other", label: "其他事件" },
] as const;

export const VOD_EVENT_OUTCOMES = [
  { value: "applied", label: "已更新视频" },
  { value: "unchanged", label: "无需变更" },
  { value: "unknownVideo", label: "未找到视频" },
  { value: "unhandled", label: "未处理的事件" },
] as const;

/**
 * 点播回调事件 (content.md §10.1 "from vendor callbacks"): every verified event notification the VOD
 * service pushed to POST /api/notify/vod, as received, once — the same notification delivered again
 * finds its row by `eventKey` and changes nothing. Written only by the callback; never edited.
 */
export const vodEvent = defineResource({
  name: "vodEvent",
  label: "点播回调事件",
  service: "VodServiceAdmin",
  ops: ["list", "get"],
  access: "shiy",
  titleField: "eventType",
  defaultSort: { by: "receivedAt", asc: false },
  readOnly: true,
  parent: { resource: "vodVideo", key: "vodVideoId", tab: "回调事件" },
  fields: [
    { key: "eventType", label: "事件", kind: "enum", options: VOD_EVENT_TYPES, editable: false, listed: true, filter: true },
    { key: "vendorEventType", label: "事件类型原文", kind: "text", maxLength: 64, editable: false, filter: true },
    { key: "vendorVideoId", label: "视频 ID", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "vodVideoId", label: "点播视频", kind: "ref", ref: "vodVideo", editable: false, listed: true, filter: true },
    { key: "eventStatus", label: "事件结果", kind: "text", maxLength: 16, editable: false, listed: true, filter: true, help: "success 成功 / fail 失败" },
    { key: "eventTime", label: "事件时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "outcome", label: "处理", kind: "enum", options: VOD_EVENT_OUTCOMES, editable: false, listed: true, filter: true },
    { key: "statusBefore", label: "原状态", kind: "enum", options: VOD_STATUSES, editable: false, listed: true },
    { key: "statusAfter", label: "新状态", kind: "enum", options: VOD_STATUSES, editable: false, listed: true },
    { key: "eventKey", label: "事件指纹", kind: "text", maxLength: 64, editable: false, unique: true, help: "报文的 SHA-256：同一事件重复送达只记一次" },
    { key: "receivedAt", label: "接收时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "raw", label: "原始报文", kind: "json", editable: false },
  ],
});
