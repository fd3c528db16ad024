/**
 * Team buys (/sellAdmin/TeamBuyList and its child screens, commerce.md §4.1–§4.3): seats are taken
 * only through locked joins, so concurrent joins never exceed a team's size nor the activity's
 * stock; a failed team (解散并退款 or expiry) refunds every paid member's order in full, once, with
 * reason TEAM_FAILED.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { setChannelAdapter } from "../../server/domains/order/refund/channels";
import { expireTeam, joinTeam, openTeam } from "../../server/domains/marketing/teamBuyActivity/teams";
import { RpcError } from "../../server/platform/wire/errors";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeOrder, makeVisitor } from "./requestsFixture";
import { makeShiyCourseWithClass } from "./promoGoodsFixture";

const S = "MarketingServiceAdmin";
const HOUR = 3_600_000;
type Row = Record<string, unknown> & { Id: number };

describeEachDb("team buys", (kind) => {
  let t: TestServer;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    setChannelAdapter("WXPAY", { refund: (req) => Promise.resolve({ status: "PROCESSING", channelRefundId: `50300${req.refundNo.slice(2)}` }) });
  });
  afterEach(() => setChannelAdapter("WXPAY", null));

  const db = () => t.server.deps.db;
  /** A real 书院课 and class for the activity to sell (the activity checks its goods). */
  const aCourse = async () => { const c = await makeShiyCourseWithClass(db(), t.clock.now); return { goodsId: c.courseId, classId: c.classId }; };
  const activity = async (over: Record<string, unknown> = {}) => {
    const r = await t.rpc(`${S}/createTeamBuyActivity`, {
      data: { name: `写意花鸟三人团${(serial += 1)}`, goodsType: "SHIY_COURSE", ...(await aCourse()), teamPrice: 78_000, teamSize: 3, teamValidHours: 24, stock: 100, startAt: t.clock.now - HOUR, endAt: t.clock.now + 72 * HOUR, ...over },
    }, t.adminToken);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    const a = r.body.data as Row;
    expect((await t.rpc(`${S}/publishTeamBuyActivity`, { Id: a.Id }, t.adminToken)).body.data).toMatchObject([{ status: "ONGOING" }]);
    return a;
  };
  const paidOrder = async () => {
    const v = await makeVisitor(t);
    const id = await makeOrder(t, v, { orderType: "COURSE", orderNo: `CRS20261122120000${String((serial += 1)).padStart(6, "0")}`, payAmount: 78_000, totalAmount: 78_000, courseType: "SHIY", courseId: 3, courseName: "宋画临摹·花鸟", classId: 31, lines: [{ goodsType: "SHIY_COURSE", goodsId: 3, goodsName: "宋画临摹·花鸟", unitPrice: 78_000, quantity: 1, lineAmount: 78_000 }] });
    return id;
  };
  const run = <T>(fn: Parameters<ReturnType<ReturnType<typeof db>["transaction"]>["execute"]>[0]) => db().transaction().execute(fn) as Promise<T>;
  const outcome = <T>(p: Promise<T>) => p.then((v) => ({ ok: true as const, v }), (e: unknown) => ({ ok: false as const, message: e instanceof RpcError ? e.message : String(e) }));
  const team = async (Id: number) => db().selectFrom("team_buy_team").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const members = (teamId: number) => db().selectFrom("team_buy_member").selectAll().where("teamId", "=", teamId).execute();
  const refundsOf = (orderId: number) => db().selectFrom("refund").selectAll().where("orderId", "=", orderId).execute();

  it("10 concurrent joins on a 3-person team: exactly 2 get in, the team is SUCCESS and full, the activity sold 3", async () => {
    const a = await activity();
    const leaderOrder = await paidOrder();
    const tm = await run<Row>((x) => openTeam(x, a.Id, leaderOrder, t.clock.now));
    expect(tm).toMatchObject({ status: "FORMING", memberCount: 1, teamSize: 3 });
    expect(String(tm.teamNo)).toMatch(/^TB\d{20}$/);
    const orders = await Promise.all(Array.from({ length: 10 }, () => paidOrder()));
    const results = await Promise.all(orders.map((o) => outcome(run((x) => joinTeam(x, tm.Id, o, t.clock.now)))));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && ["该团已满", "该团已结束"].includes(r.message))).toBe(true);
    expect(await team(tm.Id)).toMatchObject({ status: "SUCCESS", memberCount: 3, virtualCount: 0 });
    expect(await members(tm.Id)).toHaveLength(3);
    const act = await db().selectFrom("team_buy_activity").select("soldCount").where("Id", "=", a.Id).executeTakeFirstOrThrow();
    expect(Number(act.soldCount)).toBe(3);
  });

  it("joins across two teams never take more seats than the activity's stock", async () => {
    const a = await activity({ stock: 4, teamSize: 3 });
    const [l1, l2] = [await paidOrder(), await paidOrder()];
    const t1 = await run<Row>((x) => openTeam(x, a.Id, l1, t.clock.now));
    const t2 = await run<Row>((x) => openTeam(x, a.Id, l2, t.clock.now));
    const orders = await Promise.all(Array.from({ length: 6 }, () => paidOrder()));
    const results = await Promise.all(orders.map((o, i) => outcome(run((x) => joinTeam(x, i % 2 === 0 ? t1.Id : t2.Id, o, t.clock.now)))));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    const act = await db().selectFrom("team_buy_activity").select("soldCount").where("Id", "=", a.Id).executeTakeFirstOrThrow();
    expect(Number(act.soldCount)).toBe(4);
    expect((await members(t1.Id)).length + (await members(t2.Id)).length).toBe(4);
  });

  it("解散并退款 twice at once: one succeeds; every paid member's order is refunded in full exactly once (TEAM_FAILED), members follow", async () => {
    const a = await activity();
    const leader = await paidOrder();
    const tm = await run<Row>((x) => openTeam(x, a.Id, leader, t.clock.now));
    const joiner = await paidOrder();
    await run((x) => joinTeam(x, tm.Id, joiner, t.clock.now));
    const answers = await Promise.all([1, 2].map(() => t.rpc(`${S}/dissolveTeamBuyTeam`, { Id: tm.Id, data: { reason: "开班取消" } }, t.adminToken)));
    expect(answers.filter((r) => r.body.code === "SUCCESS")).toHaveLength(1);
    expect(await team(tm.Id)).toMatchObject({ status: "FAILED", failReason: "开班取消" });
    for (const o of [leader, joiner]) {
      const refunds = await refundsOf(o);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amount: 78_000, reason: "TEAM_FAILED" });
    }
    expect((await members(tm.Id)).map((m) => m.status)).toEqual(["REFUNDING", "REFUNDING"]);
    expect((await t.rpc(`${S}/dissolveTeamBuyTeam`, { Id: tm.Id, data: { reason: "再来一次" } }, t.adminToken)).body.code).toBe(9);
  });

  it("at expiry a team not full fails and refunds once; with 模拟成团 and a member besides the leader it is filled with virtual members", async () => {
    const a = await activity();
    const leader = await paidOrder();
    const tm = await run<Row>((x) => openTeam(x, a.Id, leader, t.clock.now));
    expect(await outcome(run((x) => expireTeam(x, tm.Id, t.clock.now)))).toMatchObject({ ok: false, message: "该团尚未到截止时间" });
    const at = Number(tm.expireAt) + 1000;
    await Promise.all([1, 2].map(() => outcome(run((x) => expireTeam(x, tm.Id, at)))));
    expect(await team(tm.Id)).toMatchObject({ status: "FAILED", failReason: "到期未成团" });
    expect(await refundsOf(leader)).toHaveLength(1);

    const fake = await activity({ autoFormTeam: true });
    const [l3, j3] = [await paidOrder(), await paidOrder()];
    const t2 = await run<Row>((x) => openTeam(x, fake.Id, l3, t.clock.now));
    await run((x) => joinTeam(x, t2.Id, j3, t.clock.now));
    await run((x) => expireTeam(x, t2.Id, Number(t2.expireAt) + 1000));
    expect(await team(t2.Id)).toMatchObject({ status: "SUCCESS", memberCount: 2, virtualCount: 1 });
    expect((await members(t2.Id)).map((m) => m.status).sort()).toEqual(["PAID", "PAID", "VIRTUAL"]);
  });

  it("an unpaid order opens nothing; a visitor's order is in one team only", async () => {
    const a = await activity();
    const v = await makeVisitor(t);
    const unpaid = await makeOrder(t, v, { orderType: "COURSE", orderNo: `CRS20261122130000${String((serial += 1)).padStart(6, "0")}`, status: "PENDING", paidAt: null });
    expect(await outcome(run((x) => openTeam(x, a.Id, unpaid, t.clock.now)))).toMatchObject({ ok: false });
    const o = await paidOrder();
    const tm = await run<Row>((x) => openTeam(x, a.Id, o, t.clock.now));
    expect(await outcome(run((x) => joinTeam(x, tm.Id, o, t.clock.now)))).toMatchObject({ ok: false });
    const act = await db().selectFrom("team_buy_activity").select("soldCount").where("Id", "=", a.Id).executeTakeFirstOrThrow();
    expect(Number(act.soldCount)).toBe(1);
  });
});

