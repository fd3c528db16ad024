import { defineFixture } from "../../fixture";

const PLATFORMS = ["channels", "officialAccount", "douyin", "xiaohongshu", "weibo", "bilibili", "kuaishou", "toutiao"];

export const fixture = defineFixture("artistAccount", {
  // One account per platform and artist: samples of one artist take different platforms.
  given: (n) => ({ platform: PLATFORMS[n % PLATFORMS.length] }),
});
