/**
 * Jobs a person can find and need not wait for (issue 22): an interactive batch never queues behind
 * background work, one process tiles one image at a time, and 我的任务 (listJob) shows each user their
 * own jobs with the link to an export's file — the redeem-code export's included.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { JOB_HANDLERS, registeredJobMethods } from "../../server/platform/jobs/handlers";
import type { JobHandler } from "../../server/platform/jobs/context";
import { KIND_CAPS } from "../../server/platform/jobs/lanes";
import { drainJobs, startJobRunner, type JobRunner } from "../../server/platform/jobs/runner";
import { insertJob } from "../../server/platform/jobs/store";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeVipGoods } from "./requestsFixture";

const JOBS = "JobServiceAdmin";
type Job = { Id: number; kind: string; status: string; done: number; total: number; userId: number; resultKey: string | null; resultUrl?: string };

/** A tiling that runs until the test lets it finish: what the demo's first start queues, made controllable. */
function gatedTiling() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let running = 0;
  let most = 0;
  const handler: JobHandler = async (ctx) => {
    running += 1;
    most = Math.max(most, running);
    await gate;
    running -= 1;
    const now = ctx.deps.now();
    await ctx.deps.db.updateTable("job").set({ status: "DONE", done: 1, total: 1, finishedAt: now }).where("Id", "=", ctx.job.Id).execute();
    return "finished";
  };
  return { handler, open: () => open(), most: () => most, running: () => running };
}

