/**
 * 会员分析 (commerce.md §7.4, issue 26): each VIP figure over the seeded world equals what the order,
 * visitor-activity and redeem-code lists answer, counted here from their rows; on both databases;
 * refused without R(order).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { fromShanghaiInput, shanghaiDate } from "../../src/catalogue/kinds/shanghai";
import { makeUser, type TestUser } from "./accounts";
import { askFigure, type Rec } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const DAY = 86_400_000;
const PAID = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"];
/** The seeded world's clock stands at 2026-11-22 (China time); October is a whole month before it. */
const START = fromShanghaiInput("2026-10-01");
const END = fromShanghaiInput("2026-11-01");
const at = (d: string) => fromShanghaiInput(d);
/** Twelve months up to the seeded clock. */
const YEAR_FROM = "2025-12-01";
const YEAR_TO = "2026-11-22";

interface Interval { visitorId: number; start: number; end: number; level: string; autoRenew: boolean; payChannel: string; platform: string }

describeEachDb("dashboard 会员分析", (kind) => {
  let t: TestServer;
  let noOrders: TestUser;
  let vipOrders: Rec[];
  /** Fulfilled VIP orders' intervals, each visitor's sorted by start (then Id). */
  let byVisitor: Map<number, Interval[]>;
  let now: number;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    noOrders = await makeUser(t, "vip.dash.reader", "editor", { dashboard: "READ", order: "NONE" });
    vipOrders = await listAll("OrderServiceAdmin/listOrder", { orderType: "VIP" });
    byVisitor = new Map();
    for (const o of vipOrders.filter((o) => o.fulfilStatus === "DONE" && o.vipStartAt !== null && o.vipStartAt !== undefined).sort((a, b) => Number(a.vipStartAt) - Number(b.vipStartAt) || Number(a.Id) - Number(b.Id))) {
      const list = byVisitor.get(Number(o.visitorId)) ?? [];
      list.push({ visitorId: Number(o.visitorId), start: Number(o.vipStartAt), end: Number(o.vipEndAt), level: String(o.vipLevel), autoRenew: o.autoRenew === true || o.autoRenew === 1, payChannel: String(o.payChannel), platform: String(o.platform) });
      byVisitor.set(Number(o.visitorId), list);
    }
    now = at("2026-11-22") + DAY - 1;
  });
  afterAll(async () => {
    await t.close();
  });

  async function listAll(path: string, cond: Rec): Promise<Rec[]> {
    const out: Rec[] = [];
    for (let skip = 0; ; skip += 1000) {
      const r = await t.rpc(path, { cond: { jsonq: JSON.stringify(cond) }, page: { skip, limit: 1000 }, sort: { by: "Id", asc: true } }, t.adminToken);
      expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
      const rows = r.body.data as Rec[];
      out.push(...rows);
      if (rows.length < 1000) return out;
    }
  }
  const figure = (metric: string, extra: Rec = {}, from = "2026-10-01", to = "2026-10-31") => askFigure(t, { metric, from, to, ...extra });
  const firsts = () => [...byVisitor.values()].map((l) => l[0]!);
  const inOctober = (ms: number) => ms >= START && ms < END;

  it("newVip = visitors whose first fulfilled VIP order starts in the period, per month; 开通渠道 and 开通端 split it", async () => {
    // The demo world has a few dozen members: a year holds enough first orders to compare.
    const inYear = (ms: number) => ms >= at("2025-12-01") && ms < at("2026-11-23");
    const expected = firsts().filter((f) => inYear(f.start));
    expect(expected.length).toBeGreaterThan(3);
    const answer = await figure("newVip", { granularity: "month" }, YEAR_FROM, YEAR_TO);
    expect(answer.value).toBe(expected.length);
    expect(answer.series).toHaveLength(12);
    for (const p of answer.series!) expect(p.value, p.bucket).toBe(expected.filter((f) => shanghaiDate(f.start).slice(0, 7) === p.bucket.slice(0, 7)).length);
    const october = await figure("newVip");
    expect(october.value).toBe(firsts().filter((f) => inOctober(f.start)).length);
    const channels = await figure("newVipByChannel", { granularity: "month" }, YEAR_FROM, YEAR_TO);
    expect(channels.value).toBe(expected.length);
    for (const item of channels.breakdown!) expect(item.value, item.key).toBe(expected.filter((f) => f.payChannel === item.key).length);
    expect(channels.breakdown!.reduce((n, i) => n + i.value, 0)).toBe(expected.length);
    const platforms = await figure("newVipByPlatform", {}, YEAR_FROM, YEAR_TO);
    for (const item of platforms.breakdown!) expect(item.value, item.key).toBe(expected.filter((f) => f.platform === item.key).length);
    const ios = await figure("newVip", { filters: { platform: ["IOS"] } }, YEAR_FROM, YEAR_TO);
    expect(ios.value).toBe(expected.filter((f) => f.platform === "IOS").length);
  });

  it("renewedVip = distinct visitors of the month's paid VIP orders marked 续费", async () => {
    const paid = vipOrders.filter((o) => PAID.includes(String(o.status)) && Number(o.payAmount) > 0 && inOctober(Number(o.paidAt)) && (o.isRenewal === true || o.isRenewal === 1));
    expect(paid.length).toBeGreaterThan(0);
    expect((await figure("renewedVip")).value).toBe(new Set(paid.map((o) => o.visitorId)).size);
  });

  it("churnedVip = visitors whose membership stopped in the month with nothing new within 7 days; renewalRate splits the month's expiries", async () => {
    let churned = 0;
    let due = 0;
    let renewed = 0;
    for (const list of byVisitor.values()) {
      // Where membership stopped: an end no other interval covers or continues.
      const stops = list.map((i) => i.end).filter((end) => !list.some((j) => j.start <= end && j.end > end));
      if (stops.some((end) => inOctober(end) && end <= now && !list.some((j) => j.start > end && j.start <= end + 7 * DAY))) churned += 1;
      const ending = list.filter((i) => inOctober(i.end) && i.end <= now);
      if (ending.length === 0) continue;
      due += 1;
      if (ending.some((i) => list.some((j) => j !== i && j.end > i.end && Math.abs(j.start - i.end) <= 7 * DAY))) renewed += 1;
    }
    expect(due).toBeGreaterThan(0);
    expect((await figure("churnedVip")).value).toBe(churned);
    const rate = await figure("renewalRate", { granularity: "month" });
    expect(rate.breakdown!.map((i) => [i.key, i.value])).toEqual([["due", due], ["renewed", renewed]]);
    expect(rate.value).toBeCloseTo(renewed / due, 10);
    expect(rate.series).toEqual([{ bucket: "2026-10-01", value: rate.value }]);
  });

  it("有效会员 by level at the month's end and 自动续费占比 agree with the intervals holding that instant", async () => {
    const end = END - 1;
    const held = [...byVisitor.values()].map((l) => l.filter((i) => i.start <= end && i.end > end)).filter((h) => h.length > 0);
    const byLevel = await figure("activeVipByLevel", { granularity: "week" });
    expect(byLevel.value).toBe(held.length);
    expect(byLevel.value).toBe((await figure("activeVip")).value);
    const svip = held.filter((h) => h.some((i) => i.level === "SVIP")).length;
    expect(byLevel.breakdown!.find((i) => i.key === "SVIP")!.value).toBe(svip);
    expect(byLevel.breakdown!.find((i) => i.key === "VIP")!.value).toBe(held.length - svip);
    expect(byLevel.breakdown![0]!.series!.at(-1)!.value).toBe(byLevel.breakdown![0]!.value);
    const auto = await figure("autoRenewShare");
    expect(auto.value).toBeCloseTo(held.filter((h) => h.some((i) => i.autoRenew)).length / held.length, 10);
  });

  it("会员商品结构 sums the month's paid VIP orders by vipGoodsId", async () => {
    const paid = vipOrders.filter((o) => PAID.includes(String(o.status)) && Number(o.payAmount) > 0 && inOctober(Number(o.paidAt)));
    const goods = await figure("vipGoodsGmv");
    expect(goods.value).toBe(paid.reduce((n, o) => n + Number(o.payAmount), 0));
    for (const item of goods.breakdown!) expect(item.value, item.label).toBe(paid.filter((o) => String(o.vipGoodsId) === item.key).reduce((n, o) => n + Number(o.payAmount), 0));
    expect(goods.breakdown!.length).toBeGreaterThan(2);
  });

  it("vipConversion = newVip ÷ active visitors never VIP before the period", async () => {
    const active = new Set((await listAll("TouristServiceAdmin/listVisitorDailyActive", {})).filter((r) => String(r.date) >= "2026-11-01" && String(r.date) <= "2026-11-22").map((r) => Number(r.visitorId)));
    const start = at("2026-11-01");
    const first = new Map(firsts().map((f) => [f.visitorId, f.start]));
    const nonVip = [...active].filter((v) => !((first.get(v) ?? Infinity) < start)).length;
    const newCount = [...first.values()].filter((s) => s >= start && s < at("2026-11-23")).length;
    expect(nonVip).toBeGreaterThan(0);
    expect((await figure("vipConversion", {}, "2026-11-01", "2026-11-22")).value).toBeCloseTo(newCount / nonVip, 10);
  });

  it("会员留存: 12 cohorts by first-VIP month; cell k = share of the cohort still VIP at the end of month k, none past now", async () => {
    const cohort = await figure("vipCohort", {}, "2026-11-01", "2026-11-22");
    expect(cohort.breakdown!.map((r) => r.key)).toEqual(["2025-12-01", "2026-01-01", "2026-02-01", "2026-03-01", "2026-04-01", "2026-05-01", "2026-06-01", "2026-07-01", "2026-08-01", "2026-09-01", "2026-10-01", "2026-11-01"]);
    const may = cohort.breakdown!.find((r) => r.key === "2026-05-01")!;
    const members = firsts().filter((f) => f.start >= at("2026-05-01") && f.start < at("2026-06-01")).map((f) => byVisitor.get(f.visitorId)!);
    expect(may.value).toBe(members.length);
    expect(members.length).toBeGreaterThan(0);
    // May + 0 … October (5): the months that ended before the clock; November has not ended.
    expect(may.series!.map((c) => c.bucket)).toEqual(["0", "1", "2", "3", "4", "5"]);
    const endOfAugust = at("2026-09-01") - 1;
    expect(may.series![3]!.value).toBeCloseTo(members.filter((l) => l.some((i) => i.start <= endOfAugust && i.end > endOfAugust)).length / members.length, 10);
    expect(cohort.breakdown!.at(-1)!.series).toEqual([]);
  });

  it("兑换码转化: per batch, the month's redeemers and the share of them who later paid a VIP order", async () => {
    const codes = (await listAll("TouristServiceAdmin/listRedeemCode", { status: "REDEEMED" })).filter((c) => Number(c.redeemedAt) >= at("2025-12-01") && Number(c.redeemedAt) < at("2026-11-23"));
    const answer = await figure("redeemConversion", {}, "2025-12-01", "2026-11-22");
    if (codes.length === 0) return expect(answer.breakdown).toEqual([]);
    for (const item of answer.breakdown!) {
      const mine = codes.filter((c) => String(c.batchId) === item.key);
      const redeemers = new Set(mine.map((c) => Number(c.redeemedBy)));
      const later = new Set(mine.filter((c) => vipOrders.some((o) => o.visitorId === c.redeemedBy && PAID.includes(String(o.status)) && Number(o.payAmount) > 0 && Number(o.paidAt) > Number(c.redeemedAt))).map((c) => Number(c.redeemedBy)));
      expect(item.series).toEqual([{ bucket: "redeemed", value: redeemers.size }, { bucket: "paid", value: later.size }]);
    }
  });

  it("rights: without R(order) every VIP figure is refused with PERMISSION_DENIED and no number", async () => {
    for (const metric of ["newVip", "churnedVip", "renewalRate", "vipCohort", "vipGoodsGmv"]) {
      const r = await t.rpc("DashboardServiceAdmin/query", { metric, from: "2026-10-01", to: "2026-10-31" }, noOrders.token);
      expect(r.body.code, metric).toBe(7);
      expect(r.body).not.toHaveProperty("value");
      expect(r.body).not.toHaveProperty("breakdown");
    }
    const listed = await t.rpc("DashboardServiceAdmin/metrics", {}, noOrders.token);
    expect((listed.body.metrics as Rec[]).map((m) => m.metric)).not.toContain("newVip");
  });
});
