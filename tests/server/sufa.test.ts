import { afterAll, beforeAll, expect, it } from "vitest";
import { hdImage } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Rec = Record<string, unknown> & { Id: number; utime: number };

/** The calligraphy library's rules (content.md §2): 上架 checks, deletion while online, glyph review and counts, the hot list's order. */
describeEachDb("calligraphy library", (kind) => {
  let t: TestServer;
  let n = 0;
  const sufa = (m: string, p: Record<string, unknown>) => t.rpc(`SufaServiceAdmin/${m}`, p, t.adminToken);
  const ok = async (service: string, m: string, p: Record<string, unknown>): Promise<Rec> => {
    const r = await t.rpc(`${service}/${m}`, p, t.adminToken);
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS" });
    return (Array.isArray(r.body.data) ? r.body.data[0] : r.body.data) as Rec;
  };
  const get = (m: string, Id: number) => ok("SufaServiceAdmin", m, { Id });
  const artist = (name: string) => ok("ArtistServiceAdmin", "createAncientArtist", { data: { name, age: "TANG" } });
  const work = async (over: Record<string, unknown> = {}) => {
    n += 1;
    return ok("SufaServiceAdmin", "createCalligraphyWork", { data: {
      title: `测试法帖${n}`, attribution: "confirmed", age: "TANG", script: "kai", carrier: "moji", accessLevel: "free",
      cover: "https://static.moyuan.example/sufa/cover/t.jpg", ...over,
    } });
  };
  /** An HD image of the work (written as the HD library writes it: tile status is the server's). */
  const image = async (workId: number, tileStatus: string, deleted = false) => {
    n += 1;
    await insertSeed(t.server.deps.db as unknown as Tx, hdImage, {
      title: `测试图${n}`, code: `HD-9${String(n).padStart(5, "0")}`, subjectType: "sufa", subjectId: workId, pageNo: 1, version: "原始扫描",
      masterFile: "shiy/test.tif", tileStatus, accessLevel: "free", license: "publicDomain", publishState: "draft", deleted,
    }, t.clock.now);
  };

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("上架 refuses a work without its 书家 or cover, and a 会员 work until it has a ready HD image; the first 上架 stamps publishedAt, 重新上架 keeps it", async () => {
    const wang = await artist("欧阳询");
    const bare = await work({ cover: null });
    let r = await sufa("publishCalligraphyWork", { Id: bare.Id, utime: bare.utime });
    expect(r.body.code).toBe(9);
    expect(String(r.body.message)).toBe(`书法作品「${String(bare.title)}」不能上架：请先填写书家、封面`);
    expect((await get("getCalligraphyWork", bare.Id)).publishState).toBe("draft");

    const vip = await work({ artistId: wang.Id, accessLevel: "vip" });
    r = await sufa("publishCalligraphyWork", { Id: vip.Id, utime: vip.utime });
    expect(String(r.body.message)).toContain("为会员作品，须有切片已就绪的高清图才能上架");
    await image(vip.Id, "queued");
    await image(vip.Id, "ready", true);
    r = await sufa("publishCalligraphyWork", { Id: vip.Id });
    expect(r.body.code, "a queued image, or a deleted ready one, does not count").toBe(9);
    await image(vip.Id, "ready");
    t.clock.advance(1000);
    const online = await ok("SufaServiceAdmin", "publishCalligraphyWork", { Id: vip.Id });
    expect(online).toMatchObject({ publishState: "online", publishedAt: t.clock.now, republishedAt: null });
    const first = online.publishedAt;

    await ok("SufaServiceAdmin", "unpublishCalligraphyWork", { Id: vip.Id });
    t.clock.advance(5000);
    const again = await ok("SufaServiceAdmin", "republishCalligraphyWork", { Id: vip.Id });
    expect(again).toMatchObject({ publishState: "online", publishedAt: first, republishedAt: t.clock.now });
  });

  it("an online work cannot be deleted (下架 first); offline it is soft-deleted and leaves the list", async () => {
    const a = await artist("柳公权");
    const w = await work({ artistId: a.Id });
    const on = await ok("SufaServiceAdmin", "publishCalligraphyWork", { Id: w.Id });
    const r = await sufa("deleteCalligraphyWork", { Id: w.Id, utime: on.utime });
    expect(r.body.code).toBe(9);
    expect(String(r.body.message)).toBe(`书法作品「${String(w.title)}」已上架，请先下架再删除`);
    const off = await ok("SufaServiceAdmin", "unpublishCalligraphyWork", { Id: w.Id });
    expect((await sufa("deleteCalligraphyWork", { Id: w.Id, utime: off.utime })).body.code).toBe("SUCCESS");
    const list = await sufa("listCalligraphyWork", { cond: { jsonq: JSON.stringify({ title: String(w.title) }) } });
    expect(list.body.total).toBe(0);
  });

  it("an ancient artist's 作品数 counts calligraphy works: new ones, moved ones and deleted ones, also when written at once", async () => {
    const [yan, liu] = await Promise.all([artist("颜真卿（计数）"), artist("柳公权（计数）")]);
    const works = await Promise.all([1, 2, 3, 4].map(() => work({ artistId: yan.Id })));
    expect((await ok("ArtistServiceAdmin", "getAncientArtist", { Id: yan.Id })).workCount).toBe(4);
    const moved = works[0] as Rec;
    await ok("SufaServiceAdmin", "updateCalligraphyWork", { Id: moved.Id, utime: moved.utime, data: { artistId: liu.Id } });
    const gone = works[1] as Rec;
    await ok("SufaServiceAdmin", "deleteCalligraphyWork", { Id: gone.Id, utime: gone.utime });
    expect((await ok("ArtistServiceAdmin", "getAncientArtist", { Id: yan.Id })).workCount).toBe(2);
    expect((await ok("ArtistServiceAdmin", "getAncientArtist", { Id: liu.Id })).workCount).toBe(1);
  });

  it("a contributor counts the works that name it", async () => {
    const c = await ok("ArtistServiceAdmin", "createContributor", { data: { name: "测试出版社", type: "publisher", license: "nonExclusive" } });
    const w1 = await work({ contributorId: c.Id });
    await work({ contributorId: c.Id });
    expect((await ok("ArtistServiceAdmin", "getContributor", { Id: c.Id })).workCount).toBe(2);
    await ok("SufaServiceAdmin", "updateCalligraphyWork", { Id: w1.Id, utime: w1.utime, data: { contributorId: null } });
    expect((await ok("ArtistServiceAdmin", "getContributor", { Id: c.Id })).workCount).toBe(1);
  });

  it("a glyph's region is whole pixels at least 8 × 8; script and 书家 come from the work; the codepoint from the character", async () => {
    const yan = await artist("颜真卿");
    const w = await work({ artistId: yan.Id, script: "xing" });
    for (const [region, message] of [
      [{ x: 1, y: 2, w: 7, h: 40 }, "区域宽和高都不能小于 8 像素"],
      [{ x: -1, y: 2, w: 40, h: 40 }, "区域须为 {x, y, w, h} 四个非负整数像素值"],
      [{ x: 1, y: 2, w: 40 }, "区域须为 {x, y, w, h} 四个非负整数像素值"],
    ] as const) {
      const r = await sufa("createGlyph", { data: { char: "永", workId: w.Id, region } });
      expect(r.body.code, JSON.stringify(region)).toBe(3);
      expect(r.body.message).toBe(message);
    }
    const bad = await sufa("createGlyph", { data: { char: "ab", workId: w.Id, region: { x: 0, y: 0, w: 8, h: 8 } } });
    expect(String(bad.body.message)).toContain("字必须是一个汉字");
    const g = await ok("SufaServiceAdmin", "createGlyph", { data: { char: "蘭", standardChar: "兰", workId: w.Id, region: { x: 0, y: 0, w: 8, h: 8 } } });
    expect(g).toMatchObject({ codepoint: "U+862D", script: "xing", artistId: yan.Id, verifyState: "unverified" });
    expect((await sufa("listGlyph", { cond: { jsonq: JSON.stringify({ Id: g.Id, verifyState: "unverified" }) } })).body.total).toBe(1);
  });

  it("review: 确认 counts toward the work's glyphCount, 驳回 needs a reason, 改字 puts a verified glyph back to 待校对", async () => {
    const w = await work();
    const g = await ok("SufaServiceAdmin", "createGlyph", { data: { char: "之", workId: w.Id, region: { x: 10, y: 10, w: 60, h: 60 } } });
    const v = await ok("SufaServiceAdmin", "verifyGlyph", { Id: g.Id, utime: g.utime });
    expect(v).toMatchObject({ verifyState: "verified", verifiedBy: "admin" });
    expect((await get("getCalligraphyWork", w.Id)).glyphCount).toBe(1);
    const edited = await ok("SufaServiceAdmin", "updateGlyph", { Id: v.Id, utime: v.utime, data: { char: "乏" } });
    expect(edited).toMatchObject({ verifyState: "unverified", verifiedBy: null, verifiedAt: null });
    expect((await get("getCalligraphyWork", w.Id)).glyphCount).toBe(0);
    const noReason = await sufa("rejectGlyph", { Id: g.Id, data: {} });
    expect(noReason.body.code).toBe(3);
    expect((await get("getGlyph", g.Id)).verifyState).toBe("unverified");
    const rejected = await ok("SufaServiceAdmin", "rejectGlyph", { Id: g.Id, data: { reason: "recognition", note: "应为「之」" } });
    expect(rejected).toMatchObject({ verifyState: "rejected", rejectReason: "recognition", rejectNote: "应为「之」" });
    const back = await ok("SufaServiceAdmin", "restoreGlyph", { Id: g.Id });
    expect(back).toMatchObject({ verifyState: "unverified", rejectReason: null });
  });

  it("concurrent reviews: of N 确认 of one glyph at one version exactly one goes through; N glyphs confirmed at once all count", async () => {
    const w = await work();
    const glyphs: Rec[] = [];
    for (const ch of "永和九年岁在癸丑") glyphs.push(await ok("SufaServiceAdmin", "createGlyph", { data: { char: ch, workId: w.Id, region: { x: 0, y: 0, w: 32, h: 32 } } }));
    const [first] = glyphs as [Rec];
    const same = await Promise.all(Array.from({ length: 6 }, () => sufa("verifyGlyph", { Id: first.Id, utime: first.utime })));
    expect(same.filter((r) => r.body.code === "SUCCESS")).toHaveLength(1);
    for (const r of same.filter((x) => x.body.code !== "SUCCESS")) expect([9, 10]).toContain(r.body.code);
    const rest = await Promise.all(glyphs.slice(1).map((g) => sufa("verifyGlyph", { Id: g.Id, utime: g.utime })));
    expect(rest.every((r) => r.body.code === "SUCCESS"), JSON.stringify(rest.map((r) => r.body.message))).toBe(true);
    expect((await get("getCalligraphyWork", w.Id)).glyphCount).toBe(glyphs.length);
    const changes = await t.server.deps.db.selectFrom("data_change").select("Id").where("method", "=", "verifyGlyph").where("recordId", "=", first.Id).execute();
    expect(changes).toHaveLength(1);
  });

  it("hot list: one entry per artist and section, new entries go last, 调整位置 renumbers the section 1…n, also under concurrent moves", async () => {
    const names = ["王羲之", "怀素", "苏轼", "黄庭坚", "米芾"];
    const artists: Rec[] = [];
    for (const name of names) artists.push(await artist(name));
    const entries: Rec[] = [];
    for (const a of artists) entries.push(await ok("SuhaServiceAdmin", "createHotArtist", { data: { section: "sufa", artistId: a.Id, enabled: true } }));
    expect(entries.map((e) => e.sort)).toEqual([1, 2, 3, 4, 5]);
    const dup = await t.rpc("SuhaServiceAdmin/createHotArtist", { data: { section: "sufa", artistId: artists[0]?.Id } }, t.adminToken);
    expect(dup.body).toMatchObject({ code: 3, message: "该书画家已在此栏目的热门列表中" });
    expect((await ok("SuhaServiceAdmin", "createHotArtist", { data: { section: "suha", artistId: artists[0]?.Id } })).sort).toBe(1);

    const last = entries[4] as Rec;
    await ok("SuhaServiceAdmin", "moveHotArtist", { Id: last.Id, utime: last.utime, data: { position: 1 } });
    const order = async () => {
      const r = await t.rpc("SuhaServiceAdmin/listHotArtist", { cond: { jsonq: JSON.stringify({ section: "sufa" }) }, sort: { by: "sort", asc: true } }, t.adminToken);
      return (r.body.data as Rec[]).map((e) => [e.artistId, e.sort]);
    };
    expect(await order()).toEqual([[artists[4]?.Id, 1], [artists[0]?.Id, 2], [artists[1]?.Id, 3], [artists[2]?.Id, 4], [artists[3]?.Id, 5]]);

    const fresh = (await t.rpc("SuhaServiceAdmin/listHotArtist", { cond: { jsonq: JSON.stringify({ section: "sufa" }) } }, t.adminToken)).body.data as Rec[];
    const moves = await Promise.all(fresh.map((e, i) => t.rpc("SuhaServiceAdmin/moveHotArtist", { Id: e.Id, utime: e.utime, data: { position: 5 - i } }, t.adminToken)));
    expect(moves.some((r) => r.body.code === "SUCCESS")).toBe(true);
    for (const r of moves) expect(["SUCCESS", 10]).toContain(r.body.code);
    const sorts = (await order()).map(([, s]) => s);
    expect(sorts, "whatever won, the section is numbered 1…5 without gaps or twins").toEqual([1, 2, 3, 4, 5]);
  });

  it("范文: the server counts Han characters and the coverage by the recommended 书家's verified glyphs", async () => {
    const a = await artist("赵孟頫");
    const w = await work({ artistId: a.Id });
    for (const ch of "春眠") {
      const g = await ok("SufaServiceAdmin", "createGlyph", { data: { char: ch, workId: w.Id, region: { x: 0, y: 0, w: 32, h: 32 } } });
      await ok("SufaServiceAdmin", "verifyGlyph", { Id: g.Id });
    }
    const ex = await ok("SufaServiceAdmin", "createExampleText", { data: { title: "春晓", genre: "poem", content: "春眠不觉晓，处处闻啼鸟。", recommendedArtistId: a.Id } });
    expect(ex).toMatchObject({ charCount: 10, coverage: 22.2, missingChars: "不觉晓处闻啼鸟" });
    const bad = await sufa("createExampleText", { data: { title: "英文", genre: "other", content: "Hello 世界" } });
    expect(bad.body).toMatchObject({ code: 3, message: "正文只能包含汉字和标点" });
  });
});
