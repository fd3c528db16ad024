import { defineFixture } from "../../fixture";

export const fixture = defineFixture("faqIssue", {
  given: { answer: "<p>解答</p>" },
});
