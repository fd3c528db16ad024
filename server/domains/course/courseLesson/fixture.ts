import { vodVideo } from "../../../../src/catalogue/registry";
import { insertSeed } from "../../../seed/factory";
import { defineFixture } from "../../fixture";

export const fixture = defineFixture("courseLesson", {
  // A recorded lesson of an academy course (courseId below), numbered by the sample so sorts never collide.
  given: (n) => ({ courseType: "SHIY", freePreview: false, sort: (n % 9000) + 1 }),
  idOf: { courseId: "shiyCourse" },
  // A recorded lesson plays a VOD video: one per sample (the same on every ask), not yet transcoded so the sampled duration stays.
  madeFirst: async (s, n) => {
    const title = `课时视频 ${String(n ?? 0)}`;
    const made = await s.db.selectFrom("vod_video").select("Id").where("title", "=", title).executeTakeFirst();
    return { videoId: made ? Number(made.Id) : await insertSeed(s.db, vodVideo, { title, usage: "course", status: "Transcoding", refCount: 0 }, s.now()) };
  },
});
