import { defineFixture } from "../../fixture";

export const fixture = defineFixture("artistInterview", {
  // A follow-up is not before the conversation: the samples leave it to the test of its own.
  given: { nextFollowUpDate: null },
});
