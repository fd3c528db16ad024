import { defineFixture } from "../../fixture";

export const fixture = defineFixture("feedback", {
  given: { type: "BUG", content: "高清图放大后拖动会闪退", platform: "IOS", appVersion: "3.8.1" },
});
