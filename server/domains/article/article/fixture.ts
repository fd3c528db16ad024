import { defineFixture } from "../../fixture";

/** What the contract tests cannot guess: a draft that 发布 accepts (cover, 栏目, text) and a 定时发布 time ahead. */
export const fixture = defineFixture("article", {
  given: { categoryId: "NEWS", cover: "article/20261101/cover.png", content: "<p>正文</p>" },
  // Server-set instants: empty on a created sample.
  rangeSkipped: ["scheduledAt", "publishedAt", "republishedAt"],
  // Far enough ahead of any test clock.
  input: { schedule: () => ({ scheduledAt: Date.UTC(2099, 0, 1) }) },
});
