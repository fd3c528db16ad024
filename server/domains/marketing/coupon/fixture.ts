import { defineFixture } from "../../fixture";

export const fixture = defineFixture("coupon", {
  given: { type: "NO_THRESHOLD", thresholdFen: 0, reduceFen: 500, discountRate: null, maxDiscountFen: null, scope: "ALL_COURSES", goodsIds: null, validType: "RELATIVE", validDays: 7, validFrom: null, validTo: null, claimStartAt: Date.UTC(2026, 0, 1), claimEndAt: Date.UTC(2027, 0, 1) },
});
