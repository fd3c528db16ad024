import { defineFixture } from "../../fixture";

export const fixture = defineFixture("ancientArtist", {
  given: { age: "TANG" },
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  // 书画 (helper "suha"): dictionary values; an artist with a life, a work with a source, an index entry a work can be made of.
  givenForTransitions: { age: "TANG", lifeText: "701—761" },
});
