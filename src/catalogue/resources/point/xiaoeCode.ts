import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const XIAOE_CODE_STATUSES = [
  { value: "IN_STOCK", label: "库存中" }, { value: "ISSUED", label: "已发放" }, { value: "VOID", label: "已作废" }, { value: "EXPIRED", label: "已过期" },
] as const;

const REASON = { key: "reason", label: "原因", kind: "text", required: true, maxLength: 100 } as const;

/**
 * 小鹅通兑换码 (/point/xiaoecoupon, commerce.md §3.5): codes made in 小鹅通, exported from its 码库 and
 * imported here (导入兑换码, a job: server/domains/point/xiaoeImportBatch/importJob.ts), then handed to visitors — by the
 * redemption of XIAOE_CODE points goods of the same activity, or by 手动发放 — each at most once
 * (server/domains/point/xiaoeCode/codes.ts `issueXiaoeCode`). Lists show codes masked; 查看 reveals one and is
 * recorded. IN_STOCK → ISSUED (system or 手动发放) | VOID 作废 | EXPIRED (system after endAt); ISSUED is final.
 */
export const xiaoeCode = defineResource({
  name: "xiaoeCode",
  label: "小鹅通兑换码",
  service: "PointServiceAdmin",
  ops: ["list", "get"],
  access: "point",
  titleField: "code",
  defaultSort: { by: "Id", asc: false },
  fields: [
    { key: "code", label: "兑换码", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true, help: "列表中部分隐藏，「查看兑换码」显示完整并留痕" },
    { key: "activityId", label: "小鹅通活动ID", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "batchId", label: "批次ID", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "title", label: "兑换码名称", kind: "text", maxLength: 50, editable: false, listed: true, filter: true },
    { key: "resourceName", label: "兑换课程", kind: "text", maxLength: 60, editable: false, listed: true, filter: true },
    { key: "startAt", label: "有效期开始", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "endAt", label: "有效期结束", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "status", label: "状态", kind: "enum", options: XIAOE_CODE_STATUSES, editable: false, listed: true, filter: true },
    { key: "issuedTo", label: "领取用户", kind: "ref", ref: "visitor", editable: false, listed: true, filter: true },
    { key: "issuedAt", label: "发放时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "pointsOrderNo", label: "积分订单", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, help: "手动发放的为空" },
    { key: "issueReason", label: "发放原因", kind: "text", maxLength: 100, editable: false, listed: true },
    { key: "voidReason", label: "作废原因", kind: "text", maxLength: 100, editable: false, listed: true },
    { key: "importBatchNo", label: "导入批次", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
  ],
  states: defineMachine({
    field: "status",
    initial: "IN_STOCK",
    states: [
      { value: "IN_STOCK", tone: "success" },
      { value: "ISSUED", tone: "info" },
      { value: "VOID", tone: "danger" },
      { value: "EXPIRED", tone: "neutral" },
    ],
    transitions: [
      {
        name: "void", label: "作废", from: ["IN_STOCK"], to: "VOID", hook: "voidCode", shortcut: "V",
        confirm: "作废后兑换码不能再发放（小鹅通侧请同时作废）。确定作废吗？", input: [REASON],
      },
    ],
  }),
  actions: [
    // 手动发放 goes through issueXiaoeCode (the code locked, issued once) — not a plain state write.
    {
      name: "issueXiaoeCode", label: "手动发放", scope: "row", shortcut: "I",
      input: [{ key: "uid", label: "用户编号", kind: "integer", required: true, min: 10_000_000, max: 99_999_999, help: "8 位用户编号" }, REASON],
    },
    // Seeing a whole code is recorded (who, when): a write.
    { name: "revealXiaoeCode", label: "查看兑换码", scope: "row", input: [], shortcut: "M" },
    {
      name: "importXiaoeCodes", label: "导入兑换码", scope: "view", job: true, shortcut: "U",
      input: [{ key: "file", label: "码库导出文件", kind: "file", upload: "UDT_XIAOE", required: true, help: "小鹅通「码库」导出的 xlsx 或 csv：兑换码、活动ID、批次ID、兑换码名称、兑换内容、有效期开始、有效期结束、状态" }],
    },
    { name: "exportUnissuedXiaoeCodes", label: "导出未发放", scope: "view", job: true, input: [], shortcut: "O" },
  ],
});
