import { defineFixture } from "../../fixture";

export const fixture = defineFixture("toolbarItem", {
  given: (n) => ({ minAppVersion: "3.6.0", maxAppVersion: null, startAt: Date.UTC(2026, 0, 1) + n * 60_000, endAt: Date.UTC(2031, 0, 1) + n * 60_000, position: "MINE_TOOLS", linkType: "NATIVE", link: `tools/sample${n}`, platforms: ["ANDROID"] }),
});
