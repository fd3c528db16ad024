import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser } from "./accounts";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

type Hit = { resource: string; resourceLabel: string; Id: number; title: string; state?: string };

describeEachDb("record search", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
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

  const search = async (q: string, token = t.adminToken) => {
    const r = await t.rpc("BaseServiceAdmin/searchRecords", { q }, token);
    expect(r.body.code).toBe("SUCCESS");
    return r.body.data as Hit[];
  };
  const museumTitles = async (q: string, token = t.adminToken) => (await search(q, token)).filter((h) => h.resource === "museum").map((h) => h.title);

  it("finds a record by its pinyin and its initials as by its Chinese name", async () => {
    expect(await museumTitles("故宫")).toContain("故宫博物院");
    expect(await museumTitles("gugong")).toContain("故宫博物院");
    expect(await museumTitles("ggbwy")).toContain("故宫博物院");
    expect(await museumTitles("GuGong BoWuYuan")).toContain("故宫博物院");
    const hit = (await search("gugong")).find((h) => h.title === "故宫博物院");
    expect(hit).toMatchObject({ resource: "museum", resourceLabel: "博物馆" });
  });

  it("follows creates, renames and deletes in the same transaction", async () => {
    const created = await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "墨香拼音馆" } }, t.adminToken);
    expect(created.body.code).toBe("SUCCESS");
    const m = created.body.data as { Id: number; utime: number };
    expect(await museumTitles("moxiang")).toEqual(["墨香拼音馆"]);
    const updated = await t.rpc("BaseServiceAdmin/updateMuseum", { Id: m.Id, utime: m.utime, data: { name: "兰亭雅集馆" } }, t.adminToken);
    expect(updated.body.code).toBe("SUCCESS");
    expect(await museumTitles("lantingyaji")).toEqual(["兰亭雅集馆"]);
    expect(await museumTitles("ltyjg")).toEqual(["兰亭雅集馆"]);
    expect(await museumTitles("moxiang")).toEqual([]);
    expect((await t.rpc("BaseServiceAdmin/deleteMuseum", { Id: m.Id }, t.adminToken)).body.code).toBe("SUCCESS");
    expect(await museumTitles("lantingyaji")).toEqual([]);
    expect(await museumTitles("兰亭")).toEqual([]);
  });

  it("finds nothing of a resource the caller may not read, by any spelling", async () => {
    const user = await makeUser(t, "pinyin.noread", "annotator", { hdpic: "WRITE" }); // no suha: no museums
    for (const q of ["gugong", "ggbwy", "故宫"]) expect(await museumTitles(q, user.token)).toEqual([]);
  });

  it("refuses one-character and missing queries in Chinese, and callers without a session", async () => {
    const short = await t.rpc("BaseServiceAdmin/searchRecords", { q: "博" }, t.adminToken);
    expect(short.body).toMatchObject({ code: 3 });
    expect(String(short.body.message)).toContain("搜索词至少 2 个字符");
    const none = await t.rpc("BaseServiceAdmin/searchRecords", { q: "博物" });
    expect(none.status).toBe(401);
  });
  it("puts the record named exactly what was typed first, even among many newer near names; a number finds its Id", async () => {
    const made = await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "松雪斋" } }, t.adminToken);
    const exact = made.body.data as { Id: number };
    for (let i = 0; i < 6; i += 1) await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: `松雪斋分馆${i}` } }, t.adminToken);
    const hits = await search("松雪斋");
    expect(hits[0]).toMatchObject({ resource: "museum", Id: exact.Id, title: "松雪斋" });
    const byNumber = await search(String(exact.Id));
    expect(byNumber[0]?.Id).toBe(exact.Id);
    expect(byNumber).toContainEqual(expect.objectContaining({ resource: "museum", Id: exact.Id, title: "松雪斋" }));
  });

  it("gives each hit of a resource with a state machine its state", async () => {
    const users = (await search("editor")).filter((h) => h.resource === "consoleUser");
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((h) => h.state === "ACTIVE" || h.state === "DISABLED")).toBe(true);
  });
});
