import { defineFixture } from "../../fixture";

export const fixture = defineFixture("courseLesson", {
  // A recorded lesson of an academy course (courseId below), numbered by the sample so sorts never collide.
  given: (n) => ({ courseType: "SHIY", videoId: `vod-${n}`, freePreview: false, sort: (n % 9000) + 1 }),
  idOf: { courseId: "shiyCourse" },
});
