/**
 * A capture item's colour chart and master thumbnail (content.md §8.5, §17.7) on both databases: the
 * patches written with an item get their CIEDE2000 and set its ΔE mean and max (what a caller sent for
 * them is overridden); a bad patch list is refused and changes nothing; the QC panel's thumbnail is
 * rendered from the stored master, and a master not in the file library is said so.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CC24_REFERENCE } from "../../src/catalogue/resources/shiy/colorChart";
import type { Db, Row, Tx } from "../../server/platform/db/types";
import { testArtist, testDevice, testWork } from "../../server/domains/shiy/captureTask/fixtureData";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { png } from "./pngFixture";

describeEachDb("capture colour chart", (kind) => {
  let t: TestServer;
  let db: Db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-patches-"));
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", env: { MOYUAN_DATA_DIR: dataDir } });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const call = (method: string, payload: Record<string, unknown>) => t.rpc(`ShiyServiceAdmin/${method}`, payload, t.adminToken);
  const itemOf = async (taskId: unknown) => db.selectFrom("capture_item").selectAll().where("taskId", "=", Number(taskId)).executeTakeFirstOrThrow();

  /** A scheduled task of one work: its item may be recorded. */
  async function scheduledItem(): Promise<Row> {
    const tx = db as unknown as Tx;
    const artistId = await testArtist(tx, t.clock.now);
    const r = await call("createCaptureTask", { data: {
      title: "色卡测试采集", artistId, workIds: [await testWork(tx, artistId, t.clock.now)], place: "studio", scheduledAt: t.clock.now - 3_600_000,
      deviceIds: [await testDevice(tx, t.clock.now)], operatorIds: [1], captureMode: "reprography", targetPpi: 600, colorTarget: "cc24", fileSpec: "tiff16", colorSpace: "eciRGBv2",
    } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const task = r.body.data as Row;
    expect((await call("scheduleCaptureTask", { Id: task.Id })).body.code).toBe("SUCCESS");
    return itemOf(task.Id);
  }
  const patches = (shift: Record<string, number>) => CC24_REFERENCE.map((p) => ({
    patch: p.patch, name: p.name, refL: p.lab[0], refA: p.lab[1], refB: p.lab[2], L: p.lab[0] + (shift[p.patch] ?? 0), a: p.lab[1], b: p.lab[2],
  }));

  it("patches written with an item get their ΔE2000; the item's mean and max become theirs", async () => {
    const item = await scheduledItem();
    const r = await call("updateCaptureItem", { Id: item.Id, utime: item.utime, data: { patches: patches({ 7: 4.8, 19: -1.2 }), deltaEMean: 0.1, deltaEMax: 0.2 } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const saved = r.body.data as Row & { patches: { patch: string; deltaE: number }[] };
    const seven = saved.patches.find((p) => p.patch === "7")?.deltaE ?? 0;
    const nineteen = saved.patches.find((p) => p.patch === "19")?.deltaE ?? 0;
    expect(seven).toBeGreaterThan(3);
    expect(nineteen).toBeGreaterThan(0.5);
    expect(saved.patches.filter((p) => p.deltaE > 0)).toHaveLength(2);
    expect(saved.deltaEMax).toBe(Math.round(seven * 10) / 10);
    expect(saved.deltaEMean).toBe(Math.round(((seven + nineteen) / 24) * 10) / 10);
    expect(Number((await itemOf(item.taskId)).deltaEMax)).toBe(saved.deltaEMax);
    // The mean and max of an item with patches are its patches': a hand-typed max does not replace them.
    const typed = await call("updateCaptureItem", { Id: item.Id, utime: saved.utime, data: { deltaEMax: 0.5 } });
    expect((typed.body.data as Row).deltaEMax).toBe(saved.deltaEMax);
  });

  it("a patch without its measured b* is refused in Chinese and nothing changes", async () => {
    const item = await scheduledItem();
    const bad = patches({}).map((p, i) => (i === 2 ? { ...p, b: "—" } : p));
    const r = await call("updateCaptureItem", { Id: item.Id, utime: item.utime, data: { patches: bad } });
    expect(r.body.code).toBe(3);
    expect(String(r.body.message)).toContain("色卡色块：色块 3 须有参考值与实测值的 L*、a*、b*");
    expect(await itemOf(item.taskId)).toEqual(item);
  });

  it("the master's thumbnail is rendered from the stored file; a master not stored is said so", async () => {
    const item = await scheduledItem();
    const key = `shiy/capture/${kind}-thumb.png`;
    const file = path.join(dataDir, "uploads", key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, png());
    await db.insertInto("upload_file").values({ key, dataType: "UDT_SHIY", contentType: "image/png", size: 10, userId: null, ctime: t.clock.now }).execute();
    const missing = await call("getCaptureMasterThumbnail", { Id: item.Id });
    expect(String(missing.body.message)).toContain("还没有母版文件");
    const w = await call("updateCaptureItem", { Id: item.Id, utime: item.utime, data: { masterFile: key } });
    expect(w.body.code, JSON.stringify(w.body)).toBe("SUCCESS");
    const thumb = await call("getCaptureMasterThumbnail", { Id: item.Id });
    expect(thumb.body.code, JSON.stringify(thumb.body)).toBe("SUCCESS");
    expect((thumb.body.data as { source: string; url: string })).toMatchObject({ source: "master", url: expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//) });
    await db.updateTable("capture_item").set({ masterFile: "shiy/capture/not-stored.tif" }).where("Id", "=", Number(item.Id)).execute();
    const gone = await call("getCaptureMasterThumbnail", { Id: item.Id });
    expect(gone.body.code).toBe(9);
    expect(String(gone.body.message)).toContain("的母版文件不在文件库中（not-stored.tif）");
  });
});
