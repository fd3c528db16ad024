import { defineFixture } from "../../fixture";
import { setPushAdapter } from "./jpush";
import { memoryPushAdapter } from "./testAdapter";

/** 10:00 Beijing time, far ahead of the tests' clock: a time 定时发送 accepts and 取消 is still allowed before. */
const LATER = Date.UTC(2030, 0, 10, 2);
const DAY = 86_400_000;

/** The matrix runs against an adapter in memory (the embedded default refuses, which tests/server/wudangPush.test.ts checks). */
export const fixture = defineFixture("pushMessage", {
  given: (n) => ({
    platforms: ["IOS", "ANDROID"], audienceType: "ALL", audienceValue: null, landingType: "HOME", landingId: null,
    sendType: "SCHEDULED", scheduledAt: LATER + n * DAY, timeToLive: 86_400,
  }),
  rangeSkipped: ["sentAt"],
  input: { schedule: () => ({ scheduledAt: LATER }) },
  setup() {
    setPushAdapter(memoryPushAdapter());
    return () => setPushAdapter(null);
  },
});
