import { defineFixture } from "../../fixture";

export const fixture = defineFixture("teamBuyActivity", {
  given: (n) => ({ goodsType: "PUBLIC_COURSE", goodsName: "书法常识二十讲", originalPrice: 2990, teamPrice: 1990, leaderPrice: null, teamSize: 3, teamValidHours: 24, stock: 100, classId: null, startAt: Date.UTC(2030, 0, 1) + n * 60_000, endAt: Date.UTC(2030, 0, 2) + n * 60_000 }),
});
