import { defineResource } from "../../define";

/** One visitor of a 赠送积分 batch: written when the batch is confirmed, moved only by its job (commerce.md §3.4). */
export const pointsGiftItem = defineResource({
  name: "pointsGiftItem",
  label: "赠送明细",
  service: "PointServiceAdmin",
  ops: ["list", "get"],
  access: "point",
  titleField: "itemKey",
  defaultSort: { by: "Id", asc: true },
  readOnly: true,
  parent: { resource: "pointsGiftBatch", key: "batchId" },
  fields: [
    { key: "batchId", label: "批次", kind: "ref", ref: "pointsGiftBatch", required: true, editable: false, listed: true, filter: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    // Batch number and visitor: at most one item, so one gift, per visitor and batch.
    { key: "itemKey", label: "明细键", kind: "text", maxLength: 48, editable: false, unique: true },
    { key: "points", label: "积分", kind: "integer", min: 1, max: 100_000, editable: false, listed: true },
    { key: "status", label: "状态", kind: "enum", options: [
      { value: "PENDING", label: "待发放" }, { value: "SUCCESS", label: "成功" }, { value: "FAILED", label: "失败" }, { value: "SKIPPED", label: "已跳过" },
    ], editable: false, listed: true, filter: true },
    { key: "logNo", label: "积分流水号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "error", label: "失败原因", kind: "text", maxLength: 200, editable: false, listed: true },
  ],
});
