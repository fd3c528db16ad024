import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const GIFT_REASONS = [
  { value: "COMPENSATION", label: "服务补偿" }, { value: "ACTIVITY_REWARD", label: "活动奖励" }, { value: "CUSTOMER_CARE", label: "用户关怀" },
  { value: "INTERNAL_TEST", label: "内部测试" }, { value: "OTHER", label: "其他" },
] as const;

/**
 * 赠送积分 (/point/batch, commerce.md §3.4): a draft names its visitors (8-digit uids, one per
 * line) and the points each gets; 确认发放 snapshots one item per visitor (unique per batch and
 * visitor) and queues a `gift` job that writes one GIFT row of the points log per item through
 * movePoints. Retrying skips what already succeeded. Only the 指定用户 target is built (名单文件 and
 * 按条件 are not yet).
 */
export const pointsGiftBatch = defineResource({
  name: "pointsGiftBatch",
  label: "赠送积分",
  service: "PointServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "point",
  titleField: "title",
  defaultSort: { by: "ctime", asc: false },
  fields: [
    { key: "batchNo", label: "批次号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "title", label: "批次名称", kind: "text", required: true, maxLength: 30, listed: true, filter: true },
    { key: "reason", label: "赠送原因", kind: "enum", required: true, options: GIFT_REASONS, listed: true, filter: true },
    { key: "uidList", label: "用户编号", kind: "longText", required: true, maxLength: 100_000, help: "8 位用户编号，每行一个，最多 10 000 个" },
    { key: "pointsPerVisitor", label: "每人积分", kind: "integer", required: true, min: 1, max: 100_000, listed: true },
    { key: "unknownUids", label: "不存在的用户编号", kind: "text", maxLength: 200, editable: false, listed: true, help: "这些编号没有对应用户，发放时跳过" },
    { key: "visitorCount", label: "人数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "totalPoints", label: "总积分", kind: "integer", min: 0, editable: false, listed: true },
    { key: "status", label: "状态", kind: "enum", options: [
      { value: "DRAFT", label: "草稿" }, { value: "RUNNING", label: "发放中" }, { value: "DONE", label: "已完成" },
      { value: "PARTIAL", label: "部分失败" }, { value: "CANCELLED", label: "已取消" },
    ], editable: false, listed: true, filter: true },
    { key: "successCount", label: "成功", kind: "integer", min: 0, editable: false, listed: true },
    { key: "failedCount", label: "失败", kind: "integer", min: 0, editable: false, listed: true },
    { key: "executedBy", label: "执行人", kind: "text", maxLength: 64, editable: false, listed: true },
    { key: "executedAt", label: "执行时间", kind: "datetime", editable: false, listed: true },
    { key: "jobId", label: "任务", kind: "integer", min: 0, editable: false },
  ],
  states: defineMachine({
    field: "status",
    initial: "DRAFT",
    states: [
      { value: "DRAFT", tone: "neutral" },
      { value: "RUNNING", tone: "info" },
      { value: "DONE", tone: "success" },
      { value: "PARTIAL", tone: "warning" },
      { value: "CANCELLED", tone: "neutral" },
    ],
    transitions: [
      { name: "execute", label: "确认发放", from: ["DRAFT"], to: "RUNNING", scope: "row", hook: "execute", job: true, shortcut: "F", confirm: "确认后将按名单逐个发放积分，发放进度可在任务面板查看。确定发放吗？" },
      { name: "retry", label: "重试失败项", from: ["PARTIAL"], to: "RUNNING", scope: "row", hook: "retry", job: true },
      { name: "cancel", label: "取消发放", from: ["DRAFT"], to: "CANCELLED" },
    ],
  }),
});
