import { defineFixture } from "../../fixture";

export const fixture = defineFixture("courseQuestion", {
  given: { content: "分染时颜色总是不匀，水分怎么控制？" },
});
