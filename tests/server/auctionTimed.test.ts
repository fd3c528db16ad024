/**
 * The timed sale run by the scheduler (content.md §8.7) on both databases: a published auction opens
 * at its 开拍时间, its lots end one after another up to its 结拍时间, a bid in a lot's last minutes
 * extends it, a lot falls at its end against the reserve and the auction ends after its last lot —
 * each once, however many servers sweep at the same moment, written as 系统.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sweepNow } from "../../server/platform/sweep";
import { byCatalogue } from "../../server/platform/db/types";
import { makeVisitor } from "./commerceFixture";
import { auctionService, DAY, yuan } from "./auctionWorld";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

const SWEEP = ["auction.timedSale"];
const MINUTE = 60_000;

describeEachDb("auction timed sale", (kind) => {
  let t: TestServer;
  let a: ReturnType<typeof auctionService>;
  let bidders: number[];
  const db = () => t.server.deps.db;
  /** Two servers sweeping at the same moment: what each changed. */
  const sweepTwice = async () => (await Promise.all([sweepNow(t.server.deps, SWEEP), sweepNow(t.server.deps, SWEEP)])).map((r) => {
    expect(r.failed).toEqual({});
    return r.changed["auction.timedSale"] ?? 0;
  });
  const moveTo = async (at: number) => {
    t.clock.advance(at - t.clock.now);
    a.session.token = await t.login("admin", ADMIN_PASSWORD);
  };
  const changesBy = async (resource: string, recordId: number, method: string) =>
    byCatalogue(db()).selectFrom("data_change").select(["userName", "userId"]).where("resource", "=", resource).where("recordId", "=", recordId).where("method", "=", method).execute();

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    a = auctionService(t);
    bidders = [];
    for (let i = 0; i < 2; i++) bidders.push(Number((await makeVisitor(db(), t.clock.now)).Id));
  });
  afterAll(async () => {
    await t.close();
  });

  it("opens at 开拍时间 once, ends the lots a minute apart up to 结拍时间, extends a late bid, hammers each lot once and ends the auction after the last", async () => {
    const built = await a.build([{ reservePrice: yuan(7000) }, {}, {}], { open: false });
    const auction = await a.get("Auction", built.Id);
    const [short, sold, none] = built.lots;
    // Before its start nothing moves.
    expect(await sweepTwice()).toEqual([0, 0]);
    expect(await a.get("Auction", built.Id)).toMatchObject({ status: "published" });

    await moveTo(Number(auction.startAt));
    const opened = await sweepTwice();
    expect(opened.reduce((s, n) => s + n, 0)).toBe(1);
    expect(await a.get("Auction", built.Id)).toMatchObject({ status: "bidding" });
    const end = Number(auction.endAt);
    for (const [i, lot] of built.lots.entries()) expect(await a.get("AuctionLot", lot.Id), `lot ${i}`).toMatchObject({ status: "bidding", endAt: end - (2 - i) * MINUTE });
    expect(await changesBy("auction", built.Id, "startAuction")).toEqual([{ userName: "系统", userId: null }]);

    await a.bid(short!.Id, bidders[0]!, yuan(5600));
    await a.bid(sold!.Id, bidders[0]!, yuan(5600));
    // Six minutes before its end: outside the 5-minute window, the end stays where it was.
    await moveTo(end - 2 * MINUTE - 6 * MINUTE);
    await a.bid(short!.Id, bidders[1]!, yuan(5800));
    expect(await a.get("AuctionLot", short!.Id)).toMatchObject({ endAt: end - 2 * MINUTE, currentPrice: yuan(5800) });
    // Two minutes before its end: within the window, so the lot now ends 5 minutes after the bid.
    await moveTo(end - MINUTE - 2 * MINUTE);
    expect((await a.bid(sold!.Id, bidders[1]!, yuan(8000))).code).toBe("SUCCESS");
    const extended = t.clock.now + 5 * MINUTE;
    expect(await a.get("AuctionLot", sold!.Id)).toMatchObject({ endAt: extended, currentPrice: yuan(8000) });

    // At the auction's end the first and last lots fall; the extended one is still open, and so is the auction.
    await moveTo(end);
    const fell = await sweepTwice();
    expect(fell.reduce((s, n) => s + n, 0)).toBe(2);
    expect(await a.get("AuctionLot", short!.Id)).toMatchObject({ status: "unsold", hammerPrice: null });
    expect(await a.get("AuctionLot", none!.Id)).toMatchObject({ status: "unsold", bidCount: 0 });
    expect(await a.get("AuctionLot", sold!.Id)).toMatchObject({ status: "bidding" });
    expect(await a.get("Auction", built.Id)).toMatchObject({ status: "bidding" });
    expect((await a.bid(short!.Id, bidders[0]!, yuan(6000))).message).toContain("不在竞拍中");
    expect(await changesBy("auctionLot", short!.Id, "hammerAuctionLot")).toEqual([{ userName: "系统", userId: null }]);

    // A bid after a timed lot's end but before the sweep is refused; then the lot falls and the auction ends, once.
    await moveTo(extended);
    const late = await a.bid(sold!.Id, bidders[0]!, yuan(8500));
    expect(late.code).toBe(9);
    expect(late.message).toContain("结束，不能出价");
    const last = await sweepTwice();
    expect(last.reduce((s, n) => s + n, 0)).toBe(2);
    expect(await a.get("AuctionLot", sold!.Id)).toMatchObject({ status: "sold", hammerPrice: yuan(8000), totalPrice: yuan(9200), winnerId: bidders[1] });
    expect(await a.get("Auction", built.Id)).toMatchObject({ status: "ended", lotCount: 3, soldCount: 1, turnover: yuan(9200) });
    expect(await changesBy("auction", built.Id, "closeAuction")).toHaveLength(1);
    expect(await sweepTwice()).toEqual([0, 0]);
    // Staff settle it as before.
    expect((await a.svc("settleAuction", { Id: built.Id })).code).toBe("SUCCESS");
  });

  it("a live sale opens on time but its lots wait for the auctioneer's hammer; it ends after the last one", async () => {
    const built = await a.build([{}, {}], { open: false, auctionType: "live" });
    const auction = await a.get("Auction", built.Id);
    await moveTo(Number(auction.startAt) + MINUTE);
    await sweepNow(t.server.deps, SWEEP);
    for (const lot of built.lots) expect(await a.get("AuctionLot", lot.Id)).toMatchObject({ status: "bidding", endAt: null });
    await moveTo(Number(auction.endAt) + DAY);
    await sweepNow(t.server.deps, SWEEP);
    expect(await a.get("Auction", built.Id)).toMatchObject({ status: "bidding" });
    for (const lot of built.lots) await a.ok("hammerAuctionLot", { Id: lot.Id });
    expect((await sweepTwice()).reduce((s, n) => s + n, 0)).toBe(1);
    expect(await a.get("Auction", built.Id)).toMatchObject({ status: "ended", lotCount: 2, soldCount: 0 });
  });
});
