/**
 * The dashboards' shared chrome on the server (commerce.md §7.0, issue 26 round 2): 同比 (`yearAgo`, the
 * same days a year earlier, for ranges ≤ 31 days) beside 环比, and the top bar's filters narrowing every
 * order figure as the order list narrows under the same filter, on both databases.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { fromShanghaiInput } from "../../src/catalogue/kinds/shanghai";
import { askFigure, type FigureAnswer as Answer, type Rec } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const PAID = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"];
/** The seeded world's clock stands at 2026-11-22; its orders go back twelve months. */
const FROM = "2026-10-01";
const TO = "2026-10-31";

describeEachDb("dashboard 同比 and filters", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  const figure = (metric: string, from: string, to: string, extra: Rec = {}) => askFigure(t, { metric, from, to, ...extra });
  const paidOrders = async (from: string, to: string, cond: Rec = {}) => {
    const start = fromShanghaiInput(from);
    const end = fromShanghaiInput(to) + 86_400_000;
    const r = await t.rpc("OrderServiceAdmin/listOrder", { cond: { jsonq: JSON.stringify({ paidAt: [start, end - 1], status: PAID, ...cond }) }, page: { skip: 0, limit: 1000 }, sort: { by: "Id", asc: true } }, t.adminToken);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return (r.body.data as Rec[]).filter((o) => Number(o.payAmount) > 0);
  };
  const sum = (rows: Rec[]) => rows.reduce((n, r) => n + Number(r.payAmount), 0);

  it("yearAgo is the figure over the same days a year earlier, for a month; null for a longer range", async () => {
    const october = await figure("gmv", FROM, TO);
    const lastOctober = await figure("gmv", "2025-10-01", "2025-10-31");
    expect(october.yearAgo).toBe(lastOctober.value);
    expect(october.yearAgo).toBe(sum(await paidOrders("2025-10-01", "2025-10-31")));
    // One day, and the count figure, alike.
    const day = await figure("paidOrders", "2026-11-20", "2026-11-20");
    expect(day.yearAgo).toBe((await paidOrders("2025-11-20", "2025-11-20")).length);
    // Beyond 31 days there is no 同比 (环比 stays).
    const quarter = await figure("gmv", "2026-08-01", "2026-10-31");
    expect(quarter.yearAgo).toBeNull();
    expect(quarter.previous).not.toBeNull();
  });

  it("a year-ago period before the world's first order answers 0, not an error", async () => {
    const early = await figure("gmv", "2025-11-25", "2025-11-30");
    expect(early.yearAgo).toBe(0);
    expect(early.previous).toBe(0);
  });

  it("29 February a year earlier is the 28th", async () => {
    const leap = await t.rpc("DashboardServiceAdmin/query", { metric: "gmv", from: "2028-02-29", to: "2028-02-29" }, t.adminToken);
    expect(leap.body.code, JSON.stringify(leap.body)).toBe("SUCCESS");
    expect((leap.body as unknown as Answer).yearAgo).toBe((await figure("gmv", "2027-02-28", "2027-02-28")).value);
  });

  it("the pay-channel filter narrows gmv, paidOrders, the splits and their 环比/同比 as the order list narrows", async () => {
    const filters = { payChannel: ["WXPAY"], platform: ["IOS", "ANDROID"] };
    const cond = { payChannel: ["WXPAY"], platform: ["IOS", "ANDROID"] };
    const rows = await paidOrders(FROM, TO, cond);
    expect(rows.length).toBeGreaterThan(0);
    const all = await figure("gmv", FROM, TO);
    const gmv = await figure("gmv", FROM, TO, { filters });
    expect(gmv.value).toBe(sum(rows));
    expect(gmv.value).toBeLessThan(all.value);
    expect(gmv.previous).toBe(sum(await paidOrders("2026-08-31", "2026-09-30", cond)));
    expect(gmv.yearAgo).toBe(sum(await paidOrders("2025-10-01", "2025-10-31", cond)));
    expect((await figure("paidOrders", FROM, TO, { filters })).value).toBe(rows.length);
    const byType = await figure("gmvByOrderType", FROM, TO, { filters });
    expect(byType.value).toBe(sum(rows));
    for (const item of byType.breakdown ?? []) expect(item.value).toBe(sum(rows.filter((o) => o.orderType === item.key)));
    const byChannel = await figure("gmvByPayChannel", FROM, TO, { filters });
    expect(byChannel.breakdown?.map((i) => i.key)).toEqual(["WXPAY"]);
  });

  it("/metrics names the filters each figure honours: every order figure all three, a visitor figure no pay channel", async () => {
    const r = await t.rpc("DashboardServiceAdmin/metrics", {}, t.adminToken);
    const metrics = new Map((r.body.metrics as { metric: string; filters: string[] }[]).map((m) => [m.metric, m.filters]));
    for (const id of ["gmv", "paidOrders", "payingVisitors", "refundAmount", "netRevenue", "aov", "gmvByOrderType", "gmvByPayChannel"]) {
      expect(metrics.get(id), id).toEqual(["platform", "payChannel", "orderType"]);
    }
    expect(metrics.get("newVisitors")).not.toContain("payChannel");
  });
});
