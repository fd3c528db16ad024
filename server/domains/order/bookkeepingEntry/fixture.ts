import { defineFixture } from "../../fixture";

export const fixture = defineFixture("bookkeepingEntry", {
  given: { direction: "EXPENSE", category: "CLOUD", occurredOn: "2026-10-01" },
});
