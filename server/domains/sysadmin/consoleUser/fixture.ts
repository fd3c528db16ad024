import { defineFixture } from "../../fixture";

export const fixture = defineFixture("consoleUser", {
  given: { role: "editor", password: "Sample-pass-123" },
});
