/**
 * The points chest through the wire (commerce.md §3), on both databases: 人工调整
 * (PointServiceAdmin/adjustPoints) under concurrency keeps the visitor's pointBalance equal to
 * the last log row's balanceAfter, and a spend above the balance changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniformRights } from "../../src/catalogue";
import type { Db, Row } from "../../server/db/types";
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
});
