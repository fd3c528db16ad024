import { defineFixture } from "../../fixture";

export const fixture = defineFixture("categoryHall", {
  // A hall by hand with no items yet, on known platforms; the code follows its pattern.
  given: (n) => ({ code: `hall_${n}`, ruleType: "manual", items: [], query: null, platforms: ["ios", "web"], parentId: null }),
});
