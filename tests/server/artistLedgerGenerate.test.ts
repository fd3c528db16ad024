/**
 * 生成本月台账 (commerce.md §2.4) on both databases: each programme artist's share of the month's
 * paid academy-course orders (net of refunds) and of the month's settled auction lots, once per
 * artist, month and source — a second run, or two at the same moment, add nothing.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { currentPeriod } from "../../server/domains/order/artistLedgerEntry/rules";
import { aWorkForSale, type SampleWork } from "../../server/domains/shiy/auctionPoolItem/sampleWork";
import { byCatalogue } from "../../server/platform/db/types";
import { insertRow } from "../../server/resources/rows";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { auctionService, DAY, yuan } from "./auctionWorld";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("生成本月台账", (kind) => {
  let t: TestServer;
  let artist: SampleWork;
  const db = () => t.server.deps.db;
  const generate = (data: Record<string, unknown> = {}) => t.rpc("OrderServiceAdmin/generateArtistLedger", { data }, t.adminToken);
  const entriesOf = (code: string) => byCatalogue(db()).selectFrom("artist_ledger_entry").selectAll().where("artistId", "=", code).orderBy("sourceType").orderBy("sourceRef").execute();

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    artist = await db().transaction().execute((tx) => aWorkForSale(tx, t.clock.now, { rate: 65 }));
    const course = await db().transaction().execute((tx) => insertRow(tx, "shiyCourse", {
      title: "行书入门", artistId: artist.artistCode, style: "XIEYI", level: "BEGINNER", mode: "RECORDED", price: yuan(980), validDays: 365, studentLimit: 50, status: "PUBLISHED",
      studentCount: 0, salesCount: 0, lessonCount: 0, sort: 0, deleted: false,
    }, t.clock.now));
    const v = Number((await makeVisitor(db(), t.clock.now)).Id);
    const paid = { orderType: "COURSE", courseType: "SHIY", courseId: Number(course.Id), courseName: "行书入门", payChannel: "WXPAY", status: "PAID" };
    // This month: two paid (one refunded in part), one closed; last month: one paid.
    await makeOrder(db(), t.clock.now, v, { ...paid, payAmount: yuan(980), totalAmount: yuan(980), paidAt: t.clock.now - 3_600_000 });
    await makeOrder(db(), t.clock.now, v, { ...paid, payAmount: yuan(980), totalAmount: yuan(980), paidAt: t.clock.now - 7_200_000, status: "PARTIAL_REFUNDED", refundedAmount: yuan(180) });
    await makeOrder(db(), t.clock.now, v, { ...paid, payAmount: yuan(980), totalAmount: yuan(980), status: "CLOSED", paidAt: null });
    await makeOrder(db(), t.clock.now, v, { ...paid, payAmount: yuan(500), totalAmount: yuan(500), paidAt: t.clock.now - 40 * DAY });
  });
  afterAll(async () => {
    await t.close();
  });

  it("writes this month's course share at the artist's rate, net of refunds, and says how many it wrote", async () => {
    const period = currentPeriod(t.clock.now);
    const r = await generate();
    expect(r.body).toMatchObject({ code: "SUCCESS", period, created: 1 });
    expect(String(r.body.message)).toBe(`已生成 ${period} 台账 1 条`);
    const [e, ...more] = await entriesOf(artist.artistCode);
    expect(more).toHaveLength(0);
    expect(e).toMatchObject({ period, sourceType: "COURSE_SALE", sourceRef: `${period} 书院课程订单 2 笔`, grossAmount: yuan(1780), shareRateBp: 6500, shareAmount: yuan(1157), status: "PENDING" });
  });

  it("a second run adds nothing and says so; two runs at once write each entry once", async () => {
    const period = currentPeriod(t.clock.now);
    const again = await generate({ period });
    expect(again.body).toMatchObject({ code: "SUCCESS", created: 0, existing: 1, message: `${period} 的台账已生成过，没有新的条目（已有 1 条）` });
    const last = currentPeriod(t.clock.now - 40 * DAY);
    const both = await Promise.all([generate({ period: last }), generate({ period: last })]);
    expect(both.map((b) => b.body.code)).toEqual(["SUCCESS", "SUCCESS"]);
    expect(both.map((b) => Number(b.body.created)).sort()).toEqual([0, 1]);
    expect((await entriesOf(artist.artistCode)).filter((e) => e.period === last).map((e) => Number(e.grossAmount))).toEqual([yuan(500)]);
  });

  it("takes in a settled auction's lots once: settlement wrote them, so the month's run finds them there", async () => {
    const a = auctionService(t);
    const bidder = Number((await makeVisitor(db(), t.clock.now)).Id);
    const built = await a.build([{}], { artist });
    await a.bid(built.lots[0]!.Id, bidder, yuan(5600));
    await a.ok("closeAuction", { Id: built.Id });
    await a.ok("settleAuction", { Id: built.Id });
    const r = await generate();
    expect(r.body).toMatchObject({ code: "SUCCESS", created: 0, existing: 2 });
    const auctionEntries = (await entriesOf(artist.artistCode)).filter((e) => e.sourceType === "AUCTION");
    expect(auctionEntries.map((e) => [e.sourceRef, Number(e.grossAmount), Number(e.shareRateBp)])).toEqual([[`${built.code}/1001`, yuan(5040), 6500]]);
  });

  it("refuses a month in the future and a malformed one", async () => {
    expect((await generate({ period: "2099-01" })).body).toMatchObject({ code: 3, message: "不能生成未来月份（2099-01）的台账" });
    expect((await generate({ period: "2026-13" })).body.code).toBe(3);
  });
});
