/**
 * The HD library's rules on both databases: image codes never repeat even when created at once;
 * 上架 needs a ready tile pyramid; links to a subject (setSubjectImages: order, unlinking, hdCount,
 * last call wins whole under concurrency); albums (duplicates refused, itemCount, layout saved whole
 * or refused on a stale version with nothing changed); 下载原图 rights and its change record.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniformRights, type ResourceDef } from "../../src/catalogue";
import { resourceByName } from "../../src/catalogue/registry";
import { SUBJECT_RESOURCES } from "../../src/catalogue/resources/content/contentEnums";
import type { Db, Row, Tx } from "../../server/platform/db/types";
import { byCatalogue } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { sampleRecord } from "./sampleRecord";

/** Dictionary codes for subjects' required dictionary fields (the sampler leaves dictionaries to the caller). */
const DICT_SAMPLES: Record<string, string> = { age: "NORTHERN_SONG", style: "LANDSCAPE", material: "SILK", media: "INK", westartMaterial: "OIL_CANVAS", suhaSource: "MUSEUM" };

/** A subject library built in this branch (the works belong to other helpers): the first whose resource exists. */
const SUBJECT = (Object.entries(SUBJECT_RESOURCES) as [string, string | null][])
  .map(([type, name]) => ({ type, resource: name === null ? undefined : resourceByName(name) }))
  .find((s): s is { type: string; resource: ResourceDef } => s.resource?.fields.some((f) => f.key === "hdCount") === true);

