import { defineFixture } from "../../fixture";

const artist = (n: number) => ({
  code: `TEST_ARTIST_${n}`, disciplines: ["guohua", "shufa"], revenueShareRate: 70,
  contractStartDate: "2025-03-01", contractEndDate: "2027-02-28", contractFile: `shiy/contracts/test-${n}.pdf`,
});

export const fixture = defineFixture("programmeArtist", {
  // The code is the dictionary's value (unique, A–Z, 0–9, _) and the disciplines come from a fixed set.
  given: artist,
  givenForTransitions: artist,
  input: { renew: () => ({ contractEndDate: "2099-12-31" }) },
});
