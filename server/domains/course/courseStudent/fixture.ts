import { defineFixture } from "../../fixture";

export const fixture = defineFixture("courseStudent", {
  given: { source: "ADMIN" },
});
