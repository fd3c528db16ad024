import { auction, auctionSession } from "../../../../src/catalogue/registry";
import { DEFAULT_LADDER } from "../../../../src/catalogue/resources/shiy/auctionEnums";
import { byCatalogue } from "../../../platform/db/types";
import { insertRow } from "../../../resources/rows";
import { defineFixture } from "../../fixture";
import { aWorkForSale } from "./sampleWork";

const DAY = 86_400_000;
const START = Date.UTC(2030, 0, 12, 2);
let sessionId: number | null = null;
/** Before the tests' clock (2026-11-22): when the sample works were made. */
const WORKS_MADE_AT = Date.UTC(2026, 9, 1);

export const fixture = defineFixture("auctionPoolItem", {
  given: { estimateLow: 800_000, estimateHigh: 1_200_000, startingPrice: 560_000, reservePrice: 720_000 },
  // A pool item is of an approved work with an HD image, one open item per work: a work of its own each.
  madeFirst: async (server) => ({ workId: (await aWorkForSale(server.db, server.now())).workId }),
  // The matrix makes the required work itself (a pending one): it takes a work ready for the pool instead.
  linked: async (tx) => ({ workId: (await aWorkForSale(tx, WORKS_MADE_AT)).workId }),
  // 排入场次 needs a session of an auction still in preparation (one for the whole matrix, numbers enough for every call).
  input: { assign: () => ({ sessionId }) },
  setup: () => () => {
    sessionId = null;
  },
  afterCreate: async (server) => {
    if (sessionId !== null) return;
    const now = server.now();
    const a = await insertRow(server.db, auction, {
      code: `AU-FX${now % 100_000}`, name: "拍品池样例拍卖会", auctionType: "timed", previewStartAt: START - DAY, previewEndAt: START - 3_600_000, startAt: START, endAt: START + 3 * DAY,
      depositAmount: 200_000, buyerPremiumRate: 15, sellerFeeRate: 10, incrementLadder: DEFAULT_LADDER, rules: "<p>规则</p>", status: "draft", deleted: false, lotCount: 0, soldCount: 0, turnover: 0, sellThroughRate: 0,
    }, now);
    const s = await insertRow(server.db, auctionSession, { auctionId: a.Id, sessionNo: 1, name: "第一场", startAt: START, lotNoFrom: 1, lotNoTo: 99_999, status: "scheduled", lotCount: 0, soldCount: 0, turnover: 0 }, now);
    sessionId = Number(s.Id);
  },
  // 退回拍品池: the lot it points at is withdrawn.
  beforeCall: async (tx, Id) => {
    const item = await byCatalogue(tx).selectFrom("auction_pool_item").select("lotId").where("Id", "=", Id).executeTakeFirst();
    if (item?.lotId) await byCatalogue(tx).updateTable("auction_lot").set({ status: "withdrawn" }).where("Id", "=", Number(item.lotId)).execute();
  },
});
