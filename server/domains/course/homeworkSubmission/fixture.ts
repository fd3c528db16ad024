import { defineFixture } from "../../fixture";

export const fixture = defineFixture("homeworkSubmission", {
  given: { images: ["course/homework/sample-1.jpg"] },
});
