import { defineFixture } from "../../fixture";

export const fixture = defineFixture("courseRating", {
  given: { score: 5, content: "老师示范非常细致" },
});
