/**
 * 添加拍品 on a session (content.md §8.7) on both databases: the chosen pool items become the session's
 * next lots in the order chosen, each through 排入场次 with its change record; a pool item not 已入池
 * refuses the whole call, naming it.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { byCatalogue } from "../../server/platform/db/types";
import { aWorkForSale } from "../../server/domains/shiy/auctionPoolItem/sampleWork";
import { auctionService, yuan } from "./auctionWorld";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("auction session 添加拍品", (kind) => {
  let t: TestServer;
  let a: ReturnType<typeof auctionService>;
  const db = () => t.server.deps.db;

  async function poolItem(approve: boolean): Promise<number> {
    const work = await db().transaction().execute((tx) => aWorkForSale(tx, t.clock.now));
    const item = (await a.ok("createAuctionPoolItem", { data: { workId: work.workId, estimateLow: yuan(8000), estimateHigh: yuan(12_000), startingPrice: yuan(5600) } })).data as { Id: number };
    if (approve) await a.ok("approveAuctionPoolItem", { Id: item.Id });
    return item.Id;
  }

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    a = auctionService(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("puts the chosen pool items into the session as its next lots, in the order chosen; a candidate refuses the whole call", async () => {
    const built = await a.build([{}], { open: false });
    const [x, y] = [await poolItem(true), await poolItem(true)];
    const session = await a.get("AuctionSession", built.sessionId);
    const candidate = await poolItem(false);
    const refused = await a.svc("addAuctionSessionLots", { Id: session.Id, utime: session.utime, data: { poolItemIds: [y, candidate] } });
    expect(refused.code).toBe(9);
    expect(await byCatalogue(db()).selectFrom("auction_lot").select("Id").where("sessionId", "=", built.sessionId).execute()).toHaveLength(1);

    const done = await a.svc("addAuctionSessionLots", { Id: session.Id, utime: session.utime, data: { poolItemIds: [y, x] } });
    expect(done.code).toBe("SUCCESS");
    expect((done.data as Record<string, unknown>[])[0]).toMatchObject({ lotCount: 3 });
    const lots = await byCatalogue(db()).selectFrom("auction_lot").select(["lotNo", "poolItemId"]).where("sessionId", "=", built.sessionId).orderBy("lotNo").execute();
    expect(lots.map((l) => [Number(l.lotNo), Number(l.poolItemId)])).toEqual([[1001, built.lots[0]!.poolItemId], [1002, y], [1003, x]]);
    for (const id of [x, y]) expect(await a.get("AuctionPoolItem", id)).toMatchObject({ poolState: "assigned" });
    const changes = await byCatalogue(db()).selectFrom("data_change").select("recordId").where("resource", "=", "auctionPoolItem").where("method", "=", "assignAuctionPoolItem").where("recordId", "in", [x, y]).execute();
    expect(changes).toHaveLength(2);
  });
});
