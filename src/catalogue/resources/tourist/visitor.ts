import { PLATFORMS, VIP_LEVELS } from "../../commerce";
import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { GIFT_REASONS } from "../point/pointsGiftBatch";

export const VISITOR_STATUSES = [
  { value: "NORMAL", label: "正常" },
  { value: "MUTED", label: "禁言" },
  { value: "BANNED", label: "封禁" },
  { value: "DEACTIVATED", label: "已注销" },
] as const;

const REASON = { key: "reason", label: "原因", kind: "text", required: true, maxLength: 100 } as const;

/** Masks a mobile for lists: 138****5678 (commerce.md §0.4); the full number only by 查看手机号. */
export function maskMobile(mobile: unknown): string | null {
  if (typeof mobile !== "string" || mobile === "") return null;
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : "****";
}

/**
 * End users of the client apps (/tourist/tourist, commerce.md §5.1). Staff edit only `tags` and
 * `remark`; the status moves by its transitions; `balance` and `pointBalance` only by their ledgers
 * (balanceLog, pointsLog), each entry holding the balance after it.
 */
export const visitor = defineResource({
  name: "visitor",
  label: "用户",
  service: "TouristServiceAdmin",
  ops: ["list", "get", "update"],
  access: "order",
  titleField: "nickName",
  defaultSort: { by: "registerAt", asc: false },
  // The full mobile stays out of change records: a reveal is recorded, the number is not.
  auditExclude: ["mobile"],
  screen: {
    // The filters people use most come first in the bar; the rest wait behind 更多筛选.
    filterOrder: ["uid", "nickName", "vipLevel", "status", "registerAt", "registerChannel", "lastActiveAt", "tags"],
    recordTabs: [{ kind: "changes", label: "变更记录" }],
  },
  fields: [
    { key: "uid", label: "用户编号", kind: "integer", min: 10_000_000, max: 99_999_999, editable: false, listed: true, filter: true, sortable: true, unique: true },
    { key: "nickName", label: "昵称", kind: "text", maxLength: 20, editable: false, listed: true, filter: true },
    { key: "avatar", label: "头像", kind: "image", upload: "UDT_AVATAR", editable: false, listed: true },
    {
      key: "mobile", label: "手机号", kind: "text", maxLength: 11, pattern: "^1\\d{10}$", patternMessage: "手机号须为 11 位数字", editable: false, listed: true, filter: true,
      help: "列表与详情中打码显示；「查看手机号」显示完整号码并留下记录",
    },
    { key: "wxUnionId", label: "微信 UnionID", kind: "text", maxLength: 64, editable: false, filter: true },
    { key: "wxOpenIds", label: "微信 OpenID", kind: "json", editable: false },
    { key: "appAccountToken", label: "苹果支付标识", kind: "text", maxLength: 36, editable: false, filter: true },
    { key: "registerChannel", label: "注册来源", kind: "enum", options: PLATFORMS, editable: false, listed: true, filter: true },
    { key: "registerAt", label: "注册时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "lastActiveAt", label: "最近活跃", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "region", label: "地区", kind: "text", maxLength: 20, editable: false, listed: true, filter: true },
    {
      key: "gender", label: "性别", kind: "enum", editable: false, filter: true,
      options: [{ value: "UNKNOWN", label: "未知" }, { value: "MALE", label: "男" }, { value: "FEMALE", label: "女" }],
    },
    { key: "vipLevel", label: "会员等级", kind: "enum", options: VIP_LEVELS, editable: false, listed: true, filter: true },
    { key: "vipExpireAt", label: "会员到期", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "autoRenew", label: "自动续费", kind: "boolean", editable: false, listed: true, filter: true },
    { key: "pointBalance", label: "积分", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "balance", label: "余额", kind: "money", min: 0, editable: false, listed: true, sortable: true },
    { key: "hdQuota", label: "高清下载余量", kind: "integer", min: 0, editable: false },
    { key: "totalPaid", label: "累计消费", kind: "money", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "tags", label: "用户标签", kind: "tags", listed: true, filter: true },
    { key: "status", label: "账号状态", kind: "enum", options: VISITOR_STATUSES, editable: false, listed: true, filter: true },
    { key: "bannedUntil", label: "解封时间", kind: "datetime", editable: false, listed: true },
    { key: "statusReason", label: "状态原因", kind: "text", maxLength: 100, editable: false, listed: true },
    { key: "deactivatedAt", label: "注销时间", kind: "datetime", editable: false, filter: true },
    { key: "anonymisedAt", label: "匿名化时间", kind: "datetime", editable: false, help: "注销满 15 天后由系统匿名化手机号、OpenID、昵称、头像、地址与登录设备" },
    { key: "remark", label: "客服备注", kind: "text", maxLength: 200 },
  ],
  // Balances, points and VIP move only through these audited actions (each writes its ledger row and a change record).
  actions: [
    {
      name: "adjustBalance", label: "调整余额", scope: "row", shortcut: "B",
      input: [
        { key: "change", label: "变动金额", kind: "money", required: true, min: -100_000_00, max: 100_000_00, help: "正数增加、负数扣减；扣减不能超过当前余额" },
        REASON,
      ],
    },
    {
      name: "adjustPoints", label: "调整积分", scope: "row", shortcut: "P",
      input: [
        { key: "change", label: "变动积分", kind: "integer", required: true, min: -100_000, max: 100_000, help: "正数增加、负数扣减；扣减不能超过当前积分（需积分宝箱写权限）" },
        REASON,
      ],
    },
    // No direct grant (commerce.md §5.1): this submits a 手动开通 VIP work order for the visitor, which a second
    // person approves at /tourist/vipwork (server/domains/tourist/visitor/vipWorkOrderFromVisitor.ts).
    {
      name: "grantVip", label: "开通或延长会员", scope: "row", shortcut: "V",
      input: [
        { key: "vipLevel", label: "会员等级", kind: "enum", required: true, options: [{ value: "VIP", label: "会员" }, { value: "SVIP", label: "超级会员" }] },
        { key: "days", label: "天数", kind: "integer", required: true, min: 1, max: 366 },
        { key: "reason", label: "情况说明", kind: "text", required: true, maxLength: 100, help: "提交 VIP 工单（手动开通），须由另一位同事审批通过后才生效" },
      ],
    },
    {
      name: "revokeVip", label: "取消会员", scope: "row", input: [REASON],
      confirm: "会员立即失效，已付款项不会自动退回（如需退款请在订单中操作）。确定取消吗？",
    },
    // One draft 赠送积分 batch of the selected (or every matching) visitor, opened in /point/batch; needs W(point) too.
    {
      name: "giftPoints", label: "赠送积分", scope: "rows", shortcut: "Z", makes: "pointsGiftBatch",
      input: [
        { key: "title", label: "批次名称", kind: "text", required: true, maxLength: 30 },
        { key: "reason", label: "赠送原因", kind: "enum", required: true, options: GIFT_REASONS },
        { key: "pointsPerVisitor", label: "每人积分", kind: "integer", required: true, min: 1, max: 100_000 },
      ],
    },
    // 发券 (issue 25): one ADMIN coupon record of an issuing template; needs W(shiy) too (server/domains/tourist/visitor/issueCoupon.ts).
    {
      name: "issueCoupon", label: "发券", scope: "row", shortcut: "Q",
      input: [{ key: "couponId", label: "优惠券", kind: "ref", ref: "coupon", required: true, help: "只能发放「发放中」的券；受发放总量与每人限领约束" }],
    },
    // Seeing the full number is recorded, a write: it needs W(order).
    { name: "revealMobile", label: "查看手机号", scope: "row", input: [], shortcut: "M" },
  ],
  // NORMAL ⇄ MUTED / BANNED; any → DEACTIVATED (irreversible). The hooks write the reason and end time.
  states: defineMachine({
    field: "status",
    initial: "NORMAL",
    states: [
      { value: "NORMAL", tone: "success" },
      { value: "MUTED", tone: "warning" },
      { value: "BANNED", tone: "danger" },
      { value: "DEACTIVATED", tone: "neutral" },
    ],
    transitions: [
      { name: "mute", label: "禁言", from: ["NORMAL"], to: "MUTED", scope: "row", hook: "restrict", input: [REASON, { key: "until", label: "解除时间", kind: "datetime" }] },
      { name: "ban", label: "封禁", from: ["NORMAL", "MUTED"], to: "BANNED", scope: "row", hook: "restrict", input: [REASON, { key: "until", label: "解封时间", kind: "datetime" }] },
      { name: "release", label: "解除限制", from: ["MUTED", "BANNED"], to: "NORMAL", hook: "release" },
      {
        name: "deactivate", label: "注销", from: ["NORMAL", "MUTED", "BANNED"], to: "DEACTIVATED", scope: "row", hook: "deactivate", input: [REASON],
        confirm: "注销不可撤销：15 天后手机号、OpenID、昵称、头像与地址将被匿名化，订单保留用于记账。确定注销吗？",
      },
    ],
  }),
});
