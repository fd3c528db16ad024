import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Ajv from "ajv";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { hdImage, programmeArtist, programmeWork } from "../../src/catalogue/registry";
import { insertRecord } from "../../server/resources/queries";
import { drainJobs } from "../../server/platform/jobs/runner";
import presentation3 from "../fixtures/iiif/iiif_3_0.json";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { createImage, makeTiff, uploadMaster } from "./tilesFixture";

/**
 * What outside IIIF tools check (issue 22): manifests valid against the official Presentation 3 JSON
 * schema (tests/fixtures/iiif/SOURCE.md), with absolute ids under MOYUAN_PUBLIC_URL, each answering
 * itself as JSON where its id says; and the tile services IIIF Image 3 level 0 in full — info.json's
 * fields, `full/max` a JPEG of the stated size, every listed size and a tile from info.json answering.
 */

const PUBLIC = "https://iiif.moyuan.test/hd";
const WORK_ID = 7;

type Service = { id: string; type: string; profile: string };
type Manifest = { id: string; items: { id: string; width: number; height: number; items: { items: { body: { id: string; width: number; height: number; service: Service[] } }[] }[] }[] };
type Info = { "@context": string; id: string; type: string; protocol: string; profile: string; width: number; height: number; maxWidth?: number; sizes: { width: number; height: number }[]; tiles: { width: number; height: number; scaleFactors: number[] }[] };

const ajv = new Ajv({ allErrors: true, logger: false });
const validManifest = ajv.compile(presentation3);
const schemaErrors = (m: unknown) => (validManifest(m) ? [] : (validManifest.errors ?? []).map((e) => `${e.dataPath} ${e.message ?? ""}`));

