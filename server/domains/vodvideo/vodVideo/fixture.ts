import { defineFixture } from "../../fixture";
import { setVodVendor } from "./vendor";

let uploads = 0;

export const fixture = defineFixture("vodVideo", {
  given: { usage: "course" },
  // The VOD service gives the duration: a new record has none.
  rangeSkipped: ["durationSec"],
  // A source file for 重新上传; the video 重新转码 retries is on the service (one record per state: the id stays unique).
  prepare: { sourceFile: "shiy/2026/11/01/source.mp4" },
  prepareTransition: { retranscode: { vendorVideoId: "0123456789abcdef0123456789abcdef" } },
  // The matrix checks the machine, not the service: a test VOD adapter answers the allowed calls (tests/server/vodVendor.test.ts covers the unconfigured one).
  setup: () => {
    setVodVendor({
      name: "测试点播",
      upload: () => Promise.resolve({ vendorVideoId: (uploads += 1).toString(16).padStart(32, "f") }),
      infos: () => Promise.resolve([]),
      transcode: () => Promise.resolve(),
      remove: () => Promise.resolve(),
      playInfo: () => Promise.resolve([]),
      snapshots: () => Promise.resolve([]),
    });
    return () => setVodVendor(null);
  },
});
