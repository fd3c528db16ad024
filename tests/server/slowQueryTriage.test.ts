import { afterAll, beforeAll, expect, it } from "vitest";
import { slowQueryShape } from "../../src/catalogue/registry";
import { insertSeed } from "../../server/seed/factory";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Shape = { Id: number; utime: number; shapeHash: string; status: string; owner: string | null; note: string | null; triagedAt: number | null; count: number };

/** 查询形态 triage (commerce.md §7.7, §12.8): NEW → 已知悉 → 已优化 | 忽略, W(dashboard), two at once → one. */
describeEachDb("slow-query shape triage", (kind) => {
  let t: TestServer;
  let n = 0;
  const svc = (m: string, p: Record<string, unknown> = {}, token = t.adminToken) => t.rpc(`DashboardServiceAdmin/${m}`, p, token);
  const get = async (id: number) => (await svc("getSlowQueryShape", { Id: id })).body.data as Shape;
  const shape = async () => {
    n += 1;
    const id = await t.server.deps.db.transaction().execute((tx) => insertSeed(tx, slowQueryShape, {
      shapeHash: `t${kind}${String(n).padStart(10, "0")}`, sample: `select * from "orders" where "visitorId" = ? order by "paidAt" desc limit ?`,
      ns: "orders", op: "select", count: 2, avgMs: 150, p95Ms: 200, maxMs: 200, totalMs: 300, firstSeen: t.clock.now - 60_000, lastSeen: t.clock.now, status: "NEW",
    }, t.clock.now));
    return get(id);
  };

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("has no create, update or delete method", async () => {
    for (const m of ["createSlowQueryShape", "updateSlowQueryShape", "deleteSlowQueryShape", "createSlowQuery", "updateSlowQuery", "deleteSlowQuery"]) {
      expect((await svc(m, { Id: 1, utime: 0, data: { note: "x" } })).body.code, m).toBe(12);
    }
  });

  it("标记已知悉 then 已优化, each with who and the note; a FIXED shape cannot be ignored", async () => {
    const s = await shape();
    const ack = await svc("acknowledgeSlowQueryShape", { Id: s.Id, data: { note: "订单按用户查询缺索引，排期处理" } });
    expect(ack.body.code).toBe("SUCCESS");
    expect(await get(s.Id)).toMatchObject({ status: "ACKNOWLEDGED", owner: "admin", note: "订单按用户查询缺索引，排期处理", triagedAt: t.clock.now });
    expect((await svc("markFixedSlowQueryShape", { Id: s.Id, data: { note: "已加索引 orders(visitorId, paidAt)" } })).body.code).toBe("SUCCESS");
    expect(await get(s.Id)).toMatchObject({ status: "FIXED", note: "已加索引 orders(visitorId, paidAt)" });
    const again = await svc("ignoreSlowQueryShape", { Id: s.Id, data: {} });
    expect(again.body.code).toBe(9);
    expect(String(again.body.message)).toContain("已优化");
    // 忽略 straight from NEW keeps no note when none is given.
    const other = await shape();
    expect((await svc("ignoreSlowQueryShape", { Id: other.Id, data: {} })).body.code).toBe("SUCCESS");
    expect(await get(other.Id)).toMatchObject({ status: "IGNORED", owner: "admin", note: null });
  });

  it("READ on dashboard lists and reads shapes and samples but triages nothing; NONE reads nothing", async () => {
    const s = await shape();
    const reader = await makeUser(t, `sq.reader.${kind}`, "editor", { dashboard: "READ" });
    expect((await svc("listSlowQueryShape", {}, reader.token)).body.code).toBe("SUCCESS");
    expect((await svc("listSlowQuery", {}, reader.token)).body.code).toBe("SUCCESS");
    expect((await svc("acknowledgeSlowQueryShape", { Id: s.Id, data: {} }, reader.token)).body.code).toBe(7);
    expect(await get(s.Id)).toEqual(s);
    const none = await makeUser(t, `sq.none.${kind}`, "editor", { dashboard: "NONE" });
    expect((await svc("listSlowQueryShape", {}, none.token)).body.code).toBe(7);
    expect((await svc("listSlowQuery", {}, none.token)).body.code).toBe(7);
  });

  it("two staff triaging one shape at once: exactly one wins, the other is told who did", async () => {
    const s = await shape();
    const writer = await makeUser(t, `sq.writer.${kind}`, "editor", { dashboard: "WRITE" });
    const answers = await Promise.all([
      svc("markFixedSlowQueryShape", { Id: s.Id, data: { note: "加了索引" } }),
      svc("ignoreSlowQueryShape", { Id: s.Id, data: { note: "报表查询，可接受" } }, writer.token),
    ]);
    expect(answers.filter((a) => a.body.code === "SUCCESS")).toHaveLength(1);
    const loser = answers.find((a) => a.body.code !== "SUCCESS")!;
    expect([9, 10]).toContain(loser.body.code);
    expect(String(loser.body.message)).toMatch(/[\u4e00-\u9fa5]/);
    const after = await get(s.Id);
    expect(["FIXED", "IGNORED"]).toContain(after.status);
    expect(after.owner).toBe(after.status === "FIXED" ? "admin" : `sq.writer.${kind}`);
    const changes = await t.server.deps.db.selectFrom("data_change").select("method").where("resource", "=", "slowQueryShape").where("recordId", "=", Number(s.Id)).execute();
    expect(changes).toHaveLength(1);
  });
});
