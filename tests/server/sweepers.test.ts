/**
 * The sweepers (server/platform/sweep): the system's timed changes of the marketing screens — activity phases
 * at their boundaries, coupon templates and records past their windows, forming teams past their
 * deadline — each made once and written as 系统, even when two servers sweep at the same moment.
 */
import { byCatalogue } from "../../server/platform/db/types";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { setChannelAdapter } from "../../server/domains/order/refund/channels";
import { claimCoupon } from "../../server/domains/marketing/coupon/coupons";
import { joinTeam, openTeam } from "../../server/domains/marketing/teamBuyActivity/teams";
import { sweepNow } from "../../server/platform/sweep";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeOrder, makeVipGoods, makeVisitor } from "./requestsFixture";
import { makeShiyCourseWithClass } from "./promoGoodsFixture";

const S = "MarketingServiceAdmin";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Row = Record<string, unknown> & { Id: number };

describeEachDb("sweepers", (kind) => {
  let t: TestServer;
  let serial = 0;
  // Tests move the clock by days: a fresh sign-in for each, as staff would after a long pause.
  let token = "";
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    token = await t.login("admin", ADMIN_PASSWORD);
    setChannelAdapter("WXPAY", { refund: (req) => Promise.resolve({ status: "PROCESSING", channelRefundId: `50300${req.refundNo.slice(2)}` }) });
  });
  afterEach(() => setChannelAdapter("WXPAY", null));

  const db = () => t.server.deps.db;
  /** A real 书院课 and class for a team buy to sell (the activity checks its goods). */
  const aCourse = async () => { const c = await makeShiyCourseWithClass(db(), t.clock.now); return { goodsId: c.courseId, classId: c.classId }; };
  const sweep = () => sweepNow(t.server.deps);
  /** Records one sweeper changed over several runs. */
  const changedBy = (name: string, ...reports: { changed: Record<string, number> }[]) => reports.reduce((n, r) => n + (r.changed[name] ?? 0), 0);
  const run = <T>(fn: Parameters<ReturnType<ReturnType<typeof db>["transaction"]>["execute"]>[0]) => db().transaction().execute(fn) as Promise<T>;
  const ok = (r: { body: { code: unknown; message: unknown; data?: unknown } }) => {
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Row;
  };
  const statusOf = async (table: string, Id: number) => String((await byCatalogue(db()).selectFrom(table).select("status").where("Id", "=", Id).executeTakeFirstOrThrow()).status);
  const systemChanges = (resource: string, recordId: number) => db().selectFrom("data_change").selectAll()
    .where("resource", "=", resource).where("recordId", "=", recordId).where("method", "=", "sweep").execute();

  const teamBuy = async (over: Record<string, unknown> = {}) => {
    const a = ok(await t.rpc(`${S}/createTeamBuyActivity`, {
      data: { name: `写意花鸟三人团${(serial += 1)}`, goodsType: "SHIY_COURSE", ...(await aCourse()), teamPrice: 78_000, teamSize: 3, teamValidHours: 24, stock: 100, startAt: t.clock.now - HOUR, endAt: t.clock.now + 72 * HOUR, ...over },
    }, token));
    ok(await t.rpc(`${S}/publishTeamBuyActivity`, { Id: a.Id }, token));
    return a;
  };
  const paidOrder = async () => {
    const v = await makeVisitor(t);
    return makeOrder(t, v, { orderType: "COURSE", orderNo: `CRS20261122140000${String((serial += 1)).padStart(6, "0")}`, payAmount: 78_000, totalAmount: 78_000, courseType: "SHIY", courseId: 3, courseName: "宋画临摹·花鸟", classId: 31, lines: [{ goodsType: "SHIY_COURSE", goodsId: 3, goodsName: "宋画临摹·花鸟", unitPrice: 78_000, quantity: 1, lineAmount: 78_000 }] });
  };

  it("phases move exactly at the boundaries: 未开始 until startAt, 进行中 from startAt through endAt, 已结束 after; DRAFT and CLOSED never move", async () => {
    const startAt = t.clock.now + 2 * HOUR;
    const endAt = startAt + 5 * HOUR;
    const tb = await teamBuy({ startAt, endAt });
    const goodsId = await makeVipGoods(t, { name: "年度会员", price: 23_800 });
    const fs = ok(await t.rpc(`${S}/createFlashSale`, { data: { name: `周三秒杀${(serial += 1)}`, goodsType: "VIP_GOODS", goodsId, flashPrice: 9900, stock: 5, perVisitorLimit: 1, startAt, endAt } }, token));
    ok(await t.rpc(`${S}/publishFlashSale`, { Id: fs.Id }, token));
    const courseIds = [(await aCourse()).goodsId, (await aCourse()).goodsId];
    const da = ok(await t.rpc(`${S}/createDiscountActivity`, { data: { name: `开学季满减${serial}`, type: "FULL_REDUCTION", tiers: [{ thresholdFen: 100_000, reduceFen: 12_000 }], scope: "SELECTED", courseIds, startAt, endAt } }, token));
    ok(await t.rpc(`${S}/publishDiscountActivity`, { Id: da.Id }, token));
    const draft = ok(await t.rpc(`${S}/createDiscountActivity`, { data: { name: `未发布满减${serial}`, type: "FULL_REDUCTION", tiers: [{ thresholdFen: 100_000, reduceFen: 12_000 }], scope: "SELECTED", courseIds: [courseIds[0]], startAt, endAt } }, token));
    const closed = await teamBuy({ startAt, endAt });
    ok(await t.rpc(`${S}/closeTeamBuyActivity`, { Id: closed.Id }, token));
    const phases = async () => [await statusOf("team_buy_activity", tb.Id), await statusOf("flash_sale", fs.Id), await statusOf("discount_activity", da.Id)];

    t.clock.now = startAt - 1;
    await sweep();
    expect(await phases()).toEqual(["NOT_STARTED", "NOT_STARTED", "NOT_STARTED"]);
    t.clock.now = startAt;
    await sweep();
    expect(await phases()).toEqual(["ONGOING", "ONGOING", "ONGOING"]);
    t.clock.now = endAt;
    await sweep();
    expect(await phases()).toEqual(["ONGOING", "ONGOING", "ONGOING"]);
    t.clock.now = endAt + 1;
    await sweep();
    expect(await phases()).toEqual(["ENDED", "ENDED", "ENDED"]);
    expect(await statusOf("discount_activity", draft.Id)).toBe("DRAFT");
    expect(await statusOf("team_buy_activity", closed.Id)).toBe("CLOSED");

    const changes = await systemChanges("teamBuyActivity", tb.Id);
    expect(changes.map((c) => [c.userName, c.userId, c.summary])).toEqual([
      ["系统", null, `拼团活动「${String(tb.name)}」：未开始 → 进行中（到达开始时间）`],
      ["系统", null, `拼团活动「${String(tb.name)}」：进行中 → 已结束（活动时间已过）`],
    ]);
    t.clock.now = endAt + 2;
  });

  it("two sweeps at once past the teams' deadline: every team fails once, every paid member is refunded once (TEAM_FAILED), one 系统 record per change", async () => {
    const a = await teamBuy();
    const teams: Row[] = [];
    const paid: number[][] = [];
    for (let i = 0; i < 3; i += 1) {
      const leader = await paidOrder();
      const tm = await run<Row>((x) => openTeam(x, a.Id, leader, t.clock.now));
      const joiner = await paidOrder();
      await run((x) => joinTeam(x, tm.Id, joiner, t.clock.now));
      teams.push(tm);
      paid.push([leader, joiner]);
    }
    const deadline = Number(teams[2]?.expireAt);
    t.clock.now = deadline - 1;
    const early = await sweep();
    expect(changedBy("teamBuyTeam.expiry", early)).toBe(0);
    expect(await statusOf("team_buy_team", Number(teams[0]?.Id))).toBe("FORMING");

    t.clock.now = deadline;
    const reports = await Promise.all([sweep(), sweep()]);
    expect(reports.map((r) => r.failed)).toEqual([{}, {}]);
    expect(changedBy("teamBuyTeam.expiry", ...reports)).toBe(3);
    for (const [i, tm] of teams.entries()) {
      expect(await statusOf("team_buy_team", tm.Id)).toBe("FAILED");
      for (const orderId of paid[i] ?? []) {
        const refunds = await db().selectFrom("refund").selectAll().where("orderId", "=", orderId).execute();
        expect(refunds.map((r) => [Number(r.amount), r.reason, r.operator])).toEqual([[78_000, "TEAM_FAILED", "系统"]]);
      }
      const members = await db().selectFrom("team_buy_member").selectAll().where("teamId", "=", tm.Id).execute();
      expect(members.map((m) => m.status)).toEqual(["REFUNDING", "REFUNDING"]);
      const teamChanges = await systemChanges("teamBuyTeam", tm.Id);
      expect(teamChanges.map((c) => [c.userName, c.summary])).toEqual([["系统", `团「${String(tm.teamNo)}」：拼团中 → 拼团失败（到截止时间）`]]);
      for (const m of members) expect(await systemChanges("teamBuyMember", Number(m.Id))).toHaveLength(1);
    }
    expect(changedBy("teamBuyTeam.expiry", await sweep())).toBe(0);
  });

  it("two sweeps at once: each coupon record past validTo expires once (a locked one waits), and a template past its claim window ends once", async () => {
    const tpl = ok(await t.rpc(`${S}/createCoupon`, {
      data: { name: `新人无门槛${(serial += 1)}`, type: "NO_THRESHOLD", thresholdFen: 0, reduceFen: 2000, scope: "ALL_COURSES", totalQuantity: 100, perVisitorLimit: 1, claimMode: "ADMIN_ONLY", claimStartAt: t.clock.now - DAY, claimEndAt: t.clock.now + DAY, validType: "FIXED", validFrom: t.clock.now - DAY, validTo: t.clock.now + 2 * DAY },
    }, token));
    ok(await t.rpc(`${S}/startCoupon`, { Id: tpl.Id }, token));
    const recs: Row[] = [];
    for (let i = 0; i < 4; i += 1) {
      const v = await makeVisitor(t);
      recs.push(await run<Row>((x) => claimCoupon(x, tpl.Id, v, "ADMIN", t.clock.now)));
    }
    const [first, , , locked] = recs as [Row, Row, Row, Row];
    await db().updateTable("coupon_record").set({ status: "LOCKED", orderNo: "CRS20261122150000000001" }).where("Id", "=", locked.Id).execute();

    t.clock.now += DAY;
    expect(await statusOf("coupon", tpl.Id)).toBe("ACTIVE");
    await sweep();
    expect(await statusOf("coupon", tpl.Id)).toBe("ACTIVE");
    t.clock.now += 1;
    const atClaimEnd = await Promise.all([sweep(), sweep()]);
    expect(changedBy("coupon.claimEnd", ...atClaimEnd)).toBe(1);
    expect(await statusOf("coupon", tpl.Id)).toBe("ENDED");
    expect((await systemChanges("coupon", tpl.Id)).map((c) => c.summary)).toEqual([`优惠券「${String(tpl.name)}」：发放中 → 已结束（领取时间已过）`]);
    expect(await statusOf("coupon_record", first.Id)).toBe("UNUSED");

    t.clock.now = Number(first.validTo) + 1;
    const reports = await Promise.all([sweep(), sweep()]);
    expect(changedBy("couponRecord.expiry", ...reports)).toBe(3);
    for (const r of recs.slice(0, 3)) {
      expect(await statusOf("coupon_record", r.Id)).toBe("EXPIRED");
      expect((await systemChanges("couponRecord", r.Id)).map((c) => [c.userName, c.summary])).toEqual([["系统", `领用记录「${String(r.recordNo)}」：未使用 → 已过期`]]);
    }
    expect(await statusOf("coupon_record", locked.Id)).toBe("LOCKED");
  });
});
