/**
 * The annotation canvas' workspace (/revise/hdpslice, content.md §11.2, §17.3) on both databases: the assigned
 * annotator opening a 未开始 task starts it (进行中, as the canvas needs to draw), in annotator mode; another
 * annotator opening it gets it read-only and nothing changes; the reviewer of a submitted task reviews.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../server/platform/db/types";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("annotation workspace", (kind) => {
  let t: TestServer;
  let db: Db;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });

  const userName = async (Id: number) => (await db.selectFrom("console_user").select("userName").where("Id", "=", Id).executeTakeFirstOrThrow()).userName as string;
  const taskRow = async (Id: number) => db.selectFrom("revise_task").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  /** A seeded task in `state`, its image marked tiled (the demo at 5 % tiles no files; the workspace only needs the state). */
  async function seededTask(state: string): Promise<{ Id: number; annotatorId: number }> {
    const row = await db.selectFrom("revise_task").select(["Id", "annotatorId", "hdImageId"]).where("state", "=", state).orderBy("Id").executeTakeFirst();
    expect(row, `a seeded ${state} task`).toBeDefined();
    const { Id, annotatorId, hdImageId } = row as { Id: number; annotatorId: number; hdImageId: number };
    await db.updateTable("hd_image").set({ tileStatus: "ready" }).where("Id", "=", hdImageId).execute();
    return { Id: Number(Id), annotatorId: Number(annotatorId) };
  }

  it("the annotator's first visit starts a 未开始 task; another annotator reads it and changes nothing", async () => {
    const { Id, annotatorId } = await seededTask("new");
    const other = await db.selectFrom("console_user").select("userName").where("role", "=", "annotator").where("Id", "!=", annotatorId).executeTakeFirstOrThrow();

    const stranger = await t.login(other.userName as string, ADMIN_PASSWORD);
    const seen = await t.rpc("ReviseServiceAdmin/getAnnotationWorkspace", { taskId: Id }, stranger);
    expect(seen.body.code, JSON.stringify(seen.body)).toBe("SUCCESS");
    expect(seen.body.data).toMatchObject({ mode: "view", canEdit: false, task: { Id, state: "new" } });
    expect((await taskRow(Id)).state).toBe("new");

    const own = await t.login(await userName(annotatorId), ADMIN_PASSWORD);
    const opened = await t.rpc("ReviseServiceAdmin/getAnnotationWorkspace", { taskId: Id }, own);
    expect(opened.body.code, JSON.stringify(opened.body)).toBe("SUCCESS");
    const data = opened.body.data as { mode: string; canEdit: boolean; task: { state: string }; tags: unknown[] };
    expect(data).toMatchObject({ mode: "annotator", canEdit: true, task: { state: "inProgress" } });
    expect(data.tags.length).toBeGreaterThan(0);
    expect(await taskRow(Id)).toMatchObject({ state: "inProgress" });
  });

  it("a submitted task opens for a reviewer (W suha) in reviewer mode", async () => {
    const submitted = await seededTask("submitted");
    const reviewer = await t.login("editor.li", ADMIN_PASSWORD);
    const opened = await t.rpc("ReviseServiceAdmin/getAnnotationWorkspace", { taskId: submitted.Id }, reviewer);
    expect(opened.body.code, JSON.stringify(opened.body)).toBe("SUCCESS");
    expect(opened.body.data).toMatchObject({ mode: "reviewer", canEdit: false, canReview: true });
  });
});
