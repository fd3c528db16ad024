/**
 * Relics, Western art, books and photos (content.md §4–§6) on both databases: the census fields'
 * Chinese refusals, 总登记号 unique within a holder (also under concurrent creates), the §0.4 publish
 * rules (a 会员 record needs a ready HD image of its own; publishedAt kept, republishedAt stamped; an
 * online record is not deleted), the generated `westArtist` dictionary following artist changes with a
 * new version, workCount following works, ISBN check digits and photo coordinates.
 */
import { byCatalogue } from "../../server/platform/db/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hdImage } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import { createTestServer, describeEachDb, type RpcAnswer, type TestServer } from "./harness";

type Rec = Record<string, unknown> & { Id: number; utime: number };

describeEachDb("relics, Western art, books and photos", (kind) => {
  let t: TestServer;
  let serial = 0;
  let museumA = 0;
  let museumB = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    museumA = ok(await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "样例博物馆甲" } }, t.adminToken), "museum").Id;
    museumB = ok(await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "样例博物馆乙" } }, t.adminToken), "museum").Id;
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.server.deps.db;
  function ok(r: RpcAnswer, what: string): Rec {
    expect(r.body.code, `${what}: ${String(r.body.message)}`).toBe("SUCCESS");
    return r.body.data as Rec;
  }
  const first = (r: RpcAnswer, what: string) => (ok(r, what) as unknown as Rec[])[0] as Rec;
  const call = (service: string, method: string, payload: Record<string, unknown>) => t.rpc(`${service}/${method}`, payload, t.adminToken);
  const W = (m: string, p: Record<string, unknown>) => call("WenwuServiceAdmin", m, p);

  const relicData = (over: Record<string, unknown> = {}) => ({
    name: `西周青铜簋 ${(serial += 1)}`, museumId: museumA, category: "bronze", age: "WESTERN_ZHOU", materialClass: "singleInorganic",
    material: "青铜", quantity: 1, countUnit: "piece", dimensionsText: "通高23厘米，口径20厘米", level: "first", completeness: "complete",
    accessLevel: "free", description: "<p>器身饰窃曲纹。</p>", ...over,
  });
  const relic = async (over: Record<string, unknown> = {}) => ok(await W("createRelic", { data: relicData(over) }), "createRelic");
  const rowOf = (table: string, Id: number) => byCatalogue(db()).selectFrom(table).selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const changesOf = (resource: string, Id: number) => db().selectFrom("data_change").select("Id").where("resource", "=", resource).where("recordId", "=", Id).execute();
  const image = (subjectType: string, subjectId: number, tileStatus: string) => insertSeed(db() as unknown as Tx, hdImage, {
    title: `${subjectType} ${subjectId} 正面`, subjectType, subjectId, pageNo: 1, version: "HD", masterFile: "shiy/hd/x.tif",
    accessLevel: "free", license: "internal", tileStatus, deleted: false,
  }, t.clock.now);

  describe("relic registration", () => {
    it("refuses a grade, a category or a census number outside the census lists, in Chinese, writing nothing", async () => {
      const before = (await db().selectFrom("relic").select("Id").execute()).length;
      const grade = await W("createRelic", { data: relicData({ level: "特级" }) });
      expect(grade.body).toMatchObject({ code: 3, message: expect.stringContaining("文物级别不是可选的值") });
      const category = await W("createRelic", { data: relicData({ category: "青铜" }) });
      expect(category.body).toMatchObject({ code: 3, message: expect.stringContaining("文物类别不是可选的值") });
      const census = await W("createRelic", { data: relicData({ censusNo: "11010100000000000123" }) });
      expect(census.body).toMatchObject({ code: 3, message: expect.stringContaining("普查登记号应为 21 位数字") });
      const set = await W("createRelic", { data: relicData({ countUnit: "set" }) });
      expect(set.body).toMatchObject({ code: 3, message: "以「套」计的文物须填写实际数量（一套多件的件数）" });
      expect((await db().selectFrom("relic").select("Id").execute()).length).toBe(before);
    });

    it("keeps 总登记号 unique within a holder, not across holders; of concurrent creates exactly one wins", async () => {
      const a = await relic({ registryNo: "总000101" });
      const twice = await W("createRelic", { data: relicData({ registryNo: "总000101" }) });
      expect(twice.body).toMatchObject({ code: 3, message: `样例博物馆甲已有总登记号为「总000101」的文物「${String(a.name)}」` });
      await relic({ registryNo: "总000101", museumId: museumB });
      const race = await Promise.all([1, 2, 3, 4].map(() => W("createRelic", { data: relicData({ registryNo: "总000202" }) })));
      expect(race.filter((r) => r.body.code === "SUCCESS")).toHaveLength(1);
      const rows = await db().selectFrom("relic").select("Id").where("registryNo", "=", "总000202").execute();
      expect(rows).toHaveLength(1);
    });

    it("starts as a draft with no images (hdCount 0), and a list filters by grade and period", async () => {
      const r = await relic({ level: "third", age: "TANG" });
      expect(r).toMatchObject({ publishState: "draft", hdCount: 0, publishedAt: null, museumName: "样例博物馆甲" });
      const list = ok(await W("listRelic", { cond: { jsonq: JSON.stringify({ level: "third", age: "TANG" }) } }), "list") as unknown as Rec[];
      expect(list.map((x) => x.Id)).toContain(r.Id);
      expect(list.every((x) => x.level === "third" && x.age === "TANG")).toBe(true);
    });
  });

  describe("publish (§0.4)", () => {
    it("上架 of a 会员 relic needs an HD image of its own with ready tiles; nothing changes on a refusal", async () => {
      const r = await relic({ accessLevel: "vip" });
      await image("wenwu", r.Id, "queued");
      const refused = await W("publishRelic", { Id: r.Id });
      expect(refused.body).toMatchObject({ code: 9, message: expect.stringContaining("切片已就绪的高清图（访问级别为「会员」的条目必须有）") });
      expect(await rowOf("relic", r.Id)).toMatchObject({ publishState: "draft", publishedAt: null });
      await image("westart", r.Id, "ready"); // another library's record of the same Id does not count
      expect((await W("publishRelic", { Id: r.Id })).body.code).toBe(9);
      await image("wenwu", r.Id, "ready");
      const online = first(await W("publishRelic", { Id: r.Id }), "上架");
      expect(online.publishState).toBe("online");
      expect(typeof online.publishedAt).toBe("number");
    });

    it("a free relic goes on line without images but not without its 简介; re-上架 keeps publishedAt and stamps republishedAt", async () => {
      const bare = await relic({ description: null });
      expect((await W("publishRelic", { Id: bare.Id })).body).toMatchObject({ code: 9, message: `文物「${String(bare.name)}」还不能上架，缺少：简介` });
      const r = await relic();
      const online = first(await W("publishRelic", { Id: r.Id }), "上架");
      t.clock.advance(60_000);
      first(await W("unpublishRelic", { Id: r.Id }), "下架");
      t.clock.advance(60_000);
      const again = first(await W("republishRelic", { Id: r.Id }), "重新上架");
      expect(again.publishedAt).toBe(online.publishedAt);
      expect(again.republishedAt).toBeGreaterThan(Number(online.publishedAt));
    });

    it("an online relic is not deleted (下架 first); an offline one is soft-deleted", async () => {
      const r = first(await W("publishRelic", { Id: (await relic()).Id }), "上架");
      const refused = await W("deleteRelic", { Id: r.Id });
      expect(refused.body).toMatchObject({ code: 9, message: `文物「${String(r.name)}」已上架，请先下架再删除` });
      first(await W("unpublishRelic", { Id: r.Id }), "下架");
      ok(await W("deleteRelic", { Id: r.Id }), "delete");
      expect(Number((await rowOf("relic", r.Id)).deleted)).toBe(1);
    });

    it("of two concurrent 上架 of one relic exactly one succeeds, with one change record", async () => {
      const r = await relic();
      const before = (await changesOf("relic", r.Id)).length;
      const both = await Promise.all([W("publishRelic", { Id: r.Id }), W("publishRelic", { Id: r.Id })]);
      expect(both.filter((x) => x.body.code === "SUCCESS")).toHaveLength(1);
      expect((await changesOf("relic", r.Id)).length).toBe(before + 1);
    });

    it("a book goes on line with a page, a photo with its picture", async () => {
      const b = ok(await call("OthersServiceAdmin", "createBook", { data: { title: "林泉高致", bookType: "guji", viewingDirection: "right-to-left", cover: "category/book/1.jpg", accessLevel: "free" } }), "book");
      expect((await call("OthersServiceAdmin", "publishBook", { Id: b.Id })).body).toMatchObject({ code: 9, message: "图书「林泉高致」还不能上架，缺少：书页（至少 1 张高清图）" });
      await image("book", b.Id, "none");
      expect(first(await call("OthersServiceAdmin", "publishBook", { Id: b.Id }), "上架").publishState).toBe("online");
      const p = ok(await call("OthersServiceAdmin", "createPhoto", { data: { title: "应县木塔", subject: "architecture", license: "licensed", accessLevel: "free" } }), "photo");
      expect((await call("OthersServiceAdmin", "publishPhoto", { Id: p.Id })).body).toMatchObject({ code: 9, message: "照片「应县木塔」还不能上架，缺少：高清图" });
    });
  });

  describe("Western artists and works", () => {
    const A = (m: string, p: Record<string, unknown>) => call("ArtistServiceAdmin", m, p);
    const WW = (m: string, p: Record<string, unknown>) => call("WestartServiceAdmin", m, p);
    type Dict = { version: number; items: { value: string; label: string }[] };
    const dictNow = async (cached: Record<string, unknown> = {}) => {
      const answer = await t.rpc("BaseServiceAdmin/getDicts", { dictVersion: cached }, t.adminToken);
      expect(answer.body.code).toBe("SUCCESS");
      return answer.body.dicts as Record<string, Dict | undefined>;
    };
    const artist = async (nameZh: string, nameOriginal: string) => ok(await A("createWesternArtist", { data: { nameZh, nameOriginal } }), "artist");

    it("every artist change rebuilds the westArtist dictionary with a new version; consoles with the old one get it", async () => {
      const start = (await dictNow()).westArtist;
      t.clock.advance(1000);
      const monet = await artist("莫奈", "Claude Monet");
      const after = (await dictNow({ westArtist: start?.version ?? null })).westArtist;
      expect(after?.version).toBeGreaterThan(Number(start?.version ?? 0));
      expect(after?.items).toContainEqual({ value: String(monet.Id), label: "莫奈" });
      // A console holding the current version is sent nothing new.
      expect((await dictNow({ westArtist: after?.version ?? null })).westArtist).toBeUndefined();
      t.clock.advance(1000);
      ok(await A("updateWesternArtist", { Id: monet.Id, utime: monet.utime, data: { nameZh: "克劳德·莫奈" } }), "rename");
      const renamed = (await dictNow()).westArtist;
      expect(renamed?.version).toBeGreaterThan(Number(after?.version));
      expect(renamed?.items).toContainEqual({ value: String(monet.Id), label: "克劳德·莫奈" });
      t.clock.advance(1000);
      ok(await A("deleteWesternArtist", { Id: monet.Id }), "delete");
      expect((await dictNow()).westArtist?.items.map((i) => i.value)).not.toContain(String(monet.Id));
    });

    it("concurrent creates of artists all land in the dictionary", async () => {
      const made = await Promise.all(["乔托", "马萨乔", "曼特尼亚"].map((n, i) => A("createWesternArtist", { data: { nameZh: n, nameOriginal: `Painter ${i}` } })));
      const ids = made.map((m) => String(ok(m, "artist").Id));
      const items = (await dictNow()).westArtist?.items.map((i) => i.value) ?? [];
      for (const id of ids) expect(items).toContain(id);
    });

    it("workCount follows the works; an artist with works is not deleted; years and medium are checked", async () => {
      const vermeer = await artist("维米尔", "Johannes Vermeer");
      const hals = await artist("哈尔斯", "Frans Hals");
      const work = ok(await WW("createWesternWork", { data: { title: "倒牛奶的女仆", titleOriginal: "The Milkmaid", artistId: vermeer.Id, medium: "OIL_CANVAS", accessLevel: "free", yearFrom: 1657, yearTo: 1658 } }), "work");
      expect(await rowOf("western_artist", vermeer.Id)).toMatchObject({ workCount: 1 });
      expect(work.artistName).toBe("维米尔");
      expect((await A("deleteWesternArtist", { Id: vermeer.Id })).body).toMatchObject({ code: 9, message: "艺术家「维米尔」还有 1 件作品，不能删除" });
      ok(await WW("updateWesternWork", { Id: work.Id, utime: work.utime, data: { artistId: hals.Id } }), "move");
      expect(await rowOf("western_artist", vermeer.Id)).toMatchObject({ workCount: 0 });
      expect(await rowOf("western_artist", hals.Id)).toMatchObject({ workCount: 1 });
      expect(await rowOf("western_work", work.Id)).toMatchObject({ artistName: "哈尔斯" });
      const halsNow = await rowOf("western_artist", hals.Id);
      ok(await A("updateWesternArtist", { Id: hals.Id, utime: Number(halsNow.utime), data: { nameZh: "弗兰斯·哈尔斯" } }), "rename");
      expect(await rowOf("western_work", work.Id)).toMatchObject({ artistName: "弗兰斯·哈尔斯" });
      const years = await WW("createWesternWork", { data: { title: "代尔夫特一景", titleOriginal: "View of Delft", artistId: vermeer.Id, medium: "OIL_CANVAS", accessLevel: "free", yearFrom: 1661, yearTo: 1660 } });
      expect(years.body).toMatchObject({ code: 3, message: "起始年（1661）不能晚于终止年（1660）" });
      const vip = ok(await WW("createWesternWork", { data: { title: "绘画艺术", titleOriginal: "The Art of Painting", artistId: vermeer.Id, medium: "OIL_CANVAS", accessLevel: "vip" } }), "vip work");
      expect((await WW("publishWesternWork", { Id: vip.Id })).body.code).toBe(9);
      await image("westart", vip.Id, "ready");
      expect(first(await WW("publishWesternWork", { Id: vip.Id }), "上架").publishState).toBe("online");
    });
  });

  describe("books and photos", () => {
    it("refuses an ISBN whose check digit is wrong and coordinates out of range", async () => {
      const data = { title: "中国画论类编", bookType: "research", viewingDirection: "left-to-right", cover: "category/book/2.jpg", accessLevel: "free" };
      const bad = await call("OthersServiceAdmin", "createBook", { data: { ...data, isbn: "9787102000001" } });
      expect(bad.body).toMatchObject({ code: 3, message: "ISBN「9787102000001」的校验位不正确" });
      ok(await call("OthersServiceAdmin", "createBook", { data: { ...data, isbn: "9787102000008" } }), "good isbn");
      const geo = await call("OthersServiceAdmin", "createPhoto", { data: { title: "莫高窟", subject: "grotto", license: "licensed", accessLevel: "free", geo: { lat: 140, lng: 94.8 } } });
      expect(geo.body).toMatchObject({ code: 3, message: "坐标应为 {lat, lng}：纬度 −90～90，经度 −180～180" });
    });
  });
});
