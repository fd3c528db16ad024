/**
 * 赠送积分 (commerce.md §3.4) on both databases: a draft counts its visitors; 确认发放 queues a
 * `gift` job that writes one GIFT log row per visitor and reaches 100 %; running the job again, or
 * a second runner at once, gives nothing twice; a deactivated visitor is skipped (PARTIAL).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { drainJobs } from "../../server/platform/jobs/runner";
import type { Db, Row } from "../../server/platform/db/types";
import { makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("points gift batches", (kind) => {
  let t: TestServer;
  let db: Db;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (path: string, payload: Record<string, unknown>) => t.rpc(path, payload, t.adminToken);
  const drain = () => drainJobs(t.server.deps, undefined, {});
  const giftLogs = (batchNo: unknown) => db.selectFrom("points_log").selectAll().where("bizNo", "=", String(batchNo)).execute();
  const draft = async (visitors: Row[], points = 50) => {
    const r = await call("PointServiceAdmin/createPointsGiftBatch", {
      data: { title: "中秋书画打卡奖励", reason: "ACTIVITY_REWARD", pointsPerVisitor: points, uidList: visitors.map((v) => String(v.uid)).join("\n") },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body.data as Row;
  };

  it("N visitors → N GIFT rows, progress 100 %, a second runner and a rerun change nothing", async () => {
    const visitors = await Promise.all(Array.from({ length: 7 }, () => makeVisitor(db, t.clock.now, { pointBalance: 0 })));
    const batch = await draft(visitors);
    expect([batch.status, batch.visitorCount, batch.totalPoints, String(batch.batchNo).slice(0, 2)]).toEqual(["DRAFT", 7, 350, "PB"]);
    const started = await call("PointServiceAdmin/executePointsGiftBatch", { Id: batch.Id, utime: batch.utime });
    expect(started.body.code).toBe("SUCCESS");
    const jobId = Number((started.body.data as Row[])[0]!.jobId);
    await Promise.all([drain(), drain()]);
    const job = (await call("JobServiceAdmin/getJob", { Id: jobId })).body.data as Row;
    expect([job.status, job.total, job.done, job.failed], JSON.stringify(job)).toEqual(["DONE", 7, 7, 0]);
    const logs = await giftLogs(batch.batchNo);
    expect(logs).toHaveLength(7);
    expect(new Set(logs.map((l) => Number(l.visitorId)))).toEqual(new Set(visitors.map((v) => Number(v.Id))));
    for (const l of logs) expect([l.bizType, Number(l.change), Number(l.balanceAfter), l.operator]).toEqual(["GIFT", 50, 50, "admin"]);
    const after = (await call("PointServiceAdmin/getPointsGiftBatch", { Id: batch.Id })).body.data as Row;
    expect([after.status, after.successCount, after.failedCount]).toEqual(["DONE", 7, 0]);

    // The same job run again (as after a takeover) finds nothing pending.
    await db.updateTable("job").set({ status: "QUEUED" }).where("Id", "=", jobId).execute();
    await drain();
    expect(await giftLogs(batch.batchNo)).toHaveLength(7);
    for (const v of visitors) expect(Number((await db.selectFrom("visitor").select("pointBalance").where("Id", "=", Number(v.Id)).executeTakeFirstOrThrow()).pointBalance)).toBe(50);
    // Confirmed batches are neither edited nor confirmed twice.
    expect([9, 10]).toContain((await call("PointServiceAdmin/executePointsGiftBatch", { Id: batch.Id })).body.code);
    const latest = (await call("PointServiceAdmin/getPointsGiftBatch", { Id: batch.Id })).body.data as Row;
    const edit = await call("PointServiceAdmin/updatePointsGiftBatch", { Id: batch.Id, utime: latest.utime, data: { pointsPerVisitor: 99 } });
    expect([edit.body.code, edit.body.message]).toEqual([9, "赠送批次「中秋书画打卡奖励」已确认发放，不能修改"]);
  });

  it("a deactivated visitor is skipped: PARTIAL; unknown uids are shown on the draft and skipped, malformed ones refused", async () => {
    const ok = await makeVisitor(db, t.clock.now);
    const gone = await makeVisitor(db, t.clock.now, { status: "DEACTIVATED" });
    const batch = await draft([ok, gone], 20);
    await call("PointServiceAdmin/executePointsGiftBatch", { Id: batch.Id });
    await drain();
    const after = (await call("PointServiceAdmin/getPointsGiftBatch", { Id: batch.Id })).body.data as Row;
    expect([after.status, after.successCount, after.failedCount]).toEqual(["PARTIAL", 1, 1]);
    expect(await giftLogs(batch.batchNo)).toHaveLength(1);

    const unknown = await call("PointServiceAdmin/createPointsGiftBatch", { data: { title: "补偿", reason: "COMPENSATION", pointsPerVisitor: 5, uidList: `99999999\n${String(ok.uid)}` } });
    expect([unknown.body.code, (unknown.body.data as Row).unknownUids, (unknown.body.data as Row).visitorCount]).toEqual(["SUCCESS", "99999999", 1]);
    const malformed = await call("PointServiceAdmin/createPointsGiftBatch", { data: { title: "补偿", reason: "COMPENSATION", pointsPerVisitor: 5, uidList: "12ab" } });
    expect(String(malformed.body.message)).toContain("用户编号须为 8 位数字");
  });
});
