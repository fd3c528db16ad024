import { courseLesson, vodVideo } from "../../../../src/catalogue/registry";
import { insertSeed } from "../../../seed/factory";
import { defineFixture } from "../../fixture";

export const fixture = defineFixture("publicCourse", {
  // Courses: a paid public course; an academy course whose prices hold together (划线价 ≥ 售价 ≥ 会员价).
  given: { priceType: "PAID" },
  // Courses go on sale or to review only with a cover and an intro.
  prepare: { cover: "course/cover-sample.jpg", intro: "<p>课程简介</p>" },
  // A course goes on sale or to review only with a playable lesson.
  afterCreate: async (s, record) => {
    const videoId = await insertSeed(s.db, vodVideo, { title: "第一课视频", usage: "course", status: "Normal", durationSec: 600, refCount: 1 }, s.now());
    await insertSeed(s.db, courseLesson, { courseType: "PUBLIC", courseId: record.Id, sort: 1, title: "第一课", videoId, status: "READY", freePreview: false, deleted: false }, s.now());
  },
});
