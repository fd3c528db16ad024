import { defineFixture } from "../../fixture";
import { sampleGoods } from "./goodsSample";

export const fixture = defineFixture("flashSale", {
  given: (n) => ({ flashPrice: 990, stock: 100, startAt: Date.UTC(2030, 0, 1) + n * 60_000, endAt: Date.UTC(2030, 0, 2) + n * 60_000, preheatAt: null }),
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  // a sale far ahead (publish lands in NOT_STARTED) of a course of its own, so live sales never overlap.
  givenForTransitions: () => ({ flashPrice: 990, stock: 100, startAt: Date.UTC(2030, 0, 1), endAt: Date.UTC(2030, 0, 2), preheatAt: null }),
  // Its goods: a real paid 公开课 (¥29.90).
  madeFirst: (s, n) => sampleGoods(s, "flashSale", n),
});
