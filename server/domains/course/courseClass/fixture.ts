import { defineFixture } from "../../fixture";

export const fixture = defineFixture("courseClass", {
  // Academy classes (helper "classes"): one seat within any course's limit, dates in order; what students wrote is given as the app writes it.
  given: { capacity: 1, endDate: "2099-12-31" },
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  // Academy classes (helper "classes"): one seat within any course's limit, dates in order; what students wrote is given as the app writes it.
  givenForTransitions: { capacity: 1, startDate: "2026-12-01", endDate: "2027-01-31" },
});
