import { defineFixture } from "../../fixture";

export const fixture = defineFixture("courseAssistant", {
  given: { mobile: "13612345601", classIds: [] },
});
