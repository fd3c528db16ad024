import { afterAll, beforeAll, expect, it } from "vitest";
import { hdImage, programmeArtist, programmeWork } from "../../src/catalogue/registry";
import { resourceByName } from "../../src/catalogue/registry";
import { insertRecord } from "../../server/resources/queries";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

/**
 * ViewerServiceAdmin (content.md §17, issue 15 contract §4): the image set of a work or of one image with
 * signed tile addresses only for ready pyramids, the IIIF Presentation 3 manifest, and the rights of each.
 */
describeEachDb("deep-zoom viewer service", (kind) => {
  let t: TestServer;
  let library: TestUser;
  let libraryWriter: TestUser;
  let shiyReader: TestUser;
  let nobody: TestUser;
  const ids: Record<string, number> = {};
  let WORK_ID = 0;

  async function image(key: string, data: Record<string, unknown>): Promise<void> {
    const row = await t.server.deps.db.transaction().execute((tx) => insertRecord(tx, hdImage, {
      title: key, code: `HD-00000${Object.keys(ids).length + 1}`, subjectType: "none", version: "原始扫描",
      masterFile: `UDT_SHIY/2026/${key}.tif`, accessLevel: "vip", license: "publicDomain", publishState: "draft",
      tileStatus: "none", ...data, deleted: false,
    }, t.clock.now));
    ids[key] = row.Id as number;
    if (data.deleted === true) await t.server.deps.db.updateTable(hdImage.table).set({ deleted: 1 }).where("Id", "=", ids[key]).execute();
  }

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    library = await makeUser(t, "hd.reader", "auditor", { hdpic: "READ" });
    libraryWriter = await makeUser(t, "hd.writer", "auditor", { hdpic: "WRITE" });
    shiyReader = await makeUser(t, "shiy.reader", "auditor", { shiy: "READ" });
    nobody = await makeUser(t, "no.rights", "auditor", { order: "READ" });
    // A work of the artist programme in three images, out of order.
    WORK_ID = await t.server.deps.db.transaction().execute(async (tx) => {
      const artist = await insertRecord(tx, programmeArtist, { code: "VIEWER_ARTIST", name: "看图艺术家", disciplines: ["guohua"], batch: "2025 第1期", status: "active", revenueShareRate: 70 }, t.clock.now);
      const work = await insertRecord(tx, programmeWork, {
        code: "SW-000001", title: "溪山图卷", artistId: artist.Id, discipline: "guohua", heightCm: 30, widthCm: 600, authorization: ["展示"],
        reviewState: "approved", saleState: "none", publishState: "draft", deleted: false,
      }, t.clock.now);
      return work.Id as number;
    });
    await image("page2", { subjectType: "shiyWork", subjectId: WORK_ID, subjectTitle: "溪山图卷", pageNo: 2, viewLabel: "局部", tileStatus: "ready", tileKey: "hd-page2", widthPx: 4000, heightPx: 3000, ppi: 600, attribution: "墨苑驻留计划", thumbnail: "UDT_SHIY/2026/page2-thumb.jpg" });
    await image("page1", { subjectType: "shiyWork", subjectId: WORK_ID, subjectTitle: "溪山图卷", pageNo: 1, viewLabel: "全幅", tileStatus: "ready", tileKey: "hd-page1", tileLayout: "dz", widthPx: 60000, heightPx: 2600, attribution: "墨苑驻留计划" });
    await image("page3", { subjectType: "shiyWork", subjectId: WORK_ID, subjectTitle: "溪山图卷", pageNo: 3, viewLabel: "款识", tileStatus: "failed", tileError: "TIFF 文件不完整" });
    await image("gone", { subjectType: "shiyWork", subjectId: WORK_ID, subjectTitle: "溪山图卷", pageNo: 4, tileStatus: "ready", tileKey: "hd-gone", deleted: true });
    await image("loose", { tileStatus: "queued", downloadable: false, license: "ccBy", attribution: "台北故宫博物院藏" });
  });
  afterAll(async () => {
    await t.close();
  });

  type Img = { Id: number; title: string; pageNo: number; infoUrl: string | null; thumbnailUrl: string | null; tileStatus: string; tileError: string | null; downloadable: boolean; ppi: number | null };
  const set = async (payload: Record<string, unknown>, who: TestUser) => t.rpc("ViewerServiceAdmin/getImageSet", payload, who.token);

  it("a work's images come in page order, deleted ones left out, signed tile addresses only for ready pyramids", async () => {
    const r = await set({ subjectType: "shiyWork", subjectId: WORK_ID }, shiyReader);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const data = r.body.data as { subject: { type: string; Id: number; title: string }; images: Img[] };
    expect(data.subject).toMatchObject({ type: "shiyWork", Id: WORK_ID, title: "溪山图卷" });
    expect(data.images.map((i) => i.title)).toEqual(["page1", "page2", "page3"]);
    const [first, second, third] = data.images;
    expect(first?.infoUrl).toMatch(/^\/tiles\/\d+\/[\w-]+\/hd-page1\/image\.dzi$/);
    expect(second?.infoUrl).toMatch(/^\/tiles\/\d+\/[\w-]+\/hd-page2\/info\.json$/);
    expect(second?.thumbnailUrl).toMatch(/^\/files\/UDT_SHIY\/2026\/page2-thumb\.jpg\?expires=\d+&signature=/);
    expect(second?.ppi).toBe(600);
    expect(third).toMatchObject({ infoUrl: null, tileStatus: "failed", tileError: "TIFF 文件不完整" });
    expect(data.images.every((i) => i.downloadable === false)).toBe(true);
    expect(JSON.stringify(data)).not.toContain("serviceBase");
  });

  it("one image by Id comes with its subject's other images; the library's writer may download", async () => {
    const r = await set({ hdImageId: ids.page2 }, libraryWriter);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const data = r.body.data as { subject: { type: string; title: string; fields: { label: string; value: string }[] }; images: Img[] };
    expect(data.subject.type).toBe("hdImage");
    expect(data.subject.title).toBe("page2");
    expect(data.subject.fields).toEqual(expect.arrayContaining([{ label: "编号", value: "HD-000001" }, { label: "切片状态", value: "已就绪" }, { label: "视图", value: "局部" }]));
    // What the panel's image lines show already (size, ppi, source, licence) is not repeated.
    expect(data.subject.fields.map((f) => f.label)).not.toContain("采集分辨率");
    expect(data.subject.fields.map((f) => f.label)).not.toContain("授权");
    expect(data.images.map((i) => i.title)).toEqual(["page1", "page2", "page3"]);
    expect(data.images.every((i) => i.downloadable)).toBe(true);
  });

  it("an image of no subject is a set of one; not tiled yet, it has no tile address", async () => {
    const r = await set({ hdImageId: ids.loose }, library);
    const data = r.body.data as { images: Img[] };
    expect(data.images).toHaveLength(1);
    expect(data.images[0]).toMatchObject({ title: "loose", tileStatus: "queued", infoUrl: null, downloadable: false });
  });

  it("refuses without READ on the subject's library, or on the HD library for a bare image", async () => {
    const bySubject = await set({ subjectType: "shiyWork", subjectId: WORK_ID }, library);
    expect(bySubject.status).toBe(403);
    expect(bySubject.body.message).toBe("没有查看驻留作品高清图的权限");
    const bare = await set({ hdImageId: ids.loose }, nobody);
    expect(bare.status).toBe(403);
    expect(bare.body.message).toBe("没有查看高清图的权限");
    // Reading the work's library is enough for one of its images.
    expect((await set({ hdImageId: ids.page1 }, shiyReader)).body.code).toBe("SUCCESS");
    const manifest = await t.rpc("ViewerServiceAdmin/getManifest", { type: "shiyWork", Id: WORK_ID }, nobody.token);
    expect(manifest.status).toBe(403);
  });

  it("unknown images and bad input answer in Chinese", async () => {
    const missing = await set({ hdImageId: 999_999 }, library);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("高清图不存在");
    const deleted = await set({ hdImageId: ids.gone }, library);
    expect(deleted.status).toBe(404);
    const empty = await set({ subjectType: "shiyWork", subjectId: 12345 }, shiyReader);
    expect(empty.status).toBe(404);
    expect(empty.body.message).toBe("驻留作品不存在");
    const bad = await set({ subjectType: "nothing", subjectId: 1 }, library);
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toMatch(/[\u4e00-\u9fff]/);
  });

  it("the manifest is IIIF Presentation 3: canvases painted by images whose service is the signed base", async () => {
    const r = await t.rpc("ViewerServiceAdmin/getManifest", { type: "shiyWork", Id: WORK_ID }, shiyReader.token);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const m = r.body.data as Record<string, unknown> & { items: { width: number; height: number; label: unknown; items: { items: { body: { service?: { id: string; type: string }[] } }[] }[] }[] };
    expect(m["@context"]).toBe("http://iiif.io/api/presentation/3/context.json");
    expect(m.type).toBe("Manifest");
    expect(m.label).toEqual({ zh: ["溪山图卷"] });
    expect(m.rights).toBe("http://creativecommons.org/publicdomain/mark/1.0/");
    expect(m.requiredStatement).toEqual({ label: { zh: ["来源"] }, value: { zh: ["墨苑驻留计划"] } });
    expect(m.id).toMatch(new RegExp(`^http://localhost/iiif/\\d+/[\\w-]{43}/shiyWork/${WORK_ID}/manifest$`));
    // Only an image tiled as IIIF is a canvas: the Deep Zoom pyramid (全幅) and the failed one (款识) are left out, never 1×1.
    expect(m.items.map((c) => c.label)).toEqual([{ zh: ["局部"] }]);
    expect(m.items[0]).toMatchObject({ width: 4000, height: 3000 });
    const service = m.items[0]?.items[0]?.items[0]?.body.service?.[0];
    expect(service?.type).toBe("ImageService3");
    expect(service?.id).toMatch(/^http:\/\/localhost\/tiles\/\d+\/[\w-]+\/hd-page2$/);
  });

  it("an album's manifest: its items in order as canvases, deleted images left out, sections as Ranges", async () => {
    const album = resourceByName("hdAlbum");
    const item = resourceByName("hdAlbumItem");
    if (!album || !item) {
      const r = await t.rpc("ViewerServiceAdmin/getManifest", { type: "hdAlbum", Id: 1 }, library.token);
      expect(r.body.message).toBe("高清图集尚未建成");
      return;
    }
    const albumId = await t.server.deps.db.transaction().execute(async (tx) => {
      const made = await insertRecord(tx, album, {
        title: "宋人画册精选", subtitle: "册页三开", albumType: "theme", behavior: "paged", viewingDirection: "right-to-left",
        sections: [{ key: "spring", label: "春景" }], accessLevel: "free", sort: 0, itemCount: 3, publishState: "draft", deleted: false,
      }, t.clock.now);
      const albumId = made.Id as number;
      const rows = [
        { hdImageId: ids.page3, sort: 2, label: "第三开", sectionKey: null },
        { hdImageId: ids.page2, sort: 1, label: "第二开", sectionKey: "spring", caption: "溪山局部" },
        { hdImageId: ids.page1, sort: 0, label: null, sectionKey: "spring" },
      ];
      for (const row of rows) await insertRecord(tx, item, { albumId, itemKey: `${albumId}:${row.hdImageId}`, ...row }, t.clock.now);
      await insertRecord(tx, item, { albumId, hdImageId: ids.gone, itemKey: `${albumId}:${ids.gone}`, sort: 3, label: "已删" }, t.clock.now);
      return albumId;
    });
    const r = await t.rpc("ViewerServiceAdmin/getManifest", { type: "hdAlbum", Id: albumId }, library.token);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const m = r.body.data as { id: string; label: unknown; summary: unknown; behavior: string[]; viewingDirection: string; items: { id: string; label: unknown; summary?: unknown }[]; structures: { label: unknown; items: { id: string }[] }[] };
    expect(m).toMatchObject({ label: { zh: ["宋人画册精选"] }, summary: { zh: ["册页三开"] }, behavior: ["paged"], viewingDirection: "right-to-left" });
    expect(m.id).toMatch(new RegExp(`^http://localhost/iiif/\\d+/[\\w-]{43}/hdAlbum/${albumId}/manifest$`));
    // The Deep Zoom item and the failed one are left out; the section keeps the canvas that is there.
    expect(m.items.map((c) => c.label)).toEqual([{ zh: ["第二开"] }]);
    expect(m.items[0]?.summary).toEqual({ zh: ["溪山局部"] });
    expect(m.structures).toHaveLength(1);
    expect(m.structures[0]?.label).toEqual({ zh: ["春景"] });
    expect(m.structures[0]?.items.map((c) => c.id)).toEqual([m.items[0]?.id]);

    const missing = await t.rpc("ViewerServiceAdmin/getManifest", { type: "hdAlbum", Id: 999_999 }, library.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("高清图集不存在");
    const denied = await t.rpc("ViewerServiceAdmin/getManifest", { type: "hdAlbum", Id: albumId }, shiyReader.token);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("没有查看高清图集的权限");
  });
});
