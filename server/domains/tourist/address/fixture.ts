import { defineFixture } from "../../fixture";

export const fixture = defineFixture("address", {
  // A district of the provisional regions table (server/domains/tourist/address/regions.ts).
  given: { regionCode: "110105" },
});
