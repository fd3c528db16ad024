import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const VOD_STATUSES = [
  { value: "Uploading", label: "上传中" },
  { value: "UploadFail", label: "上传失败" },
  { value: "UploadSucc", label: "上传完成" },
  { value: "Transcoding", label: "转码中" },
  { value: "TranscodeFail", label: "转码失败" },
  { value: "Checking", label: "审核中" },
  { value: "Blocked", label: "已屏蔽" },
  { value: "Normal", label: "正常" },
] as const;

export const VOD_USAGES = [
  { value: "course", label: "课程" },
  { value: "artistVideo", label: "艺术家视频" },
  { value: "channel", label: "视频频道" },
  { value: "article", label: "文章" },
  { value: "other", label: "其他" },
] as const;

/**
 * 点播视频 (/vodvideo/videoList, content.md §10.1): our mirror of the cloud VOD service's media
 * records. A new video's source file goes through the file library first (上传中, no 视频 ID yet);
 * 上传到点播 hands it to the VOD service, 刷新状态 reads the service's status, 重新上传 / 重新转码 retry
 * there — all through the configured VOD adapter, refused in Chinese when none is configured.
 * Lessons, artist videos and material reference it; 引用数 counts them and a referenced video is not deleted.
 */
export const vodVideo = defineResource({
  name: "vodVideo",
  label: "点播视频",
  service: "VodServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "utime", asc: false },
  screen: {
    filterOrder: ["title", "status", "usage", "category", "vendorVideoId", "durationSec", "uploadedBy"],
    // 播放预览 and 设为封面 (§10.1): the player, the current cover and the covers one may pick.
    recordTabs: [{ kind: "panel", label: "播放预览", panel: "vodPlayer" }, { kind: "changes", label: "变更记录" }],
  },
  fields: [
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 128, listed: true, filter: true, sortable: true },
    { key: "vendorVideoId", label: "视频 ID", kind: "text", maxLength: 32, editable: false, unique: true, listed: true, filter: true, help: "点播服务的视频 ID，上传到点播后得到" },
    { key: "category", label: "分类", kind: "text", maxLength: 40, listed: true, filter: true },
    { key: "description", label: "描述", kind: "longText", maxLength: 1024 },
    { key: "sourceFile", label: "源文件", kind: "file", upload: "UDT_SHIY", createOnly: true, help: "先存入文件库（不超过 200 MB），再上传到点播" },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_SHIY", listed: true, help: "点播截图或上传的图片" },
    { key: "durationSec", label: "时长(秒)", kind: "decimal", editable: false, listed: true, filter: true, sortable: true, help: "转码完成后由点播服务给出" },
    { key: "fileSize", label: "源文件大小", kind: "integer", editable: false, listed: true, sortable: true, help: "字节" },
    { key: "status", label: "状态", kind: "enum", options: VOD_STATUSES, editable: false, listed: true, filter: true },
    { key: "definitions", label: "清晰度", kind: "json", editable: false, listed: true, help: "如 [\"LD\",\"SD\",\"HD\",\"OD\"]" },
    { key: "templateGroupId", label: "转码模板组", kind: "text", maxLength: 64 },
    { key: "usage", label: "用途", kind: "enum", options: VOD_USAGES, required: true, listed: true, filter: true },
    { key: "refCount", label: "引用数", kind: "integer", editable: false, listed: true, sortable: true, help: "课时、艺术家视频、素材中引用它的条数" },
    { key: "uploadedBy", label: "上传人", kind: "ref", ref: "consoleUser", editable: false, listed: true, filter: true },
    { key: "lastSyncedAt", label: "同步时间", kind: "datetime", editable: false, sortable: true },
    { key: "tags", label: "标签", kind: "tags", max: 20 },
  ],
  actions: [
    { name: "uploadVodVideo", label: "上传到点播", scope: "row", input: [], shortcut: "S" },
    { name: "syncVodVideo", label: "刷新状态", scope: "rows", input: [], shortcut: "Y" },
    // Several files at once, as a job with its progress (a page of its own: the files are picked there).
    { name: "batchUploadVodVideo", label: "批量上传", scope: "view", input: [], shortcut: "B", opens: "/vodvideo/upload" },
  ],
  // The vendor's own events move the rest (上传完成 → 转码中 → 正常 …), read by 刷新状态.
  states: defineMachine({
    field: "status",
    initial: "Uploading",
    states: [
      { value: "Uploading", tone: "info" },
      { value: "UploadFail", tone: "danger" },
      { value: "UploadSucc", tone: "info" },
      { value: "Transcoding", tone: "info" },
      { value: "TranscodeFail", tone: "danger" },
      { value: "Checking", tone: "warning" },
      { value: "Blocked", tone: "danger" },
      { value: "Normal", tone: "success" },
    ],
    transitions: [
      { name: "reupload", label: "重新上传", from: ["UploadFail"], to: "Uploading", hook: "reuploadVodVideo", scope: "row", shortcut: "U" },
      { name: "retranscode", label: "重新转码", from: ["TranscodeFail"], to: "Transcoding", hook: "retranscodeVodVideo", scope: "row", shortcut: "T" },
    ],
  }),
});
