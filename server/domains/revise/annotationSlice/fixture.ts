import { defineFixture } from "../../fixture";
import { sameForSample, testTag, testTiledImage } from "../reviseTask/fixtureData";

/** A slice of no task (W(suha) curation): a tiled image and a tag made first, a region inside the image. */
export const fixture = defineFixture("annotationSlice", {
  given: (n: number) => ({ taskId: null, shape: "rect", region: { x: 10 + (n % 1000), y: 20, w: 100, h: 80 } }),
  madeFirst: (s, n) => sameForSample(s, "annotationSlice", n, async () => ({ hdImageId: await testTiledImage(s.db, s.now()), tagId: await testTag(s.db, s.now()) })),
  linked: async (tx) => ({ hdImageId: await testTiledImage(tx, Date.now()), tagId: await testTag(tx, Date.now()) }),
  // The audit matrix runs on a slice of no task.
  rangeSkipped: ["auditedAt"],
});
