import { defineFixture } from "../../fixture";
import { setOfficialAccountAdapter } from "./officialAccount";
import { memoryOfficialAccount } from "./testAdapter";

/**
 * The matrix runs each move against an official account in memory (the embedded default refuses every
 * move, which tests/server/oaDraft.test.ts checks); the platform's ids are there for the moves that need them.
 */
export const fixture = defineFixture("oaDraft", {
  given: { articleType: "news", cover: "article/20261101/cover.png", content: "<p>正文</p>" },
  // Server-set: empty on a created sample.
  rangeSkipped: ["publishStatus", "syncedAt", "publishedAt"],
  prepareTransition: {
    publish: { mediaId: "test-media-1" },
    refresh: { mediaId: "test-media-1", publishId: "test-publish-1" },
    unsync: { mediaId: "test-media-1" },
  },
  setup() {
    setOfficialAccountAdapter(memoryOfficialAccount());
    return () => setOfficialAccountAdapter(null);
  },
});
