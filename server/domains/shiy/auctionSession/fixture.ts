import { defineFixture } from "../../fixture";

let n = 0;

export const fixture = defineFixture("auctionSession", {
  // Each sample its own number and range of 图录号 within its auction.
  given: () => {
    n += 1;
    return { sessionNo: (n % 90) + 1, lotNoFrom: (n % 890) * 100 + 1, lotNoTo: (n % 890) * 100 + 99 };
  },
});