describeEachDb("IIIF for outside tools", (kind) => {
  let t: TestServer;
  let dataDir: string;
  let manifest: Manifest;
  /** A path of this server from an absolute address under the public URL. */
  const local = (url: string) => {
    expect(url.startsWith(`${PUBLIC}/`), url).toBe(true);
    return url.slice(PUBLIC.length);
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.server.app.request(local(url), { headers });
  const jpeg = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    return [meta.format, meta.width, meta.height];
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "moyuan-iiif-"));
    t = await createTestServer(kind, { seed: "none", env: { MOYUAN_DATA_DIR: dataDir, MOYUAN_PUBLIC_URL: `${PUBLIC}/` } });
    // The programme work the images depict, numbered WORK_ID (the addresses below name it).
    await t.server.deps.db.transaction().execute(async (tx) => {
      const artist = await insertRecord(tx, programmeArtist, { code: "IIIF_ARTIST", name: "看图艺术家", disciplines: ["guohua"], batch: "2025 第1期", status: "active", revenueShareRate: 70 }, t.clock.now);
      const work = await insertRecord(tx, programmeWork, {
        code: "SW-000007", title: "溪山图卷", artistId: artist.Id, discipline: "guohua", heightCm: 30, widthCm: 600, authorization: ["展示"],
        reviewState: "approved", saleState: "none", publishState: "draft", deleted: false,
      }, t.clock.now);
      await tx.updateTable(programmeWork.table).set({ Id: WORK_ID }).where("Id", "=", Number(work.Id)).execute();
    });
    const master = await uploadMaster(t, await makeTiff(2400, 1500), "xishan.tif");
    for (const [title, pageNo, tiled] of [["全幅", 1, true], ["局部", 2, true], ["未切片", 3, false]] as const) {
      const { Id } = await createImage(t, master, title);
      await t.server.deps.db.updateTable(hdImage.table).set({ subjectType: "shiyWork", subjectId: WORK_ID, subjectTitle: "溪山图卷", pageNo, viewLabel: title }).where("Id", "=", Id).execute();
      if (tiled) expect((await t.rpc("HdpServiceAdmin/generateTiles", { Ids: [Id] }, t.adminToken)).body.code).toBe("SUCCESS");
    }
    await drainJobs(t.server.deps);
    const r = await t.rpc("ViewerServiceAdmin/getManifest", { type: "shiyWork", Id: WORK_ID }, t.adminToken);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    manifest = r.body.data as Manifest;
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("a manifest passes the Presentation 3 schema, every id absolute under MOYUAN_PUBLIC_URL; the untiled image has no canvas", () => {
    expect(schemaErrors(manifest)).toEqual([]);
    expect(manifest.id).toMatch(new RegExp(`^${PUBLIC}/iiif/\\d+/[\\w-]{43}/shiyWork/${WORK_ID}/manifest$`));
    expect(manifest.items).toHaveLength(2);
    const ids = JSON.stringify(manifest).match(/"id":"[^"]*"/g) ?? [];
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id) => !id.startsWith(`"id":"${PUBLIC}/`))).toEqual([]);
    // The schema check can fail: the same manifest with the relative ids of before does.
    expect(schemaErrors({ ...manifest, id: "/iiif/shiyWork/7/manifest" }).length).toBeGreaterThan(0);
  });

  it("a manifest's id answers that manifest as JSON, to anyone holding the signed address, until it expires", async () => {
    const res = await get(manifest.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const served = (await res.json()) as Manifest;
    expect(served.id).toBe(manifest.id);
    expect(served.items.map((c) => c.id)).toEqual(manifest.items.map((c) => c.id));
    expect(schemaErrors(served)).toEqual([]);
    const ld = await get(manifest.id, { accept: "application/ld+json" });
    expect(ld.headers.get("content-type")).toBe('application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"');

    const tampered = manifest.id.replace(/\/shiyWork\/7\//, "/shiyWork/8/");
    expect((await get(tampered)).status).toBe(403);
    t.clock.advance(3 * 3_600_000);
    const expired = await get(manifest.id);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { message: string }).message).toBe("清单链接已过期，请在控制台重新打开");
    t.clock.advance(-3 * 3_600_000);
  });

  it("the tile service is IIIF Image 3 level 0: info.json, full/max, every listed size and a tile from info.json answer", async () => {
    const canvas = manifest.items[0]!;
    const body = canvas.items[0]!.items[0]!.body;
    const service = body.service[0]!;
    expect(service).toMatchObject({ type: "ImageService3", profile: "level0" });

    const infoRes = await get(`${service.id}/info.json`);
    expect(infoRes.status).toBe(200);
    expect(infoRes.headers.get("content-type")).toBe("application/json");
    expect(infoRes.headers.get("access-control-allow-origin")).toBe("*");
    const info = (await infoRes.json()) as Info;
    expect(info).toMatchObject({
      "@context": "http://iiif.io/api/image/3/context.json", id: service.id, type: "ImageService3",
      protocol: "http://iiif.io/api/image", profile: "level0", width: 2400, height: 1500,
    });
    expect(info).not.toHaveProperty("maxWidth"); // the whole image is kept at full size (under 4096 px)
    expect(info.tiles).toEqual([{ width: 512, height: 512, scaleFactors: [1, 2, 4, 8] }]);
    expect(info.sizes.at(-1)).toEqual({ width: 2400, height: 1500 });
    expect(info.sizes.length).toBeGreaterThanOrEqual(2);
    const ldRes = await get(`${service.id}/info.json`, { accept: "application/ld+json" });
    expect(ldRes.headers.get("content-type")).toBe('application/ld+json;profile="http://iiif.io/api/image/3/context.json"');

    // The painting body is the service's full/max, at the size the manifest states.
    expect(body.id).toBe(`${service.id}/full/max/0/default.jpg`);
    expect(await jpeg(await get(body.id))).toEqual(["jpeg", body.width, body.height]);
    expect([body.width, body.height]).toEqual([2400, 1500]);
    for (const size of info.sizes) expect(await jpeg(await get(`${service.id}/full/${size.width},${size.height}/0/default.jpg`))).toEqual(["jpeg", size.width, size.height]);

    // A tile as a level-0 client builds it from info.json: scale factor 2, the second column.
    const tile = info.tiles[0]!;
    const s = tile.scaleFactors[1]!;
    const region = { x: tile.width * s, y: 0, w: Math.min(tile.width * s, info.width - tile.width * s), h: Math.min(tile.height * s, info.height) };
    const size = [Math.ceil(region.w / s), Math.ceil(region.h / s)];
    expect(await jpeg(await get(`${service.id}/${region.x},${region.y},${region.w},${region.h}/${size.join(",")}/0/default.jpg`))).toEqual(["jpeg", ...size]);

    // The bare base is the service's id: it redirects to its info.json.
    const base = await get(service.id);
    expect(base.status).toBe(303);
    expect(base.headers.get("location")).toBe(`${service.id}/info.json`);
  });
});
