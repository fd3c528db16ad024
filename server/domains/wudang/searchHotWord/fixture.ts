import { defineFixture } from "../../fixture";

export const fixture = defineFixture("searchHotWord", {
  given: (n) => ({ minAppVersion: "3.6.0", maxAppVersion: null, startAt: Date.UTC(2026, 0, 1) + n * 60_000, endAt: Date.UTC(2031, 0, 1) + n * 60_000, word: `热词样例${n}`, scope: "ALL", platforms: [] }),
});
