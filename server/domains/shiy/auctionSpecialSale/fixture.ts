import { defineFixture } from "../../fixture";

export const fixture = defineFixture("auctionSpecialSale", {
  // A special sale named with no session: a session of another auction would be refused.
  given: { sessionId: null },
});
