import { afterAll, beforeAll, expect, it } from "vitest";
import { FULL_SCAN_PLANS } from "../../src/catalogue/resources/dashboard/slowQueryEnums";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

/** The demo world's slow queries (commerce.md §7.7 seed): consistent shapes, nothing after now, real plans. */
describeEachDb("slow-query seed", (kind) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("each shape's figures equal its samples; ≤ 300 samples over the last 30 days; full scans among the plans", async () => {
    const db = t.server.deps.db;
    const shapes = await db.selectFrom("slow_query_shape").selectAll().execute();
    const samples = await db.selectFrom("slow_query").selectAll().execute();
    expect(shapes.length).toBeGreaterThanOrEqual(20);
    expect(samples.length).toBeGreaterThan(shapes.length);
    expect(samples.length).toBeLessThanOrEqual(300);
    const now = t.clock.now;
    for (const s of samples) {
      expect(Number(s.ts)).toBeLessThanOrEqual(now);
      expect(Number(s.ts)).toBeGreaterThan(now - 31 * 86_400_000);
    }
    expect(samples.some((s) => FULL_SCAN_PLANS.some((p) => String(s.plan ?? "").startsWith(p)))).toBe(true);
    expect(samples.some((s) => String(s.plan ?? "").includes("USING INDEX") || String(s.plan ?? "").startsWith("Index Scan"))).toBe(true);
    const statuses = new Set(shapes.map((s) => s.status));
    expect(statuses).toEqual(new Set(["NEW", "ACKNOWLEDGED", "FIXED", "IGNORED"]));
    for (const shape of shapes) {
      const mine = samples.filter((s) => Number(s.shapeId) === Number(shape.Id));
      const ms = mine.map((s) => Number(s.durationMs)).sort((a, b) => a - b);
      const total = ms.reduce((a, b) => a + b, 0);
      expect(mine.every((s) => s.shapeHash === shape.shapeHash && s.ns === shape.ns && s.op === shape.op && s.statement === shape.sample)).toBe(true);
      expect({ count: Number(shape.count), totalMs: Number(shape.totalMs), maxMs: Number(shape.maxMs), avgMs: Number(shape.avgMs), p95Ms: Number(shape.p95Ms) })
        .toEqual({ count: mine.length, totalMs: total, maxMs: ms.at(-1), avgMs: Math.floor(total / mine.length), p95Ms: ms[Math.ceil(0.95 * ms.length) - 1] });
      expect(Number(shape.firstSeen)).toBe(Math.min(...mine.map((s) => Number(s.ts))));
      expect(Number(shape.lastSeen)).toBe(Math.max(...mine.map((s) => Number(s.ts))));
      // A statement's text holds no value: only `?` placeholders.
      expect(String(shape.sample)).not.toMatch(/'[^']*'|\$\d/);
    }
    // Callers name real console users.
    const users = new Map((await db.selectFrom("console_user").select(["Id", "userName"]).execute()).map((u) => [Number(u.Id), u.userName]));
    for (const s of samples.filter((x) => x.callerId !== null)) expect(users.get(Number(s.callerId))).toBe(s.caller);
  });
});
