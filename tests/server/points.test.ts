/**
 * The points chest through the wire (commerce.md §3), on both databases: 人工调整
 * (PointServiceAdmin/adjustPoints) under concurrency keeps the visitor's pointBalance equal to
 * the last log row's balanceAfter, and a spend above the balance changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniformRights } from "../../src/catalogue";
import { redeemPointsGoods } from "../../server/domains/point/pointsOrder/pointsExchange";
import { insertRow } from "../../server/resources/rows";
import type { Db, Row } from "../../server/platform/db/types";
import { makeUser } from "./accounts";
import { makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("points chest over RPC", (kind) => {
  let t: TestServer;
  let db: Db;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });

  const now = () => t.clock.now;
  const call = (path: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(path, payload, token);
  const adjust = (visitorId: unknown, change: number, reason = "活动奖励", token?: string) =>
    call("PointServiceAdmin/adjustPoints", { data: { visitorId, change, reason } }, token);
  const logsOf = (visitorId: unknown) => db.selectFrom("points_log").selectAll().where("visitorId", "=", Number(visitorId)).orderBy("Id", "desc").execute();
  const balanceOf = async (visitorId: unknown) => Number((await db.selectFrom("visitor").select("pointBalance").where("Id", "=", Number(visitorId)).executeTakeFirstOrThrow()).pointBalance);

  describe("adjustPoints", () => {
    it("20 concurrent adjustments: pointBalance = start + accepted changes = the latest balanceAfter", async () => {
      const v = await makeVisitor(db, now());
      expect((await adjust(v.Id, 10)).body.code).toBe("SUCCESS");
      // +30, −40, +30, −40 … add up to −100 from 10: whatever the order, some spends find too few points.
      const changes = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 30 : -40));
      const answers = await Promise.all(changes.map((c) => adjust(v.Id, c, "批量校正")));
      const accepted = changes.filter((_, i) => answers[i]!.body.code === "SUCCESS");
      for (const a of answers) expect(["SUCCESS", 9]).toContain(a.body.code);
      const refused = answers.filter((a) => a.body.code !== "SUCCESS");
      expect(refused.length).toBeGreaterThan(0);
      expect(accepted.length).toBeGreaterThan(0);
      for (const a of refused) expect(String(a.body.message)).toMatch(/积分不足/);
      const balance = await balanceOf(v.Id);
      expect(balance).toBe(10 + accepted.reduce((s, c) => s + c, 0));
      const logs = await logsOf(v.Id);
      expect(logs).toHaveLength(1 + accepted.length);
      expect(Number(logs[0]!.balanceAfter)).toBe(balance);
      // The chain holds entry by entry, never below zero.
      const chain = [...logs].reverse();
      chain.forEach((row: Row, i) => {
        const before = i === 0 ? 0 : Number(chain[i - 1]!.balanceAfter);
        expect(Number(row.balanceAfter)).toBe(before + Number(row.change));
        expect(Number(row.balanceAfter)).toBeGreaterThanOrEqual(0);
        expect(row.bizType).toBe("ADJUST");
      });
    });

    it("below zero is refused in Chinese and changes nothing; bad input and missing rights too", async () => {
      const v = await makeVisitor(db, now());
      await adjust(v.Id, 50);
      const refused = await adjust(v.Id, -51, "扣回");
      expect(refused.body.code).toBe(9);
      expect(String(refused.body.message)).toContain("积分不足");
      expect(await balanceOf(v.Id)).toBe(50);
      expect(await logsOf(v.Id)).toHaveLength(1);

      const noReason = await call("PointServiceAdmin/adjustPoints", { data: { visitorId: v.Id, change: 5 } });
      expect(noReason.body.code).toBe(3);
      expect(String(noReason.body.message)).toContain("原因");
      expect((await adjust(v.Id, 0)).body.code).toBe(3);
      expect((await adjust(999_999_999, 5)).body.code).toBe(5);
      const reader = await makeUser(t, `pointreader${kind}`, "operator", { ...uniformRights("NONE"), point: "READ" });
      expect((await adjust(v.Id, 5, "试一下", reader.token)).body.code).toBe(7);
      expect(await balanceOf(v.Id)).toBe(50);
      expect(await logsOf(v.Id)).toHaveLength(1);

      const log = (await logsOf(v.Id))[0]!;
      expect([log.remark, log.operator, Number(log.change)]).toEqual(["活动奖励", "admin", 50]);
    });
  });
  describe("redemptions", () => {
    const makeGoods = (over: Record<string, unknown>) => db.transaction().execute((tx) => insertRow(tx, "pointsGoods", {
      name: "湖笔兼毫", goodsType: "PHYSICAL", pointsPrice: 100, stock: 3, soldCount: 0, perVisitorLimit: 0, vipOnly: false, sort: 1, status: "ON_SALE", ...over,
    }, now()));
    const redeem = (visitorId: unknown, goodsId: unknown) =>
      db.transaction().execute((tx) => redeemPointsGoods(tx, { visitorId: Number(visitorId), goodsId: Number(goodsId), at: now() }))
        .then((o) => ({ ok: true as const, o }), (e: Error) => ({ ok: false as const, message: e.message }));
    const goodsRow = async (id: unknown) => db.selectFrom("points_goods").selectAll().where("Id", "=", Number(id)).executeTakeFirstOrThrow();

    it("8 concurrent redemptions of goods with stock 3: exactly 3 succeed, stock 0, 已兑完, points spent only for those", async () => {
      const g = await makeGoods({});
      const visitors = await Promise.all(Array.from({ length: 8 }, () => makeVisitor(db, now(), { pointBalance: 0 })));
      for (const v of visitors) await adjust(v.Id, 500);
      const results = await Promise.all(visitors.map((v) => redeem(v.Id, g.Id)));
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      for (const r of results.filter((x) => !x.ok)) expect(r.ok ? "" : r.message).toMatch(/库存不足|不可兑换/);
      const after = await goodsRow(g.Id);
      expect([Number(after.stock), Number(after.soldCount), after.status]).toEqual([0, 3, "SOLD_OUT"]);
      const balances = await Promise.all(visitors.map((v) => balanceOf(v.Id)));
      expect(balances.filter((b) => b === 400)).toHaveLength(3);
      expect(balances.filter((b) => b === 500)).toHaveLength(5);
      expect(await db.selectFrom("points_order").select("Id").where("goodsId", "=", Number(g.Id)).execute()).toHaveLength(3);
    });

    it("too few points refuses and changes nothing; 发货 needs carrier and tracking; 取消 returns stock and points", async () => {
      const g = await makeGoods({ stock: 2 });
      const poor = await makeVisitor(db, now());
      await adjust(poor.Id, 99);
      const refused = await redeem(poor.Id, g.Id);
      expect(refused.ok ? "" : refused.message).toContain("积分不足");
      expect(Number((await goodsRow(g.Id)).stock)).toBe(2);
      expect(await balanceOf(poor.Id)).toBe(99);

      const v = await makeVisitor(db, now());
      await adjust(v.Id, 250);
      const [a, b] = [await redeem(v.Id, g.Id), await redeem(v.Id, g.Id)];
      if (!a.ok || !b.ok) throw new Error("redemptions refused");
      expect(a.o.status).toBe("PENDING_SHIPMENT");
      expect((await goodsRow(g.Id)).status).toBe("SOLD_OUT");
      const noTracking = await call("PointServiceAdmin/shipPointsOrder", { Id: a.o.Id, data: { expressCompany: "SF" } });
      expect(noTracking.body.code).toBe(3);
      const shipped = await call("PointServiceAdmin/shipPointsOrder", { Id: a.o.Id, data: { expressCompany: "SF", trackingNo: "SF1234567890" } });
      expect(shipped.body.code).toBe("SUCCESS");
      const cancels = await Promise.all([1, 2].map(() => call("PointServiceAdmin/cancelPointsOrder", { Id: b.o.Id, data: { reason: "用户地址无法送达" } })));
      expect(cancels.filter((c) => c.body.code === "SUCCESS")).toHaveLength(1);
      const after = await goodsRow(g.Id);
      expect([Number(after.stock), Number(after.soldCount), after.status]).toEqual([1, 1, "ON_SALE"]);
      expect(await balanceOf(v.Id)).toBe(150);
      const logs = await logsOf(v.Id);
      expect([logs[0]!.bizType, Number(logs[0]!.change), Number(logs[0]!.balanceAfter), logs[0]!.bizNo]).toEqual(["EXCHANGE_REFUND", 100, 150, b.o.orderNo]);
      expect((await call("PointServiceAdmin/cancelPointsOrder", { Id: a.o.Id, data: { reason: "已发货" } })).body.code).toBe(9);
      const del = await call("PointServiceAdmin/deletePointsGoods", { Id: g.Id, utime: after.utime });
      expect(del.body.code).toBe(9);
      expect(String(del.body.message)).toContain("请改为下架");
    });
  });
});