describeEachDb("team buy demo data", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("six activities past, running and upcoming; every team within its size, counts as its members, each member's order pointing at its team", async () => {
    const db = t.server.deps.db;
    const acts = await db.selectFrom("team_buy_activity").selectAll().execute();
    // The six planned activities; the team-buy orders they do not hold are in earlier ended ones of their course (…·往期).
    const planned = acts.filter((a) => !/·往期\d*$/.test(String(a.name)));
    expect(planned).toHaveLength(6);
    expect(new Set(planned.map((a) => a.status))).toEqual(new Set(["ENDED", "ONGOING", "NOT_STARTED"]));
    expect(acts.filter((a) => !planned.includes(a)).every((a) => a.status === "ENDED")).toBe(true);
    const teams = await db.selectFrom("team_buy_team").selectAll().execute();
    expect(teams.length).toBeGreaterThan(0);
    const members = await db.selectFrom("team_buy_member").selectAll().execute();
    for (const team of teams) {
      const mine = members.filter((m) => m.teamId === team.Id);
      expect(Number(team.memberCount) + Number(team.virtualCount)).toBeLessThanOrEqual(Number(team.teamSize));
      expect(mine.filter((m) => m.status !== "VIRTUAL")).toHaveLength(Number(team.memberCount));
      expect(mine.filter((m) => m.status === "VIRTUAL")).toHaveLength(Number(team.virtualCount));
      if (team.status === "SUCCESS") expect(mine).toHaveLength(Number(team.teamSize));
    }
    for (const m of members.filter((x) => x.status !== "VIRTUAL").slice(0, 40)) {
      const o = await db.selectFrom("orders").select(["teamId", "visitorId", "promotionType"]).where("Id", "=", Number(m.orderId)).executeTakeFirstOrThrow();
      expect(o).toMatchObject({ teamId: m.teamId, visitorId: m.visitorId, promotionType: "TEAM_BUY" });
    }
  });
});
