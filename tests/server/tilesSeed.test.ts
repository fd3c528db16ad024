import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { drainJobs } from "../../server/platform/jobs/runner";
import { signedTileBase } from "../../server/domains/hd/hdImage/tiles/sign";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("tiles: the demo HD library on a fresh install", (kind) => {
  let t: TestServer;
  let dataDir: string;
  const rows = () => t.server.deps.db.selectFrom("hd_image").selectAll().orderBy("code").execute();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "moyuan-tiles-seed-"));
    t = await createTestServer(kind, { seed: "demo", jobs: "manual", env: { MOYUAN_DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("seeds queued, failed and untiled images; the first start's jobs draw the demo masters and tile them, sharing pyramids", async () => {
    const seeded = await rows();
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    expect(seeded[0]).toMatchObject({ code: "HD-000001", tileStatus: "queued" });
    expect(String(seeded[0]?.title)).toMatch(/ · 全幅$/);
    expect(seeded.filter((r) => r.tileStatus === "failed").every((r) => String(r.tileError).length > 0)).toBe(true);
    expect(new Set(seeded.map((r) => r.tileStatus))).toEqual(new Set(["queued", "failed", "none"]));
    const queued = seeded.filter((r) => r.tileStatus === "queued").length;
    const jobs = await t.server.deps.db.selectFrom("job").select("Id").where("kind", "=", "tile").execute();
    expect(jobs).toHaveLength(queued);

    await drainJobs(t.server.deps);
    const after = await rows();
    expect(after.filter((r) => r.tileStatus === "ready")).toHaveLength(queued);
    const first = after[0];
    expect(first).toMatchObject({ code: "HD-000001", tileStatus: "ready" });
    // Scaled down for the tests' small world: masters within half a megapixel.
    expect(Number(first?.widthPx) * Number(first?.heightPx)).toBeLessThanOrEqual(500_000);
    const pyramids = new Set(after.filter((r) => r.tileStatus === "ready").map((r) => r.tileKey));
    expect(pyramids.size).toBeLessThan(queued);
    const base = signedTileBase(t.server.deps, String(first?.tileKey));
    const info = (await (await t.server.app.request(`${base}/info.json`)).json()) as { width: number; height: number };
    expect([info.width, info.height]).toEqual([first?.widthPx, first?.heightPx]);
    const [w, h] = [Math.min(512, info.width), Math.min(512, info.height)];
    const tile = await t.server.app.request(`${base}/0,0,${w},${h}/${w},${h}/0/default.jpg`);
    const meta = await sharp(Buffer.from(await tile.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", w, h]);
  });
});
