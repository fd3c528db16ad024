/**
 * 赠送积分 from 用户 (commerce.md §3.4, §5.1) on both databases: the selection or the grid's filter
 * becomes one DRAFT gift batch with those uids; 确认发放 then gives each visitor the points once.
 * It needs W(point) as well as W(order); nothing is made otherwise.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db, Row } from "../../server/platform/db/types";
import { drainJobs } from "../../server/platform/jobs/runner";
import { makeUser } from "./accounts";
import { makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("赠送积分 from the visitor grid", (kind) => {
  let t: TestServer;
  let db: Db;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });
  const call = (p: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(p, payload, token);
  const data = { title: "书法打卡奖励", reason: "ACTIVITY_REWARD", pointsPerVisitor: 30 };
  /** The uid list a batch keeps: in visitor order (parallel creates may take Ids in any order). */
  const uidsInOrder = (vs: Row[]) => [...vs].sort((a, b) => Number(a.Id) - Number(b.Id)).map((v) => v.uid).join("\n");
  const batchCount = async () => (await db.selectFrom("points_gift_batch").select("Id").execute()).length;

  it("a selection → one draft batch of those uids; 确认发放 gives each visitor the points once", async () => {
    const visitors = await Promise.all(Array.from({ length: 3 }, () => makeVisitor(db, t.clock.now)));
    const r = await call("TouristServiceAdmin/giftPoints", { Ids: visitors.map((v) => v.Id), data });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const batch = r.body.data as Row;
    expect([batch.status, batch.title, batch.visitorCount, batch.totalPoints, batch.uidList]).toEqual(["DRAFT", "书法打卡奖励", 3, 90, uidsInOrder(visitors)]);
    await call("PointServiceAdmin/executePointsGiftBatch", { Id: batch.Id });
    await drainJobs(t.server.deps, undefined, {});
    const logs = await db.selectFrom("points_log").selectAll().where("bizNo", "=", String(batch.batchNo)).execute();
    expect(logs.map((l) => [Number(l.visitorId), Number(l.change)]).sort()).toEqual(visitors.map((v) => [Number(v.Id), 30]).sort());
  });

  it("the filtered result → a batch of every matching visitor", async () => {
    const tagged = await Promise.all(Array.from({ length: 4 }, () => makeVisitor(db, t.clock.now, { region: "云南省大理市" })));
    const r = await call("TouristServiceAdmin/giftPoints", { cond: { jsonq: JSON.stringify({ region: "云南省大理市" }) }, data });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    expect((r.body.data as Row).uidList).toBe(uidsInOrder(tagged));
    const none = await call("TouristServiceAdmin/giftPoints", { cond: { jsonq: JSON.stringify({ region: "无此地区" }) }, data });
    expect([none.body.code, none.body.message]).toEqual([3, "没有符合条件的用户"]);
  });

  it("without W(point), or with bad input, nothing is made", async () => {
    const v = await makeVisitor(db, t.clock.now);
    const before = await batchCount();
    const clerk = await makeUser(t, "visitorclerk", "operator", { order: "WRITE", point: "READ" });
    const denied = await call("TouristServiceAdmin/giftPoints", { Ids: [v.Id], data }, clerk.token);
    expect([denied.body.code, denied.body.message]).toEqual([7, "赠送积分需要积分宝箱的写权限"]);
    const noPoints = await call("TouristServiceAdmin/giftPoints", { Ids: [v.Id], data: { ...data, pointsPerVisitor: 0 } });
    expect(noPoints.body.code).toBe(3);
    const both = await call("TouristServiceAdmin/giftPoints", { Ids: [v.Id], cond: { jsonq: "{}" }, data });
    expect(both.body.code).toBe(3);
    expect(await batchCount()).toBe(before);
  });
});
