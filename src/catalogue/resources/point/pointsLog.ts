import { defineResource } from "../../define";
import { LEDGER_TAIL, ledgerHead, VISITOR_LEDGER } from "../../visitorLedger";

/** Why a visitor's points moved (commerce.md §3.3). */
export const POINTS_BIZ_TYPES = [
  { value: "SIGN_IN", label: "签到" },
  { value: "TASK", label: "任务奖励" },
  { value: "ORDER_REWARD", label: "消费返积分" },
  { value: "GIFT", label: "后台赠送" },
  { value: "EXCHANGE", label: "积分兑换" },
  { value: "EXCHANGE_REFUND", label: "兑换退还" },
  { value: "REFUND_CLAWBACK", label: "退款扣回" },
  { value: "EXPIRE", label: "积分过期" },
  { value: "ADJUST", label: "人工调整" },
] as const;
export type PointsBizType = (typeof POINTS_BIZ_TYPES)[number]["value"];

/**
 * 积分明细 (/point/pointlog, commerce.md §3.3): every move of a visitor's points, append-only, each
 * row holding the balance after it — the visitor's `pointBalance` is the last row's `balanceAfter`.
 * Written only by the server (server/domains/point/pointsLog/points.ts); also a tab of the visitor's slide-over.
 */
export const pointsLog = defineResource({
  name: "pointsLog",
  label: "积分明细",
  service: "PointServiceAdmin",
  access: "point",
  ...VISITOR_LEDGER,
  fields: [
    ...ledgerHead(POINTS_BIZ_TYPES),
    { key: "change", label: "变动", kind: "integer", min: -100_000_000, max: 100_000_000, editable: false, listed: true, filter: true, sortable: true },
    { key: "balanceAfter", label: "变动后余额", kind: "integer", min: 0, editable: false, listed: true },
    { key: "bizNo", label: "关联单号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "expireAt", label: "过期时间", kind: "date", editable: false, listed: true },
    ...LEDGER_TAIL,
  ],
  // 人工调整 writes a new ADJUST row through the same code as the visitor's 调整积分 (the ledger itself is never edited).
  actions: [
    {
      name: "adjustPoints", label: "人工调整", scope: "view", shortcut: "A",
      input: [
        { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true },
        { key: "change", label: "变动积分", kind: "integer", required: true, min: -100_000, max: 100_000, help: "正数增加、负数扣减；扣减不能超过当前积分" },
        { key: "reason", label: "原因", kind: "text", required: true, maxLength: 100 },
      ],
    },
  ],
});
