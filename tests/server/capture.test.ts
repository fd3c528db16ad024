/**
 * Digital capture (content.md §8.4–§8.5) on both databases: a task goes 排期 → 开始采集 → 采集完成 →
 * 提交质检 with its devices reserved, in use and freed; an item that misses a QC threshold cannot pass;
 * 质检通过 needs every item passed and then imports the masters through the HD library's own import,
 * so that after its job the work, the item and the image point at one another; two 质检通过 at once
 * make one import; two tasks scheduling one device at once: one gets it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db, Row, Tx } from "../../server/platform/db/types";
import { drainJobs } from "../../server/platform/jobs/runner";
import { testArtist, testDevice, testWork } from "../../server/domains/shiy/captureTask/fixtureData";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { png } from "./pngFixture";

const GOOD = { ppiMeasured: 602, deltaEMean: 1.8, deltaEMax: 4.1, toneDeltaL: 0.9, uniformityPct: 2.5, sfrEfficiency: 91, shotCount: 1 };

describeEachDb("digital capture", (kind) => {
  let t: TestServer;
  let db: Db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-capture-"));
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual", env: { MOYUAN_DATA_DIR: dataDir } });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const tx = () => db as unknown as Tx;
  const call = (method: string, payload: Record<string, unknown>) => t.rpc(`ShiyServiceAdmin/${method}`, payload, t.adminToken);
  async function put(key: string) {
    const file = path.join(dataDir, "uploads", key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const bytes = png();
    fs.writeFileSync(file, bytes);
    await db.insertInto("upload_file").values({ key, dataType: "UDT_SHIY", contentType: "image/png", size: bytes.length, userId: null, ctime: t.clock.now }).execute();
  }
  /** A task of one new artist with `works` works and one device, created through the console's method. */
  async function newTask(works = 1, device?: number) {
    const artistId = await testArtist(tx(), t.clock.now);
    const workIds: number[] = [];
    for (let i = 0; i < works; i += 1) workIds.push(await testWork(tx(), artistId, t.clock.now));
    const deviceId = device ?? await testDevice(tx(), t.clock.now);
    const r = await call("createCaptureTask", { data: {
      title: "林砚秋 书法作品采集", artistId, workIds, place: "studio", scheduledAt: t.clock.now - 3_600_000, deviceIds: [deviceId], operatorIds: [1],
      captureMode: "reprography", targetPpi: 600, colorTarget: "ccsg", fileSpec: "tiff16", colorSpace: "eciRGBv2",
    } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return { task: r.body.data as Row, workIds, deviceId };
  }
  const move = async (name: string, Id: unknown, data?: Record<string, unknown>) => (await call(`${name}CaptureTask`, { Id, ...(data ? { data } : {}) })).body;
  const items = (taskId: unknown) => db.selectFrom("capture_item").selectAll().where("taskId", "=", Number(taskId)).orderBy("Id").execute();
  const deviceState = async (Id: number) => (await db.selectFrom("device").select("status").where("Id", "=", Id).executeTakeFirstOrThrow()).status;
  /** Records a master and the measures of every item (over `over`), as the capture staff do. */
  async function measure(taskId: unknown, over: Record<string, unknown> = {}) {
    for (const item of await items(taskId)) {
      const key = `shiy/capture/${kind}-${String(item.Id)}.png`;
      await put(key);
      const r = await call("updateCaptureItem", { Id: item.Id, utime: item.utime, data: { masterFile: key, capturedAt: t.clock.now - 60_000, ...GOOD, ...over } });
      expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    }
  }
  async function toQc(taskId: unknown, over: Record<string, unknown> = {}) {
    for (const step of ["schedule", "startCapture", "finishCapture"]) expect((await move(step, taskId)).code).toBe("SUCCESS");
    await measure(taskId, over);
    expect((await move("submitQc", taskId)).code).toBe("SUCCESS");
  }

  it("a passed capture becomes the work's HD image through the import: task → items passed → job drained → image, work and item linked", async () => {
    const { task, workIds, deviceId } = await newTask(2);
    expect(String(task.code)).toMatch(/^DR-\d{4}-\d{4}$/);
    expect((await items(task.Id)).map((i) => [Number(i.workId), i.qcState])).toEqual(workIds.map((w) => [w, "pending"]));
    expect((await move("schedule", task.Id)).code).toBe("SUCCESS");
    expect(await deviceState(deviceId)).toBe("reserved");
    expect((await move("startCapture", task.Id)).code).toBe("SUCCESS");
    expect(await deviceState(deviceId)).toBe("inUse");
    expect((await move("finishCapture", task.Id)).code).toBe("SUCCESS");
    expect(await deviceState(deviceId)).toBe("available");
    // No master yet: 提交质检 refuses and names the work.
    const bare = await move("submitQc", task.Id);
    expect([bare.code, bare.message]).toEqual([9, expect.stringContaining("还没有母版文件")]);
    await measure(task.Id);
    expect((await move("submitQc", task.Id)).code).toBe("SUCCESS");
    const [first, second] = await items(task.Id);
    expect((await call("passCaptureItem", { Id: first!.Id })).body.code).toBe("SUCCESS");
    // One item still pending: 质检通过 refuses, nothing imported.
    const early = await move("passQc", task.Id);
    expect([early.code, early.message]).toEqual([9, expect.stringContaining("还有 1 件作品未通过质检")]);
    expect((await call("passCaptureItem", { Id: second!.Id })).body.code).toBe("SUCCESS");
    const passed = await move("passQc", task.Id);
    expect(passed.code, JSON.stringify(passed)).toBe("SUCCESS");
    const done = (passed.data as Row[])[0]!;
    expect([done.status, done.itemsDone, typeof done.jobId, typeof done.importTaskId]).toEqual(["done", 2, "number", "number"]);
    const importTask = await db.selectFrom("hd_import_task").selectAll().where("Id", "=", Number(done.importTaskId)).executeTakeFirstOrThrow();
    expect([importTask.sourceType, Number(importTask.captureTaskId), importTask.status, Number(importTask.total)]).toEqual(["captureTask", Number(task.Id), "running", 2]);

    await drainJobs(t.server.deps);
    const finished = await db.selectFrom("hd_import_task").select(["status", "succeeded"]).where("Id", "=", Number(done.importTaskId)).executeTakeFirstOrThrow();
    expect([finished.status, Number(finished.succeeded)]).toEqual(["succeeded", 2]);
    for (const item of await items(task.Id)) {
      const image = await db.selectFrom("hd_image").selectAll().where("Id", "=", Number(item.hdImageId)).executeTakeFirstOrThrow();
      const work = await db.selectFrom("programme_work").selectAll().where("Id", "=", Number(item.workId)).executeTakeFirstOrThrow();
      expect([image.masterFile, image.subjectType, Number(image.subjectId), Number(image.ppi)]).toEqual([item.masterFile, "shiyWork", Number(item.workId), 602]);
      expect([Number(work.hdImageId), Number(work.captureTaskId)]).toEqual([Number(image.Id), Number(task.Id)]);
    }
    // The viewer's capture panel reads the same item.
    const capture = (await call("getWorkCapture", { Id: workIds[0] })).body.data as { work: Row; capture: Row };
    expect(capture.work.hdImageId).toBe(Number((await items(task.Id))[0]!.hdImageId));
    expect(capture.capture).toMatchObject({ taskCode: task.code, ppiMeasured: 602, deltaEMean: 1.8, deltaEMax: 4.1, colorTarget: "X-Rite ColorChecker SG", devices: [expect.stringContaining("采集测试相机")] });
  });

  it("an item over a ΔE threshold cannot pass (FAILED_PRECONDITION, says which measure); 退回 keeps the reason and 质检不通过 sends the task to 返工", async () => {
    const { task } = await newTask(1);
    await toQc(task.Id, { deltaEMax: 7.4 });
    const [item] = await items(task.Id);
    const refused = (await call("passCaptureItem", { Id: item!.Id })).body;
    expect([refused.code, refused.message]).toEqual([9, expect.stringContaining("「最大色差 ΔE2000」7.4 不符合阈值 ≤ 6.0")]);
    expect((await items(task.Id))[0]!.qcState).toBe("pending");
    expect((await call("rejectCaptureItem", { Id: item!.Id, data: { reason: "反光" } })).body.code).toBe("SUCCESS");
    expect((await items(task.Id)).map((i) => [i.qcState, i.retakeReason])).toEqual([["failed", "反光"]]);
    const rework = await move("failQc", task.Id, { reason: "色差超标" });
    expect([rework.code, (rework.data as Row[])[0]!.status, (rework.data as Row[])[0]!.reworkReason]).toEqual(["SUCCESS", "rework", "色差超标"]);
    // 重拍: the failed item is judged again.
    expect((await move("recapture", task.Id)).code).toBe("SUCCESS");
    expect((await items(task.Id))[0]!.qcState).toBe("pending");
  });

  it("two 质检通过 at once: one succeeds, the other is refused, one import task is made", async () => {
    const { task } = await newTask(1);
    await toQc(task.Id);
    const [item] = await items(task.Id);
    expect((await call("passCaptureItem", { Id: item!.Id })).body.code).toBe("SUCCESS");
    const answers = await Promise.all([move("passQc", task.Id), move("passQc", task.Id)]);
    expect(answers.map((a) => a.code).sort()).toEqual([9, "SUCCESS"].sort());
    const imports = await db.selectFrom("hd_import_task").select("Id").where("captureTaskId", "=", Number(task.Id)).execute();
    expect(imports).toHaveLength(1);
    await drainJobs(t.server.deps);
  });

  it("two tasks scheduling one device at once: one reserves it, the other is refused with the device's state; a device in maintenance refuses 排期", async () => {
    const deviceId = await testDevice(tx(), t.clock.now);
    const a = await newTask(1, deviceId);
    const b = await newTask(1, deviceId);
    const answers = await Promise.all([move("schedule", a.task.Id), move("schedule", b.task.Id)]);
    expect(answers.map((x) => x.code).sort()).toEqual([9, "SUCCESS"].sort());
    expect(answers.find((x) => x.code === 9)?.message).toContain("当前已预约，不能预约");
    expect(await deviceState(deviceId)).toBe("reserved");
    const broken = await testDevice(tx(), t.clock.now);
    await db.updateTable("device").set({ status: "maintenance" }).where("Id", "=", broken).execute();
    const c = await newTask(1, broken);
    const refused = await move("schedule", c.task.Id);
    expect([refused.code, refused.message]).toEqual([9, expect.stringContaining("当前维护中")]);
    expect((await db.selectFrom("capture_task").select("status").where("Id", "=", Number(c.task.Id)).executeTakeFirstOrThrow()).status).toBe("planned");
  });

  it("a task's works must be its artist's own", async () => {
    const { task } = await newTask(1);
    const other = await testWork(tx(), await testArtist(tx(), t.clock.now), t.clock.now);
    const r = await call("updateCaptureTask", { Id: task.Id, utime: task.utime, data: { workIds: [other] } });
    expect([r.body.code, r.body.message]).toEqual([3, expect.stringContaining("不是该艺术家的作品")]);
  });
});
