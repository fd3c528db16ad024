import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

type Hit = { resource: string; resourceLabel: string; Id: number; title: string };

describeEachDb("record search", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("finds records by name across readable resources, a few per resource", async () => {
    const r = await t.rpc("BaseServiceAdmin/searchRecords", { q: "博物" }, t.adminToken);
    expect(r.body.code).toBe("SUCCESS");
    const hits = r.body.data as Hit[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.title.includes("博物"))).toBe(true);
    expect(hits.filter((h) => h.resource === "museum")).toHaveLength(5);
    expect(hits[0]?.resourceLabel).toBe("博物馆");
  });

  it("treats % and _ literally, and leaves out what the caller may not read", async () => {
    const wild = await t.rpc("BaseServiceAdmin/searchRecords", { q: "%%" }, t.adminToken);
    expect(wild.body.data).toEqual([]);
    const token = await t.login("label.wu", ADMIN_PASSWORD); // annotator: no suha WRITE, no sysadmin, no artist
    const users = await t.rpc("BaseServiceAdmin/searchRecords", { q: "editor" }, token);
    expect((users.body.data as Hit[]).some((h) => h.resource === "consoleUser")).toBe(false);
    const admin = await t.rpc("BaseServiceAdmin/searchRecords", { q: "editor" }, t.adminToken);
    expect((admin.body.data as Hit[]).some((h) => h.resource === "consoleUser")).toBe(true);
  });

  it("refuses one-character and missing queries in Chinese, and callers without a session", async () => {
    const short = await t.rpc("BaseServiceAdmin/searchRecords", { q: "博" }, t.adminToken);
    expect(short.body).toMatchObject({ code: 3 });
    expect(String(short.body.message)).toContain("搜索词至少 2 个字符");
    const none = await t.rpc("BaseServiceAdmin/searchRecords", { q: "博物" });
    expect(none.status).toBe(401);
  });
});
