/**
 * Auctions (content.md §8.6–8.7) on both databases: the increment ladder and the reserve, one winner
 * per lot, settlement exactly once into AUCTION orders and artist ledger entries in one transaction,
 * payment and default following the order, the pool's numbering under concurrency.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { byCatalogue } from "../../server/platform/db/types";
import { applyPayment } from "../../server/domains/order/order/settle";
import { makeVisitor } from "./commerceFixture";
import { auctionService, DAY, yuan } from "./auctionWorld";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("auctions", (kind) => {
  let t: TestServer;
  let a: ReturnType<typeof auctionService>;
  let bidders: number[];
  const db = () => t.server.deps.db;
  const rows = (table: string) => byCatalogue(db()).selectFrom(table).selectAll();

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    a = auctionService(t);
    bidders = [];
    for (let i = 0; i < 3; i++) bidders.push(Number((await makeVisitor(db(), t.clock.now)).Id));
  });
  afterAll(async () => {
    await t.close();
  });

  it("takes bids only on the ladder: the first at the starting price, then at least the next step, refused in Chinese otherwise", async () => {
    const { lots: [lot] } = await a.build([{ startingPrice: yuan(5600) }]);
    const under = await a.bid(lot!.Id, bidders[0]!, yuan(5000));
    expect(under).toMatchObject({ code: 9, message: `拍品「${String((await a.get("AuctionLot", lot!.Id)).title)}」（图录号 1001）：出价 ¥5,000.00 低于起拍价 ¥5,600.00` });
    expect((await a.bid(lot!.Id, bidders[0]!, yuan(5600))).code).toBe("SUCCESS");
    const same = await a.bid(lot!.Id, bidders[1]!, yuan(5600));
    expect(same.code).toBe(9);
    expect(same.message).toContain("出价 ¥5,600.00 低于下一口价 ¥5,800.00（当前价 ¥5,600.00）");
    const off = await a.bid(lot!.Id, bidders[1]!, yuan(6100));
    expect(off.message).toContain("不符合加价幅度，可出 ¥5,800.00、¥6,000.00、¥6,200.00");
    expect((await a.bid(lot!.Id, bidders[1]!, yuan(6200))).code).toBe("SUCCESS");
    expect(await a.get("AuctionLot", lot!.Id)).toMatchObject({ currentPrice: yuan(6200), bidCount: 2, status: "bidding" });
    const ledger = (await a.ok("listAuctionBid", { cond: { jsonq: JSON.stringify({ lotId: lot!.Id }) }, sort: { by: "bidAt", asc: true } })).data as Record<string, unknown>[];
    expect(ledger.map((b) => [b.amount, b.state])).toEqual([[yuan(5600), "outbid"], [yuan(6200), "leading"]]);
    // Bids are a ledger: no method writes them by hand.
    for (const m of ["createAuctionBid", "updateAuctionBid", "deleteAuctionBid"]) expect((await a.svc(m, { Id: 1, utime: 0, data: { amount: 1 } })).code, m).toBe(12);
  });

  it("two bids of the same amount at the same moment: one leads, the other is told the next price", async () => {
    const { lots: [lot] } = await a.build([{ startingPrice: yuan(5600) }]);
    await a.bid(lot!.Id, bidders[0]!, yuan(5600));
    const answers = await Promise.all([a.bid(lot!.Id, bidders[1]!, yuan(5800)), a.bid(lot!.Id, bidders[2]!, yuan(5800))]);
    expect(answers.map((x) => x.code).sort()).toEqual([9, "SUCCESS"]);
    expect(answers.find((x) => x.code === 9)?.message).toContain("低于下一口价 ¥6,000.00");
    const leading = await rows("auction_bid").where("lotId", "=", lot!.Id).where("state", "=", "leading").execute();
    expect(leading).toHaveLength(1);
    expect(await a.get("AuctionLot", lot!.Id)).toMatchObject({ currentPrice: yuan(5800), bidCount: 2 });
  });

  it("结拍: a lot whose best bid is under the reserve ends unsold, one without a bid too; the others sell to their one leading bidder", async () => {
    const built = await a.build([{ reservePrice: yuan(7200) }, { reservePrice: yuan(7200) }, {}]);
    const [short, sold, none] = built.lots;
    for (const [i, amount] of [yuan(5600), yuan(5800), yuan(6000)].entries()) await a.bid(short!.Id, bidders[i % 3]!, amount);
    for (const [i, amount] of [yuan(5600), yuan(6500), yuan(7200), yuan(8000)].entries()) await a.bid(sold!.Id, bidders[i % 3]!, amount);
    expect((await a.ok("closeAuction", { Id: built.Id })).data).toMatchObject([{ status: "ended", lotCount: 3, soldCount: 1, turnover: yuan(9200) }]);
    expect(await a.get("AuctionLot", short!.Id)).toMatchObject({ status: "unsold", hammerPrice: null, winnerId: null });
    expect(await a.get("AuctionLot", none!.Id)).toMatchObject({ status: "unsold", bidCount: 0 });
    expect(await a.get("AuctionLot", sold!.Id)).toMatchObject({ status: "sold", hammerPrice: yuan(8000), buyerPremium: yuan(1200), totalPrice: yuan(9200), winnerId: bidders[0] });
    const won = await rows("auction_bid").where("lotId", "=", sold!.Id).where("state", "=", "won").execute();
    expect(won.map((b) => Number(b.bidderId))).toEqual([bidders[0]]);
    const sale = async (w: number) => (await rows("programme_work").where("Id", "=", w).executeTakeFirstOrThrow()).saleState;
    expect([await sale(short!.work.workId), await sale(sold!.work.workId), await sale(none!.work.workId)]).toEqual(["unsold", "sold", "unsold"]);
    // No bid after the hammer.
    expect((await a.bid(sold!.Id, bidders[1]!, yuan(9000))).message).toContain("不在竞拍中，不能出价");
  });

  it("结算 pressed twice at once settles once: per sold lot one AUCTION order, the lot's order and the artist's entry, all adding up", async () => {
    const built = await a.build([{}, {}, { estimateLow: yuan(10_000), estimateHigh: yuan(15_000), reservePrice: yuan(9000) }]);
    const [l1, l2, l3] = built.lots;
    await a.bid(l1!.Id, bidders[0]!, yuan(5600));
    for (const [i, amount] of [yuan(5600), yuan(10_000), yuan(12_000)].entries()) await a.bid(l2!.Id, bidders[i]!, amount);
    await a.bid(l3!.Id, bidders[1]!, yuan(5600));
    await a.ok("closeAuction", { Id: built.Id });
    const answers = await Promise.all([a.svc("settleAuction", { Id: built.Id }), a.svc("settleAuction", { Id: built.Id })]);
    expect(answers.map((x) => x.code).filter((c) => c === "SUCCESS")).toHaveLength(1);
    expect([9, 10]).toContain(answers.find((x) => x.code !== "SUCCESS")?.code);
    expect(await a.get("Auction", built.Id)).toMatchObject({ status: "settled", soldCount: 2, lotCount: 3, turnover: yuan(6440 + 13_800), sellThroughRate: 66.67 });

    const orders = (await t.rpc("OrderServiceAdmin/listOrder", { cond: { jsonq: JSON.stringify({ orderType: "AUCTION", visitorId: bidders[0] }) } }, t.adminToken)).body.data as Record<string, unknown>[];
    const lot1 = await a.get("AuctionLot", l1!.Id);
    const lot2 = await a.get("AuctionLot", l2!.Id);
    expect(lot1).toMatchObject({ paymentState: "unpaid", totalPrice: yuan(6440) });
    const o1 = await t.rpc("OrderServiceAdmin/getOrder", { Id: lot1.orderId }, t.adminToken);
    expect(o1.body.data).toMatchObject({ orderType: "AUCTION", status: "PENDING", visitorId: bidders[0], payAmount: yuan(6440), totalAmount: yuan(6440), discountAmount: 0, expireAt: t.clock.now + 7 * DAY });
    expect(orders.map((o) => o.Id)).toContain(lot1.orderId);
    expect((await t.rpc("OrderServiceAdmin/getOrder", { Id: lot2.orderId }, t.adminToken)).body.data).toMatchObject({ visitorId: bidders[2], payAmount: yuan(13_800) });
    expect(await a.get("AuctionLot", l3!.Id)).toMatchObject({ status: "unsold", orderId: null });
    expect(await rows("orders").where("orderType", "=", "AUCTION").where("lines", "like", `%"goodsId":${l3!.Id},%`).execute()).toHaveLength(0);

    // The artist's share: hammer less the 10 % fee, at the contract's 70 %.
    const entries = await rows("artist_ledger_entry").where("sourceType", "=", "AUCTION").where("sourceRef", "in", [`${built.code}/1001`, `${built.code}/1002`, `${built.code}/1003`]).orderBy("sourceRef").execute();
    expect(entries.map((e) => [e.sourceRef, Number(e.grossAmount), Number(e.shareRateBp), Number(e.shareAmount), e.artistId, e.status])).toEqual([
      [`${built.code}/1001`, yuan(5040), 7000, yuan(3528), l1!.work.artistCode, "PENDING"],
      [`${built.code}/1002`, yuan(10_800), 7000, yuan(7560), l2!.work.artistCode, "PENDING"],
    ]);
    // The order is found from the palette by its number.
    const no = String((o1.body.data as Record<string, unknown>).orderNo);
    const hits = (await t.rpc("BaseServiceAdmin/searchRecords", { q: no }, t.adminToken)).body.data as { resource: string; Id: number }[];
    // It names its screen: 拍卖订单, not the first screen listing orders.
    expect(hits).toContainEqual(expect.objectContaining({ resource: "order", Id: lot1.orderId, path: "/order/auction" }));
    // Settled once: the state machine refuses a second time.
    expect((await a.svc("settleAuction", { Id: built.Id })).code).toBe(9);
  });

  it("the pool holds a work once; two works assigned into one session at once get consecutive 图录号", async () => {
    const built = await a.build([{}], { open: false });
    const again = await a.svc("createAuctionPoolItem", { data: { workId: built.lots[0]!.work.workId, estimateLow: yuan(8000), estimateHigh: yuan(12_000), startingPrice: yuan(5600) } });
    expect(again.code).toBe(9);
    expect(again.message).toContain("已在拍品池中");
    const more = await a.build([{}, {}], { open: false });
    for (const lot of more.lots) expect((await a.svc("returnToPoolAuctionPoolItem", { Id: lot.poolItemId })).code).toBe(9);
    for (const lot of more.lots) await a.ok("withdrawAuctionLot", { Id: lot.Id, data: { reason: "改排其他场次" } });
    for (const lot of more.lots) expect(await a.get("AuctionPoolItem", lot.poolItemId)).toMatchObject({ poolState: "approved", lotId: null });
    const assigned = await Promise.all(more.lots.map((lot) => a.svc("assignAuctionPoolItem", { Id: lot.poolItemId, data: { sessionId: built.sessionId } })));
    expect(assigned.map((x) => x.code)).toEqual(["SUCCESS", "SUCCESS"]);
    const numbers = (await rows("auction_lot").where("sessionId", "=", built.sessionId).select("lotNo").execute()).map((r) => Number(r.lotNo)).sort();
    expect(numbers).toEqual([1001, 1002, 1003]);
  });

  it("a bid in an auction not yet opened, and 撤拍 of a lot with bids, are refused", async () => {
    const waiting = await a.build([{}], { open: false });
    expect((await a.bid(waiting.lots[0]!.Id, bidders[0]!, yuan(5600))).message).toContain("不在竞拍中");
    const open = await a.build([{}]);
    await a.bid(open.lots[0]!.Id, bidders[0]!, yuan(5600));
    const w = await a.svc("withdrawAuctionLot", { Id: open.lots[0]!.Id, data: { reason: "委托人撤回" } });
    expect(w).toMatchObject({ code: 9 });
    expect(w.message).toContain("已有 1 次出价，不能撤拍");
  });
  it("a paid auction order marks its lot paid and closes the pool item; a defaulted one is refused before the deadline, then closes its order once and takes the share back", async () => {
    const built = await a.build([{}, {}]);
    const [paid, late] = built.lots;
    await a.bid(paid!.Id, bidders[0]!, yuan(5600));
    await a.bid(late!.Id, bidders[1]!, yuan(5600));
    await a.ok("closeAuction", { Id: built.Id });
    await a.ok("settleAuction", { Id: built.Id });
    const p = await a.get("AuctionLot", paid!.Id);
    const outcome = await db().transaction().execute((tx) => applyPayment(tx, { orderId: Number(p.orderId), channel: "WXPAY", amount: yuan(6440), channelTradeNo: `4200${Date.now()}`, paidAt: t.clock.now, at: t.clock.now }));
    expect(outcome.credited).toBe(true);
    expect(await a.get("AuctionLot", paid!.Id)).toMatchObject({ paymentState: "paid", status: "sold" });
    expect(await a.get("AuctionPoolItem", paid!.poolItemId)).toMatchObject({ poolState: "closed" });
    expect((await a.svc("markDefaultAuctionLot", { Id: paid!.Id, data: { reason: "测试违约" } })).code).toBe(9);

    const early = await a.svc("markDefaultAuctionLot", { Id: late!.Id, data: { reason: "逾期未付" } });
    expect(early.code).toBe(9);
    expect(early.message).toContain("截止前不能标记违约");
    t.clock.advance(8 * DAY);
    a.session.token = await t.login("admin", ADMIN_PASSWORD);
    const answers = await Promise.all([a.svc("markDefaultAuctionLot", { Id: late!.Id, data: { reason: "逾期未付" } }), a.svc("markDefaultAuctionLot", { Id: late!.Id, data: { reason: "逾期未付" } })]);
    expect(answers.map((x) => x.code).filter((c) => c === "SUCCESS")).toHaveLength(1);
    const l = await a.get("AuctionLot", late!.Id);
    expect(l).toMatchObject({ status: "defaulted", paymentState: "defaulted" });
    expect(await a.get("Auction", built.Id)).toMatchObject({ soldCount: 2, turnover: yuan(6440) });
    expect((await t.rpc("OrderServiceAdmin/getOrder", { Id: l.orderId }, a.session.token)).body.data).toMatchObject({ status: "CLOSED", closedAt: t.clock.now });
    const closes = await rows("data_change").where("resource", "=", "order").where("recordId", "=", Number(l.orderId)).where("method", "=", "closeOrder").execute();
    expect(closes).toHaveLength(1);
    const [entry] = await rows("artist_ledger_entry").where("sourceRef", "=", `${built.code}/${late!.lotNo}`).execute();
    const back = await rows("artist_ledger_entry").where("adjustsEntry", "=", Number(entry!.Id)).execute();
    expect(back.map((e) => [e.sourceType, Number(e.shareAmount)])).toEqual([["ADJUSTMENT", -Number(entry!.shareAmount)]]);
    expect((await rows("programme_work").where("Id", "=", late!.work.workId).executeTakeFirstOrThrow()).saleState).toBe("unsold");
    // The work may go back to the pool now; the paid one may not.
    expect((await a.svc("returnToPoolAuctionPoolItem", { Id: late!.poolItemId })).code).toBe("SUCCESS");
    expect((await a.svc("returnToPoolAuctionPoolItem", { Id: paid!.poolItemId })).code).toBe(9);
  });

});
