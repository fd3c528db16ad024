import { defineFixture } from "../../fixture";
import { setLiveVendor } from "./liveVendor";
import { memoryLiveVendor } from "./testVendor";

const DAY = 86_400_000;
const AT = Date.UTC(2030, 0, 10, 11, 30);

/** The matrix runs against a vendor in memory (the embedded default refuses, which tests/server/wudangSlots.test.ts checks). */
export const fixture = defineFixture("liveStream", {
  given: (n) => ({
    source: "SELF", playUrls: null, finderUserName: null, externalUrl: null, startAt: AT + n * DAY - 3 * DAY, scheduledAt: AT + n * DAY, endAt: AT + n * DAY + 2 * 3_600_000,
    platforms: [], minAppVersion: null, maxAppVersion: null,
  }),
  rangeSkipped: ["cancelReason"],
  setup() {
    setLiveVendor(memoryLiveVendor());
    return () => setLiveVendor(null);
  },
});
