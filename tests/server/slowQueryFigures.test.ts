import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const DAY = 86_400_000;
const shanghai = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

type Answer = { code: string; value: number; previous: number | null; series?: { bucket: string; value: number }[]; breakdown?: { key: string; value: number }[] };

/** The slow-query figures (commerce.md §7.7) equal the samples the list shows, on the seeded world. */
describeEachDb("slow-query figures", (kind) => {
  let t: TestServer;
  const query = async (metric: string, extra: Record<string, unknown> = {}, token = t.adminToken) =>
    (await t.rpc("DashboardServiceAdmin/query", { metric, from: shanghai(t.clock.now - 29 * DAY), to: shanghai(t.clock.now), ...extra }, token)).body as unknown as Answer;

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("count, trend, tables, full-scan share, slowest and top tables equal the samples of the period", async () => {
    const start = Date.parse(`${shanghai(t.clock.now - 29 * DAY)}T00:00:00+08:00`);
    const rows = (await t.server.deps.db.selectFrom("slow_query").select(["ts", "ns", "durationMs", "plan"]).execute())
      .filter((r) => Number(r.ts) >= start);
    expect(rows.length).toBeGreaterThan(50);
    const listed = await t.rpc("DashboardServiceAdmin/listSlowQuery", { page: { skip: 0, limit: 1 }, cond: { jsonq: JSON.stringify({ ts: [start, t.clock.now + DAY] }) } }, t.adminToken);
    expect(listed.body.total).toBe(rows.length);

    const count = await query("slowQueryCount");
    expect(count).toMatchObject({ code: "SUCCESS", value: rows.length });
    const trend = await query("slowQueryTrend", { granularity: "day" });
    expect(trend.series).toHaveLength(30);
    expect(trend.series!.reduce((n, p) => n + p.value, 0)).toBe(rows.length);
    expect((await query("slowQueryNs")).value).toBe(new Set(rows.map((r) => r.ns)).size);
    const scans = rows.filter((r) => /^(Seq Scan|COLLSCAN|SCAN )/.test(String(r.plan ?? "")) && !String(r.plan).includes("VIRTUAL TABLE")).length;
    expect((await query("slowQueryScanShare")).value).toBeCloseTo(scans / rows.length, 10);
    expect((await query("slowQueryMaxMs")).value).toBe(Math.max(...rows.map((r) => Number(r.durationMs))));
    const top = await query("slowQueryTopNs");
    const byNs = new Map<string, number>();
    for (const r of rows) byNs.set(String(r.ns), (byNs.get(String(r.ns)) ?? 0) + Number(r.durationMs));
    expect(top.value).toBe([...byNs.values()].reduce((a, b) => a + b, 0));
    expect(top.breakdown).toHaveLength(Math.min(10, byNs.size));
    expect(top.breakdown![0]!.value).toBe(Math.max(...byNs.values()));
  });

  it("needs R(dashboard) only: a dashboard reader without order reads them; nobody else does", async () => {
    const reader = await makeUser(t, `sqf.reader.${kind}`, "editor", { dashboard: "READ", order: "NONE" });
    expect((await query("slowQueryCount", {}, reader.token)).code).toBe("SUCCESS");
    const metrics = await t.rpc("DashboardServiceAdmin/metrics", {}, reader.token);
    const names = (metrics.body.metrics as { metric: string; drill?: { route: string } }[]).map((m) => m.metric);
    expect(names).toEqual(expect.arrayContaining(["slowQueryCount", "slowQueryNs", "slowQueryScanShare", "slowQueryMaxMs", "slowQueryTrend", "slowQueryTopNs"]));
    const none = await makeUser(t, `sqf.none.${kind}`, "editor", { dashboard: "NONE" });
    expect((await t.rpc("DashboardServiceAdmin/query", { metric: "slowQueryCount", from: "2026-11-01", to: "2026-11-27" }, none.token)).body.code).toBe(7);
  });
});
