/**
 * The timed rules of points and visitors (commerce.md §3.2, §3.3, §5.1, §5.9): points expire a year
 * after they were earned (FIFO, one EXPIRE row), bans lift at their end, shipped physical points
 * orders complete 15 days after shipping, and redeem-code batches expire with their unused codes —
 * each change made once even when two servers sweep at the same moment, written as 系统.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { pointsGoods, pointsOrder } from "../../src/catalogue/registry";
import { movePoints } from "../../server/domains/point/pointsLog/points";
import { drainJobs } from "../../server/platform/jobs/runner";
import type { Tx } from "../../server/platform/db/types";
import { sweepNow } from "../../server/platform/sweep";
import { insertSeed } from "../../server/seed/factory";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeVipGoods, makeVisitor } from "./requestsFixture";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const S = "TouristServiceAdmin";

describeEachDb("timed rules: points expiry, ban lift, points-order completion, redeem-code expiry", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
  });
  afterAll(async () => {
    await t.close();
  });
  // Tests move the clock by months: a fresh sign-in for each, as staff would after a long pause.
  let token = "";
  beforeEach(async () => {
    token = await t.login("admin", ADMIN_PASSWORD);
  });

  const db = () => t.server.deps.db;
  const sweep = (name: string) => sweepNow(t.server.deps, [name]);
  /** Two servers sweeping at the same moment: answers the records both changed together. */
  const sweepTwice = async (name: string) => {
    const reports = await Promise.all([sweep(name), sweep(name)]);
    expect(reports.map((r) => r.failed)).toEqual([{}, {}]);
    return reports.reduce((n, r) => n + (r.changed[name] ?? 0), 0);
  };
  const systemChanges = (resource: string, recordId: number) => db().selectFrom("data_change").select(["userName", "summary"])
    .where("resource", "=", resource).where("recordId", "=", recordId).where("method", "=", "sweep").execute();
  const earn = (visitorId: number, change: number, at: number, reason: "SIGN_IN" | "EXCHANGE" | "TASK" = "SIGN_IN") =>
    db().transaction().execute((tx) => movePoints(tx, visitorId, change, { reason, at }));
  const logsOf = (visitorId: number) => db().selectFrom("points_log").select(["bizType", "change", "balanceAfter", "operator", "remark"])
    .where("visitorId", "=", visitorId).orderBy("Id").execute();
  const visitorRow = (Id: number) => db().selectFrom("visitor").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();

  it("points expire 365 days after earning, FIFO (spends eat the oldest first), once under two sweeps; the balance stays the sum of the log and never goes negative", async () => {
    const t0 = t.clock.now;
    const a = await makeVisitor(t);
    const spender = await makeVisitor(t);
    await earn(a, 100, t0);
    await earn(a, -30, t0 + 100 * DAY, "EXCHANGE");
    await earn(a, 50, t0 + 200 * DAY);
    await earn(spender, 80, t0);
    await earn(spender, -80, t0 + DAY, "EXCHANGE");

    // The day the first points reach their expiry date they are still good.
    t.clock.now = t0 + 365 * DAY;
    expect(await sweepTwice("points.expire")).toBe(0);
    t.clock.now = t0 + 367 * DAY;
    expect(await sweepTwice("points.expire")).toBe(1);
    // 100 earned, 30 of them spent: 70 expire; the 50 earned later stay.
    expect((await logsOf(a)).slice(3).map((l) => [l.bizType, Number(l.change), Number(l.balanceAfter), l.operator])).toEqual([["EXPIRE", -70, 50, "系统"]]);
    expect(Number((await visitorRow(a)).pointBalance)).toBe(50);
    // Everything spent: nothing left to expire, no row.
    expect((await logsOf(spender)).map((l) => l.bizType)).toEqual(["SIGN_IN", "EXCHANGE"]);
    expect(await sweepTwice("points.expire")).toBe(0);

    t.clock.now = t0 + 567 * DAY;
    expect(await sweepTwice("points.expire")).toBe(1);
    const logs = await logsOf(a);
    expect(logs.map((l) => [l.bizType, Number(l.change)])).toEqual([["SIGN_IN", 100], ["EXCHANGE", -30], ["SIGN_IN", 50], ["EXPIRE", -70], ["EXPIRE", -50]]);
    let sum = 0;
    for (const l of logs) {
      sum += Number(l.change);
      expect(Number(l.balanceAfter)).toBe(sum);
      expect(sum).toBeGreaterThanOrEqual(0);
    }
    expect(Number((await visitorRow(a)).pointBalance)).toBe(0);
    expect(String(logs[3]?.remark)).toContain("已过期");
  });

  it("a 封禁/禁言 with an end time lifts at that time, once under two sweeps (系统 record); one without an end time stays", async () => {
    const end = t.clock.now + 2 * HOUR;
    const banned = await makeVisitor(t, { status: "BANNED", bannedUntil: end, statusReason: "发布广告" });
    const muted = await makeVisitor(t, { status: "MUTED", bannedUntil: end + HOUR, statusReason: "辱骂他人" });
    const forever = await makeVisitor(t, { status: "BANNED", bannedUntil: null, statusReason: "盗刷" });

    t.clock.now = end - 1;
    expect(await sweepTwice("visitor.banLift")).toBe(0);
    expect((await visitorRow(banned)).status).toBe("BANNED");
    t.clock.now = end;
    expect(await sweepTwice("visitor.banLift")).toBe(1);
    expect(await visitorRow(banned)).toMatchObject({ status: "NORMAL", bannedUntil: null, statusReason: null });
    expect((await visitorRow(muted)).status).toBe("MUTED");
    expect((await systemChanges("visitor", banned)).map((c) => [c.userName, c.summary])).toEqual([["系统", `用户「${String((await visitorRow(banned)).uid)}」：封禁到期 → 正常`]]);
    t.clock.now = end + 2 * HOUR;
    expect(await sweepTwice("visitor.banLift")).toBe(1);
    expect((await visitorRow(muted)).status).toBe("NORMAL");
    expect((await systemChanges("visitor", muted)).map((c) => c.summary)).toEqual([`用户「${String((await visitorRow(muted)).uid)}」：禁言到期 → 正常`]);
    expect((await visitorRow(forever)).status).toBe("BANNED");
  });

  it("a shipped physical points order completes 15 days after shipping, once under two sweeps; a pending one does not move", async () => {
    const v = await makeVisitor(t);
    const goodsId = await insertSeed(db() as unknown as Tx, pointsGoods, { name: "湖笔兼毫", goodsType: "PHYSICAL", pointsPrice: 2500, stock: 10, soldCount: 2, status: "ON_SALE" }, t.clock.now);
    const order = (orderNo: string, over: Record<string, unknown>) => insertSeed(db() as unknown as Tx, pointsOrder, {
      orderNo, visitorId: v, goodsId, goodsType: "PHYSICAL", goodsName: "湖笔兼毫", quantity: 1, pointsAmount: 2500, ...over,
    }, t.clock.now);
    const shippedAt = t.clock.now;
    const shipped = await order("PTS20261128100000000001", { status: "SHIPPED", expressCompany: "SF", trackingNo: "SF1234567890", shippedAt });
    const pending = await order("PTS20261128100000000002", { status: "PENDING_SHIPMENT" });
    const statusOf = async (Id: number) => (await db().selectFrom("points_order").select(["status", "completedAt"]).where("Id", "=", Id).executeTakeFirstOrThrow());

    t.clock.now = shippedAt + 15 * DAY - 1;
    expect(await sweepTwice("pointsOrder.autoComplete")).toBe(0);
    expect((await statusOf(shipped)).status).toBe("SHIPPED");
    t.clock.now = shippedAt + 15 * DAY;
    expect(await sweepTwice("pointsOrder.autoComplete")).toBe(1);
    expect(await statusOf(shipped)).toMatchObject({ status: "COMPLETED" });
    expect(Number((await statusOf(shipped)).completedAt)).toBe(t.clock.now);
    expect((await statusOf(pending)).status).toBe("PENDING_SHIPMENT");
    expect((await systemChanges("pointsOrder", shipped)).map((c) => [c.userName, c.summary])).toEqual([["系统", "积分订单「PTS20261128100000000001」：发货满 15 天 → 已完成"]]);
  });

  it("a redeem-code batch past its 兑换截止 expires with its unused codes, once under two sweeps; redeemed and voided codes keep their state", async () => {
    const goodsId = await makeVipGoods(t, { durationDays: 31 });
    const validTo = t.clock.now + 10 * DAY;
    const r = await t.rpc(`${S}/createRedeemCodeBatch`, { data: { name: "过期测试卡", vipGoodsId: goodsId, quantity: 4, channel: "GIFT", validFrom: t.clock.now, validTo } }, token);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    const batch = r.body.data as { Id: number; batchNo: string };
    await drainJobs(t.server.deps);
    const codes = await db().selectFrom("redeem_code").select(["Id", "status"]).where("batchId", "=", batch.Id).orderBy("Id").execute();
    await db().updateTable("redeem_code").set({ status: "REDEEMED" }).where("Id", "=", Number(codes[0]?.Id)).execute();
    await db().updateTable("redeem_code").set({ status: "VOID" }).where("Id", "=", Number(codes[1]?.Id)).execute();

    t.clock.now = validTo;
    expect(await sweepTwice("redeemCodeBatch.expire")).toBe(0);
    t.clock.now = validTo + 1;
    expect(await sweepTwice("redeemCodeBatch.expire")).toBe(1);
    const after = await db().selectFrom("redeem_code").select("status").where("batchId", "=", batch.Id).orderBy("Id").execute();
    expect(after.map((c) => c.status)).toEqual(["REDEEMED", "VOID", "EXPIRED", "EXPIRED"]);
    expect((await db().selectFrom("redeem_code_batch").select("status").where("Id", "=", batch.Id).executeTakeFirstOrThrow()).status).toBe("EXPIRED");
    expect((await systemChanges("redeemCodeBatch", batch.Id)).map((c) => [c.userName, c.summary]))
      .toEqual([["系统", `兑换码批次「${batch.batchNo}」：兑换截止 → 已过期（未兑换的码一并过期）`]]);
  });
});
