import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const REDEEM_CHANNELS = [
  { value: "GROUP_PURCHASE", label: "机构团购" },
  { value: "PARTNER", label: "合作渠道" },
  { value: "OFFLINE_CARD", label: "实体卡" },
  { value: "GIFT", label: "赠送" },
  { value: "CAMPAIGN", label: "运营活动" },
] as const;

/**
 * Batches of membership redemption codes (/tourist/coupon, commerce.md §5.9, object coupon). Saving a
 * batch queues a job that generates its `quantity` codes (progress on the job); the batch is ACTIVE
 * once they all exist. 作废剩余 voids the unused codes. 导出兑换码 queues the engine's xlsx export of
 * the batch's codes and counts it here; a second export asks for a reason. 延长有效期 moves 兑换截止
 * later (never earlier) while the batch can be redeemed; at 兑换截止 the system expires it (server/domains/tourist/redeemCodeBatch/expiry.ts).
 */
export const redeemCodeBatch = defineResource({
  name: "redeemCodeBatch",
  label: "兑换码批次",
  service: "TouristServiceAdmin",
  ops: ["list", "get", "create", "update"],
  access: "coupon",
  titleField: "name",
  defaultSort: { by: "ctime", asc: false },
  screen: {
    leadColumns: [{ key: "ctime", label: "创建时间", kind: "datetime", sortable: true }],
    timeFilter: { key: "ctime", label: "创建时间" },
  },
  fields: [
    { key: "batchNo", label: "批次号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "name", label: "批次名称", kind: "text", required: true, maxLength: 30, listed: true, filter: true },
    { key: "vipGoodsId", label: "兑换权益", kind: "ref", ref: "vipGoods", required: true, createOnly: true, listed: true, filter: true },
    { key: "vipLevel", label: "会员等级", kind: "enum", editable: false, listed: true, options: [{ value: "VIP", label: "会员" }, { value: "SVIP", label: "超级会员" }] },
    { key: "durationDays", label: "天数", kind: "integer", min: 1, editable: false, listed: true },
    { key: "quantity", label: "数量", kind: "integer", required: true, min: 1, max: 50_000, createOnly: true, listed: true, sortable: true },
    { key: "prefix", label: "前缀", kind: "text", maxLength: 4, pattern: "^[0-9A-HJKMNP-TV-Z]{0,4}$", patternMessage: "前缀只能是 0–4 个大写字母或数字（不含 I、L、O、U）", createOnly: true },
    { key: "channel", label: "发放渠道", kind: "enum", options: REDEEM_CHANNELS, required: true, listed: true, filter: true },
    { key: "partnerName", label: "合作方", kind: "text", maxLength: 50, listed: true, filter: true, help: "合作渠道必填" },
    { key: "settlePrice", label: "结算单价", kind: "money", min: 0, listed: true },
    { key: "groupApplyNo", label: "团购申请", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "validFrom", label: "兑换开始", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    // Only later, through 延长有效期: codes already handed out never lose days behind their holders' backs.
    { key: "validTo", label: "兑换截止", kind: "datetime", required: true, createOnly: true, listed: true, filter: true, sortable: true },
    { key: "generatedCount", label: "已生成", kind: "integer", min: 0, editable: false, listed: true },
    { key: "redeemedCount", label: "已兑换", kind: "integer", min: 0, editable: false, listed: true },
    { key: "voidCount", label: "已作废", kind: "integer", min: 0, editable: false, listed: true },
    { key: "exportCount", label: "导出次数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "lastExportedBy", label: "导出人", kind: "text", maxLength: 64, editable: false, listed: true },
    { key: "jobId", label: "生成任务", kind: "integer", min: 1, editable: false },
    { key: "exportJobId", label: "最近导出任务", kind: "integer", min: 1, editable: false },
    { key: "voidReason", label: "作废原因", kind: "text", maxLength: 200, editable: false },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "GENERATING", label: "生成中" }, { value: "ACTIVE", label: "可兑换" }, { value: "EXPIRED", label: "已过期" }, { value: "VOIDED", label: "已作废" }],
    },
  ],
  // GENERATING → ACTIVE (the job, when every code exists) → EXPIRED [system] | VOIDED 作废剩余 [W(coupon)].
  states: defineMachine({
    field: "status",
    initial: "GENERATING",
    states: [
      { value: "GENERATING", tone: "info" },
      { value: "ACTIVE", tone: "success" },
      { value: "EXPIRED", tone: "neutral" },
      { value: "VOIDED", tone: "danger" },
    ],
    transitions: [
      {
        name: "void", label: "作废剩余", from: ["ACTIVE"], to: "VOIDED", scope: "row", hook: "voidBatch",
        confirm: "批次中所有未兑换的兑换码将作废，已兑换的不受影响。确定作废吗？",
        input: [{ key: "reason", label: "作废原因", kind: "text", required: true, maxLength: 200 }],
      },
    ],
  }),
  actions: [
    {
      name: "extendRedeemValidity", label: "延长有效期", scope: "row", shortcut: "T",
      input: [{ key: "validTo", label: "新的兑换截止", kind: "datetime", required: true, help: "须晚于当前的兑换截止；已过期或已作废的批次不能延长" }],
    },
    {
      name: "exportRedeemCodes", label: "导出兑换码", scope: "row", shortcut: "O", jobField: "exportJobId",
      input: [{ key: "reason", label: "再次导出的原因", kind: "text", maxLength: 200, help: "第二次起必填" }],
    },
  ],
});
