/**
 * Western-art staging data (content.md §12.4–12.5) on both databases, over the demo world: the seed is
 * consistent; 确认映射 marks a work /west holds as 疑似重复; 导入已映射 moves each reviewed row into /west once —
 * also when two staff start it together (the second job counts what the first took as skipped, not done);
 * a user without the /west right is refused and nothing changes; artists are imported once.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../server/platform/db/types";
import { drainJobs } from "../../server/platform/jobs/runner";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeUser, type TestUser } from "./accounts";

describeEachDb("western staging import", (kind) => {
  let t: TestServer;
  let db: Db;
  let staffA: TestUser;
  let staffB: TestUser;
  let stagingOnly: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo", jobs: "manual" });
    db = t.server.deps.db;
    const rights = { budart: "WRITE", westart: "WRITE", artist: "WRITE" };
    staffA = await makeUser(t, `wi.a.${kind}`, "editor", rights);
    staffB = await makeUser(t, `wi.b.${kind}`, "editor", rights);
    stagingOnly = await makeUser(t, `wi.c.${kind}`, "editor", { budart: "WRITE", westart: "READ", artist: "READ" });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(`BudartServiceAdmin/${method}`, payload, token);
  const rows = (state?: string) => db.selectFrom("budart_work").selectAll().$if(state !== undefined, (q) => q.where("importState", "=", String(state))).orderBy("Id").execute();
  const westCount = async () => Number((await db.selectFrom("western_work").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  /** A json column as text, whichever database stored it. */
  const text = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));
  const job = (Id: unknown) => db.selectFrom("job").selectAll().where("Id", "=", Number(Id)).executeTakeFirstOrThrow();

  it("seeds staging rows whose references resolve and whose counts add up", async () => {
    const works = await rows();
    expect(works.length).toBeGreaterThan(10);
    for (const w of works.filter((r) => r.importState === "imported" || r.importState === "conflict")) {
      expect(await db.selectFrom("western_work").select("Id").where("Id", "=", Number(w.westernWorkId)).executeTakeFirst()).toBeDefined();
    }
    for (const w of works.filter((r) => r.importState === "mapped")) {
      const artist = await db.selectFrom("budart_artist").select("westernArtistId").where("Id", "=", Number(w.budartArtistId)).executeTakeFirstOrThrow();
      expect(artist.westernArtistId).not.toBeNull();
    }
    for (const a of await db.selectFrom("budart_artist").selectAll().execute()) {
      expect(Number(a.workCount)).toBe(works.filter((w) => Number(w.budartArtistId) === Number(a.Id)).length);
    }
    for (const p of await db.selectFrom("ygsf_page").selectAll().where("status", "=", "done").execute()) {
      const n = await db.selectFrom("ygsf_glyph").select((eb) => eb.fn.countAll().as("n")).where("pageId", "=", Number(p.Id)).executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(Number(p.glyphCount));
    }
    const future = await db.selectFrom("budart_work").select("Id").where("utime", ">", t.clock.now).execute();
    expect(future).toEqual([]);
  });

  it("确认映射 marks a work /west already holds as 疑似重复, naming that work", async () => {
    const [dup] = await db.selectFrom("budart_work").selectAll().where("importState", "=", "new").where("sourceName", "=", "开放馆藏 API").orderBy("Id").execute();
    expect(dup).toBeDefined();
    const r = await call("mapBudartWork", { Id: dup!.Id });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const after = await db.selectFrom("budart_work").selectAll().where("Id", "=", Number(dup!.Id)).executeTakeFirstOrThrow();
    expect(after.importState).toBe("duplicate");
    const work = await db.selectFrom("western_work").select(["titleOriginal"]).where("Id", "=", Number(after.duplicateOfId)).executeTakeFirstOrThrow();
    expect(work.titleOriginal).toBe(dup!.titleOriginal);
  });

  it("refuses 导入已映射 to a user without the /west right, and nothing changes", async () => {
    const before = { west: await westCount(), mapped: (await rows("mapped")).length, jobs: (await db.selectFrom("job").select("Id").execute()).length };
    const r = await call("importBudartWorks", { data: {} }, stagingOnly.token);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(7);
    expect(r.body.message).toContain("西方艺术");
    expect({ west: await westCount(), mapped: (await rows("mapped")).length, jobs: (await db.selectFrom("job").select("Id").execute()).length }).toEqual(before);
    const reader = await makeUser(t, `wi.r.${kind}`, "editor", { budart: "READ", westart: "WRITE" });
    expect((await call("importBudartWorks", { data: {} }, reader.token)).body.code).toBe(7);
    expect((await call("mapBudartWork", { Id: (await rows("new"))[0]!.Id }, reader.token)).body.code).toBe(7);
  });

  it("the staging import moves each reviewed row once, also when two staff start it together", async () => {
    // One more reviewed row, and one whose work /west holds (it must be reported, not imported).
    const mapped = await rows("mapped");
    expect(mapped.length).toBeGreaterThanOrEqual(2);
    const [first] = mapped;
    await db.insertInto("budart_work").values({
      ...Object.fromEntries(Object.entries(first!).filter(([k]) => k !== "Id")), sourceId: "dup-of-first", sourceName: "开放馆藏 API", sourceUrl: null,
    }).execute();
    const targets = await rows("mapped");
    const westBefore = await westCount();

    const [a, b] = await Promise.all([call("importBudartWorks", { data: {} }, staffA.token), call("importBudartWorks", { data: {} }, staffB.token)]);
    expect(a.body.code, JSON.stringify(a.body)).toBe("SUCCESS");
    expect(b.body.code, JSON.stringify(b.body)).toBe("SUCCESS");
    await Promise.all([drainJobs(t.server.deps), drainJobs(t.server.deps)]);

    const jobs = [await job(a.body.Id), await job(b.body.Id)];
    for (const j of jobs) expect(["DONE", "PARTIAL"]).toContain(j.status);
    const done = jobs.reduce((s, j) => s + Number(j.done), 0);
    const failed = jobs.reduce((s, j) => s + Number(j.failed), 0);
    // Every reviewed row was taken by exactly one job: imported, or reported as a duplicate of the work the other made.
    expect(done + failed).toBe(targets.length);
    expect(failed).toBe(1);
    expect(await westCount()).toBe(westBefore + done);
    const after = await db.selectFrom("budart_work").selectAll().where("Id", "in", targets.map((r) => Number(r.Id))).execute();
    expect(after.filter((r) => r.importState === "imported")).toHaveLength(done);
    const dup = after.find((r) => r.importState === "duplicate");
    expect(dup?.duplicateOfId).not.toBeNull();
    const made = after.filter((r) => r.importState === "imported").map((r) => Number(r.westernWorkId));
    expect(new Set(made).size).toBe(done);
    // Each /west work points back to one staging row, as a draft of its artist.
    const works = await db.selectFrom("western_work").selectAll().where("Id", "in", made).execute();
    for (const w of works) expect(w.publishState).toBe("draft");
    // What one job took the other skipped: counted neither done nor failed, and said so.
    for (const j of jobs) expect(String(j.reason)).toMatch(/跳过 \d+ 条/);
    const skippedSum = jobs.reduce((s, j) => s + Number(/跳过 (\d+) 条/.exec(String(j.reason))?.[1]), 0);
    expect(skippedSum).toBe(targets.length);
    expect(text(jobs.find((j) => Number(j.failed) === 1)?.errors)).toContain("疑似重复");

    // Started again: nothing is left to import.
    const again = await call("importBudartWorks", { data: {} }, staffA.token);
    expect(again.body.code).toBe(9);
    expect(await westCount()).toBe(westBefore + done);
  });

  it("a reviewed row whose artist left /west fails with its reason and stays 已映射; /west is unchanged", async () => {
    const artist = await call("createBudartArtist", { data: { sourceName: "测试导出", sourceId: "artist-gone", nameOriginal: "Pieter Claesz (test)", nameZh: "彼得·克拉斯（测试）" } });
    expect(artist.body.code, JSON.stringify(artist.body)).toBe("SUCCESS");
    const made = await call("createBudartWork", { data: { sourceName: "测试导出", sourceId: "work-gone", titleOriginal: "Vanitas Still Life (test)", titleZh: "虚空静物（测试）", medium: "OIL_PANEL", budartArtistId: (artist.body.data as { Id: number }).Id } });
    const Id = (made.body.data as { Id: number }).Id;
    // Reviewed while its artist was matched; the match was undone since.
    await db.updateTable("budart_work").set({ importState: "mapped" }).where("Id", "=", Id).execute();
    const westBefore = await westCount();
    const started = await call("importBudartWorks", { data: {} }, staffA.token);
    expect(started.body.code).toBe("SUCCESS");
    await drainJobs(t.server.deps);
    const j = await job(started.body.Id);
    expect(j.status).toBe("FAILED");
    expect(Number(j.failed)).toBe(1);
    expect(text(j.errors)).toContain("Vanitas Still Life (test)");
    expect(text(j.errors)).toContain("艺术家尚未导入西方艺术");
    expect((await db.selectFrom("budart_work").select("importState").where("Id", "=", Id).executeTakeFirstOrThrow()).importState).toBe("mapped");
    expect(await westCount()).toBe(westBefore);
  });

  it("imports a staging artist once: a second import of the same artist links the one /west has", async () => {
    const r = await call("createBudartArtist", { data: { sourceName: "测试导出", sourceId: "artist-x1", nameOriginal: "Hans Memling (test)", nameZh: "汉斯·梅姆林（测试）", birthYear: 1430, deathYear: 1494 } }, staffA.token);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const r2 = await call("createBudartArtist", { data: { sourceName: "开放馆藏 API", sourceId: "artist-x2", nameOriginal: "Hans Memling (test)", nameZh: "汉斯·梅姆林（测试）", birthYear: 1430, deathYear: 1494 } }, staffB.token);
    const ids = [(r.body.data as { Id: number }).Id, (r2.body.data as { Id: number }).Id];
    const denied = await call("importBudartArtist", { Id: ids[0] }, stagingOnly.token);
    expect(denied.body.code).toBe(7);
    const west = async () => Number((await db.selectFrom("western_artist").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const before = await west();
    const first = await call("importBudartArtist", { Id: ids[0] }, staffA.token);
    expect(first.body.code, JSON.stringify(first.body)).toBe("SUCCESS");
    const second = await call("importBudartArtist", { Id: ids[1] }, staffB.token);
    expect(second.body.code).toBe("SUCCESS");
    expect(await west()).toBe(before + 1);
    const staged = await db.selectFrom("budart_artist").select(["importState", "westernArtistId"]).where("Id", "in", ids).orderBy("Id").execute();
    expect(staged.map((s) => s.importState)).toEqual(["imported", "matched"]);
    expect(staged[0]!.westernArtistId).toBe(staged[1]!.westernArtistId);
  });

  it("parses the export's technique, and refuses 翻译标题 and YGSF 抓取 while no outside service is configured", async () => {
    const [row] = await rows("new");
    const auto = await call("autoMapBudartWork", { Ids: [row!.Id] });
    expect(auto.body.code, JSON.stringify(auto.body)).toBe("SUCCESS");
    const before = await db.selectFrom("budart_work").selectAll().where("Id", "=", Number(row!.Id)).executeTakeFirstOrThrow();
    const tr = await call("translateBudartWorkTitle", { Ids: [row!.Id] });
    expect(tr.body.code).toBe(9);
    expect(tr.body.message).toContain("未配置机器翻译");
    expect(await db.selectFrom("budart_work").selectAll().where("Id", "=", Number(row!.Id)).executeTakeFirstOrThrow()).toEqual(before);
    const page = await db.selectFrom("ygsf_page").selectAll().where("status", "=", "pending").orderBy("Id").executeTakeFirstOrThrow();
    const f = await t.rpc("GlyphServiceAdmin/fetchYgsfPage", { Id: page.Id }, t.adminToken);
    expect(f.body.code).toBe(9);
    expect(f.body.message).toContain("未配置 YGSF 数据源");
    expect(await db.selectFrom("ygsf_page").selectAll().where("Id", "=", Number(page.Id)).executeTakeFirstOrThrow()).toEqual(page);
  });

  it("批量添加查询 adds one query per new character and skips those already there", async () => {
    const r = await t.rpc("GlyphServiceAdmin/addYgsfQueries", { data: { chars: "永和 天地玄黄\n永", scriptFilter: "all" } }, t.adminToken);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    expect(r.body.data).toEqual({ added: 4, skipped: 2 });
    const added = await db.selectFrom("ygsf_page").select(["queryKey", "status", "pageSize"]).where("queryKey", "in", ["天", "地", "玄", "黄"]).orderBy("queryKey").execute();
    expect(added).toHaveLength(4);
    for (const p of added) expect(p).toMatchObject({ status: "pending", pageSize: 30 });
  });
});
