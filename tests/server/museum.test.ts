import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Rec = { Id: number; utime: number; ctime: number; name: string; nameEn?: string };

describeEachDb("museums through the generic resource methods", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });
  const list = (payload: Record<string, unknown>) => t.rpc("BaseServiceAdmin/listMuseum", payload, t.adminToken);

  it("lists with the spec's payload: page, cond.jsonq, sort (utime desc by default), mask", async () => {
    const r = await list({ page: { skip: 0, limit: 10 }, cond: { jsonq: JSON.stringify({}) }, sort: { by: "utime", asc: false }, mask: { fields: ["name", "nameEn"] } });
    expect(r.body.code).toBe("SUCCESS");
    const data = r.body.data as Rec[];
    expect(data).toHaveLength(10);
    expect(r.body.total).toBeGreaterThanOrEqual(30);
    expect(Object.keys(data[0] as object).sort()).toEqual(["Id", "name", "nameEn"]);
    const all = await list({ page: { skip: 0, limit: 1000 }, mask: { fields: ["utime"] } });
    const times = (all.body.data as Rec[]).map((m) => m.utime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages never overlap and cover every record", async () => {
    const total = (await list({})).body.total as number;
    const seen = new Set<number>();
    for (let skip = 0; skip < total; skip += 7) {
      for (const m of (await list({ page: { skip, limit: 7 }, sort: { by: "name", asc: true } })).body.data as Rec[]) seen.add(m.Id);
    }
    expect(seen.size).toBe(total);
    expect((await list({ page: { skip: total + 10, limit: 7 } })).body.data).toEqual([]);
  });

  it("filters by name and nameEn as substrings, literally", async () => {
    const r = await list({ cond: { jsonq: JSON.stringify({ name: "故宫" }) } });
    const names = (r.body.data as Rec[]).map((m) => m.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes("故宫"))).toBe(true);
    const en = await list({ cond: { jsonq: JSON.stringify({ nameEn: "palace museum" }) } });
    expect((en.body.data as Rec[]).every((m) => /palace museum/i.test(m.nameEn ?? ""))).toBe(true);
    expect((en.body.data as Rec[]).length).toBeGreaterThan(0);
    const wildcard = await list({ cond: { jsonq: JSON.stringify({ name: "%" }) } });
    expect(wildcard.body.total).toBe(0);
  });

  it("sorts ascending when asked, by a sortable field", async () => {
    const r = await list({ sort: { by: "name", asc: true }, page: { skip: 0, limit: 1000 } });
    const names = (r.body.data as Rec[]).map((m) => m.name);
    expect(names.length).toBeGreaterThan(1);
    expect(names[0]! <= names[names.length - 1]!).toBe(true);
  });

  it("creates, reads, updates and deletes, each leaving a change record", async () => {
    const created = await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "墨苑测试馆", nameEn: "Moyuan Test Museum", website: "https://www.moyuan.art" } }, t.adminToken);
    expect(created.body.code).toBe("SUCCESS");
    const m = created.body.data as Rec;
    expect(m).toMatchObject({ name: "墨苑测试馆", nameEn: "Moyuan Test Museum" });
    expect(m.Id).toBeGreaterThan(0);
    expect(m.ctime).toBe(m.utime);

    const got = await t.rpc("BaseServiceAdmin/getMuseum", { Id: m.Id }, t.adminToken);
    expect(got.body.data).toEqual(m);

    const updated = await t.rpc("BaseServiceAdmin/updateMuseum", { Id: m.Id, utime: m.utime, data: { nameEn: "Moyuan Museum" } }, t.adminToken);
    const u = updated.body.data as Rec;
    expect(u.nameEn).toBe("Moyuan Museum");
    expect(u.utime).toBeGreaterThan(m.utime);

    const dup = await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "墨苑测试馆" } }, t.adminToken);
    expect(dup.status).toBe(200);
    expect(dup.body).toMatchObject({ code: "ALREADY_EXISTS", message: "名称「墨苑测试馆」已存在" });

    expect((await t.rpc("BaseServiceAdmin/deleteMuseum", { Id: m.Id }, t.adminToken)).body.code).toBe("SUCCESS");
    const gone = await t.rpc("BaseServiceAdmin/getMuseum", { Id: m.Id }, t.adminToken);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 5, message: "博物馆不存在" });

    const changes = await t.rpc("BaseServiceAdmin/listDataChange", { cond: { jsonq: JSON.stringify({ resource: "museum", recordId: m.Id }) }, sort: { by: "ctime", asc: true } }, t.adminToken);
    const rows = changes.body.data as { action: string; before: Rec | null; after: Rec | null; userName: string }[];
    expect(rows.map((c) => c.action)).toEqual(["create", "update", "delete"]);
    expect(rows[1]?.before?.nameEn).toBe("Moyuan Test Museum");
    expect(rows[1]?.after?.nameEn).toBe("Moyuan Museum");
    expect(rows.every((c) => c.userName === "admin")).toBe(true);
  });

  it("of two updates from the same utime exactly one wins; the other changes nothing (ABORTED)", async () => {
    const m = (await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "并发测试馆" } }, t.adminToken)).body.data as Rec;
    const [a, b] = await Promise.all([
      t.rpc("BaseServiceAdmin/updateMuseum", { Id: m.Id, utime: m.utime, data: { nameEn: "Writer A" } }, t.adminToken),
      t.rpc("BaseServiceAdmin/updateMuseum", { Id: m.Id, utime: m.utime, data: { nameEn: "Writer B" } }, t.adminToken),
    ]);
    const outcomes = [a, b].map((r) => r.body.code).sort();
    expect(outcomes).toEqual([10, "SUCCESS"]);
    const loser = [a, b].find((r) => r.body.code === 10)!;
    expect(loser.status).toBe(409);
    expect(loser.body.message).toBe("该记录已被他人修改，请刷新后重试");
    const winner = [a, b].find((r) => r.body.code === "SUCCESS")!;
    const now = (await t.rpc("BaseServiceAdmin/getMuseum", { Id: m.Id }, t.adminToken)).body.data as Rec;
    expect(now.nameEn).toBe((winner.body.data as Rec).nameEn);
    const stale = await t.rpc("BaseServiceAdmin/deleteMuseum", { Id: m.Id, utime: m.utime }, t.adminToken);
    expect(stale.body.code).toBe(10);
    expect((await t.rpc("BaseServiceAdmin/getMuseum", { Id: m.Id }, t.adminToken)).status).toBe(200);
  });
});
