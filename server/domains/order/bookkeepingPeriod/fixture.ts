import { defineFixture } from "../../fixture";

export const fixture = defineFixture("bookkeepingPeriod", {
  // Months that have ended, one per record (the month is unique).
  givenForTransitions: (n) => ({ period: `${1000 + (n % 1000)}-${String((n % 12) + 1).padStart(2, "0")}` }),
});
