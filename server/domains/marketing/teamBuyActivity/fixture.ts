import { defineFixture } from "../../fixture";
import { sampleGoods } from "../flashSale/goodsSample";

export const fixture = defineFixture("teamBuyActivity", {
  given: (n) => ({ teamPrice: 1990, leaderPrice: null, teamSize: 3, teamValidHours: 24, stock: 100, startAt: Date.UTC(2030, 0, 1) + n * 60_000, endAt: Date.UTC(2030, 0, 2) + n * 60_000 }),
  // Its goods: a real paid 公开课 (¥29.90).
  madeFirst: (s, n) => sampleGoods(s, "teamBuyActivity", n),
});
