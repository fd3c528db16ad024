import { discountActivity } from "../../../../src/catalogue/registry";
import { tierSummary } from "./discountActivities";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

/**
 * commerce.md §4.5 seed: five activities, three past, one running, one upcoming. Their order counters
 * stay 0: the seeded orders carry no DISCOUNT promotion yet (the order world predates these screens).
 */
const PLAN = [
  { name: "开学季满 1000 减 120", type: "FULL_REDUCTION", tiers: [{ thresholdFen: 100_000, reduceFen: 12_000 }], scope: "ALL_SHIY", from: -80, days: 14, status: "ENDED" },
  { name: "双 11 满 2000 减 300", type: "FULL_REDUCTION", tiers: [{ thresholdFen: 100_000, reduceFen: 10_000 }, { thresholdFen: 200_000, reduceFen: 30_000 }], scope: "ALL_SHIY", from: -14, days: 4, status: "ENDED" },
  { name: "春节限时 8.5 折", type: "DIRECT_DISCOUNT", tiers: { rateBp: 8500 }, scope: "SELECTED", courseIds: [1, 2], from: -290, days: 10, status: "ENDED" },
  { name: "冬季临帖满 1500 打 9 折", type: "FULL_DISCOUNT", tiers: [{ thresholdFen: 150_000, rateBp: 9000 }], scope: "SELECTED", courseIds: [3, 4], from: -5, days: 15, status: "ONGOING" },
  { name: "元旦新年满 1000 减 150", type: "FULL_REDUCTION", tiers: [{ thresholdFen: 100_000, reduceFen: 15_000 }], scope: "SELECTED", courseIds: [5, 6], from: 30, days: 10, status: "NOT_STARTED" },
] as const;

export const seed = defineSeed({
  resource: discountActivity,
  async run(ctx) {
    if (await ctx.tx.selectFrom(discountActivity.table).select("Id").limit(1).executeTakeFirst()) return;
    for (const p of PLAN) {
      const startAt = ctx.now + p.from * DAY;
      const { from: _from, days, ...rest } = p;
      await ctx.insert(discountActivity, {
        ...rest, tiers: JSON.parse(JSON.stringify(p.tiers)) as unknown, courseIds: "courseIds" in p ? [...p.courseIds] : null, tierSummary: tierSummary(p.type, p.tiers),
        stackWithCoupon: p.type !== "DIRECT_DISCOUNT", stackWithVipPrice: false, startAt, endAt: startAt + days * DAY, usedOrders: 0, discountTotal: 0,
      }, { ctime: startAt - 7 * DAY, utime: startAt - 7 * DAY });
    }
  },
});
