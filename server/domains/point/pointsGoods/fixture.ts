import { defineFixture } from "../../fixture";

export const fixture = defineFixture("pointsGoods", {
  // Points: goods whose stock can take a cancelled order back; an order the cancel can refund.
  givenForTransitions: { goodsType: "PHYSICAL", stock: 10, pointsPrice: 100 },
});
