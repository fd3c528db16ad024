import { defineFixture } from "../../fixture";

export const fixture = defineFixture("westernWork", {
  given: { medium: "OIL_CANVAS" },
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  givenForTransitions: { medium: "OIL_CANVAS", accessLevel: "free" },
});
