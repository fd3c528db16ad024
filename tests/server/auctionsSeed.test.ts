/**
 * The demo auctions (content.md §15.2) hang together, on both databases: every reference resolves,
 * bids climb the ladder to the lot's price, hammers respect the reserve, the settled auction's orders
 * and ledger entries exist and add up, works' sale states follow their lots, and nothing happened in the future.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_LADDER } from "../../src/catalogue/resources/shiy/auctionEnums";
import { nextBid, onLadder, parseLadder } from "../../server/domains/shiy/auctionLot/ladder";
import type { Row } from "../../server/platform/db/types";
import { byCatalogue } from "../../server/platform/db/types";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const ladder = parseLadder(DEFAULT_LADDER)!;

describeEachDb("seeded auctions", (kind) => {
  let t: TestServer;
  const all = (table: string) => byCatalogue(t.server.deps.db).selectFrom(table).selectAll().orderBy("Id").execute();
  const byId = (rows: Row[]) => new Map(rows.map((r) => [Number(r.Id), r]));
  let auctions: Row[];
  let lots: Row[];
  let bids: Row[];

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    [auctions, lots, bids] = [await all("auction"), await all("auction_lot"), await all("auction_bid")];
  });
  afterAll(async () => {
    await t.close();
  });

  it("has auctions in every state, each with lots in its sessions", async () => {
    expect(new Set(auctions.map((a) => a.status))).toEqual(new Set(["settled", "ended", "bidding", "published", "draft", "cancelled"]));
    const sessions = byId(await all("auction_session"));
    const works = byId(await all("programme_work"));
    const artists = byId(await all("programme_artist"));
    const sales = byId(await all("auction_special_sale"));
    for (const lot of lots) {
      const session = sessions.get(Number(lot.sessionId));
      expect(Number(session?.auctionId), `lot ${String(lot.Id)}`).toBe(Number(lot.auctionId));
      expect(Number(lot.lotNo)).toBeGreaterThanOrEqual(Number(session!.lotNoFrom));
      expect(Number(lot.lotNo)).toBeLessThanOrEqual(Number(session!.lotNoTo));
      const work = works.get(Number(lot.workId));
      expect(work?.artistId).toBe(lot.artistId);
      expect(artists.has(Number(lot.artistId))).toBe(true);
      if (lot.specialSaleId !== null) expect(Number(sales.get(Number(lot.specialSaleId))?.auctionId)).toBe(Number(lot.auctionId));
    }
    for (const a of auctions.filter((x) => x.status !== "draft")) expect(lots.some((l) => Number(l.auctionId) === Number(a.Id)), String(a.name)).toBe(true);
  });

  it("bids climb the ladder from the starting price to the lot's current price, one leading (or won) bid per lot", () => {
    expect(bids.length).toBeGreaterThan(50);
    for (const lot of lots) {
      const mine = bids.filter((b) => Number(b.lotId) === Number(lot.Id)).sort((x, y) => Number(x.bidAt) - Number(y.bidAt) || Number(x.Id) - Number(y.Id));
      expect(mine.length, `lot ${String(lot.lotNo)}`).toBe(Number(lot.bidCount));
      if (mine.length === 0) continue;
      expect(Number(mine[0]!.amount)).toBe(Number(lot.startingPrice));
      for (let i = 1; i < mine.length; i++) {
        const amount = Number(mine[i]!.amount);
        expect(amount).toBeGreaterThanOrEqual(nextBid(ladder, Number(mine[i - 1]!.amount)));
        expect(onLadder(ladder, amount), `${amount}`).toBe(true);
      }
      expect(Number(mine.at(-1)!.amount)).toBe(Number(lot.currentPrice));
      const top = mine.filter((b) => b.state === "leading" || b.state === "won");
      expect(top.map((b) => b.Id)).toEqual([mine.at(-1)!.Id]);
    }
  });

  it("a sold lot reached its reserve and went to its top bidder with the premium; an unsold one did not", () => {
    const premiumRate = new Map(auctions.map((a) => [Number(a.Id), Number(a.buyerPremiumRate)]));
    const sold = lots.filter((l) => l.status === "sold" || l.status === "defaulted");
    expect(sold.length).toBeGreaterThan(0);
    for (const lot of sold) {
      const hammer = Number(lot.hammerPrice);
      expect(hammer).toBe(Number(lot.currentPrice));
      expect(hammer).toBeGreaterThanOrEqual(Number(lot.reservePrice ?? 0));
      expect(Number(lot.buyerPremium)).toBe(Math.round((hammer * premiumRate.get(Number(lot.auctionId))!) / 100));
      expect(Number(lot.totalPrice)).toBe(hammer + Number(lot.buyerPremium));
      const won = bids.find((b) => Number(b.lotId) === Number(lot.Id) && b.state === "won");
      expect(Number(won?.bidderId)).toBe(Number(lot.winnerId));
    }
    for (const lot of lots.filter((l) => l.status === "unsold")) {
      expect(Number(lot.bidCount) === 0 || Number(lot.currentPrice) < Number(lot.reservePrice ?? 0), `lot ${String(lot.lotNo)}`).toBe(true);
    }
  });

  it("the settled auction's sold lots have their AUCTION orders and ledger entries, and the sums agree", async () => {
    const orders = byId(await all("orders"));
    const entries = await all("artist_ledger_entry");
    const artists = byId(await all("programme_artist"));
    for (const a of auctions.filter((x) => x.status === "settled")) {
      const mine = lots.filter((l) => Number(l.auctionId) === Number(a.Id));
      const sold = mine.filter((l) => l.status === "sold" || l.status === "defaulted");
      expect(Number(a.soldCount)).toBe(sold.length);
      expect(Number(a.turnover)).toBe(sold.filter((l) => l.status === "sold").reduce((n, l) => n + Number(l.totalPrice), 0));
      expect(sold.filter((l) => l.status === "defaulted")).toHaveLength(1);
      let shares = 0;
      for (const lot of sold) {
        const o = orders.get(Number(lot.orderId));
        expect(o, `order of lot ${String(lot.lotNo)}`).toMatchObject({ orderType: "AUCTION", visitorId: lot.winnerId });
        expect(Number(o!.payAmount)).toBe(Number(lot.totalPrice));
        expect(o!.status).toBe(lot.status === "defaulted" ? "CLOSED" : "PAID");
        expect(lot.paymentState).toBe(lot.status === "defaulted" ? "defaulted" : "paid");
        const entry = entries.find((e) => e.sourceType === "AUCTION" && e.sourceRef === `${String(a.code)}/${String(lot.lotNo)}`);
        const artist = artists.get(Number(lot.artistId))!;
        expect(entry, `entry of lot ${String(lot.lotNo)}`).toMatchObject({ artistId: artist.code, shareRateBp: Math.round(Number(artist.revenueShareRate) * 100) });
        expect(Number(entry!.grossAmount)).toBe(Number(lot.hammerPrice) - Math.round((Number(lot.hammerPrice) * Number(a.sellerFeeRate)) / 100));
        const back = entries.filter((e) => Number(e.adjustsEntry) === Number(entry!.Id)).reduce((n, e) => n + Number(e.shareAmount), 0);
        expect(back).toBe(lot.status === "defaulted" ? -Number(entry!.shareAmount) : 0);
        shares += Number(entry!.shareAmount) + back;
      }
      const paidShares = sold.filter((l) => l.status === "sold").map((l) => entries.find((e) => e.sourceRef === `${String(a.code)}/${String(l.lotNo)}`)!).reduce((n, e) => n + Number(e.shareAmount), 0);
      expect(shares).toBe(paidShares);
    }
    // Only settled auctions have orders.
    for (const lot of lots.filter((l) => auctions.find((a) => Number(a.Id) === Number(l.auctionId))?.status !== "settled")) expect(lot.orderId).toBeNull();
  });

  it("every bidder paid the auction's deposit before bidding; deposits are held, refunded or forfeited as the auction's state says", async () => {
    const deposits = await all("auction_deposit");
    const lotOf = byId(lots);
    const auctionOf = byId(auctions);
    const key = (auctionId: unknown, visitorId: unknown) => `${Number(auctionId)}:${Number(visitorId)}`;
    const byPair = new Map(deposits.map((d) => [key(d.auctionId, d.visitorId), d]));
    expect(byPair.size).toBe(deposits.length);
    for (const b of bids) {
      const lot = lotOf.get(Number(b.lotId))!;
      const d = byPair.get(key(lot.auctionId, b.bidderId));
      expect(d, `bidder ${String(b.bidderId)} of lot ${String(lot.lotNo)}`).toBeDefined();
      expect(Number(d!.paidAt)).toBeLessThanOrEqual(Number(b.bidAt));
    }
    for (const d of deposits) {
      const a = auctionOf.get(Number(d.auctionId))!;
      expect(Number(d.amount)).toBe(Number(a.depositAmount));
      expect(d.depositNo).toBe(`${String(a.code)}-${String(d.visitorId).padStart(4, "0")}`);
      const won = lots.filter((l) => Number(l.auctionId) === Number(a.Id) && Number(l.winnerId) === Number(d.visitorId));
      const expected = a.status === "bidding" || a.status === "published" ? "paid"
        : won.some((l) => l.status === "defaulted") ? "forfeited" : won.length > 0 ? "held" : "refunded";
      expect(d.state, `deposit ${String(d.depositNo)} in ${String(a.status)}`).toBe(expected);
      if (expected === "held") expect(won.map((l) => Number(l.Id))).toContain(Number(d.lotId));
    }
    // The seeded default forfeited its buyer's deposit, and the settled auction books it.
    for (const a of auctions.filter((x) => x.status === "settled")) {
      const forfeited = deposits.filter((d) => Number(d.auctionId) === Number(a.Id) && d.state === "forfeited");
      expect(forfeited).toHaveLength(1);
      expect(Number(a.forfeitedDeposits)).toBe(Number(a.depositAmount));
    }
    expect(deposits.some((d) => d.state === "paid" && auctionOf.get(Number(d.auctionId))!.status === "published")).toBe(true);
  });

  it("works follow their pool items and lots; nothing is dated after today", async () => {
    const works = byId(await all("programme_work"));
    const items = await all("auction_pool_item");
    const expected: Record<string, string[]> = { candidate: ["none"], withdrawn: ["none"], approved: ["pooled"], closed: ["sold"] };
    for (const item of items) {
      const work = works.get(Number(item.workId))!;
      if (item.poolState === "assigned") {
        const lot = lots.find((l) => Number(l.Id) === Number(item.lotId))!;
        const sale = { sold: "sold", unsold: "unsold", defaulted: "unsold", pending: "inAuction", bidding: "inAuction" }[String(lot.status)];
        expect(work.saleState, `work ${String(work.Id)} of lot ${String(lot.lotNo)}`).toBe(sale);
      } else {
        expect(expected[String(item.poolState)], `work ${String(work.Id)}`).toContain(work.saleState);
      }
    }
    const now = t.clock.now;
    for (const table of ["auction", "auction_session", "auction_special_sale", "auction_lot", "auction_bid", "auction_pool_item", "auction_deposit"]) {
      for (const r of await all(table)) expect(Math.max(Number(r.ctime), Number(r.utime)), `${table} ${String(r.Id)}`).toBeLessThanOrEqual(now);
    }
    for (const b of bids) expect(Number(b.bidAt)).toBeLessThanOrEqual(now);
    for (const a of auctions.filter((x) => x.settledAt !== null)) expect(Number(a.settledAt)).toBeLessThanOrEqual(now);
  });
});
