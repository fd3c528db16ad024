import { defineFixture } from "../../fixture";

export const fixture = defineFixture("flashSale", {
  given: (n) => ({ goodsType: "PUBLIC_COURSE", goodsName: "书法常识二十讲", originalPrice: 2990, flashPrice: 990, stock: 100, startAt: Date.UTC(2030, 0, 1) + n * 60_000, endAt: Date.UTC(2030, 0, 2) + n * 60_000, preheatAt: null }),
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  // A course sale far ahead (publish lands in NOT_STARTED), one course per record so live sales never overlap.
  givenForTransitions: (n) => ({ goodsType: "PUBLIC_COURSE", goodsId: n, goodsName: "书法常识二十讲", originalPrice: 2990, flashPrice: 990, stock: 100, startAt: Date.UTC(2030, 0, 1), endAt: Date.UTC(2030, 0, 2), preheatAt: null }),
});
