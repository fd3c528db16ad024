import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { SLOT_STATE_FIELDS, TARGETING_FIELDS } from "./slotPlacement";

/**
 * 直播 (/wudang/live, commerce.md §6.6): a live session shown in the app from 预告开始 to its end.
 * 开始直播 / 结束 / 取消 are staff's moves; 生成推流地址 asks the live vendor (its adapter refuses
 * clearly while no vendor is configured, and nothing changes).
 */
export const liveStream = defineResource({
  name: "liveStream",
  label: "直播",
  service: "OperationServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "notice",
  route: "/wudang/live",
  titleField: "title",
  defaultSort: { by: "scheduledAt", asc: false },
  auditExclude: ["pushUrl"],
  screen: { filterOrder: ["title", "status", "displayState", "source", "anchor", "scheduledAt", "accessLevel", "online"] },
  fields: [
    { key: "title", label: "直播标题", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "anchor", label: "主讲", kind: "text", required: true, maxLength: 20, listed: true, filter: true },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_NOTICE", required: true, listed: true, help: "16:9" },
    {
      key: "source", label: "直播平台", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "SELF", label: "自有直播" }, { value: "CHANNELS", label: "微信视频号" }, { value: "XIAOE", label: "小鹅通" }],
    },
    { key: "pushUrl", label: "推流地址", kind: "text", maxLength: 2048, editable: false, writersOnly: true, help: "自有直播：由直播服务生成（生成推流地址）" },
    { key: "playUrls", label: "播放地址", kind: "json", requiredWhen: "自有直播必填", help: "{\"hls\": \"https://…m3u8\", \"flv\": \"https://…flv\"}" },
    { key: "finderUserName", label: "视频号 ID", kind: "text", maxLength: 50, requiredWhen: "微信视频号必填", help: "sph 开头" },
    { key: "feedId", label: "直播 feedId", kind: "text", maxLength: 50 },
    { key: "externalUrl", label: "外部链接", kind: "url", requiredWhen: "小鹅通必填" },
    { key: "startAt", label: "预告开始", kind: "datetime", listed: true, help: "App 从此时起展示预告；不填为上线即展示" },
    { key: "scheduledAt", label: "开播时间", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "endAt", label: "结束时间", kind: "datetime", required: true, listed: true, filter: true, sortable: true, help: "过了结束时间 App 不再展示" },
    {
      key: "accessLevel", label: "观看权限", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "ALL", label: "所有人" }, { value: "VIP", label: "会员" }, { value: "STUDENT", label: "书院学员" }],
    },
    { key: "relatedCourseId", label: "关联课程", kind: "ref", ref: "shiyCourse", listed: true },
    { key: "replayVideoId", label: "回放", kind: "ref", ref: "vodVideo", listed: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "SCHEDULED", label: "预告中" }, { value: "LIVE", label: "直播中" }, { value: "ENDED", label: "已结束" }, { value: "CANCELLED", label: "已取消" }],
    },
    { key: "cancelReason", label: "取消原因", kind: "text", maxLength: 200, editable: false },
    { key: "peakViewers", label: "峰值观看", kind: "integer", min: 0, editable: false, listed: true },
    { key: "totalViewers", label: "累计观看", kind: "integer", min: 0, editable: false, listed: true },
    ...TARGETING_FIELDS,
    ...SLOT_STATE_FIELDS,
  ],
  actions: [
    { name: "issueLivePushUrl", label: "生成推流地址", scope: "row", shortcut: "U", input: [], confirm: "向直播服务申请新的推流地址，旧地址随即失效。确定生成吗？" },
  ],
  states: defineMachine({
    field: "status",
    initial: "SCHEDULED",
    states: [
      { value: "SCHEDULED", tone: "info" },
      { value: "LIVE", tone: "warning" },
      { value: "ENDED", tone: "success" },
      { value: "CANCELLED", tone: "danger" },
    ],
    transitions: [
      { name: "start", label: "开始直播", from: ["SCHEDULED"], to: "LIVE", scope: "row", shortcut: "B", confirm: "App 将显示「直播中」。确定开始吗？" },
      { name: "finish", label: "结束直播", from: ["LIVE"], to: "ENDED", scope: "row", shortcut: "F", confirm: "确定结束这场直播吗？" },
      {
        name: "cancel", label: "取消直播", from: ["SCHEDULED"], to: "CANCELLED", scope: "row", shortcut: "C", hook: "cancel",
        input: [{ key: "reason", label: "取消原因", kind: "text", required: true, minLength: 2, maxLength: 200 }],
      },
    ],
  }),
});
