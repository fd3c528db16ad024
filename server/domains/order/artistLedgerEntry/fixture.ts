import { defineFixture } from "../../fixture";

export const fixture = defineFixture("artistLedgerEntry", {
  givenForTransitions: { artistId: "MA_YUAN", period: "2026-10", sourceType: "COURSE_SALE", grossAmount: 1_000_000, shareRateBp: 6000, shareAmount: 600_000, taxAmount: 0, payableAmount: 600_000 },
});
