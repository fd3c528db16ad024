/**
 * Outsourced annotation (content.md §11) on both databases: the annotator rule (another annotator, or a
 * reviewer, writing a task's slices → PERMISSION_DENIED and nothing changed, on the canvas's methods and the
 * generic ones); the task's way 未开始 → 进行中 (opening the canvas) → 已提交 → 已驳回 → 已提交 → 已完成
 * with its slices following; amount = approved × unit price; bbox and W3C computed by the server; the
 * 导出标注 job's AnnotationPage shape; the report's totals and 标记已结算.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import JSZip from "jszip";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db, Row, Tx } from "../../server/platform/db/types";
import { drainJobs } from "../../server/platform/jobs/runner";
import { testTag, testTiledImage } from "../../server/domains/revise/reviseTask/fixtureData";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const ANNOTATOR = { hdpic: "WRITE", suha: "READ" };

describeEachDb("outsourced annotation", (kind) => {
  let t: TestServer;
  let db: Db;
  let wu: TestUser;
  let zheng: TestUser;
  let reviewer: TestUser;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-revise-"));
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual", env: { MOYUAN_DATA_DIR: dataDir } });
    db = t.server.deps.db;
    wu = await makeUser(t, "rv.wu", "annotator", ANNOTATOR);
    zheng = await makeUser(t, "rv.zheng", "annotator", ANNOTATOR);
    reviewer = await makeUser(t, "rv.li", "editor");
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const tx = () => db as unknown as Tx;
  const call = async (method: string, payload: Record<string, unknown>, token = t.adminToken) => (await t.rpc(`ReviseServiceAdmin/${method}`, payload, token)).body;
  const task = async (Id: number) => (await db.selectFrom("revise_task").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow()) as Row;
  const slices = (taskId: number) => db.selectFrom("annotation_slice").selectAll().where("taskId", "=", taskId).orderBy("Id").execute();

  async function newTask(annotator: TestUser, unitPrice = 150) {
    const hdImageId = await testTiledImage(tx(), t.clock.now);
    const seal = await testTag(tx(), t.clock.now);
    const boat = await testTag(tx(), t.clock.now);
    const r = await call("createReviseTask", { data: { hdImageId, batchName: "2026-11 测试 第1批", vendor: "墨研数据", annotatorId: annotator.Id, tagIds: [seal, boat], unitPrice } });
    expect(r.code, JSON.stringify(r)).toBe("SUCCESS");
    return { task: r.data as Row, hdImageId, seal, boat };
  }

  it("refuses a task on an untiled image or for a user who may not draw", async () => {
    const seal = await testTag(tx(), t.clock.now);
    const imageId = await testTiledImage(tx(), t.clock.now);
    await db.updateTable("hd_image").set({ tileStatus: "none" }).where("Id", "=", imageId).execute();
    const untiled = await call("createReviseTask", { data: { hdImageId: imageId, batchName: "b", annotatorId: wu.Id, tagIds: [seal], unitPrice: 100 } });
    expect(untiled).toMatchObject({ code: 3 });
    expect(String(untiled.message)).toContain("尚未切片完成");
    const reader = await makeUser(t, "rv.reader", "auditor");
    const tiled = await testTiledImage(tx(), t.clock.now);
    const noDraw = await call("createReviseTask", { data: { hdImageId: tiled, batchName: "b", annotatorId: reader.Id, tagIds: [seal], unitPrice: 100 } });
    expect(noDraw).toMatchObject({ code: 3 });
  });

  it("opening the canvas starts the annotator's task; slices get their bbox and W3C from the server", async () => {
    const { task: made, hdImageId, seal } = await newTask(wu);
    expect(made).toMatchObject({ state: "new", stage: "annotation", sliceCount: 0, amount: 0 });
    expect(String(made.code)).toMatch(/^RT-\d{4}-\d{5}$/);
    // A reviewer looking does not start it.
    const look = await call("getAnnotationWorkspace", { taskId: made.Id }, reviewer.token);
    expect(look, JSON.stringify(look)).toMatchObject({ code: "SUCCESS", data: { mode: "view", canEdit: false, task: { state: "new" } } });
    const ws = await call("getAnnotationWorkspace", { taskId: made.Id }, wu.token);
    expect(ws, JSON.stringify(ws)).toMatchObject({ code: "SUCCESS", data: { mode: "annotator", canEdit: true, task: { state: "inProgress" }, image: { Id: hdImageId, widthPx: 3000 } } });
    expect((ws.data as { tags: Row[] }).tags.map((x) => x.Id)).toContain(seal);
    expect((await db.selectFrom("hd_image").select("annotationState").where("Id", "=", hdImageId).executeTakeFirstOrThrow()).annotationState).toBe("inProgress");

    const poly = await call("saveAnnotationSlice", { taskId: made.Id, data: { tagId: seal, shape: "polygon", region: { points: [[100.4, 200], [300, 180.6], [260, 420]] } } }, wu.token);
    expect(poly.code, JSON.stringify(poly)).toBe("SUCCESS");
    expect(poly.data).toMatchObject({ x: 100, y: 181, w: 200, h: 239, auditState: "draft", annotatorId: wu.Id, region: { points: [[100, 200], [300, 181], [260, 420]] } });
    const w3c = (poly.data as { w3c: Record<string, unknown> }).w3c;
    expect(w3c).toMatchObject({ "@context": "http://www.w3.org/ns/anno.jsonld", type: "Annotation", target: { selector: { type: "SvgSelector" } } });
    expect(String((w3c.target as { source: string }).source)).toMatch(new RegExp(`/iiif/hdImage/${hdImageId}/canvas$`));

    // From Annotorious: a W3C annotation with a FragmentSelector and a tagging body.
    const rect = await call("saveAnnotationSlice", { taskId: made.Id, annotation: {
      type: "Annotation", body: [{ type: "TextualBody", purpose: "tagging", value: "ignored", id: `urn:moyuan:annotationTag:${seal}` }],
      target: { source: "x", selector: { type: "FragmentSelector", conformsTo: "http://www.w3.org/TR/media-frags/", value: "xywh=pixel:10,20,300,150" } },
    } }, wu.token);
    expect(rect.data).toMatchObject({ shape: "rect", region: { x: 10, y: 20, w: 300, h: 150 }, x: 10, y: 20, w: 300, h: 150, tagId: seal });
    // A region outside the image is refused.
    const outside = await call("saveAnnotationSlice", { taskId: made.Id, data: { tagId: seal, shape: "rect", region: { x: 2900, y: 10, w: 500, h: 50 } } }, wu.token);
    expect(outside.code).toBe(3);
    expect((await task(Number(made.Id))).sliceCount).toBe(2);
  });

  it("THE ANNOTATOR RULE: another annotator, a reviewer or the admin cannot write the task's slices; nothing changes", async () => {
    const { task: made, seal } = await newTask(wu);
    await call("getAnnotationWorkspace", { taskId: made.Id }, wu.token);
    const mine = (await call("saveAnnotationSlice", { taskId: made.Id, data: { tagId: seal, shape: "rect", region: { x: 1, y: 1, w: 50, h: 50 } } }, wu.token)).data as Row;
    const before = await slices(Number(made.Id));
    const taskBefore = await task(Number(made.Id));
    const attempts = [
      await call("saveAnnotationSlice", { taskId: made.Id, data: { tagId: seal, shape: "rect", region: { x: 5, y: 5, w: 50, h: 50 } } }, zheng.token),
      await call("saveAnnotationSlice", { Id: mine.Id, utime: mine.utime, data: { region: { x: 9, y: 9, w: 9, h: 9 } } }, zheng.token),
      await call("removeAnnotationSlice", { Id: mine.Id }, zheng.token),
      await call("submitReviseTask", { Id: made.Id }, zheng.token),
      await call("createAnnotationSlice", { data: { hdImageId: made.hdImageId, taskId: made.Id, tagId: seal, shape: "rect", region: { x: 5, y: 5, w: 5, h: 5 } } }),
      await call("updateAnnotationSlice", { Id: mine.Id, utime: mine.utime, data: { note: "管理员改" } }),
      await call("deleteAnnotationSlice", { Id: mine.Id }),
      await call("updateAnnotationSlice", { Id: mine.Id, utime: mine.utime, data: { note: "审核员改" } }, reviewer.token),
    ];
    for (const a of attempts) expect(a.code, JSON.stringify(a)).toBe(7);
    expect(await slices(Number(made.Id))).toEqual(before);
    expect(await task(Number(made.Id))).toEqual(taskBefore);
    // The annotator may; after 改派 the new one may and the old one may not.
    expect((await call("reassignReviseTask", { Id: made.Id, utime: taskBefore.utime, data: { annotatorId: zheng.Id } })).code).toBe("SUCCESS");
    expect((await call("saveAnnotationSlice", { taskId: made.Id, data: { tagId: seal, shape: "rect", region: { x: 5, y: 5, w: 50, h: 50 } } }, wu.token)).code).toBe(7);
    expect((await call("saveAnnotationSlice", { taskId: made.Id, data: { tagId: seal, shape: "rect", region: { x: 5, y: 5, w: 50, h: 50 } } }, zheng.token)).code).toBe("SUCCESS");
  });

  it("submit → reject → resubmit → approve: slices follow, amount = approved × unit price, the image is done", async () => {
    const { task: made, hdImageId, seal, boat } = await newTask(wu, 250);
    const save = async (tagId: number, x: number) => (await call("saveAnnotationSlice", { taskId: made.Id, data: { tagId, shape: "rect", region: { x, y: 10, w: 40, h: 40 }, text: "乾隆御览之宝" } }, wu.token)).data as Row;
    const [a, b, c] = [await save(seal, 10), await save(boat, 100), await save(boat, 200)];
    // Only the annotator submits; a reviewer cannot approve before.
    expect((await call("approveReviseTask", { Id: made.Id }, reviewer.token)).code).toBe(9);
    expect((await call("submitReviseTask", { Id: made.Id }, wu.token)).code).toBe("SUCCESS");
    expect(await task(Number(made.Id))).toMatchObject({ state: "submitted", stage: "review" });
    expect((await slices(Number(made.Id))).map((s) => s.auditState)).toEqual(["submitted", "submitted", "submitted"]);
    // Locked while submitted.
    expect((await call("saveAnnotationSlice", { Id: a.Id, utime: a.utime, data: { note: "改" } }, wu.token)).code).toBe(9);
    // An annotator cannot review.
    expect((await call("rejectAnnotationSlice", { Id: b?.Id, data: { comment: "x" } }, wu.token)).code).toBe(7);
    expect((await call("rejectAnnotationSlice", { Ids: [b?.Id], data: { comment: "框偏大" } }, reviewer.token)).code).toBe("SUCCESS");
    expect((await call("rejectReviseTask", { Id: made.Id, data: { reason: "船只漏标" } }, reviewer.token)).code).toBe("SUCCESS");
    expect(await task(Number(made.Id))).toMatchObject({ state: "rejected", stage: "annotation", rejectReason: "船只漏标", rejectedCount: 1 });
    // The rejected slice is the annotator's again (back to draft), the others wait.
    const rejected = (await slices(Number(made.Id))).find((s) => s.Id === b?.Id) as Row;
    const fixed = await call("saveAnnotationSlice", { Id: rejected.Id, utime: Number(rejected.utime), data: { region: { x: 100, y: 10, w: 60, h: 40 } } }, wu.token);
    expect(fixed.data).toMatchObject({ auditState: "draft", w: 60 });
    expect((await call("submitReviseTask", { Id: made.Id }, wu.token)).code).toBe("SUCCESS");
    expect((await call("rejectAnnotationSlice", { Ids: [c?.Id], data: { comment: "非船只" } }, reviewer.token)).code).toBe("SUCCESS");
    const done = await call("approveReviseTask", { Id: made.Id }, reviewer.token);
    expect(done.code).toBe("SUCCESS");
    const after = await task(Number(made.Id));
    expect(after).toMatchObject({ state: "completed", stage: "acceptance", sliceCount: 3, approvedCount: 2, rejectedCount: 1, amount: 2 * 250 });
    expect(Number(after.amount)).toBe(Number(after.approvedCount) * Number(after.unitPrice));
    expect((await slices(Number(made.Id))).map((s) => s.auditState)).toEqual(["approved", "approved", "rejected"]);
    expect((await db.selectFrom("hd_image").select("annotationState").where("Id", "=", hdImageId).executeTakeFirstOrThrow()).annotationState).toBe("done");
    // 重新打开 clears the amount until it is completed again.
    expect((await call("reopenReviseTask", { Id: made.Id }, reviewer.token)).code).toBe("SUCCESS");
    expect(await task(Number(made.Id))).toMatchObject({ state: "inProgress", amount: 0 });
  });

  it("取消 hides the drafts (kept), out of the counts", async () => {
    const { task: made, seal } = await newTask(wu);
    await call("saveAnnotationSlice", { taskId: made.Id, data: { tagId: seal, shape: "rect", region: { x: 1, y: 1, w: 20, h: 20 } } }, wu.token);
    expect((await call("cancelReviseTask", { Id: made.Id }, reviewer.token)).code).toBe("SUCCESS");
    expect(await task(Number(made.Id))).toMatchObject({ state: "cancelled", sliceCount: 0 });
    const kept = await slices(Number(made.Id));
    expect(kept).toHaveLength(1);
    expect(Number(kept[0]?.hidden)).toBe(1);
  });

  it("导出标注: one W3C AnnotationPage per image, zipped", async () => {
    const { task: made, hdImageId, seal } = await newTask(wu);
    await call("saveAnnotationSlice", { taskId: made.Id, data: { tagId: seal, shape: "rect", region: { x: 10, y: 20, w: 30, h: 40 }, text: "石渠宝笈" } }, wu.token);
    const started = await call("exportAnnotationPages", { data: { batchName: "2026-11 测试 第1批" } }, reviewer.token);
    expect(started.code, JSON.stringify(started)).toBe("SUCCESS");
    await drainJobs(t.server.deps);
    const job = await db.selectFrom("job").selectAll().where("Id", "=", Number(started.Id)).executeTakeFirstOrThrow();
    expect(job.status, String(job.reason)).toBe("DONE");
    const zip = await JSZip.loadAsync(fs.readFileSync(path.join(dataDir, "uploads", String(job.resultKey))));
    const image = await db.selectFrom("hd_image").select("code").where("Id", "=", hdImageId).executeTakeFirstOrThrow();
    const page = JSON.parse(await (zip.file(`${String(image.code)}.json`) as JSZip.JSZipObject).async("string")) as Record<string, unknown>;
    expect(page).toMatchObject({ "@context": "http://www.w3.org/ns/anno.jsonld", type: "AnnotationPage" });
    const items = page.items as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: "Annotation", motivation: "tagging",
      body: [{ type: "TextualBody", purpose: "tagging" }, { type: "TextualBody", purpose: "commenting", value: "石渠宝笈" }],
      target: { selector: { type: "FragmentSelector", value: "xywh=pixel:10,20,30,40" } },
    });
    expect(typeof (items[0]?.target as { source?: unknown }).source).toBe("string");
    // An annotator without R(suha)... holds it (the role's preset); a user with no suha right is refused.
    const none = await makeUser(t, "rv.none", "finance");
    expect((await call("exportAnnotationPages", { data: {} }, none.token)).code).toBe(7);
  });

  it("修订任务查询: groups add up to the totals; 标记已结算 numbers the filter's completed tasks once", async () => {
    const { task: made, seal } = await newTask(zheng, 300);
    await call("saveAnnotationSlice", { taskId: made.Id, data: { tagId: seal, shape: "rect", region: { x: 1, y: 1, w: 20, h: 20 } } }, zheng.token);
    await call("submitReviseTask", { Id: made.Id }, zheng.token);
    await call("approveReviseTask", { Id: made.Id }, reviewer.token);
    for (const groupBy of ["annotator", "vendor", "batch", "day"]) {
      const r = await call("getReviseTaskReport", { cond: { jsonq: "{}" }, groupBy }, reviewer.token);
      expect(r.code).toBe("SUCCESS");
      const rows = r.data as Record<string, number>[];
      const totals = r.totals as Record<string, number>;
      for (const k of ["tasks", "sliceCount", "approvedCount", "rejectedCount", "completed", "amount"]) expect(rows.reduce((a, x) => a + Number(x[k]), 0), `${groupBy}.${k}`).toBe(totals[k]);
      expect(totals.tasks).toBe(Number((await db.selectFrom("revise_task").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n));
    }
    // An annotator reads the report but may not settle.
    expect((await call("settleReviseTasks", { cond: { jsonq: "{}" } }, wu.token)).code).toBe(7);
    const settled = await call("settleReviseTasks", { cond: { jsonq: JSON.stringify({ annotatorId: zheng.Id }) } }, reviewer.token);
    expect(settled.code).toBe("SUCCESS");
    expect(settled.data).toMatchObject({ count: 1, amount: 300 });
    expect(await task(Number(made.Id))).toMatchObject({ settled: 1, settlementNo: (settled.data as { settlementNo: string }).settlementNo });
    expect((await call("settleReviseTasks", { cond: { jsonq: JSON.stringify({ annotatorId: zheng.Id }) } }, reviewer.token)).data).toMatchObject({ count: 0 });
    // A settled task is not reopened.
    expect((await call("reopenReviseTask", { Id: made.Id }, reviewer.token)).code).toBe(9);
  });
});
