import { defineFixture } from "../../fixture";

export const fixture = defineFixture("pointsOrder", {
  givenForTransitions: { goodsType: "PHYSICAL", quantity: 1, pointsAmount: 100 },
});
