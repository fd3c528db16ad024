import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/**
 * 推送消息 (/wudang/pushMsgList, commerce.md §6.12): a JPush notification. 立即发送 and 重试 call the
 * push adapter in the transition (refused while 极光推送 is not configured: nothing changes);
 * 定时发送 keeps the time here and the sweeper sends it when due (an unconfigured adapter's refusal
 * is recorded as 发送失败 with its reason); 取消 until one minute before. Sent, scheduled and
 * cancelled pushes are read-only.
 */
export const pushMessage = defineResource({
  name: "pushMessage",
  label: "推送消息",
  service: "OperationServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "artist",
  route: "/wudang/pushMsgList",
  titleField: "title",
  defaultSort: { by: "ctime", asc: false },
  screen: { filterOrder: ["title", "status", "sendType", "audienceType", "scheduledAt", "sentAt", "pushNo"], recordTabs: [{ kind: "changes", label: "变更记录" }] },
  fields: [
    { key: "pushNo", label: "推送编号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true, help: "保存时生成，PM 开头" },
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 20, listed: true, filter: true },
    { key: "content", label: "内容", kind: "longText", required: true, maxLength: 100, listed: true },
    { key: "platforms", label: "平台", kind: "tags", required: true, listed: true, help: "IOS、ANDROID 中的一个或两个" },
    {
      key: "audienceType", label: "推送对象", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "ALL", label: "全部设备" }, { value: "TAG", label: "标签" }, { value: "ALIAS", label: "指定用户" }, { value: "SEGMENT", label: "用户分群" }],
    },
    {
      key: "audienceValue", label: "对象值", kind: "json", requiredWhen: "推送对象不是「全部设备」时必填",
      help: "标签：[\"vip\", \"svip\"]（≤ 20 个）；指定用户：用户编号列表 [\"10238745\"]（≤ 1000 个）；用户分群：{\"segmentId\": \"…\"}",
    },
    {
      key: "landingType", label: "点击跳转", kind: "enum", required: true, listed: true,
      options: [{ value: "HOME", label: "首页" }, { value: "SUHA", label: "作品" }, { value: "COURSE", label: "课程" }, { value: "LIVE", label: "直播" }, { value: "ACTIVITY", label: "活动" }, { value: "URL", label: "网页" }],
    },
    { key: "landingId", label: "跳转目标", kind: "text", maxLength: 2048, requiredWhen: "跳转到首页以外时必填：作品、课程、直播、活动的编号，或网页地址" },
    { key: "sendType", label: "发送方式", kind: "enum", required: true, listed: true, filter: true, options: [{ value: "NOW", label: "立即" }, { value: "SCHEDULED", label: "定时" }] },
    { key: "scheduledAt", label: "定时时间", kind: "datetime", requiredWhen: "定时发送时必填：至少 5 分钟后，且不在 22:00–08:00", listed: true, filter: true, sortable: true },
    { key: "timeToLive", label: "离线保留(秒)", kind: "integer", min: 0, max: 864_000, help: "默认 86400（1 天）" },
    { key: "apnsProduction", label: "iOS 生产环境", kind: "boolean", help: "仅测试推送时关闭" },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [
        { value: "DRAFT", label: "草稿" }, { value: "SCHEDULED", label: "待发送" }, { value: "SENT", label: "已发送" },
        { value: "FAILED", label: "发送失败" }, { value: "CANCELLED", label: "已取消" },
      ],
    },
    { key: "failReason", label: "失败原因", kind: "text", maxLength: 500, editable: false, listed: true },
    { key: "providerMsgId", label: "推送 ID", kind: "text", maxLength: 64, editable: false, listed: true },
    { key: "targetCount", label: "目标", kind: "integer", min: 0, editable: false, listed: true },
    { key: "receivedCount", label: "送达", kind: "integer", min: 0, editable: false, listed: true },
    { key: "clickCount", label: "点击", kind: "integer", min: 0, editable: false, listed: true },
    { key: "sentAt", label: "发送时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "cancelledAt", label: "取消时间", kind: "datetime", editable: false },
  ],
  actions: [
    {
      name: "sendTestPushMessage", label: "发送测试", scope: "row", shortcut: "T",
      input: [{ key: "registrationIds", label: "测试设备 registration_id", kind: "tags", required: true, max: 10, help: "本人测试设备的极光 registration_id，最多 10 个；以开发环境发送" }],
    },
    { name: "refreshPushMessageStats", label: "刷新统计", scope: "rows", shortcut: "U", input: [] },
  ],
  states: defineMachine({
    field: "status",
    initial: "DRAFT",
    states: [
      { value: "DRAFT", tone: "neutral" },
      { value: "SCHEDULED", tone: "info" },
      { value: "SENT", tone: "success" },
      { value: "FAILED", tone: "danger" },
      { value: "CANCELLED", tone: "neutral" },
    ],
    transitions: [
      { name: "send", label: "立即发送", from: ["DRAFT"], to: "SENT", scope: "row", shortcut: "S", hook: "send", confirm: "推送将立即发往目标设备，发出后不能撤回。确定发送吗？" },
      {
        name: "schedule", label: "定时发送", from: ["DRAFT"], to: "SCHEDULED", scope: "row", shortcut: "D", hook: "schedule",
        input: [{ key: "scheduledAt", label: "定时时间", kind: "datetime", help: "不填则用推送的定时时间；至少 5 分钟后，且不在 22:00–08:00" }],
      },
      { name: "cancel", label: "取消发送", from: ["SCHEDULED"], to: "CANCELLED", scope: "row", shortcut: "Q", hook: "cancel", confirm: "取消后这条推送不会发出。确定取消吗？" },
      { name: "retry", label: "重试", from: ["FAILED"], to: "SENT", scope: "row", shortcut: "Y", hook: "send", confirm: "重新发送这条推送。确定吗？" },
    ],
  }),
});
