/**
 * The metric layer (commerce.md §7.0, issue 26): each figure over a month of the seeded world equals
 * what the list methods answer for the same filter, on both databases; previous period, series and
 * breakdown sums, filters, rights and bad input.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { fromShanghaiInput } from "../../src/catalogue/kinds/shanghai";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Rec = Record<string, unknown>;
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
  const figure = async (metric: string, extra: Rec = {}, from = FROM, to = TO) => {
    const r = await query({ metric, from, to, ...extra });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body as unknown as { metric: string; unit: string; value: number; previous: number | null; series?: { bucket: string; value: number }[]; breakdown?: { key: string; label: string; value: number; series?: { bucket: string; value: number }[] }[] };
  };
  /** Every row a list method answers for a filter, page by page. */
  const listAll = async (path: string, cond: Rec): Promise<Rec[]> => {
    const out: Rec[] = [];
    for (let skip = 0; ; skip += 1000) {
      const r = await t.rpc(path, { cond: { jsonq: JSON.stringify(cond) }, page: { skip, limit: 1000 }, sort: { by: "Id", asc: true } }, t.adminToken);
      expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
      const rows = r.body.data as Rec[];
      out.push(...rows);
      if (rows.length < 1000) return out;
    }
  };
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
