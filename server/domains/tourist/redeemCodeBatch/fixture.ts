import { defineFixture } from "../../fixture";

export const fixture = defineFixture("redeemCodeBatch", {
  givenForTransitions: { quantity: 3, channel: "GIFT", validFrom: Date.UTC(2026, 0, 1), validTo: Date.UTC(2027, 0, 1) },
});
