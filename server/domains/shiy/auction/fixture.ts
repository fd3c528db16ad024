import { auctionLot, auctionSession } from "../../../../src/catalogue/registry";
import { DEFAULT_LADDER } from "../../../../src/catalogue/resources/shiy/auctionEnums";
import { byCatalogue } from "../../../platform/db/types";
import { insertRow } from "../../../resources/rows";
import { defineFixture } from "../../fixture";
import { aWorkForSale } from "../auctionPoolItem/sampleWork";

const DAY = 86_400_000;
/** Far ahead of the tests' clock, so that 撤回发布 is still allowed (before the preview opens). */
const PREVIEW = Date.UTC(2030, 0, 10, 2);

export const fixture = defineFixture("auction", {
  // Times in order (a day apart per sample, so that range filters tell samples apart).
  given: (n) => ({
    previewStartAt: PREVIEW + n * DAY, previewEndAt: PREVIEW + (n + 1) * DAY, startAt: PREVIEW + (n + 2) * DAY, endAt: PREVIEW + (n + 5) * DAY,
    incrementLadder: DEFAULT_LADDER, buyerPremiumRate: 15, sellerFeeRate: 10, rules: "<p>拍卖规则</p>",
  }),
  // 发布预展 needs a session with a priced lot of a real work; the other moves take that lot along.
  // Its number and range stay clear of the sessions the session fixture samples (1–90, below 90 000).
  afterCreate: async (server, record) => {
    const now = server.now();
    const work = await aWorkForSale(server.db, now);
    const session = await insertRow(server.db, auctionSession, {
      auctionId: record.Id, sessionNo: 99, name: "第九十九场", startAt: PREVIEW + 2 * DAY, lotNoFrom: 90_001, lotNoTo: 90_099, status: "scheduled", lotCount: 0, soldCount: 0, turnover: 0,
    }, now);
    await insertRow(server.db, auctionLot, {
      lotNo: 90_001, title: "样例拍品", auctionId: record.Id, sessionId: session.Id, workId: work.workId, artistId: work.artistId,
      estimateLow: 800_000, estimateHigh: 1_200_000, startingPrice: 560_000, currentPrice: 0, bidCount: 0, status: "pending",
    }, now);
  },
  // Each call starts from the lot as it was before the sale.
  beforeCall: async (tx, Id) => {
    await byCatalogue(tx).updateTable(auctionLot.table).set({ status: "pending", currentPrice: 0, bidCount: 0 }).where("auctionId", "=", Id).execute();
  },
});
