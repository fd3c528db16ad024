import { afterAll, beforeAll, expect, it } from "vitest";
import { recorderOf } from "../../server/platform/slowQuery";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Sample = { Id: number; ts: number; source: string; ns: string; op: string; durationMs: number; shapeId: number; shapeHash: string; statement: string; appRoute: string | null; callerId: number | null; caller: string | null; server: string };
type Shape = { Id: number; shapeHash: string; count: number; totalMs: number; maxMs: number; avgMs: number; p95Ms: number; firstSeen: number; lastSeen: number; status: string };

/** Recording for real (commerce.md §7.7): both thresholds at 0, so every call and statement is a sample. */
describeEachDb("slow-query recording", (kind) => {
  let t: TestServer;
  const svc = (m: string, p: Record<string, unknown> = {}, token: string | undefined = t.adminToken) => t.rpc(`DashboardServiceAdmin/${m}`, p, token);
  const flush = () => recorderOf(t.server.deps.db)!.flush();
  const samples = async (filter: Record<string, unknown>) => {
    const r = await svc("listSlowQuery", { cond: { jsonq: JSON.stringify(filter) }, page: { skip: 0, limit: 1000 } });
    expect(r.body.code).toBe("SUCCESS");
    return r.body.data as Sample[];
  };

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", env: { MOYUAN_SLOW_CALL_MS: "0", MOYUAN_SLOW_QUERY_MS: "0" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("records a call with its method, caller and duration, and its statements redacted, attributed to it", async () => {
    const admin = (await t.server.deps.db.selectFrom("console_user").select("Id").where("userName", "=", "admin").executeTakeFirstOrThrow()).Id;
    const r = await t.rpc("OrderServiceAdmin/listOrder", { cond: { jsonq: JSON.stringify({ orderNo: "VIP2026112899999999" }) } }, t.adminToken);
    expect(r.body.code).toBe("SUCCESS");
    await flush();
    const calls = await samples({ op: "call", appRoute: "moyuan.OrderServiceAdmin/listOrder" });
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls[0]).toMatchObject({ source: "APP_QUERY_LOG", ns: "OrderServiceAdmin", statement: "moyuan.OrderServiceAdmin/listOrder", caller: "admin", callerId: Number(admin) });
    expect(calls[0]!.durationMs).toBeGreaterThanOrEqual(0);
    const statements = (await samples({ appRoute: "moyuan.OrderServiceAdmin/listOrder" })).filter((s) => s.op !== "call");
    const onOrders = statements.filter((s) => s.ns === "orders" && s.op === "select");
    expect(onOrders.length).toBeGreaterThanOrEqual(1);
    // The session is read before the caller is known; every statement after it carries the caller.
    for (const s of onOrders) expect(s.caller).toBe("admin");
    for (const s of statements) {
      // The order number searched for is a value: it never reaches the sample.
      expect(s.statement).not.toContain("99999999");
    }
  });

  it("times refused and failed calls too", async () => {
    expect((await t.rpc("OrderServiceAdmin/listOrder", {}, undefined)).body.code).toBe(16);
    const nobody = await makeUser(t, `sq.nobody.${kind}`, "editor", { dashboard: "NONE", order: "NONE" });
    expect((await t.rpc("OrderServiceAdmin/listOrder", {}, nobody.token)).body.code).toBe(7);
    expect((await t.rpc("OrderServiceAdmin/getOrder", { Id: "nope" }, t.adminToken)).body.code).toBe(3);
    await flush();
    const list = await samples({ op: "call", appRoute: "moyuan.OrderServiceAdmin/listOrder" });
    expect(list.some((s) => s.caller === null)).toBe(true);
    expect(list.some((s) => s.caller === `sq.nobody.${kind}` && s.callerId === nobody.Id)).toBe(true);
    expect((await samples({ op: "call", appRoute: "moyuan.OrderServiceAdmin/getOrder" })).length).toBeGreaterThanOrEqual(1);
  });

  it("never records its own writes, and a flush with nothing heard writes nothing", async () => {
    await flush();
    const db = t.server.deps.db;
    const own = await db.selectFrom("slow_query").select("Id").where("ns", "in", ["slow_query", "slow_query_shape"]).where("op", "in", ["insert", "update"]).execute();
    expect(own).toEqual([]);
    // This test's own reads run outside any call (appRoute null) and are samples like a job's: count the calls' ones.
    const count = () => db.selectFrom("slow_query").select((e) => e.fn.countAll<number>().as("n")).where("appRoute", "is not", null).executeTakeFirstOrThrow();
    const before = await count();
    await flush();
    await flush();
    const after = await count();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("keeps each shape's figures equal to its samples (count, total, max, avg, p95, first and last seen)", async () => {
    await flush();
    const db = t.server.deps.db;
    const shapes = (await db.selectFrom("slow_query_shape").selectAll().execute()) as unknown as Shape[];
    expect(shapes.length).toBeGreaterThan(3);
    const rows = await db.selectFrom("slow_query").select(["shapeId", "shapeHash", "durationMs", "ts"]).execute();
    for (const shape of shapes) {
      const mine = rows.filter((r) => Number(r.shapeId) === Number(shape.Id));
      const ms = mine.map((r) => Number(r.durationMs)).sort((a, b) => a - b);
      expect(mine.every((r) => r.shapeHash === shape.shapeHash)).toBe(true);
      expect(Number(shape.count)).toBe(mine.length);
      expect(Number(shape.totalMs)).toBe(ms.reduce((a, b) => a + b, 0));
      expect(Number(shape.maxMs)).toBe(ms.at(-1));
      expect(Number(shape.avgMs)).toBe(Math.floor(Number(shape.totalMs) / mine.length));
      expect(Number(shape.p95Ms)).toBe(ms[Math.ceil(0.95 * ms.length) - 1]);
      expect(Number(shape.firstSeen)).toBe(Math.min(...mine.map((r) => Number(r.ts))));
      expect(Number(shape.lastSeen)).toBe(Math.max(...mine.map((r) => Number(r.ts))));
    }
  });

  it("a failure to record is logged, not thrown, and the call it timed answers as ever", async () => {
    const recorder = recorderOf(t.server.deps.db)!;
    // The database refuses the write: its table is renamed away for a moment.
    const r = await t.rpc("OrderServiceAdmin/listOrder", {}, t.adminToken);
    expect(r.body.code).toBe("SUCCESS");
    expect(recorder.pending).toBeGreaterThan(0);
    await t.server.deps.db.schema.alterTable("slow_query").renameTo("slow_query_away").execute();
    try {
      await expect(recorder.flush()).resolves.toBeUndefined();
      expect(recorder.pending).toBe(0);
    } finally {
      await t.server.deps.db.schema.alterTable("slow_query_away").renameTo("slow_query").execute();
    }
  });
});
