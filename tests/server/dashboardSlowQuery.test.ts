/**
 * The 慢查询 page's figures under its own filters (commerce.md §7.7: 表, 操作, 最小耗时, 仅全表扫描,
 * 最近 24 小时): each equals the count / sum / max over the seeded sample rows that pass the same
 * filters, the list method agrees, on both databases; refused without R(dashboard); bad filters refused.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const shanghai = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
const isScan = (plan: unknown) => /^(Seq Scan|COLLSCAN|SCAN )/.test(String(plan ?? "")) && !String(plan).includes("VIRTUAL TABLE");

type Row = { Id: number; ts: number; ns: string; op: string; durationMs: number; plan: string | null };
type Answer = { code: string | number; message?: string; value: number; previous: number | null; series?: { bucket: string; value: number }[]; breakdown?: { key: string; value: number }[] };

describeEachDb("慢查询 page figures", (kind) => {
  let t: TestServer;
  let rows: Row[];
  let from: string;
  let start: number;
  const to = () => shanghai(t.clock.now);
  const query = async (metric: string, slowQuery: Record<string, unknown>, extra: Record<string, unknown> = {}, token = t.adminToken) =>
    (await t.rpc("DashboardServiceAdmin/query", { metric, from, to: to(), filters: { slowQuery }, ...extra }, token)).body as unknown as Answer;

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    from = shanghai(t.clock.now - 29 * DAY);
    start = Date.parse(`${from}T00:00:00+08:00`);
    rows = (await t.server.deps.db.selectFrom("slow_query").select(["Id", "ts", "ns", "op", "durationMs", "plan"]).execute())
      .map((r) => ({ Id: Number(r.Id), ts: Number(r.ts), ns: String(r.ns), op: String(r.op), durationMs: Number(r.durationMs), plan: r.plan === null ? null : String(r.plan) }));
  });
  afterAll(async () => {
    await t.close();
  });

  it("ns, op, minimum ms and full-scan filters: count, tables, share, slowest and top tables equal the matching samples", async () => {
    const inPeriod = rows.filter((r) => r.ts >= start);
    const busiest = [...new Set(inPeriod.map((r) => r.ns))].sort((a, b) => inPeriod.filter((r) => r.ns === b).length - inPeriod.filter((r) => r.ns === a).length)[0]!;
    const cases: [Record<string, unknown>, (r: Row) => boolean][] = [
      [{ ns: busiest }, (r) => r.ns === busiest],
      [{ op: "call" }, (r) => r.op === "call"],
      [{ minMs: 300 }, (r) => r.durationMs >= 300],
      [{ fullScan: true }, (r) => isScan(r.plan)],
      [{ op: "select", minMs: 150, fullScan: true }, (r) => r.op === "select" && r.durationMs >= 150 && isScan(r.plan)],
    ];
    for (const [filter, keep] of cases) {
      const match = inPeriod.filter(keep);
      const what = JSON.stringify(filter);
      expect(match.length, what).toBeGreaterThan(0);
      expect(match.length, what).toBeLessThan(inPeriod.length);
      expect((await query("slowQueryCount", filter)).value, what).toBe(match.length);
      const trend = await query("slowQueryTrend", filter, { granularity: "day" });
      expect(trend.series!.reduce((n, p) => n + p.value, 0), what).toBe(match.length);
      expect((await query("slowQueryNs", filter)).value, what).toBe(new Set(match.map((r) => r.ns)).size);
      expect((await query("slowQueryScanShare", filter)).value, what).toBeCloseTo(match.filter((r) => isScan(r.plan)).length / match.length, 10);
      expect((await query("slowQueryMaxMs", filter)).value, what).toBe(Math.max(...match.map((r) => r.durationMs)));
      const top = await query("slowQueryTopNs", filter);
      expect(top.value, what).toBe(match.reduce((n, r) => n + r.durationMs, 0));
      for (const item of top.breakdown!) expect(item.value, what).toBe(match.filter((r) => r.ns === item.key).reduce((n, r) => n + r.durationMs, 0));
    }
  });

  it("the figure a KPI card drills to: the samples list with the same ts, ns, op and minimum ms holds as many rows", async () => {
    const ns = rows.find((r) => r.op === "select" && r.ts >= start)!.ns;
    const count = await query("slowQueryCount", { ns, op: "select", minMs: 120 });
    const listed = await t.rpc("DashboardServiceAdmin/listSlowQuery", {
      page: { skip: 0, limit: 1 }, count: "exact",
      cond: { jsonq: JSON.stringify({ ts: [start, t.clock.now + DAY], ns, op: "select", durationMs: [120, 86_400_000] }) },
    }, t.adminToken);
    expect(listed.body.code, JSON.stringify(listed.body)).toBe("SUCCESS");
    expect(count.value).toBeGreaterThan(0);
    expect(listed.body.total).toBe(count.value);
  });

  it("最近 24 小时: whole hours up to now, 24 hour buckets summing to the count; 环比 is the 24 hours before", async () => {
    const now = t.clock.now;
    const first = Math.floor((now - 1) / HOUR) * HOUR - 23 * HOUR;
    const last24 = rows.filter((r) => r.ts >= first && r.ts < now);
    const before = rows.filter((r) => r.ts >= first - 24 * HOUR && r.ts < first);
    expect(last24.length + before.length).toBeGreaterThan(0);
    const day = await query("slowQueryTrend", { lastHours: 24 }, { from: shanghai(now - DAY), granularity: "day" });
    expect(day.code).toBe("SUCCESS");
    expect(day.value).toBe(last24.length);
    expect(day.previous).toBe(before.length);
    expect(day.series).toHaveLength(24);
    expect(day.series!.reduce((n, p) => n + p.value, 0)).toBe(last24.length);
    expect(day.series![0]!.bucket).toBe(`${new Date(first + 8 * HOUR).toISOString().slice(0, 13).replace("T", " ")}:00`);
    const h = new Date(first + 8 * HOUR).toISOString().slice(0, 13);
    expect(day.series![0]!.value).toBe(last24.filter((r) => new Date(r.ts + 8 * HOUR).toISOString().slice(0, 13) === h).length);
    expect((await query("slowQueryMaxMs", { lastHours: 24 }, { from: shanghai(now - DAY) })).value).toBe(last24.length ? Math.max(...last24.map((r) => r.durationMs)) : 0);
  });

  it("refused without R(dashboard) and for filters it cannot read, with what is wrong", async () => {
    const none = await makeUser(t, `sqp.none.${kind}`, "editor", { dashboard: "NONE" });
    const denied = await query("slowQueryCount", { ns: "orders" }, {}, none.token);
    expect(denied.code).toBe(7);
    const bad = await query("slowQueryCount", { minMs: -5 });
    expect(bad.code).toBe(3);
    expect(bad.message).toContain("最小耗时");
    expect((await query("slowQueryCount", { op: "drop" })).message).toContain("操作 op");
    // Without filters: every sample of the period.
    const all = (await t.rpc("DashboardServiceAdmin/query", { metric: "slowQueryCount", from, to: to() }, t.adminToken)).body as unknown as Answer;
    expect(all.value).toBe(rows.filter((r) => r.ts >= start).length);
  });
});