describeEachDb("job lanes and 我的任务", (kind) => {
  let t: TestServer;
  let runner: JobRunner | null = null;
  const realTile = JOB_HANDLERS.tile;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-lanes-"));
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual", env: { MOYUAN_DATA_DIR: dataDir } });
  });
  afterEach(async () => {
    await runner?.stop();
    runner = null;
    JOB_HANDLERS.tile = realTile;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => t.server.deps.db;
  const jobOf = async (Id: number) => (await db().selectFrom("job").select(["Id", "kind", "status", "done", "total"]).where("Id", "=", Id).executeTakeFirstOrThrow());
  const queueTiles = async (n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      ids.push(await insertJob(db(), { kind: "tile", label: `切片 ${i}`, resource: "hdImage", total: 100, params: { Ids: [900_000 + i] }, targets: [900_000 + i], userId: 0, userName: "系统" }, t.clock.now));
    }
    return ids;
  };
  const createMuseums = async (n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const r = await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: `车道-${kind}-${i}-${ids.length}-${Math.random()}`, province: "测试省", city: "测试市" } }, t.adminToken);
      expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
      ids.push((r.body.data as { Id: number }).Id);
    }
    return ids;
  };

  it("a two-row batch queued after many tilings finishes while a tiling runs, and one process tiles one image at a time", async () => {
    expect(KIND_CAPS.tile).toBe(1);
    const tiling = gatedTiling();
    JOB_HANDLERS.tile = tiling.handler;
    const tiles = await queueTiles(6);
    runner = startJobRunner(t.server.deps, registeredJobMethods(), { intervalMs: 20 });
    await vi.waitFor(async () => expect((await jobOf(tiles[0] as number)).status).toBe("RUNNING"), { timeout: 10_000, interval: 10 });

    const museums = await createMuseums(2);
    const started = await t.rpc(`${JOBS}/startBatch`, { resource: "museum", operation: "delete", Ids: museums }, t.adminToken);
    expect(started.body.code, String(started.body.message)).toBe("SUCCESS");
    const batchId = started.body.Id as number;
    await vi.waitFor(async () => expect(await jobOf(batchId)).toMatchObject({ status: "DONE", done: 2, total: 2 }), { timeout: 10_000, interval: 10 });

    // The tiling still runs; the other background slot stayed free rather than take a second tiling.
    const states = await Promise.all(tiles.map(async (id) => (await jobOf(id)).status));
    expect(states.filter((s) => s === "RUNNING")).toHaveLength(1);
    expect(states.filter((s) => s === "QUEUED")).toHaveLength(5);
    expect(tiling.most()).toBe(1);

    tiling.open();
    await vi.waitFor(async () => {
      const done = await Promise.all(tiles.map(async (id) => (await jobOf(id)).status));
      expect(done.every((s) => s === "DONE")).toBe(true);
    }, { timeout: 10_000, interval: 10 });
    expect(tiling.most()).toBe(1);
  });

  it("drained by hand, the interactive lane goes first: a batch queued after background work is claimed before it", async () => {
    const tiling = gatedTiling();
    tiling.open();
    JOB_HANDLERS.tile = tiling.handler;
    const tiles = await queueTiles(3);
    const museums = await createMuseums(1);
    const started = await t.rpc(`${JOBS}/startBatch`, { resource: "museum", operation: "delete", Ids: museums }, t.adminToken);
    const batchId = started.body.Id as number;
    // One row of budget: the run that spends it is the batch's, though three tilings were queued before it.
    await drainJobs(t.server.deps, undefined, { maxRows: 1 });
    expect((await jobOf(batchId)).status).toBe("DONE");
    for (const id of tiles) expect((await jobOf(id)).status).toBe("QUEUED");
    await drainJobs(t.server.deps);
    for (const id of tiles) expect((await jobOf(id)).status).toBe("DONE");
  });

  it("我的任务: each user lists only their own jobs, and the redeem-code export's file is offered to its owner", async () => {
    const goodsId = await makeVipGoods(t, { vipLevel: "SVIP", durationDays: 31 });
    const owner = await makeUser(t, `codes.${kind}`, "operator", { coupon: "WRITE" });
    const other = await makeUser(t, `other.${kind}`, "operator", { coupon: "WRITE" });
    const created = await t.rpc("TouristServiceAdmin/createRedeemCodeBatch", {
      data: { name: "我的任务测试", vipGoodsId: goodsId, quantity: 5, channel: "GIFT", prefix: "", validFrom: t.clock.now, validTo: t.clock.now + 86_400_000 },
    }, owner.token);
    expect(created.body.code, String(created.body.message)).toBe("SUCCESS");
    await drainJobs(t.server.deps);
    const batch = (await t.rpc("TouristServiceAdmin/getRedeemCodeBatch", { Id: (created.body.data as { Id: number }).Id }, owner.token)).body.data as { Id: number; utime: number };
    const exported = await t.rpc("TouristServiceAdmin/exportRedeemCodes", { Id: batch.Id, utime: batch.utime, data: {} }, owner.token);
    expect(exported.body.code, String(exported.body.message)).toBe("SUCCESS");
    await drainJobs(t.server.deps);

    const list = async (token: string) => (await t.rpc(`${JOBS}/listJob`, { page: { skip: 0, limit: 50 }, sort: { by: "ctime", asc: false } }, token)).body.data as Job[];
    const mine = await list(owner.token);
    expect(new Set(mine.map((j) => j.userId))).toEqual(new Set([owner.Id]));
    const exportJob = mine.find((j) => j.kind === "export");
    expect(exportJob).toMatchObject({ status: "DONE", done: 5 });
    expect(exportJob?.resultUrl).toMatch(/^\/files\/export\/.+\.xlsx\?expires=\d+&signature=/);
    const file = await t.server.app.request(String(exportJob?.resultUrl), {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");

    // Someone else sees none of it, and cannot read it by its Id either.
    expect((await list(other.token)).map((j) => j.Id)).not.toContain(exportJob?.Id);
    expect((await t.rpc(`${JOBS}/getJob`, { Id: exportJob?.Id }, other.token)).body.code).toBe(5);
    // sysadmin READ (admin) sees everyone's.
    expect((await list(t.adminToken)).map((j) => j.Id)).toContain(exportJob?.Id);
  });
});
