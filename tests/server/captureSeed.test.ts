/**
 * The capture demo data (content.md §8.4–§8.5, §15.2) on both databases, over the demo world: 20 tasks in
 * the designed states; every work a task names is its artist's and has exactly one item; done tasks'
 * items point at their works' HD images, the works back at the task, and an import task of source
 * 采集任务交付 delivered them; 已通过 counts the passed items; scheduled tasks hold their devices reserved,
 * capturing ones in use; nothing is dated in the future.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../server/platform/db/types";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const json = (v: unknown): number[] => (Array.isArray(v) ? v : JSON.parse(String(v ?? "[]"))) as number[];

describeEachDb("capture seeds", (kind) => {
  let t: TestServer;
  let db: Db;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });

  it("20 tasks in the designed states, their works, items, images, import tasks and devices agreeing", async () => {
    const tasks = await db.selectFrom("capture_task").selectAll().orderBy("Id").execute();
    const count = (s: string) => tasks.filter((x) => x.status === s).length;
    expect(["planned", "scheduled", "capturing", "processing", "qc", "rework", "done", "cancelled"].map(count)).toEqual([3, 3, 2, 2, 2, 1, 6, 1]);
    const now = t.clock.now;
    for (const task of tasks) {
      const workIds = json(task.workIds);
      const works = await db.selectFrom("programme_work").selectAll().where("Id", "in", workIds).execute();
      expect(works.map((w) => Number(w.artistId))).toEqual(workIds.map(() => Number(task.artistId)));
      const items = await db.selectFrom("capture_item").selectAll().where("taskId", "=", Number(task.Id)).orderBy("Id").execute();
      expect(items.map((i) => Number(i.workId)).sort((a, b) => a - b)).toEqual([...workIds].sort((a, b) => a - b));
      expect([Number(task.itemsTotal), Number(task.itemsDone)]).toEqual([items.length, items.filter((i) => i.qcState === "passed").length]);
      for (const at of [task.ctime, task.utime, task.scheduledAt, ...items.map((i) => i.capturedAt)]) if (at !== null) expect(Number(at)).toBeLessThanOrEqual(now);
      for (const d of json(task.deviceIds)) {
        const state = (await db.selectFrom("device").select("status").where("Id", "=", d).executeTakeFirstOrThrow()).status;
        if (task.status === "scheduled") expect(state).toBe("reserved");
        if (task.status === "capturing") expect(state).toBe("inUse");
      }
      if (task.status !== "done") {
        expect(items.every((i) => i.hdImageId === null)).toBe(true);
        continue;
      }
      const imported = await db.selectFrom("hd_import_task").selectAll().where("Id", "=", Number(task.importTaskId)).executeTakeFirstOrThrow();
      expect([imported.sourceType, Number(imported.captureTaskId), imported.status]).toEqual(["captureTask", Number(task.Id), "succeeded"]);
      for (const item of items) {
        const work = works.find((w) => Number(w.Id) === Number(item.workId));
        const image = await db.selectFrom("hd_image").select(["Id", "masterFile"]).where("Id", "=", Number(item.hdImageId)).executeTakeFirstOrThrow();
        expect([item.qcState, Number(work?.hdImageId), Number(work?.captureTaskId), item.masterFile]).toEqual(["passed", Number(image.Id), Number(task.Id), image.masterFile]);
      }
    }
    // Each reserved or in-use device belongs to one open task only.
    const held = tasks.filter((x) => x.status === "scheduled" || x.status === "capturing").flatMap((x) => json(x.deviceIds));
    expect(new Set(held).size).toBe(held.length);
  });
});
