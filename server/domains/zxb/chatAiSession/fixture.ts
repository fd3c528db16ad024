import { defineFixture } from "../../fixture";

export const fixture = defineFixture("chatAiSession", {
  given: (n) => ({ sessionId: `00000000-0000-4000-a000-${String(n).padStart(12, "0")}` }),
});
