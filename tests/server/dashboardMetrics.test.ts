/**
 * The metric layer (commerce.md §7.0, issue 26): each figure over a month of the seeded world equals
 * what the list methods answer for the same filter, on both databases; previous period, series and
 * breakdown sums, filters, rights and bad input.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { fromShanghaiInput, shanghaiDate } from "../../src/catalogue/kinds/shanghai";
import { recordActiveDay } from "../../server/domains/tourist/visitorDailyActive/recordActiveDay";
import { makeUser, type TestUser } from "./accounts";
import { askFigure, listRows, type Rec } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const PAID = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"];
/** October 2026 of the seeded world (its clock stands at 2026-11-22). */
const FROM = "2026-10-01";
const TO = "2026-10-31";
const START = fromShanghaiInput(FROM);
const END = fromShanghaiInput("2026-11-01");

describeEachDb("dashboard metrics", (kind) => {
  let t: TestServer;
  let noOrders: TestUser;
  let noDashboard: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    noOrders = await makeUser(t, "dash.reader", "editor", { dashboard: "READ", order: "NONE" });
    noDashboard = await makeUser(t, "order.reader", "editor", { order: "READ", dashboard: "NONE" });
  });
  afterAll(async () => {
    await t.close();
  });

  const query = async (body: Rec, token = t.adminToken) => t.rpc("DashboardServiceAdmin/query", body, token);
  const figure = (metric: string, extra: Rec = {}, from = FROM, to = TO) => askFigure(t, { metric, from, to, ...extra });
  const listAll = (path: string, cond: Rec = {}) => listRows(t, path, cond);
  const paidInOctober = async (cond: Rec = {}) => (await listAll("OrderServiceAdmin/listOrder", { paidAt: [START, END - 1], status: PAID, ...cond })).filter((o) => Number(o.payAmount) > 0);
  const sum = (rows: Rec[], key: string) => rows.reduce((n, r) => n + Number(r[key]), 0);

  it("gmv and paidOrders for a month equal the sum and count of that month's paid orders in the order list", async () => {
    const orders = await paidInOctober();
    expect(orders.length).toBeGreaterThan(10);
    const gmv = await figure("gmv");
    expect(gmv).toMatchObject({ code: "SUCCESS", metric: "gmv", unit: "fen", value: sum(orders, "payAmount") });
    expect(await figure("paidOrders")).toMatchObject({ metric: "paidOrders", unit: "count", value: orders.length });
    expect((await figure("payingVisitors")).value).toBe(new Set(orders.map((o) => o.visitorId)).size);
    expect((await figure("aov")).value).toBe(Math.round(sum(orders, "payAmount") / orders.length));
  });

  it("refundAmount is the month's successful refunds by successAt; netRevenue = gmv − refundAmount", async () => {
    const refunds = (await listAll("OrderServiceAdmin/listRefund", { status: "SUCCESS" })).filter((r) => Number(r.successAt) >= START && Number(r.successAt) < END);
    expect(refunds.length).toBeGreaterThan(0);
    const refundAmount = await figure("refundAmount");
    expect(refundAmount.value).toBe(sum(refunds, "amount"));
    expect((await figure("netRevenue")).value).toBe((await figure("gmv")).value - refundAmount.value);
  });

  it("previous is the same-length period just before", async () => {
    const sept = (await listAll("OrderServiceAdmin/listOrder", { paidAt: [START - 31 * 86_400_000, START - 1], status: PAID })).filter((o) => Number(o.payAmount) > 0);
    const gmv = await figure("gmv");
    expect(gmv.previous).toBe(sum(sept, "payAmount"));
    // One day: the day before.
    const day = await figure("paidOrders", {}, "2026-10-15", "2026-10-15");
    expect(day.previous).toBe((await figure("paidOrders", {}, "2026-10-14", "2026-10-14")).value);
  });

  it("series: buckets day, week (Monday) and month, zero-filled, summing to the value", async () => {
    const byDay = await figure("gmv", { granularity: "day" });
    expect(byDay.series).toHaveLength(31);
    expect(byDay.series![0]!.bucket).toBe("2026-10-01");
    expect(byDay.series![30]!.bucket).toBe("2026-10-31");
    expect(byDay.series!.reduce((n, p) => n + p.value, 0)).toBe(byDay.value);
    const byWeek = await figure("paidOrders", { granularity: "week" });
    // 2026-10-01 is a Thursday: its week starts on Monday 2026-09-28; then 10-05 … 10-26.
    expect(byWeek.series!.map((p) => p.bucket)).toEqual(["2026-09-28", "2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26"]);
    expect(byWeek.series!.reduce((n, p) => n + p.value, 0)).toBe(byWeek.value);
    const byMonth = await figure("gmv", { granularity: "month" }, "2026-01-01", "2026-11-22");
    expect(byMonth.series!.map((p) => p.bucket)).toEqual(Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}-01`));
    expect(byMonth.series!.reduce((n, p) => n + p.value, 0)).toBe(byMonth.value);
    expect(byMonth.series![9]!.value).toBe(byDay.value);
  });

  it("filters narrow: orderType, payChannel and platform as the list filters them", async () => {
    const all = await figure("gmv");
    for (const filters of [{ orderType: ["VIP"] }, { payChannel: ["WXPAY", "ALIPAY"] }, { platform: ["IOS"] }]) {
      const cond = Object.fromEntries(Object.entries(filters));
      const rows = await paidInOctober(cond);
      const narrowed = await figure("gmv", { filters });
      expect(narrowed.value, JSON.stringify(filters)).toBe(sum(rows, "payAmount"));
      expect(narrowed.value).toBeLessThan(all.value);
    }
  });

  it("rights: R(dashboard) and R(order) for order figures; refused → PERMISSION_DENIED with nothing in the answer", async () => {
    const refused = await query({ metric: "gmv", from: FROM, to: TO }, noOrders.token);
    expect(refused.body.code).toBe(7);
    expect(String(refused.body.message)).toContain("成交额");
    expect(refused.body).not.toHaveProperty("value");
    const noDash = await query({ metric: "gmv", from: FROM, to: TO }, noDashboard.token);
    expect(noDash.body.code).toBe(7);
    const listed = await t.rpc("DashboardServiceAdmin/metrics", {}, noOrders.token);
    expect(listed.body.code).toBe("SUCCESS");
    expect((listed.body.metrics as Rec[]).map((m) => m.metric)).not.toContain("gmv");
    const admin = await t.rpc("DashboardServiceAdmin/metrics", {}, t.adminToken);
    const gmv = (admin.body.metrics as Rec[]).find((m) => m.metric === "gmv");
    expect(gmv).toMatchObject({ label: "成交额", unit: "fen", object: "order", drill: { route: "/order/vip", filter: { field: "paidAt" } } });
    expect(String(gmv!.definition)).toContain("支付时间");
  });

  it("splits: by order type and pay channel sum to gmv, each pay channel with its monthly series; top courses from the course orders", async () => {
    const orders = await paidInOctober();
    const gmv = (await figure("gmv")).value;
    const byType = await figure("gmvByOrderType");
    expect(byType.value).toBe(gmv);
    expect(byType.breakdown!.reduce((n, i) => n + i.value, 0)).toBe(gmv);
    for (const item of byType.breakdown!) expect(item.value, item.key).toBe(sum(orders.filter((o) => o.orderType === item.key), "payAmount"));
    expect(byType.breakdown!.find((i) => i.key === "VIP")).toMatchObject({ label: "会员", route: "/order/vip" });
    const byChannel = await figure("gmvByPayChannel", { granularity: "month" }, "2026-06-01", "2026-10-31");
    expect(byChannel.breakdown!.reduce((n, i) => n + i.value, 0)).toBe(byChannel.value);
    expect(byChannel.value).toBe((await figure("gmv", {}, "2026-06-01", "2026-10-31")).value);
    for (const item of byChannel.breakdown!) {
      expect(item.series!.map((p) => p.bucket)).toEqual(["2026-06-01", "2026-07-01", "2026-08-01", "2026-09-01", "2026-10-01"]);
      expect(item.series!.reduce((n, p) => n + p.value, 0)).toBe(item.value);
    }
    expect(byChannel.breakdown!.find((i) => i.key === "WXPAY")?.label).toBe("微信支付");
    const courses = orders.filter((o) => o.orderType === "COURSE");
    const top = await figure("topCourses");
    expect(top.value).toBe(sum(courses, "payAmount"));
    expect(top.breakdown!.length).toBeGreaterThan(0);
    expect(top.breakdown!.length).toBeLessThanOrEqual(10);
    const first = top.breakdown![0]!;
    const [courseType, courseId] = first.key.split(":");
    const ofFirst = courses.filter((o) => o.courseType === courseType && String(o.courseId) === courseId);
    expect(first).toMatchObject({ value: sum(ofFirst, "payAmount"), label: ofFirst[0]!.courseName });
    expect(top.breakdown!.map((i) => i.value)).toEqual([...top.breakdown!.map((i) => i.value)].sort((a, b) => b - a));
  });

  it("newVisitors and newVisitorsByChannel equal the visitor list by registerAt", async () => {
    const visitors = await listAll("TouristServiceAdmin/listVisitor", { registerAt: [START, END - 1] });
    expect(visitors.length).toBeGreaterThan(0);
    const n = await figure("newVisitors", { granularity: "week" });
    expect(n.value).toBe(visitors.length);
    expect(n.series!.reduce((s, p) => s + p.value, 0)).toBe(n.value);
    const split = await figure("newVisitorsByChannel");
    expect(split.value).toBe(visitors.length);
    for (const item of split.breakdown!) expect(item.value, item.key).toBe(visitors.filter((v) => v.registerChannel === item.key).length);
    const ios = await figure("newVisitors", { filters: { platform: ["IOS"], payChannel: ["WXPAY"] } });
    expect(ios.value).toBe(visitors.filter((v) => v.registerChannel === "IOS").length);
  });

  it("activity: one row a visitor a day, within registration and today; activeVisitors, dau and the funnel agree with the lists", async () => {
    const rows = await listAll("TouristServiceAdmin/listVisitorDailyActive", {});
    expect(rows.length).toBeGreaterThan(300);
    expect(new Set(rows.map((r) => `${String(r.visitorId)}:${String(r.date)}`)).size).toBe(rows.length);
    const visitors = new Map((await listAll("TouristServiceAdmin/listVisitor", {})).map((v) => [v.Id, v]));
    const today = "2026-11-22";
    for (const r of rows) {
      expect(String(r.date) <= today).toBe(true);
      expect(String(r.date) >= shanghaiDate(Number(visitors.get(r.visitorId)!.registerAt)), String(r.dayKey)).toBe(true);
    }
    const from = "2026-11-01";
    const inNovember = rows.filter((r) => String(r.date) >= from && String(r.date) <= today);
    const active = await figure("activeVisitors", { granularity: "day" }, from, today);
    expect(active.value).toBe(new Set(inNovember.map((r) => r.visitorId)).size);
    expect(active.series).toHaveLength(22);
    expect(active.series![21]).toEqual({ bucket: today, value: inNovember.filter((r) => r.date === today).length });
    const weekly = await figure("activeVisitors", { granularity: "week" }, from, today);
    expect(weekly.series![0]).toEqual({ bucket: "2026-10-26", value: new Set(inNovember.filter((r) => String(r.date) <= "2026-11-01").map((r) => r.visitorId)).size });
    const dau = await figure("dau", { granularity: "day" }, from, today);
    expect(dau.series!.reduce((n, p) => n + p.value, 0)).toBe(inNovember.length);
    expect(dau.value).toBe(Math.round((inNovember.length / 22) * 10) / 10);
    const ios = await figure("activeVisitors", { filters: { platform: ["IOS"] } }, from, today);
    expect(ios.value).toBe(new Set(inNovember.filter((r) => r.platform === "IOS").map((r) => r.visitorId)).size);

    const funnel = await figure("funnel", {}, from, today);
    const paid = (await listAll("OrderServiceAdmin/listOrder", { paidAt: [fromShanghaiInput(from), fromShanghaiInput("2026-11-23") - 1], status: PAID })).filter((o) => Number(o.payAmount) > 0);
    const perVisitor = new Map<unknown, number>();
    for (const o of paid) perVisitor.set(o.visitorId, (perVisitor.get(o.visitorId) ?? 0) + 1);
    expect(funnel.breakdown!.map((i) => i.label)).toEqual(["活跃用户", "下单用户", "付费用户", "复购用户"]);
    expect(funnel.value).toBe(active.value);
    expect(funnel.breakdown!.map((i) => i.value)).toEqual([active.value, expect.any(Number), perVisitor.size, [...perVisitor.values()].filter((n) => n >= 2).length]);
    expect(funnel.breakdown![1]!.value).toBeGreaterThanOrEqual(perVisitor.size);
  });

  it("recordActiveDay writes one row a visitor a day, however many calls race for it", async () => {
    const visitorId = Number((await listAll("TouristServiceAdmin/listVisitor", {}))[0]!.Id);
    const at = fromShanghaiInput("2026-11-23");
    const db = t.server.deps.db;
    const wrote = await Promise.all([1, 2, 3].map((k) => recordActiveDay(db, { visitorId, at: at + k * 1000, platform: "IOS", appVersion: "3.9.0" })));
    expect(wrote.filter(Boolean)).toHaveLength(1);
    const rows = await listAll("TouristServiceAdmin/listVisitorDailyActive", { visitorId, date: "2026-11-23" });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ dayKey: `${visitorId}:2026-11-23`, platform: "IOS" });
  });

  it("activeVip counts visitors whose fulfilled VIP order covers the end of the period", async () => {
    const vipOrders = await listAll("OrderServiceAdmin/listOrder", { orderType: "VIP", fulfilStatus: "DONE" });
    const at = (instant: number) => new Set(vipOrders.filter((o) => Number(o.vipStartAt) <= instant && Number(o.vipEndAt) > instant).map((o) => o.visitorId)).size;
    const october = await figure("activeVip", { granularity: "month" }, "2026-09-01", TO);
    expect(october.value).toBe(at(END - 1));
    expect(october.value).toBeGreaterThan(0);
    expect(october.series).toEqual([{ bucket: "2026-09-01", value: at(START - 1) }, { bucket: "2026-10-01", value: at(END - 1) }]);
  });

  it("bad input is refused with a Chinese message", async () => {
    const cases: [Rec, string][] = [
      [{ metric: "nope", from: FROM, to: TO }, "未知的指标"],
      [{ metric: "gmv", from: "2026-10-31", to: "2026-10-01" }, "开始日期不能晚于结束日期"],
      [{ metric: "gmv", from: "2025-01-01", to: "2026-10-01" }, "最长 400 天"],
      [{ metric: "gmv", from: "2026-02-30", to: "2026-03-01" }, "不是有效日期"],
      [{ metric: "gmv", from: "20261001", to: TO }, "不是有效日期"],
      [{ metric: "gmv", from: FROM, to: TO, granularity: "hour" }, "粒度"],
      [{ metric: "gmv", from: FROM, to: TO, filters: { payChannel: ["PAYPAL"] } }, "支付方式"],
    ];
    for (const [body, text] of cases) {
      const r = await query(body);
      expect(r.body.code, JSON.stringify(body)).toBe(3);
      expect(String(r.body.message), JSON.stringify(body)).toContain(text);
    }
  });
});
