import { defineFixture } from "../../fixture";

export const fixture = defineFixture("discountActivity", {
  // Activity windows of one day, starting at each sample's own minute (range filters tell them apart).
  given: (n) => ({ type: "FULL_REDUCTION", tiers: [{ thresholdFen: 100_000, reduceFen: 12_000 }], scope: "ALL_SHIY", courseIds: null, startAt: Date.UTC(2030, 0, 1) + n * 60_000, endAt: Date.UTC(2030, 0, 2) + n * 60_000 }),
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  // Far ahead, each record in a week of its own: live activities of all courses may not overlap.
  givenForTransitions: (n) => ({ type: "FULL_REDUCTION", tiers: [{ thresholdFen: 100_000, reduceFen: 12_000 }], scope: "ALL_SHIY", courseIds: null, startAt: Date.UTC(2030, 0, 1) + n * 7 * 86_400_000, endAt: Date.UTC(2030, 0, 2) + n * 7 * 86_400_000 }),
});
