import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { drainJobs } from "../../server/platform/jobs/runner";
import { signedTileBase } from "../../server/domains/hd/hdImage/tiles/sign";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { createImage, makeTiff, uploadMaster } from "./tilesFixture";

type Image = Record<string, unknown> & { Id: number; utime: number; tileStatus: string; tileKey: string | null };

describeEachDb("tiles: the tiling job and the signed tile route", (kind) => {
  let t: TestServer;
  let dataDir: string;
  let tiff: Buffer;
  let shared: string;
  const db = () => t.server.deps.db;
  const drain = () => drainJobs(t.server.deps);
  const image = async (Id: number) => (await t.rpc("HdpServiceAdmin/getHdImage", { Id }, t.adminToken)).body.data as Image;
  const act = (name: string, Ids: number[]) => t.rpc(`HdpServiceAdmin/${name}`, { Ids }, t.adminToken);
  const tileJobs = async (Id: number) => (await db().selectFrom("job").select(["Id", "status", "targets"]).where("kind", "=", "tile").execute())
    .filter((j) => JSON.parse(String(j.targets)) [0] === Id);
  const get = (url: string) => t.server.app.request(url);
  const tiledImage = async (title: string, key = shared) => {
    const { Id } = await createImage(t, key, title);
    expect((await act("generateTiles", [Id])).body.code).toBe("SUCCESS");
    await drain();
    return image(Id);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "moyuan-tiles-"));
    t = await createTestServer(kind, { seed: "none", jobs: "manual", env: { MOYUAN_DATA_DIR: dataDir } });
    tiff = await makeTiff(2400, 1500);
    shared = await uploadMaster(t, tiff, "master.tif");
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("生成切片 queues one job; the job tiles the master: size, colour space, thumbnail, info.json and real JPEG tiles", async () => {
    const { Id } = await createImage(t, await uploadMaster(t, tiff, "first.tif"), "溪山行旅图 · 全幅");
    const r = await act("generateTiles", [Id]);
    expect(r.body.code).toBe("SUCCESS");
    expect(await image(Id)).toMatchObject({ tileStatus: "queued", tileProgress: 0 });
    expect(await tileJobs(Id)).toHaveLength(1);
    await drain();
    const done = await image(Id);
    expect(done).toMatchObject({ tileStatus: "ready", tileProgress: 100, widthPx: 2400, heightPx: 1500, fileSize: tiff.byteLength, colorProfile: "sRGB", tileError: null });
    expect((await tileJobs(Id))[0]?.status).toBe("DONE");
    // The thumbnail is an object of the store with its upload_file row: 400 px on the long edge.
    const thumb = await db().selectFrom("upload_file").selectAll().where("key", "=", String(done.thumbnail)).executeTakeFirstOrThrow();
    expect(thumb.contentType).toBe("image/jpeg");
    const url = (await t.rpc("BaseServiceAdmin/encodeImageURL", { key: done.thumbnail }, t.adminToken)).body.url as string;
    const thumbMeta = await sharp(Buffer.from(await (await get(url)).arrayBuffer())).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(["jpeg", 400, 250]);

    const base = signedTileBase(t.server.deps, String(done.tileKey));
    const infoRes = await get(`${base}/info.json`);
    expect(infoRes.status).toBe(200);
    const info = (await infoRes.json()) as Record<string, unknown>;
    expect(info).toMatchObject({ type: "ImageService3", profile: "level0", width: 2400, height: 1500, tiles: [{ width: 512, scaleFactors: [1, 2, 4, 8] }] });
    expect(info.id).toBe(`http://localhost${base}`);
    const tile = await get(`${base}/512,0,512,512/512,512/0/default.jpg`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get("content-type")).toBe("image/jpeg");
    expect(tile.headers.get("cache-control")).toMatch(/^private, max-age=(\d+)$/);
    expect(Number(/max-age=(\d+)/.exec(String(tile.headers.get("cache-control")))?.[1])).toBeLessThanOrEqual(2 * 3600);
    const meta = await sharp(Buffer.from(await tile.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 512, 512]);
    // The right-hand edge tile is as wide as what is left of the image.
    const edge = await sharp(Buffer.from(await (await get(`${base}/2048,1024,352,476/352,476/0/default.jpg`)).arrayBuffer())).metadata();
    expect([edge.width, edge.height]).toEqual([352, 476]);
  });

  it("tiles are served only under a valid signature: expired, tampered or another image's → 403; no path leaves the pyramid", async () => {
    const a = await tiledImage("甲");
    const b = await tiledImage("乙", await uploadMaster(t, await makeTiff(800, 600), "other.tif"));
    const baseA = signedTileBase(t.server.deps, String(a.tileKey));
    const [, , expires, signature] = baseA.split("/");
    const tamperedSig = `${signature?.slice(0, -1)}${signature?.endsWith("A") ? "B" : "A"}`;
    const tampered = await get(`/tiles/${expires}/${tamperedSig}/${String(a.tileKey)}/info.json`);
    expect(tampered.status).toBe(403);
    expect(((await tampered.json()) as { message: string }).message).toBe("瓦片链接无效（签名不正确）");
    // A's signature does not open B's pyramid.
    expect((await get(`/tiles/${expires}/${signature}/${String(b.tileKey)}/info.json`)).status).toBe(403);
    expect((await get(`/tiles/${Number(expires) + 1}/${signature}/${String(a.tileKey)}/info.json`)).status).toBe(403);
    for (const bad of ["../../uploads/x/info.json", "%2e%2e/info.json", "info.json/../../x", "vips-properties.xml"]) {
      expect([403, 404]).toContain((await get(`${baseA}/${bad}`)).status);
    }
    expect((await get(`${baseA}/info.json`)).status).toBe(200);
    t.clock.advance(2 * 3600_000 + 1000);
    const expired = await get(`${baseA}/info.json`);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { message: string }).message).toBe("瓦片链接已过期");
  });

  it("a master whose real type is not an image (a PDF named .tif) is refused before tiling, in Chinese; nothing changes", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
    const { Id } = await createImage(t, await uploadMaster(t, pdf, "scan.tif"), "伪装的原图");
    const before = await image(Id);
    const r = await act("generateTiles", [Id]);
    expect([r.status, r.body.code]).toEqual([400, 3]);
    expect(String(r.body.message)).toMatch(/^文件不是可识别的图像（实际类型 application\/pdf），原图须为 TIFF、JPEG 或 PNG/);
    expect(await image(Id)).toEqual(before);
    expect(await tileJobs(Id)).toHaveLength(0);
  });

  it("a truncated TIFF ends the image failed with the reason; 重新切片 after a fix tiles it", async () => {
    // The upload refuses a cut TIFF; one cut short in the store (an interrupted copy into the import prefix) reaches the tiler.
    const broken = await uploadMaster(t, tiff, "broken.tif");
    await writeFile(path.join(dataDir, "uploads", broken), tiff.subarray(0, Math.floor(tiff.byteLength / 3)));
    const { Id } = await createImage(t, broken, "残缺的 TIFF");
    expect((await act("generateTiles", [Id])).body.code).toBe("SUCCESS");
    await drain();
    expect(await image(Id)).toMatchObject({ tileStatus: "failed", tileError: "TIFF 文件不完整或已损坏，无法读取", tileKey: null });
    const jobs = await db().selectFrom("job").select(["status", "reason"]).where("kind", "=", "tile").orderBy("Id", "desc").limit(1).execute();
    expect(jobs[0]).toMatchObject({ status: "FAILED", reason: "TIFF 文件不完整或已损坏，无法读取" });
    // 生成切片 is for untiled images; a failed one is re-tiled.
    expect((await act("generateTiles", [Id])).body.code).toBe(9);
    await writeFile(path.join(dataDir, "uploads", broken), tiff);
    expect((await act("regenerateTiles", [Id])).body.code).toBe("SUCCESS");
    await drain();
    expect(await image(Id)).toMatchObject({ tileStatus: "ready", tileError: null, widthPx: 2400 });
  });

  it("重新切片 writes a new generation and swaps it in; the old pyramid goes once nothing uses it", async () => {
    const own = await tiledImage("换代", await uploadMaster(t, tiff, "generation.tif"));
    const oldKey = String(own.tileKey);
    expect(existsSync(path.join(dataDir, "tiles", oldKey, "info.json"))).toBe(true);
    expect((await act("regenerateTiles", [own.Id])).body.code).toBe("SUCCESS");
    // Until the new pyramid is ready, the old one still serves.
    expect((await get(`${signedTileBase(t.server.deps, oldKey)}/info.json`)).status).toBe(200);
    await drain();
    const after = await image(own.Id);
    expect(after.tileStatus).toBe("ready");
    expect(after.tileKey).not.toBe(oldKey);
    expect(String(after.tileKey)).toMatch(/-g2$/);
    expect(existsSync(path.join(dataDir, "tiles", oldKey))).toBe(false);
    expect((await get(`${signedTileBase(t.server.deps, String(after.tileKey))}/info.json`)).status).toBe(200);
  });

  it("images of one master share one pyramid", async () => {
    const key = await uploadMaster(t, tiff, "shared-twice.tif");
    const first = await tiledImage("同一原图 一", key);
    const second = await tiledImage("同一原图 二", key);
    expect(second.tileKey).toBe(first.tileKey);
    expect(second).toMatchObject({ tileStatus: "ready", widthPx: 2400, thumbnail: first.thumbnail });
  });

  it("清除切片 is refused while the image is online; offline, it clears the pyramid's link", async () => {
    const img = await tiledImage("上架中的图");
    await db().updateTable("hd_image").set({ publishState: "online" }).where("Id", "=", img.Id).execute();
    const refused = await act("clearTiles", [img.Id]);
    expect(refused.body.code).toBe(9);
    expect(String(refused.body.message)).toBe("高清图「上架中的图」已上架，请先下架再清除切片");
    expect((await image(img.Id)).tileStatus).toBe("ready");
    await db().updateTable("hd_image").set({ publishState: "offline" }).where("Id", "=", img.Id).execute();
    expect((await act("clearTiles", [img.Id])).body.code).toBe("SUCCESS");
    expect(await image(img.Id)).toMatchObject({ tileStatus: "none", tileKey: null });
    expect((await act("clearTiles", [img.Id])).body.code).toBe(9);
  });

  it("concurrent 生成切片 on one image make one job", async () => {
    const { Id } = await createImage(t, shared, "并发生成");
    const answers = await Promise.all(Array.from({ length: 6 }, () => act("generateTiles", [Id])));
    expect(answers.filter((a) => a.body.code === "SUCCESS")).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== "SUCCESS").every((a) => [9, 10].includes(Number(a.body.code)))).toBe(true);
    expect(await tileJobs(Id)).toHaveLength(1);
    await drain();
    expect((await image(Id)).tileStatus).toBe("ready");
  });

  it("a tiling job whose process died is taken over and tiles from a clean start", async () => {
    const { Id } = await createImage(t, await uploadMaster(t, tiff, "crash.tif"), "中断的切片");
    expect((await act("generateTiles", [Id])).body.code).toBe("SUCCESS");
    const [job] = await tileJobs(Id);
    // The process died mid-way: its job RUNNING with a minute-old heartbeat, the image tiling, half a pyramid on disk.
    await db().updateTable("job").set({ status: "RUNNING", heartbeatAt: t.clock.now - 60_000, attempts: 1, startedAt: t.clock.now - 70_000 }).where("Id", "=", Number(job?.Id)).execute();
    await db().updateTable("hd_image").set({ tileStatus: "tiling", tileProgress: 40 }).where("Id", "=", Id).execute();
    const leftover = path.join(dataDir, "tiles", ".tmp", `job-${Number(job?.Id)}-dead`);
    await mkdir(path.join(leftover, "pyramid", "0,0,512,512"), { recursive: true });
    await drain();
    expect(await image(Id)).toMatchObject({ tileStatus: "ready", tileProgress: 100, widthPx: 2400 });
    expect((await tileJobs(Id))[0]?.status).toBe("DONE");
    expect(await readdir(path.join(dataDir, "tiles", ".tmp"))).toEqual([]);
  });
});
