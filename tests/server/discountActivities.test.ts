/**
 * Discount activities (/sellAdmin/ShiyActivityList, commerce.md §4.5): tiers are checked and
 * summarised, publishing lands in the clock's phase, two live activities sharing a course may not
 * overlap, a running activity only extends.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeShiyCourseWithClass } from "./promoGoodsFixture";

const S = "MarketingServiceAdmin";
const DAY = 86_400_000;
type Activity = { Id: number; utime: number; status: string; tierSummary: string };

describeEachDb("discount activities", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    // 书院课 Ids 1–9 exist: 指定课程 must name real courses.
    for (let i = 0; i < 9; i += 1) await makeShiyCourseWithClass(t.server.deps.db, t.clock.now);
  });
  afterAll(async () => {
    await t.close();
  });
  const create = (over: Record<string, unknown>) => t.rpc(`${S}/createDiscountActivity`, {
    data: { name: "开学季满减", type: "FULL_REDUCTION", tiers: [{ thresholdFen: 100_000, reduceFen: 12_000 }], scope: "SELECTED", courseIds: [1, 2], startAt: t.clock.now - DAY, endAt: t.clock.now + 10 * DAY, ...over },
  }, t.adminToken);
  const count = async () => (await t.server.deps.db.selectFrom("discount_activity").select("Id").execute()).length;

  it("tiers: summarised for the grid; out of order, a reduction not below its threshold, more than 3 or a bad rate are refused and nothing is written", async () => {
    const ok = await create({ tiers: [{ thresholdFen: 100_000, reduceFen: 12_000 }, { thresholdFen: 200_000, reduceFen: 30_000 }] });
    expect(ok.body.data).toMatchObject({ status: "DRAFT", tierSummary: "满1000减120；满2000减300", usedOrders: 0 });
    expect((await create({ type: "DIRECT_DISCOUNT", tiers: { rateBp: 8500 } })).body.data).toMatchObject({ tierSummary: "限时 8.5 折" });
    const before = await count();
    const bad = [
      [{ tiers: [{ thresholdFen: 200_000, reduceFen: 1000 }, { thresholdFen: 100_000, reduceFen: 500 }] }, "各档门槛须从低到高排列"],
      [{ tiers: [{ thresholdFen: 10_000, reduceFen: 10_000 }] }, "满减的减免金额须为正且低于门槛"],
      [{ tiers: [1, 2, 3, 4].map((k) => ({ thresholdFen: k * 1000, reduceFen: 100 })) }, "优惠规则须为 1–3 档"],
      [{ type: "FULL_DISCOUNT", tiers: [{ thresholdFen: 10_000, rateBp: 9950 }] }, "满折的折扣须在 1000–9900 之间（8.5 折 = 8500）"],
      [{ scope: "SELECTED", courseIds: [] }, "指定课程时请填写课程 Id 列表，如 [1, 3]"],
      [{ scope: "SELECTED", courseIds: [2, 999] }, "书院课不存在（Id 999），请按名称选择指定课程"],
      [{ scope: "SELECTED", courseIds: [2, 2] }, "指定课程中有重复的课程"],
    ] as const;
    for (const [over, message] of bad) expect((await create(over)).body).toMatchObject({ code: 3, message });
    expect(await count()).toBe(before);
  });

  it("publishing lands in the clock's phase; a second live activity sharing a course in the same time is refused; a running one only extends", async () => {
    const a = (await create({ courseIds: [7] })).body.data as Activity;
    const pub = await t.rpc(`${S}/publishDiscountActivity`, { Id: a.Id }, t.adminToken);
    expect(pub.body.data).toMatchObject([{ status: "ONGOING" }]);
    const b = (await create({ courseIds: [8, 7], startAt: t.clock.now + 5 * DAY, endAt: t.clock.now + 20 * DAY })).body.data as Activity;
    const clash = await t.rpc(`${S}/publishDiscountActivity`, { Id: b.Id }, t.adminToken);
    expect(clash.body.code).toBe(9);
    expect(String(clash.body.message)).toContain("课程和时间重叠");
    const c = (await create({ courseIds: [9], startAt: t.clock.now + 5 * DAY, endAt: t.clock.now + 20 * DAY })).body.data as Activity;
    expect((await t.rpc(`${S}/publishDiscountActivity`, { Id: c.Id }, t.adminToken)).body.data).toMatchObject([{ status: "NOT_STARTED" }]);
    const running = (await t.rpc(`${S}/getDiscountActivity`, { Id: a.Id }, t.adminToken)).body.data as Activity;
    const retier = await t.rpc(`${S}/updateDiscountActivity`, { Id: a.Id, utime: running.utime, data: { tiers: [{ thresholdFen: 100_000, reduceFen: 50_000 }] } }, t.adminToken);
    expect(retier.body).toMatchObject({ code: 9, message: "进行中的活动只能修改名称或延后结束时间" });
    const extend = await t.rpc(`${S}/updateDiscountActivity`, { Id: a.Id, utime: running.utime, data: { endAt: t.clock.now + 15 * DAY } }, t.adminToken);
    expect(extend.body.code, String(extend.body.message)).toBe("SUCCESS");
    const del = await t.rpc(`${S}/deleteDiscountActivity`, { Id: a.Id }, t.adminToken);
    expect(del.body.code).toBe(9);
  });
});
