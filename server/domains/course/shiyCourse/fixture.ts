import { courseLesson, vodVideo } from "../../../../src/catalogue/registry";
import { insertSeed } from "../../../seed/factory";
import { defineFixture } from "../../fixture";

export const fixture = defineFixture("shiyCourse", {
  given: { artistId: "MA_YUAN", style: "GONGBI", mode: "RECORDED", price: 128_000, originalPrice: 168_000, vipPrice: 98_000 },
  prepare: { cover: "course/cover-sample.jpg", intro: "<p>课程简介</p>" },
  // A course goes on sale or to review only with a playable lesson.
  afterCreate: async (s, record) => {
    const videoId = await insertSeed(s.db, vodVideo, { title: "第一课视频", usage: "course", status: "Normal", durationSec: 600, refCount: 1 }, s.now());
    await insertSeed(s.db, courseLesson, { courseType: "SHIY", courseId: record.Id, sort: 1, title: "第一课", videoId, status: "READY", freePreview: false, deleted: false }, s.now());
  },
});
