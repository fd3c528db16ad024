import { defineResource } from "../../define";
import { PLACEMENT_FIELDS } from "./slotPlacement";

export const CHANNEL_ITEM_TYPES = [
  { value: "FEED", label: "视频" },
  { value: "LIVE", label: "直播" },
  { value: "PROFILE", label: "主页" },
] as const;

/**
 * 视频号 (/wudang/video_channel, commerce.md §6.9): items of the platform's WeChat Channels account
 * that the mini program opens with wx.openChannelsActivity / openChannelsLive / openChannelsUserProfile;
 * a video needs its feedId, a live also its nonceId.
 */
export const videoChannelItem = defineResource({
  name: "videoChannelItem",
  label: "视频号内容",
  service: "OperationServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "notice",
  titleField: "title",
  defaultSort: { by: "sort", asc: true },
  route: "/wudang/video_channel",
  screen: { filterOrder: ["displayState", "type", "title", "finderUserName", "online", "startAt", "endAt"], recordTabs: [{ kind: "changes", label: "变更记录" }] },
  fields: [
    { key: "type", label: "类型", kind: "enum", options: CHANNEL_ITEM_TYPES, required: true, listed: true, filter: true },
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "finderUserName", label: "视频号 ID", kind: "text", required: true, maxLength: 50, listed: true, filter: true, help: "以 sph 开头，如 sphMoyuanArt2021" },
    { key: "feedId", label: "视频 feedId", kind: "text", maxLength: 100, listed: true, requiredWhen: "视频、直播必填" },
    { key: "nonceId", label: "nonceId", kind: "text", maxLength: 100, requiredWhen: "直播必填" },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_NOTICE", required: true },
    ...PLACEMENT_FIELDS,
  ],
  actions: [
    {
      name: "setVideoChannelItemOnline", label: "上线/下线", scope: "rows", shortcut: "O",
      input: [{ key: "online", label: "上线", kind: "boolean", required: true }],
      choices: [
        { label: "上线", input: { online: true } },
        { label: "下线", input: { online: false }, confirm: "下线后小程序不再展示这条内容，确定下线吗？" },
      ],
    },
  ],
});
