import { defineFixture } from "../../fixture";

export const fixture = defineFixture("groupPurchaseConf", {
  given: { unitPrice: 100, minSeats: 5, maxSeats: null },
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  // Tourist requests: records their own rules accept (a tier below the product's price covering the
  // seats, a work order type without other references, a small code batch).
  givenForTransitions: { unitPrice: 100, minSeats: 5, maxSeats: null, deliveryMode: "REDEEM_CODES" },
  // Applications choose among enabled tiers.
  prepare: { status: "ENABLED" },
});
