import { defineFixture } from "../../fixture";
import { anImageOf } from "../../hd/hdImage/fixture";

export const fixture = defineFixture("book", {
  givenForTransitions: { accessLevel: "free" },
  // A book goes on line with a page: an HD image whose subject it is.
  afterCreate: (s, record) => anImageOf(s.db, "book", record.Id, s.now()),
});
