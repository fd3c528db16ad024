import { defineFixture } from "../../fixture";

/** A ledger with no create: the contract tests read seeded-like rows written by their own setup. */
export const fixture = defineFixture("recognitionRecord", {
  given: { topMatchType: "none", topMatchId: null, correctType: null, correctId: null, candidates: [] },
});
