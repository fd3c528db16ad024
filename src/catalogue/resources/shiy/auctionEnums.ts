import type { FieldDef } from "../../fields";

/** content.md §8.7: how bids arrive. */
export const BID_CHANNELS = [
  { value: "app", label: "App" },
  { value: "miniapp", label: "小程序" },
  { value: "live", label: "现场/直播" },
  { value: "proxy", label: "委托" },
] as const;

export const LOT_PAYMENT_STATES = [
  { value: "unpaid", label: "待付款" },
  { value: "paid", label: "已付款" },
  { value: "defaulted", label: "已违约" },
] as const;

/** One band of the 加价幅度 (amounts in 分): inside [from, to) the valid bids end in `steps` of each decade, or step by a single step. */
export const LADDER_COLUMNS: readonly FieldDef[] = [
  { key: "from", label: "自（分）", kind: "money" },
  { key: "to", label: "至（分）", kind: "money" },
  { key: "steps", label: "阶梯（分）", kind: "text" },
];

/**
 * The "2-5-8" ladder of content.md §8.7 in 分 (provisional until the business confirms it, §18 Q11):
 * ¥3,000 → ¥3,200 → ¥3,500 → ¥3,800 → ¥4,000 …
 */
export const DEFAULT_LADDER = [
  { from: 0, to: 100_000, steps: [5_000] },
  { from: 100_000, to: 300_000, steps: [10_000] },
  { from: 300_000, to: 1_000_000, steps: [20_000, 50_000, 80_000] },
  { from: 1_000_000, to: 3_000_000, steps: [100_000] },
  { from: 3_000_000, to: 10_000_000, steps: [200_000, 500_000, 800_000] },
  { from: 10_000_000, to: 30_000_000, steps: [1_000_000] },
  { from: 30_000_000, to: 100_000_000, steps: [2_000_000, 5_000_000, 8_000_000] },
  { from: 100_000_000, to: null, steps: [10_000_000] },
] as const;
