import { defineFixture } from "../../fixture";

export const fixture = defineFixture("relic", {
  // Content libraries (relics, Western works): a period and a medium from the dictionaries.
  given: { age: "SHANG" },
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  // Content libraries: a period and a medium from the dictionaries; free, so 上架 needs no ready tiles.
  givenForTransitions: { age: "SHANG", accessLevel: "free", description: "<p>简介</p>" },
});
