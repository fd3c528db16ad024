import { defineFixture } from "../../fixture";

const MODULES = ["HOME", "DISCOVER", "COURSE", "POINTS", "VIP", "MESSAGE", "TOOLS", "MINE"];
const PLATFORMS = ["IOS", "ANDROID", "MP_WEIXIN", "H5", "PC"];

/** One badge per module and platform: each sample takes a pair of its own. */
export const fixture = defineFixture("clientModuleBadge", {
  given: (n) => ({ minAppVersion: "3.6.0", maxAppVersion: null, startAt: Date.UTC(2026, 0, 1) + n * 60_000, endAt: Date.UTC(2031, 0, 1) + n * 60_000, moduleKey: MODULES[n % MODULES.length], platforms: [PLATFORMS[Math.floor(n / MODULES.length) % PLATFORMS.length]], badgeType: "DOT", badgeText: null }),
});
