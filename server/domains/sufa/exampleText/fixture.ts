import { defineFixture } from "../../fixture";

export const fixture = defineFixture("exampleText", {
  given: (n) => ({ age: "TANG", content: "永".repeat(1 + (n % 200)), recommendedArtistId: null }),
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  givenForTransitions: { age: "TANG", content: "床前明月光，疑是地上霜。", recommendedArtistId: null },
});
