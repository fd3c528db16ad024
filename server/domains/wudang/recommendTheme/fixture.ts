import { defineFixture } from "../../fixture";

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1, 2);

export const fixture = defineFixture("recommendTheme", {
  // Windows a day apart per sample; a handful of picked works.
  given: (n) => ({
    platforms: ["IOS"], minAppVersion: null, maxAppVersion: null, startAt: START + n * DAY, endAt: START + (n + 400) * DAY,
    artistIds: [], ages: [], styles: [], museums: [], items: [{ resType: "suha", resId: n }],
  }),
});
