/**
 * 书画作品 and 古代书画索引 (content.md §3.1, §3.2, §0.4): 上架 rules, soft delete, co-authors, the
 * artists' work counts, index matching and its second right — on both databases.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { suhaCalls, type Rec } from "./suhaFixture";

describeEachDb("书画作品", (kind) => {
  let t: TestServer;
  let s: ReturnType<typeof suhaCalls>;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    s = suhaCalls(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const publish = async (w: Rec) => s.suhaSvc("publishPaintingWork", { Id: w.Id, data: {} });

  it("上架 needs a cover image, then (not free) a ready one; sets publishedAt once, republishedAt on return", async () => {
    const a = await s.artist();
    const w = await s.work(a.Id, { accessLevel: "vip" });
    const bare = await publish(w);
    expect(bare.body).toMatchObject({ code: 9 });
    expect(String(bare.body.message)).toContain("没有高清图作封面");
    await s.image("suha", w.Id, "queued");
    const queued = await publish(w);
    expect(String(queued.body.message)).toContain("非免费作品须有切片已就绪的高清图");
    expect((await s.getWork(w.Id)).publishState).toBe("draft");
    await s.image("suha", w.Id, "ready");
    const first = s.ok(await publish(w)) as unknown as Rec[];
    expect(first[0]).toMatchObject({ publishState: "online", publishedAt: t.clock.now, republishedAt: null });
    const firstAt = t.clock.now;
    t.clock.advance(60_000);
    s.ok(await s.suhaSvc("unpublishPaintingWork", { Id: w.Id, data: {} }));
    s.ok(await s.suhaSvc("republishPaintingWork", { Id: w.Id, data: {} }));
    expect(await s.getWork(w.Id)).toMatchObject({ publishState: "online", publishedAt: firstAt, republishedAt: t.clock.now });
  });

  it("a free work goes online with any image; without holder or source it is refused with both reasons", async () => {
    const a = await s.artist();
    const free = await s.work(a.Id);
    await s.image("suha", free.Id, "queued");
    s.ok(await publish(free));
    const orphan = await s.work(a.Id, { source: null });
    const r = await publish(orphan);
    expect(String(r.body.message)).toContain("缺少收藏单位或来源");
    expect(String(r.body.message)).toContain("没有高清图作封面");
  });

  it("an online work is not deleted (下架 first); an offline one is, and leaves the list", async () => {
    const a = await s.artist();
    const w = await s.work(a.Id);
    await s.image("suha", w.Id, "ready");
    s.ok(await publish(w));
    const online = await s.getWork(w.Id);
    const refused = await s.suhaSvc("deletePaintingWork", { Id: w.Id, utime: online.utime });
    expect(refused.body).toMatchObject({ code: 9, message: `书画作品「${String(w.title)}」已上架，请先下架再删除` });
    expect((await s.getWork(w.Id)).deleted).toBe(false);
    const off = (s.ok(await s.suhaSvc("unpublishPaintingWork", { Id: w.Id, data: {} })) as unknown as Rec[])[0] as Rec;
    s.ok(await s.suhaSvc("deletePaintingWork", { Id: w.Id, utime: off.utime }));
    expect((await s.suhaSvc("getPaintingWork", { Id: w.Id })).body.code).toBe(5);
  });

  it("refuses bad co-authors in Chinese and creates nothing", async () => {
    const a = await s.artist();
    const b = await s.artist();
    const before = (await s.suhaSvc("listPaintingWork", {})).body.total;
    const bad: [unknown, string][] = [
      [[b.Id, b.Id], "合作者不能重复"], [[a.Id], "合作者不能是作者本人"], [[999_999], "合作者不存在（Id 999999）"],
      [[1, 2, 3, 4, 5, 6], "合作者最多 5 位"], [{ id: b.Id }, "合作者必须是书画家 Id 的列表"],
    ];
    for (const [coArtistIds, message] of bad) {
      const r = await s.suhaSvc("createPaintingWork", { data: { title: "合作", artistId: a.Id, coArtistIds, attribution: "confirmed", age: "QING", category: "FIGURE", form: "lizhou", material: "SILK", accessLevel: "free" } });
      expect(r.body.code, JSON.stringify(coArtistIds)).toBe(3);
      expect(String(r.body.message)).toContain(message);
    }
    expect((await s.suhaSvc("listPaintingWork", {})).body.total).toBe(before);
  });

  it("keeps each artist's workCount: create, move to another artist, delete; parallel creates all counted", async () => {
    const a = await s.artist();
    const b = await s.artist();
    const works = await Promise.all(Array.from({ length: 6 }, () => s.work(a.Id)));
    expect((await s.getArtist(a.Id)).workCount).toBe(6);
    const moved = works[0] as Rec;
    s.ok(await s.suhaSvc("updatePaintingWork", { Id: moved.Id, utime: moved.utime, data: { artistId: b.Id } }));
    expect([(await s.getArtist(a.Id)).workCount, (await s.getArtist(b.Id)).workCount]).toEqual([5, 1]);
    const gone = works[1] as Rec;
    s.ok(await s.suhaSvc("deletePaintingWork", { Id: gone.Id, utime: gone.utime }));
    expect((await s.getArtist(a.Id)).workCount).toBe(4);
  });

  it("关联作品 writes the entry on the work and needs W(suha) too; 解除关联 clears both; 由索引创建作品 makes a draft", async () => {
    const a = await s.artist();
    const w = await s.work(a.Id);
    const entry = s.ok(await s.suhaSvc("createAncientIndexEntry", { data: { catalogueSource: "tumu", catalogueCode: `京1-${kind}1`, title: "测试图轴", artistText: "宋 测试", age: "NORTHERN_SONG", form: "lizhou", material: "SILK" } }));
    const indexer = await makeUser(t, `indexer_${kind}`, "editor", { suhaIndex: "WRITE", suha: "READ" });
    const denied = await s.suhaSvc("matchAncientIndexEntry", { Id: entry.Id, data: { workType: "suha", workId: w.Id } }, indexer.token);
    expect(denied.body).toMatchObject({ code: "PERMISSION_DENIED" });
    expect((await s.getWork(w.Id)).indexEntryId).toBeNull();
    const matched = (s.ok(await s.suhaSvc("matchAncientIndexEntry", { Id: entry.Id, data: { workType: "suha", workId: w.Id } })) as unknown as Rec[])[0];
    expect(matched).toMatchObject({ matchState: "matched", workType: "suha", workId: w.Id, artistId: a.Id });
    expect((await s.getWork(w.Id)).indexEntryId).toBe(entry.Id);
    s.ok(await s.suhaSvc("unmatchAncientIndexEntry", { Id: entry.Id, data: {} }));
    expect((await s.getWork(w.Id)).indexEntryId).toBeNull();
    const dup = await s.suhaSvc("createAncientIndexEntry", { data: { catalogueSource: "tumu", catalogueCode: `京1-${kind}1`, title: "重复" } });
    expect(dup.body.code).toBe(6);

    await t.rpc("SuhaServiceAdmin/updateAncientIndexEntry", { Id: entry.Id, utime: (s.ok(await s.suhaSvc("getAncientIndexEntry", { Id: entry.Id }))).utime, data: { artistId: a.Id } }, t.adminToken);
    const made = (s.ok(await s.suhaSvc("createWorkFromAncientIndexEntry", { Id: entry.Id, data: { category: "LANDSCAPE" } })) as unknown as Rec[])[0] as Rec;
    const work = await s.getWork(made.workId as number);
    expect(work).toMatchObject({ title: "测试图", artistId: a.Id, publishState: "draft", indexEntryId: entry.Id, category: "LANDSCAPE", form: "lizhou" });
  });
});
