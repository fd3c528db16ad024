import { courseLesson } from "../../../../src/catalogue/registry";
import { insertSeed } from "../../../seed/factory";
import { defineFixture } from "../../fixture";

export const fixture = defineFixture("publicCourse", {
  // Courses: a paid public course; an academy course whose prices hold together (划线价 ≥ 售价 ≥ 会员价).
  given: { priceType: "PAID" },
  // Courses go on sale or to review only with a cover and an intro.
  prepare: { cover: "course/cover-sample.jpg", intro: "<p>课程简介</p>" },
  // A course goes on sale or to review only with a playable lesson.
  afterCreate: async (s, record) => {
    await insertSeed(s.db, courseLesson, { courseType: "PUBLIC", courseId: record.Id, sort: 1, title: "第一课", videoId: "vod-1", status: "READY", freePreview: false, deleted: false }, s.now());
  },
});
