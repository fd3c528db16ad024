/**
 * 古代书画家 (content.md §3.3, §3.4, §14.3): the generated dictionary `artist` and its version, 合并重复 (also
 * under concurrency), and an artist's works for users with artist rights only — on both databases.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { suhaCalls, type Rec } from "./suhaFixture";

describeEachDb("古代书画家", (kind) => {
  let t: TestServer;
  let s: ReturnType<typeof suhaCalls>;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    s = suhaCalls(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const merge = (dup: Rec, survivorId: number) => s.artistSvc("mergeAncientArtist", { Id: dup.Id, utime: dup.utime, data: { survivorId } });
  const liveWorksOfDeleted = async () => {
    const rows = await t.server.deps.db.selectFrom("painting_work as w").innerJoin("ancient_artist as a", "a.Id", "w.artistId")
      .select("w.Id").where("a.deleted", "=", 1).execute();
    return rows.length;
  };

  it("every create, update and delete rebuilds the dictionary artist (Id → 姓名（朝代）) with a newer version", async () => {
    const before = await s.artistDict();
    const a = await s.artist({ name: "范宽测", age: "NORTHERN_SONG" });
    const afterCreate = await s.artistDict(before?.version);
    expect(afterCreate?.version).toBeGreaterThan(before?.version ?? 0);
    expect(afterCreate?.items).toContainEqual({ value: String(a.Id), label: "范宽测（北宋）" });
    expect(await s.artistDict(afterCreate?.version)).toBeUndefined();
    s.ok(await s.artistSvc("updateAncientArtist", { Id: a.Id, utime: a.utime, data: { name: "范中正测" } }));
    const afterUpdate = await s.artistDict(afterCreate?.version);
    expect(afterUpdate?.version).toBeGreaterThan(afterCreate?.version as number);
    expect(afterUpdate?.items).toContainEqual({ value: String(a.Id), label: "范中正测（北宋）" });
    const current = await s.getArtist(a.Id);
    s.ok(await s.artistSvc("deleteAncientArtist", { Id: a.Id, utime: current.utime }));
    const afterDelete = await s.artistDict(afterUpdate?.version);
    expect(afterDelete?.items.map((i) => i.value)).not.toContain(String(a.Id));
  });

  it("parallel creates: every artist is in the dictionary; a name is unique within its 朝代", async () => {
    const made = await Promise.all(Array.from({ length: 8 }, (_, i) => s.artist({ name: `并发书家${i}`, age: "MING" })));
    const dict = await s.artistDict();
    for (const a of made) expect(dict?.items.map((i) => i.value)).toContain(String(a.Id));
    const dup = await s.artistSvc("createAncientArtist", { data: { name: "并发书家0", age: "MING" } });
    expect(dup.body).toMatchObject({ code: 6, message: "同一朝代已有书画家「并发书家0」，重复的请用「合并重复」" });
    s.ok(await s.artistSvc("createAncientArtist", { data: { name: "并发书家0", age: "QING" } }));
  });

  it("合并重复 moves works and co-authorships to the survivor, keeps the name as an alias, deletes the duplicate", async () => {
    const keep = await s.artist({ name: "王蒙测", aliases: ["黄鹤山樵"] });
    const dup = await s.artist({ name: "王叔明测", aliases: ["香光居士"] });
    const other = await s.artist();
    await s.work(dup.Id);
    await s.work(dup.Id);
    const co = await s.work(other.Id, { coArtistIds: [dup.Id] });
    await s.work(keep.Id);
    const merged = (s.ok(await merge(await s.getArtist(dup.Id), keep.Id)) as unknown as Rec[])[0];
    expect(merged).toMatchObject({ Id: keep.Id, workCount: 3, aliases: ["黄鹤山樵", "王叔明测", "香光居士"] });
    expect((await s.artistSvc("getAncientArtist", { Id: dup.Id })).body.code).toBe(5);
    expect((await s.getWork(co.Id)).coArtistIds).toEqual([keep.Id]);
    expect((await s.artistDict())?.items.map((i) => i.value)).not.toContain(String(dup.Id));
    expect(await liveWorksOfDeleted()).toBe(0);
    const self = await merge(await s.getArtist(keep.Id), keep.Id);
    expect(self.body).toMatchObject({ code: 3, message: "不能把书画家合并到自己" });
  });

  it("merges under concurrency: A→B with B→A, and a chain, never leave a work with a deleted artist", async () => {
    const a = await s.artist();
    const b = await s.artist();
    await s.work(a.Id);
    await s.work(b.Id);
    const [ra, rb] = [await s.getArtist(a.Id), await s.getArtist(b.Id)];
    const answers = await Promise.all([merge(ra, b.Id), merge(rb, a.Id)]);
    expect(answers.filter((r) => r.body.code === "SUCCESS")).toHaveLength(1);
    expect(answers.filter((r) => r.body.code !== "SUCCESS").map((r) => r.body.code)).toEqual([expect.any(Number)]);
    const survivor = answers.find((r) => r.body.code === "SUCCESS")?.body.data as Rec[];
    expect((await s.getArtist(survivor[0]?.Id as number)).workCount).toBe(2);

    const chain = await Promise.all(Array.from({ length: 5 }, () => s.artist()));
    for (const c of chain) await s.work(c.Id);
    const rows = await Promise.all(chain.map((c) => s.getArtist(c.Id)));
    await Promise.all(rows.slice(0, -1).map((r, i) => merge(r, (chain[i + 1] as Rec).Id)));
    expect(await liveWorksOfDeleted()).toBe(0);
    const alive = (await Promise.all(chain.map((c) => s.artistSvc("getAncientArtist", { Id: c.Id })))).filter((r) => r.body.code === "SUCCESS");
    expect(alive.length).toBeGreaterThanOrEqual(1);
    const counted = alive.reduce((sum, r) => sum + Number((r.body.data as Rec).workCount), 0);
    expect(counted).toBe(5);
  });

  it("listArtistWorks: R(artist) alone lists an artist's works (as author or co-author), not the library; no artist right, no list", async () => {
    const a = await s.artist();
    const other = await s.artist();
    const w1 = await s.work(a.Id, { title: "甲图" });
    await s.work(other.Id, { title: "乙图", coArtistIds: [a.Id] });
    await s.work(other.Id, { title: "丙图" });
    const reader = await makeUser(t, `artist_reader_${kind}`, "editor", { artist: "READ" });
    const list = await s.artistSvc("listArtistWorks", { cond: { jsonq: JSON.stringify({ artistId: a.Id }) } }, reader.token);
    expect(list.body).toMatchObject({ code: "SUCCESS", total: 2 });
    expect((list.body.data as Rec[]).map((r) => r.title)).toEqual(["乙图", "甲图"].sort((x, y) => x.localeCompare(y, "zh-Hans-CN")));
    expect(list.body.data).toContainEqual(expect.objectContaining({ workType: "suha", workId: w1.Id, Id: w1.Id * 2, publishState: "draft", hdCount: 0 }));
    const filtered = await s.artistSvc("listArtistWorks", { cond: { jsonq: JSON.stringify({ artistId: a.Id, title: "甲" }) } }, reader.token);
    expect(filtered.body.total).toBe(1);
    expect((await s.suhaSvc("listPaintingWork", {}, reader.token)).body.code).toBe(7);
    const noArtistId = await s.artistSvc("listArtistWorks", {}, reader.token);
    expect(noArtistId.body).toMatchObject({ code: 3, message: "请提供书画家（artistId）" });
    const stranger = await makeUser(t, `suha_only_${kind}`, "editor", { suha: "WRITE" });
    expect((await s.artistSvc("listArtistWorks", { cond: { jsonq: JSON.stringify({ artistId: a.Id }) } }, stranger.token)).body.code).toBe(7);
  });
});
