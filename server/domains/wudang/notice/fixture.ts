import { defineFixture } from "../../fixture";

export const fixture = defineFixture("notice", {
  given: (n) => ({ audience: "ALL", platforms: ["IOS", "ANDROID"], minAppVersion: "3.6.0", maxAppVersion: null, startAt: Date.UTC(2026, 0, 1) + n * 60_000, endAt: null }),
});
