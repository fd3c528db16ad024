import { defineFixture } from "../../fixture";

export const fixture = defineFixture("courseAttachment", {
  // The server reads the file's stored upload (its type and size): sample files are uploaded first.
  uploaded: true,
});