describeEachDb("HD library rules", (kind) => {
  let t: TestServer;
  let db: Db;
  let n = 100;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });
  const call = (p: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(p, payload, token);
  const newImage = async (over: Record<string, unknown> = {}) => {
    n += 1;
    const r = await call("HdpServiceAdmin/createHdImage", { data: { title: `溪山行旅图 · 局部 ${n}`, subjectType: "none", version: "原始扫描", masterFile: `shiy/masters/xishan-${n}.tif`, accessLevel: "vip", license: "publicDomain", ...over } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body.data as Row;
  };
  const image = async (Id: unknown) => (await call("HdpServiceAdmin/getHdImage", { Id })).body.data as Row;

  it("codes: HD- and six digits, never two alike when eight images are created at once", async () => {
    const made = await Promise.all(Array.from({ length: 8 }, () => newImage()));
    const codes = made.map((m) => String(m.code));
    expect(new Set(codes).size).toBe(8);
    for (const c of codes) expect(c).toMatch(/^HD-\d{6}$/);
    expect(made.map((m) => [m.tileStatus, m.publishState, m.subjectType])).toEqual(Array(8).fill(["none", "draft", "none"]));
  });

  it("上架 needs a ready tile pyramid; 关联到作品 refuses a missing record", async () => {
    const img = await newImage();
    const refused = await call("HdpServiceAdmin/publishHdImage", { Id: img.Id });
    expect([refused.body.code, refused.body.message]).toEqual([9, `高清图「${String(img.title)}」尚未切片完成，不能上架`]);
    expect((await image(img.Id)).publishState).toBe("draft");
    // Every subject type's library is built now (驻留作品 last): a missing programme work is refused as any other.
    const shiy = await call("HdpServiceAdmin/linkHdImageSubject", { Id: img.Id, utime: img.utime, data: { subjectType: "shiyWork", subjectId: 999_999 } });
    expect([shiy.body.code, shiy.body.message]).toEqual([3, "驻留作品（Id 999999）不存在"]);
    if (SUBJECT) {
      const missing = await call("HdpServiceAdmin/linkHdImageSubject", { Id: img.Id, utime: img.utime, data: { subjectType: SUBJECT.type, subjectId: 999_999 } });
      expect(String(missing.body.message)).toContain("（Id 999999）不存在");
    }
    expect(await image(img.Id)).toMatchObject({ subjectType: "none", utime: img.utime });
  });

  /** A subject record written as a seed would (with the records its required references need). */
  async function insertSample(resource: ResourceDef): Promise<number> {
    const given: Record<string, unknown> = {};
    for (const f of resource.fields) {
      if (f.kind === "ref" && f.ref && f.required) given[f.key] = await insertSample(resourceByName(f.ref) as ResourceDef);
      if (f.kind === "dict" && f.required && f.dict) given[f.key] = DICT_SAMPLES[f.dict] ?? "MISC";
    }
    n += 1;
    const counted = resource.fields.some((f) => f.key === "hdCount") ? { hdCount: 0 } : {};
    return insertSeed(db as unknown as Tx, resource, { ...sampleRecord(resource, n, given), ...counted }, t.clock.now);
  }

  describe.runIf(SUBJECT !== undefined)("setSubjectImages (a subject library built in this branch)", () => {
    // Read lazily: the block is declared (not run) when no subject library is built.
    const type = SUBJECT?.type ?? "none";
    const resource = (SUBJECT?.resource ?? resourceByName("hdImage")) as ResourceDef;
    const hdCount = async (Id: number) => Number((await byCatalogue(db).selectFrom(resource.table).select("hdCount").where("Id", "=", Id).executeTakeFirstOrThrow()).hdCount);
    const set = (subjectId: number, hdImageIds: number[]) => call("HdpServiceAdmin/setSubjectImages", { subjectType: type, subjectId, hdImageIds });

    it("makes exactly these images the subject's, pages 1..n in order, unlinks the others, keeps hdCount of old and new subjects", async () => {
      const subject = await insertSample(resource);
      const other = await insertSample(resource);
      const [a, b, c] = await Promise.all([newImage(), newImage(), newImage()]);
      const ids = [Number(c!.Id), Number(a!.Id), Number(b!.Id)];
      const first = await set(subject, ids);
      expect(first.body.code, JSON.stringify(first.body)).toBe("SUCCESS");
      expect((first.body.data as Row[]).map((r) => [r.Id, r.pageNo])).toEqual([[ids[0], 1], [ids[1], 2], [ids[2], 3]]);
      const title = (await byCatalogue(db).selectFrom(resource.table).select(resource.titleField).where("Id", "=", subject).executeTakeFirstOrThrow())[resource.titleField];
      expect(await image(ids[0])).toMatchObject({ subjectType: type, subjectId: subject, subjectTitle: title });
      expect(await hdCount(subject)).toBe(3);
      // b moves to the other subject; c is dropped; a stays as page 1.
      await set(other, [Number(b!.Id)]);
      const second = await set(subject, [Number(a!.Id)]);
      expect((second.body.data as Row[]).map((r) => [r.Id, r.pageNo])).toEqual([[a!.Id, 1]]);
      expect(await image(c!.Id)).toMatchObject({ subjectType: "none", subjectId: null, pageNo: null });
      expect([await hdCount(subject), await hdCount(other)]).toEqual([1, 1]);
      // Deleting an image recounts its subject.
      const del = await call("HdpServiceAdmin/deleteHdImage", { Id: a!.Id });
      expect(del.body.code, JSON.stringify(del.body)).toBe("SUCCESS");
      expect(await hdCount(subject)).toBe(0);
    });

    it("two calls at once for one subject: one list wins whole, hdCount matches it", async () => {
      const subject = await insertSample(resource);
      const imgs = await Promise.all(Array.from({ length: 6 }, () => newImage()));
      const left = imgs.slice(0, 3).map((i) => Number(i.Id));
      const right = imgs.slice(3).map((i) => Number(i.Id)).reverse();
      const answers = await Promise.all([set(subject, left), set(subject, right)]);
      for (const a of answers) expect(a.body.code, JSON.stringify(a.body)).toBe("SUCCESS");
      const linked = await db.selectFrom("hd_image").select(["Id", "pageNo"]).where("subjectType", "=", type).where("subjectId", "=", subject).orderBy("pageNo").execute();
      const got = linked.map((l) => Number(l.Id));
      expect([left, right]).toContainEqual(got);
      expect(linked.map((l) => Number(l.pageNo))).toEqual([1, 2, 3]);
      expect(await hdCount(subject)).toBe(3);
    });

    it("needs W(hdpic) or W on the subject's object", async () => {
      const subject = await insertSample(resource);
      const reader = await makeUser(t, `hd.reader.${kind}`, "auditor", { ...uniformRights("NONE"), hdpic: "READ" });
      const r = await call("HdpServiceAdmin/setSubjectImages", { subjectType: type, subjectId: subject, hdImageIds: [] }, reader.token);
      expect(r.body.code).toBe(7);
    });
  });

  it("albums: an image once per album, itemCount kept; 上架 needs images and a cover; an online album is not deleted", async () => {
    const created = await call("HdpServiceAdmin/createHdAlbum", { data: { title: "宋人画册精选（册页）", albumType: "theme", behavior: "paged", viewingDirection: "right-to-left", accessLevel: "vip" } });
    const album = created.body.data as Row;
    expect([album.itemCount, album.publishState]).toEqual([0, "draft"]);
    expect((await call("HdpServiceAdmin/publishHdAlbum", { Id: album.Id })).body.message).toBe("图集「宋人画册精选（册页）」还没有图片，不能上架");
    const [a, b] = await Promise.all([newImage(), newImage()]);
    const add = await call("HdpServiceAdmin/addHdImagesToAlbum", { Ids: [a!.Id, b!.Id], data: { albumId: album.Id } });
    expect(add.body.code, JSON.stringify(add.body)).toBe("SUCCESS");
    const again = await call("HdpServiceAdmin/addHdImagesToAlbum", { Id: a!.Id, utime: (await image(a!.Id)).utime, data: { albumId: album.Id } });
    expect([again.body.code, again.body.message]).toEqual([6, `高清图「${String(a!.title)}」已在图集「宋人画册精选（册页）」中`]);
    const got = (await call("HdpServiceAdmin/getHdAlbum", { Id: album.Id })).body.data as Row;
    expect(got.itemCount).toBe(2);
    expect((await call("HdpServiceAdmin/publishHdAlbum", { Id: album.Id })).body.message).toContain("没有封面");
    await db.updateTable("hd_album").set({ coverImageId: Number(a!.Id) }).where("Id", "=", Number(album.Id)).execute();
    expect((await call("HdpServiceAdmin/publishHdAlbum", { Id: album.Id })).body.code).toBe("SUCCESS");
    // The image is in an online album: not deleted; nor is the album while online.
    const delImage = await call("HdpServiceAdmin/deleteHdImage", { Id: a!.Id });
    expect([delImage.body.code, delImage.body.message]).toEqual([9, `高清图「${String(a!.title)}」在已上架的图集「宋人画册精选（册页）」中，请先下架图集或移出该图`]);
    expect((await call("HdpServiceAdmin/deleteHdAlbum", { Id: album.Id })).body.message).toBe("图集「宋人画册精选（册页）」已上架，请先下架再删除");
    // 复制图集: a draft copy with the same items.
    const online = (await call("HdpServiceAdmin/getHdAlbum", { Id: album.Id })).body.data as Row;
    expect((await call("HdpServiceAdmin/copyHdAlbum", { Id: album.Id, utime: online.utime })).body.code).toBe("SUCCESS");
    const copy = await db.selectFrom("hd_album").selectAll().where("title", "=", "宋人画册精选（册页）（副本）").executeTakeFirstOrThrow();
    expect([copy.publishState, Number(copy.itemCount)]).toEqual(["draft", 2]);
    expect(await db.selectFrom("hd_album_item").select("hdImageId").where("albumId", "=", Number(copy.Id)).orderBy("sort").execute()).toHaveLength(2);
  });

  it("saveAlbumLayout: order, labels, sections and cover in one call; a stale version is refused (ABORTED) and nothing changes", async () => {
    const created = await call("HdpServiceAdmin/createHdAlbum", { data: { title: "千里江山图 局部赏析", albumType: "theme", behavior: "continuous", viewingDirection: "right-to-left", accessLevel: "free" } });
    const album = created.body.data as Row;
    const imgs = await Promise.all([newImage(), newImage(), newImage()]);
    await call("HdpServiceAdmin/addHdAlbumImages", { Id: album.Id, utime: album.utime, data: { hdImageIds: imgs.map((i) => i.Id).join(",") } });
    const fresh = (await call("HdpServiceAdmin/getHdAlbum", { Id: album.Id })).body.data as Row;
    const items = await db.selectFrom("hd_album_item").selectAll().where("albumId", "=", Number(album.Id)).orderBy("sort").execute();
    expect(items.map((i) => Number(i.hdImageId))).toEqual(imgs.map((i) => Number(i.Id)));
    const reversed = [...items].reverse().map((i, k) => ({ Id: Number(i.Id), sort: (k + 1) * 10, label: `第${k + 1}段`, sectionKey: k < 2 ? "head" : "tail", caption: k === 0 ? "卷尾山势" : null }));
    const layout = { albumId: album.Id, utime: fresh.utime, items: reversed, sections: [{ key: "head", label: "卷首" }, { key: "tail", label: "卷尾" }], coverImageId: imgs[2]!.Id };
    const saved = await call("HdpServiceAdmin/saveAlbumLayout", layout);
    expect(saved.body.code, JSON.stringify(saved.body)).toBe("SUCCESS");
    const after = await db.selectFrom("hd_album_item").selectAll().where("albumId", "=", Number(album.Id)).orderBy("sort").execute();
    expect(after.map((i) => [Number(i.hdImageId), i.label, i.sectionKey])).toEqual([[imgs[2]!.Id, "第1段", "head"], [imgs[1]!.Id, "第2段", "head"], [imgs[0]!.Id, "第3段", "tail"]]);
    expect((saved.body.data as Row)).toMatchObject({ coverImageId: imgs[2]!.Id, sections: [{ key: "head", label: "卷首" }, { key: "tail", label: "卷尾" }] });

    // The same layout from the old version: refused, nothing changed.
    const itemsBefore = await db.selectFrom("hd_album_item").selectAll().where("albumId", "=", Number(album.Id)).orderBy("Id").execute();
    const albumBefore = await db.selectFrom("hd_album").selectAll().where("Id", "=", Number(album.Id)).executeTakeFirstOrThrow();
    const stale = await call("HdpServiceAdmin/saveAlbumLayout", { ...layout, items: reversed.map((i) => ({ ...i, label: "改过" })) });
    expect([stale.body.code, stale.body.message]).toEqual([10, "该记录已被他人修改，请刷新后重试"]);
    expect(await db.selectFrom("hd_album_item").selectAll().where("albumId", "=", Number(album.Id)).orderBy("Id").execute()).toEqual(itemsBefore);
    expect(await db.selectFrom("hd_album").selectAll().where("Id", "=", Number(album.Id)).executeTakeFirstOrThrow()).toEqual(albumBefore);
    // A section that does not exist, or a layout missing an item, is refused too.
    const current = Number(albumBefore.utime);
    expect((await call("HdpServiceAdmin/saveAlbumLayout", { ...layout, utime: current, items: reversed.map((i) => ({ ...i, sectionKey: "nowhere" })) })).body.message).toBe("分组「nowhere」不存在");
    expect((await call("HdpServiceAdmin/saveAlbumLayout", { ...layout, utime: current, items: reversed.slice(1) })).body.code).toBe(10);
  });

  it("下载原图: W(hdpic), or R(hdpic) when allowed; every download is a change record with action download", async () => {
    const closed = await newImage({ downloadable: false });
    const open = await newImage({ downloadable: true });
    const reader = await makeUser(t, `hd.viewer.${kind}`, "auditor", { ...uniformRights("NONE"), hdpic: "READ" });
    const denied = await call("HdpServiceAdmin/downloadHdImageMaster", { Id: closed.Id }, reader.token);
    expect([denied.body.code, denied.body.message]).toEqual([7, `高清图「${String(closed.title)}」不允许下载原图`]);
    const ok = await call("HdpServiceAdmin/downloadHdImageMaster", { Id: open.Id }, reader.token);
    expect(String((ok.body.data as Row[])[0]!.url)).toContain(String(open.masterFile));
    const admin = await call("HdpServiceAdmin/downloadHdImageMaster", { Id: closed.Id });
    expect(admin.body.code).toBe("SUCCESS");
    const records = await db.selectFrom("data_change").select(["recordId", "action", "userName"]).where("resource", "=", "hdImage").where("action", "=", "download").orderBy("Id").execute();
    expect(records.map((r) => [Number(r.recordId), r.userName])).toEqual([[Number(open.Id), `hd.viewer.${kind}`], [Number(closed.Id), "admin"]]);
  });
});
