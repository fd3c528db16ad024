/**
 * 保证金 (content.md §8.7) on both databases: no paddle without a deposit, one deposit per bidder per
 * auction even when two staff register it at once, and the auction's moves moving the money —
 * 结拍 refunds those who won nothing and holds the buyers', 取消 / 中止 refund all, 标记违约 forfeits
 * and the auction books it — each move a change record of its own.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { byCatalogue } from "../../server/platform/db/types";
import { makeVisitor } from "./commerceFixture";
import { auctionService, DAY, yuan } from "./auctionWorld";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("auction deposits", (kind) => {
  let t: TestServer;
  let a: ReturnType<typeof auctionService>;
  const db = () => t.server.deps.db;
  const depositsOf = (auctionId: number) => byCatalogue(db()).selectFrom("auction_deposit").selectAll().where("auctionId", "=", auctionId).orderBy("visitorId").execute();
  const stateOf = async (auctionId: number, visitorId: number) => (await depositsOf(auctionId)).find((d) => Number(d.visitorId) === visitorId)?.state;
  const changes = (method: string) => byCatalogue(db()).selectFrom("data_change").select("recordId").where("resource", "=", "auctionDeposit").where("method", "=", method).execute();
  const visitor = async () => Number((await makeVisitor(db(), t.clock.now)).Id);

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    a = auctionService(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("a bid by a bidder without a deposit is refused naming why; 登记保证金 takes the auction's amount and the bid goes through", async () => {
    const built = await a.build([{}]);
    const v = await visitor();
    const refused = await a.bidOnly(built.lots[0]!.Id, v, yuan(5600));
    expect(refused.code).toBe(9);
    expect(refused.message).toContain(`竞买人 No. ${String(v).padStart(4, "0")}未缴纳拍卖会`);
    expect(refused.message).toContain("¥2,000.00");
    expect(await byCatalogue(db()).selectFrom("auction_bid").select("Id").where("lotId", "=", built.lots[0]!.Id).execute()).toHaveLength(0);

    const made = await a.deposit(built.Id, v);
    expect(made.code).toBe("SUCCESS");
    expect(made.data).toMatchObject({ amount: yuan(2000), state: "paid", paddle: `No. ${String(v).padStart(4, "0")}`, depositNo: `${built.code}-${String(v).padStart(4, "0")}`, paidAt: t.clock.now });
    expect((await a.bidOnly(built.lots[0]!.Id, v, yuan(5600))).code).toBe("SUCCESS");
    // Money records are not edited by hand.
    expect((await a.svc("updateAuctionDeposit", { Id: (made.data as { Id: number }).Id, utime: 0, data: { payRef: "x" } })).code).toBe(12);
  });

  it("two staff registering the same bidder's deposit at once make one record", async () => {
    const built = await a.build([{}], { open: false });
    const v = await visitor();
    const answers = await Promise.all([a.deposit(built.Id, v), a.deposit(built.Id, v)]);
    expect(answers.map((x) => x.code).filter((c) => c === "SUCCESS")).toHaveLength(1);
    const other = answers.find((x) => x.code !== "SUCCESS")!;
    expect([9, "ALREADY_EXISTS"]).toContain(other.code);
    expect(await depositsOf(built.Id)).toHaveLength(1);
  });

  it("撤回发布 is refused while deposits are held; 取消 refunds them", async () => {
    const built = await a.build([{}], { open: false });
    const v = await visitor();
    await a.deposit(built.Id, v);
    const back = await a.svc("unpublishAuction", { Id: built.Id });
    expect(back.code).toBe(9);
    expect(back.message).toContain("已有 1 位竞买人缴纳保证金，不能撤回发布");
    await a.ok("cancelAuction", { Id: built.Id, data: { reason: "档期调整" } });
    const [d] = await depositsOf(built.Id);
    expect(d).toMatchObject({ state: "refunded", note: "拍卖会取消，保证金退还：档期调整" });
    expect((await changes("refundAuctionDeposit")).map((c) => Number(c.recordId))).toContain(Number(d!.Id));
    // The auction over, no deposit is taken for it.
    expect((await a.deposit(built.Id, await visitor())).message).toContain("已结束或已取消，不能再登记保证金");
  });

  it("中止 refunds every deposit, the leading bidder's too; a refunded deposit bids no more", async () => {
    const built = await a.build([{}, {}]);
    const [v1, v2] = [await visitor(), await visitor()];
    await a.bid(built.lots[0]!.Id, v1, yuan(5600));
    await a.bid(built.lots[0]!.Id, v2, yuan(5800));
    // By hand, not while the bidder leads a lot.
    const [, d2] = await depositsOf(built.Id);
    const early = await a.svc("refundAuctionDeposit", { Id: Number(d2!.Id), data: { reason: "竞买人申请退还" } });
    expect(early).toMatchObject({ code: 9, message: expect.stringContaining("仍有领先的出价") });
    await a.ok("abortAuction", { Id: built.Id, data: { reason: "系统故障中止" } });
    expect((await depositsOf(built.Id)).map((d) => d.state)).toEqual(["refunded", "refunded"]);
    // Refunded by hand while the sale goes on, a deposit no longer carries bids.
    const open = await a.build([{}]);
    const v3 = await visitor();
    await a.deposit(open.Id, v3);
    const [d3] = await depositsOf(open.Id);
    await a.ok("refundAuctionDeposit", { Id: Number(d3!.Id), data: { reason: "竞买人申请退还" } });
    const after = await a.bidOnly(open.lots[0]!.Id, v3, yuan(5600));
    expect(after).toMatchObject({ code: 9, message: expect.stringContaining("保证金已退还，不能出价") });
  });

  it("结拍 refunds those who won nothing and holds the buyer's against the lot; 标记违约 forfeits it and the auction books it", async () => {
    const built = await a.build([{}, {}]);
    const [buyer, loser, other] = [await visitor(), await visitor(), await visitor()];
    await a.bid(built.lots[0]!.Id, loser, yuan(5600));
    await a.bid(built.lots[0]!.Id, buyer, yuan(5800));
    await a.deposit(built.Id, other);
    await a.ok("closeAuction", { Id: built.Id });
    expect(await stateOf(built.Id, buyer)).toBe("held");
    expect(await stateOf(built.Id, loser)).toBe("refunded");
    expect(await stateOf(built.Id, other)).toBe("refunded");
    const held = (await depositsOf(built.Id)).find((d) => Number(d.visitorId) === buyer)!;
    expect(Number(held.lotId)).toBe(built.lots[0]!.Id);
    expect((await changes("holdAuctionDeposit")).map((c) => Number(c.recordId))).toContain(Number(held.Id));

    await a.ok("settleAuction", { Id: built.Id });
    expect(await a.get("Auction", built.Id)).toMatchObject({ status: "settled", forfeitedDeposits: 0 });
    t.clock.advance(8 * DAY);
    a.session.token = await t.login("admin", ADMIN_PASSWORD);
    await a.ok("markDefaultAuctionLot", { Id: built.lots[0]!.Id, data: { reason: "逾期未付" } });
    expect(await stateOf(built.Id, buyer)).toBe("forfeited");
    expect((await changes("forfeitAuctionDeposit")).map((c) => Number(c.recordId))).toContain(Number(held.Id));
    expect(await a.get("Auction", built.Id)).toMatchObject({ forfeitedDeposits: yuan(2000) });
  });
});
