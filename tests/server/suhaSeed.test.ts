/**
 * The 书画 demo data at full scale (content.md §15.2) on both databases: 80 artists and the dictionary
 * made of them, 120 works with their catalogue facts, 150 index entries whose matches point both ways,
 * work counts that agree with the works; and the same rows on a second run (deterministic).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Tx } from "../../server/platform/db/types";
import { seed as museum } from "../../server/domains/dataadmin/museum/seed";
import { seed as artists } from "../../server/domains/suha/ancientArtist/seed";
import { seed as works } from "../../server/domains/suha/paintingWork/seed";
import { insertSeed, seededRandom, type SeedContext } from "../../server/seed/factory";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Row = Record<string, unknown>;

async function runSeeds(t: TestServer): Promise<void> {
  await t.server.deps.db.transaction().execute(async (tx) => {
    const ctx = (name: string): SeedContext => ({
      tx: tx as unknown as Tx, now: t.clock.now, password: null, issued: new Map(), scale: 1, random: seededRandom(name),
      insert: (r, d, times = {}) => insertSeed(tx as unknown as Tx, r, d, times.ctime ?? t.clock.now, times.utime ?? times.ctime ?? t.clock.now),
      idsOf: async () => [],
    });
    await museum.run(ctx("museum"));
    await artists.run(ctx("ancientArtist"));
    await works.run(ctx("paintingWork"));
  });
}

describeEachDb("书画 seeds", (kind) => {
  let t: TestServer;
  const list = async (method: string, cond: Row = {}) =>
    (await t.rpc(`SuhaServiceAdmin/${method}`, { count: "exact", page: { skip: 0, limit: 500 }, cond: { jsonq: JSON.stringify(cond) } }, t.adminToken)).body;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    await runSeeds(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("80 artists, the dictionary artist made of them (范宽（北宋）)", async () => {
    const r = await t.rpc("ArtistServiceAdmin/listAncientArtist", { count: "exact", page: { skip: 0, limit: 200 } }, t.adminToken);
    expect(r.body.total).toBe(80);
    const fan = (r.body.data as Row[]).find((a) => a.name === "范宽");
    expect(fan).toMatchObject({ age: "NORTHERN_SONG", courtesyName: "中立", workCount: 2 });
    const dicts = (await t.rpc("BaseServiceAdmin/getDicts", {}, t.adminToken)).body.dicts as Record<string, { items: Row[] }>;
    expect(dicts.artist?.items).toHaveLength(80);
    expect(dicts.artist?.items).toContainEqual({ value: String(fan?.Id), label: "范宽（北宋）" });
  });

  it("120 works: 溪山行旅图 as catalogued, 千里江山图 a handscroll 51.5 × 1191.5; the publish mix; counts agree", async () => {
    const body = await list("listPaintingWork");
    expect(body.total).toBe(120);
    const rows = body.data as Row[];
    expect(rows.find((w) => w.title === "溪山行旅图")).toMatchObject({ age: "NORTHERN_SONG", material: "SILK", media: "QIAN_SHESE", form: "lizhou", heightCm: 206.3, widthCm: 103.3, publishState: "online" });
    expect(rows.find((w) => w.title === "千里江山图")).toMatchObject({ form: "shoujuan", heightCm: 51.5, widthCm: 1191.5 });
    const states = rows.reduce<Record<string, number>>((m, w) => ({ ...m, [String(w.publishState)]: (m[String(w.publishState)] ?? 0) + 1 }), {});
    expect(states).toEqual({ online: 90, draft: 20, offline: 10 });
    const byArtist = await t.server.deps.db.selectFrom("painting_work").select(["artistId"]).where("deleted", "=", 0).execute();
    const artistRows = await t.server.deps.db.selectFrom("ancient_artist").select(["Id", "workCount"]).execute();
    for (const a of artistRows) expect(Number(a.workCount)).toBe(byArtist.filter((w) => Number(w.artistId) === Number(a.Id)).length);
  });

  it("150 index entries (80 京1, 40 沪1, 30 辽1); every matched entry and its work point at each other", async () => {
    const body = await list("listAncientIndexEntry");
    expect(body.total).toBe(150);
    const rows = body.data as Row[];
    expect(["京1", "沪1", "辽1"].map((p) => rows.filter((e) => String(e.catalogueCode).startsWith(`${p}-`)).length)).toEqual([80, 40, 30]);
    const matched = rows.filter((e) => e.matchState === "matched");
    expect(matched.length).toBeGreaterThanOrEqual(40);
    for (const e of matched) {
      const work = (await t.rpc("SuhaServiceAdmin/getPaintingWork", { Id: e.workId }, t.adminToken)).body.data as Row;
      expect(work.indexEntryId).toBe(e.Id);
      expect(String(e.title).startsWith(String(work.title))).toBe(true);
    }
    expect(rows.filter((e) => e.matchState === "noHd").length).toBe(30);
  });

  it("a second database gets the same rows", async () => {
    const other = await createTestServer(kind, { seed: "none" });
    try {
      await runSeeds(other);
      const strip = (rows: Row[]) => rows.map(({ Id, title, artistId, viewCount, accessLevel }) => ({ Id, title, artistId, viewCount, accessLevel }));
      const mine = (await list("listPaintingWork")).data as Row[];
      const theirs = (await other.rpc("SuhaServiceAdmin/listPaintingWork", { page: { skip: 0, limit: 500 } }, other.adminToken)).body.data as Row[];
      expect(strip(theirs)).toEqual(strip(mine));
    } finally {
      await other.close();
    }
  });
});
