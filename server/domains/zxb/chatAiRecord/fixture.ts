import { defineFixture } from "../../fixture";

export const fixture = defineFixture("chatAiRecord", {
  given: { question: "《清明上河图》里一共画了多少人?", answer: "约 800 余人。", references: null },
});
