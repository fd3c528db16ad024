import { auctionBid, auctionLot, auctionSession, order } from "../../../../src/catalogue/registry";
import { byCatalogue, type Tx } from "../../../platform/db/types";
import { businessNo } from "../../../resources/businessNo";
import { insertRow, lockRow } from "../../../resources/rows";
import { defineFixture } from "../../fixture";
import { aWorkForSale } from "../auctionPoolItem/sampleWork";

/** A bidder (and buyer) for the lot: a visitor of the test's database. */
async function aBidder(tx: Tx, now: number): Promise<number> {
  const v = await insertRow(tx, "visitor", {
    uid: 18_000_000 + Math.floor(Math.random() * 900_000), nickName: "竞买人", registerChannel: "IOS", registerAt: now, vipLevel: "NONE", pointBalance: 0, balance: 0, totalPaid: 0, status: "NORMAL",
  }, now);
  return Number(v.Id);
}

export const fixture = defineFixture("auctionLot", {
  given: { estimateLow: 800_000, estimateHigh: 1_200_000, startingPrice: 560_000, reservePrice: null, incrementOverride: null, currentPrice: 0, bidCount: 0, orderId: null, winnerId: null, poolItemId: null, specialSaleId: null },
  madeFirst: async (server) => {
    const w = await aWorkForSale(server.db, server.now());
    return { workId: w.workId, artistId: w.artistId };
  },
  // The lot is of its session's auction.
  linked: async (tx, refs) => ({ auctionId: (await lockRow(tx, auctionSession, Number(refs.sessionId))).auctionId }),
  prepareTransition: {
    withdraw: { bidCount: 0 },
    hammer: { bidCount: 1, currentPrice: 600_000, reservePrice: null },
    markDefault: { paymentState: "unpaid", hammerPrice: 600_000, buyerPremium: 90_000, totalPrice: 690_000 },
  },
  // The auction is selling; the hammer finds a leading bid; a sold lot has an order whose payment deadline has passed.
  beforeCall: async (tx, Id) => {
    const lot = await lockRow(tx, auctionLot, Id);
    const now = Number(lot.utime);
    await byCatalogue(tx).updateTable("auction").set({ status: "bidding" }).where("Id", "=", Number(lot.auctionId)).execute();
    const leading = await byCatalogue(tx).selectFrom(auctionBid.table).select("Id").where("lotId", "=", Id).where("state", "=", "leading").executeTakeFirst();
    if (!leading) await insertRow(tx, auctionBid, { lotId: Id, paddle: "No. 0001", bidderId: await aBidder(tx, now), amount: 600_000, bidAt: now, channel: "app", state: "leading" }, now);
    if (lot.orderId === null || lot.orderId === undefined) {
      const buyer = await aBidder(tx, now);
      const o = await insertRow(tx, order, {
        orderNo: businessNo("AU", now), orderType: "AUCTION", visitorId: buyer, platform: "H5", lines: [], totalAmount: 690_000, discountAmount: 0, payAmount: 690_000,
        status: "PENDING", fulfilStatus: "NONE", expireAt: now - 1, refundedAmount: 0, refundingAmount: 0, invoiceStatus: "NONE",
      }, now);
      await byCatalogue(tx).updateTable(auctionLot.table).set({ orderId: Number(o.Id) }).where("Id", "=", Id).execute();
    }
  },
});
