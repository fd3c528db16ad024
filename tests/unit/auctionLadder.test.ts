/** The 加价幅度 (content.md §8.7): which bids the server takes after a price. */
import { describe, expect, it } from "vitest";
import { DEFAULT_LADDER } from "../../src/catalogue/resources/shiy/auctionEnums";
import { bidRefusal, nextBid, nextBids, onLadder, parseLadder } from "../../server/domains/shiy/auctionLot/ladder";

const ladder = parseLadder(DEFAULT_LADDER)!;
const yuan = (n: number) => n * 100;

describe("the default 2-5-8 ladder", () => {
  it("steps ¥50 under ¥1,000 and ¥100 to ¥3,000", () => {
    expect(nextBids(ladder, yuan(900), 3)).toEqual([yuan(950), yuan(1000), yuan(1100)]);
    expect(nextBid(ladder, yuan(2900))).toBe(yuan(3000));
  });

  it("from ¥3,000 the bids end in 2, 5 or 8 of each thousand: 3,000 → 3,200 → 3,500 → 3,800 → 4,000", () => {
    expect(nextBids(ladder, yuan(3000), 4)).toEqual([yuan(3200), yuan(3500), yuan(3800), yuan(4000)]);
    expect(nextBid(ladder, yuan(9800))).toBe(yuan(10_000));
    expect(nextBids(ladder, yuan(30_000), 3)).toEqual([yuan(32_000), yuan(35_000), yuan(38_000)]);
  });

  it("an amount between steps is off the ladder", () => {
    expect(onLadder(ladder, yuan(3500))).toBe(true);
    expect(onLadder(ladder, yuan(3300))).toBe(false);
    expect(onLadder(ladder, yuan(12_000))).toBe(true);
    expect(onLadder(ladder, yuan(12_500))).toBe(false);
  });

  it("refuses, in Chinese, a first bid under the starting price, a bid under the next step and one off the ladder", () => {
    const open = { startingPrice: yuan(5600), currentPrice: 0, bidCount: 0 };
    expect(bidRefusal(ladder, open, yuan(5000))).toBe("出价 ¥5,000.00 低于起拍价 ¥5,600.00");
    expect(bidRefusal(ladder, open, yuan(5600))).toBeNull();
    const going = { startingPrice: yuan(5600), currentPrice: yuan(5800), bidCount: 3 };
    expect(bidRefusal(ladder, going, yuan(5800))).toBe("出价 ¥5,800.00 低于下一口价 ¥6,000.00（当前价 ¥5,800.00）");
    expect(bidRefusal(ladder, going, yuan(6100))).toBe("出价 ¥6,100.00 不符合加价幅度，可出 ¥6,000.00、¥6,200.00、¥6,500.00");
    expect(bidRefusal(ladder, going, yuan(6500))).toBeNull();
  });

  it("a malformed ladder is not taken", () => {
    expect(parseLadder([])).toBeNull();
    expect(parseLadder([{ from: 0, to: null, steps: [0] }])).toBeNull();
    expect(parseLadder("[]")).toBeNull();
  });
});
