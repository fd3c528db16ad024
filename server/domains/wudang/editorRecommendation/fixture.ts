import { defineFixture } from "../../fixture";

export const fixture = defineFixture("editorRecommendation", {
  given: (n) => ({ startAt: Date.UTC(2026, 0, 1) + n * 60_000, endAt: Date.UTC(2031, 0, 1) + n * 60_000, targetType: "URL", targetId: `https://m.moyuan.art/topic/${n}`, position: "DISCOVER", platforms: ["IOS"], minAppVersion: "3.6.0", maxAppVersion: "4.0.0" }),
});
