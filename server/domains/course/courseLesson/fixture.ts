import { defineFixture } from "../../fixture";

export const fixture = defineFixture("courseLesson", {
  // A lesson of an academy course (courseId below; its VOD video is the sampled reference), numbered by the sample so sorts never collide.
  given: (n) => ({ courseType: "SHIY", freePreview: false, sort: (n % 9000) + 1 }),
  idOf: { courseId: "shiyCourse" },
});
