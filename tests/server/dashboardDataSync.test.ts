/**
 * 数据同步 (/dashboard/datasync, commerce.md §7.6): the figures equal counts and sums over the runs the
 * list method answers; 立即同步 runs the task's real work in this server (dictionaries, search index)
 * or fails 「未配置…」 through the outside adapter; two 立即同步 at once make one run; 重跑, 暂停 / 启用;
 * rights (W(dashboard) to act, R(dashboard) to read). Both databases.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { fromShanghaiInput, shanghaiDate } from "../../src/catalogue/kinds/shanghai";
import { drainJobs } from "../../server/platform/jobs/runner";
import { sweepNow } from "../../server/platform/sweep";
import { makeUser, type TestUser } from "./accounts";
import { askFigure, listRows, type Rec } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const S = "DashboardServiceAdmin";
const FROM = "2026-10-01";
const TO = "2026-10-31";
const START = fromShanghaiInput(FROM);
const END = fromShanghaiInput("2026-11-01");
const MINUTE = 60_000;
const DAY = 86_400_000;

describeEachDb("dashboard data sync", (kind) => {
  let t: TestServer;
  let reader: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo", jobs: "manual" });
    reader = await makeUser(t, "sync.reader", "editor", { dashboard: "READ" });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.server.deps.db;
  const drain = () => drainJobs(t.server.deps, undefined, {});
  const listAll = (method: string, cond: Rec = {}) => listRows(t, `${S}/${method}`, cond);
  const task = async (name: string) => (await listAll("listSyncTask", { name }))[0] as Rec;
  const getTask = async (Id: unknown) => (await t.rpc(`${S}/getSyncTask`, { Id }, t.adminToken)).body.data as Rec;
  const runsOf = async (taskId: unknown) => (await listAll("listSyncRun", { taskId })).sort((a, b) => Number(b.Id) - Number(a.Id));
  const act = async (method: string, row: Rec, token = t.adminToken) => t.rpc(`${S}/${method}`, { Id: row.Id, utime: row.utime }, token);
  const figure = (metric: string, extra: Rec = {}) => askFigure(t, { metric, from: FROM, to: TO, ...extra });
  const sweepLag = async () => (await sweepNow(t.server.deps, ["dashboard.syncLag"])).changed["dashboard.syncLag"];
  const samplesAt = async (at: number) => db().selectFrom("sync_lag_sample").selectAll().where("at", "=", at).orderBy("taskId").execute();
  /** The next minute's sweep: the clock moves a minute; answers the minute and its samples by task Id. */
  const nextMinute = async () => {
    t.clock.advance(MINUTE);
    await sweepLag();
    const at = Math.floor(t.clock.now / MINUTE) * MINUTE;
    return { at, lag: new Map((await samplesAt(at)).map((r) => [Number(r.taskId), Number(r.lagSeconds)])) };
  };

  it("seeds the nine tasks and their runs: 1–3 % failed, nothing after now, each task's 上次结果 its latest run", async () => {
    const tasks = await listAll("listSyncTask", {});
    expect(tasks).toHaveLength(9);
    const runs = await listAll("listSyncRun", {});
    expect(runs.length).toBeGreaterThanOrEqual(100);
    expect(runs.every((r) => Number(r.startedAt) <= t.clock.now && Number(r.finishedAt) <= t.clock.now && Number(r.finishedAt) >= Number(r.startedAt))).toBe(true);
    for (const tk of tasks) {
      const latest = runs.filter((r) => r.taskId === tk.Id).sort((a, b) => Number(b.startedAt) - Number(a.startedAt))[0];
      expect(tk.lastRunStatus, String(tk.name)).toBe(latest?.status);
    }
  });

  it("seeds 同步延迟 history: per real-time task, minutes of the last 24 h and hours before, none in the future, the latest its 延迟", async () => {
    const realtime = (await listAll("listSyncTask", {})).filter((tk) => tk.mode === "REALTIME");
    expect(realtime.map((tk) => tk.name).sort()).toEqual(["书画库→搜索索引", "订单→搜索索引"].sort());
    for (const tk of realtime) {
      const rows = await db().selectFrom("sync_lag_sample").selectAll().where("taskId", "=", Number(tk.Id)).orderBy("at").execute();
      expect(rows.every((r) => Number(r.at) <= t.clock.now && Number(r.at) % MINUTE === 0)).toBe(true);
      expect(rows.filter((r) => Number(r.at) > t.clock.now - DAY)).toHaveLength(1440);
      expect(rows.length).toBeGreaterThan(3_500);
      expect(Number(rows.at(-1)?.lagSeconds), String(tk.name)).toBe(tk.lagSeconds);
      expect(Number(rows[0]?.at)).toBeGreaterThanOrEqual(t.clock.now - 90 * DAY);
    }
    const order = realtime.find((tk) => tk.name === "订单→搜索索引") as Rec;
    const spikes = await db().selectFrom("sync_lag_sample").select("lagSeconds").where("taskId", "=", Number(order.Id)).where("lagSeconds", ">", 600).execute();
    expect(spikes.length).toBeGreaterThan(0);
  });

  it("figures over October equal the counts and sums of the runs the list answers", async () => {
    const runs = (await listAll("listSyncRun", { startedAt: [START, END - 1] }));
    expect(runs.length).toBeGreaterThan(5);
    const failed = runs.filter((r) => r.status === "FAILED" || r.status === "PARTIAL");
    const ended = runs.filter((r) => r.status !== "RUNNING");
    const total = await figure("syncRuns", { granularity: "day" });
    expect(total.value).toBe(runs.length);
    expect(total.series?.reduce((n, p) => n + p.value, 0)).toBe(runs.length);
    expect((await figure("syncFailedRuns")).value).toBe(failed.length);
    const rate = await figure("syncSuccessRate", { granularity: "day" });
    expect(rate.value).toBeCloseTo(ended.filter((r) => r.status === "SUCCESS").length / ended.length, 10);
    const oct15 = runs.filter((r) => Number(r.startedAt) >= fromShanghaiInput("2026-10-15") && Number(r.startedAt) < fromShanghaiInput("2026-10-16") && r.status !== "RUNNING");
    const point = rate.series?.find((p) => p.bucket === "2026-10-15")?.value;
    expect(point).toBeCloseTo(oct15.length === 0 ? 0 : oct15.filter((r) => r.status === "SUCCESS").length / oct15.length, 10);
    const durations = await figure("syncRunDurations");
    const latest = [...ended].sort((a, b) => Number(b.startedAt) - Number(a.startedAt) || Number(b.Id) - Number(a.Id)).slice(0, 120).reverse();
    expect(durations.breakdown?.map((b) => b.key)).toEqual(latest.map((r) => `${String(r.Id)}:${String(r.status)}`));
    expect(durations.breakdown?.map((b) => b.value)).toEqual(latest.map((r) => Number(r.durationSec)));
  });

  it("立即同步 on 字典缓存刷新 re-reads the dictionaries: SUCCESS with processed = their items", async () => {
    const dict = await task("字典缓存刷新");
    const r = await act("runSyncTask", dict);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const [running] = await runsOf(dict.Id);
    expect(running).toMatchObject({ status: "RUNNING", triggeredBy: "admin" });
    expect((await getTask(dict.Id)).lastRunStatus).toBe("RUNNING");
    await drain();
    const dicts = await db().selectFrom("dict").select("items").execute();
    const items = dicts.reduce((n, d) => n + (JSON.parse(String(d.items)) as unknown[]).length, 0);
    const [done] = await runsOf(dict.Id);
    expect(done).toMatchObject({ Id: running?.Id, status: "SUCCESS", processed: items, failed: 0 });
    expect(items).toBeGreaterThan(0);
    expect(await getTask(dict.Id)).toMatchObject({ lastRunStatus: "SUCCESS", lastRunAt: running?.startedAt });
  });

  it("立即同步 on 书画库→搜索索引 checks every live work and restores a missing index entry", async () => {
    const art = await task("书画库→搜索索引");
    const works = (await db().selectFrom("painting_work").select("Id").where("deleted", "=", 0).execute()).length
      + (await db().selectFrom("calligraphy_work").select("Id").where("deleted", "=", 0).execute()).length;
    const one = await db().selectFrom("painting_work").select(["Id", "title"]).where("deleted", "=", 0).orderBy("Id").executeTakeFirstOrThrow();
    await db().deleteFrom("search_index").where("resource", "=", "paintingWork").where("recordId", "=", Number(one.Id)).execute();
    expect((await act("runSyncTask", art)).body.code).toBe("SUCCESS");
    await drain();
    const [done] = await runsOf(art.Id);
    expect(done).toMatchObject({ status: "SUCCESS", processed: works });
    expect(works).toBeGreaterThan(0);
    const entry = await db().selectFrom("search_index").select("title").where("resource", "=", "paintingWork").where("recordId", "=", Number(one.Id)).executeTakeFirst();
    expect(entry?.title).toBe(one.title);
    expect((await getTask(art.Id)).lagSeconds).toBe(0);
  });

  it("立即同步 on an outside task ends FAILED 「未配置…」 with nothing processed, and the job says why", async () => {
    const wx = await task("微信支付账单下载");
    const r = await act("runSyncTask", wx);
    expect(r.body.code).toBe("SUCCESS");
    const jobId = Number((r.body.data as Rec[])[0]?.lastJobId);
    await drain();
    const [done] = await runsOf(wx.Id);
    expect(done).toMatchObject({ status: "FAILED", processed: 0 });
    expect((done?.errorSample as { reason: string }[])[0]?.reason).toMatch(/^未配置微信支付账单下载接口/);
    expect((await getTask(wx.Id)).lastRunStatus).toBe("FAILED");
    const job = (await t.rpc("JobServiceAdmin/getJob", { Id: jobId }, t.adminToken)).body.data as Rec;
    expect(job).toMatchObject({ kind: "dataSync", status: "FAILED" });
    expect(String(job.reason)).toMatch(/^未配置/);
  });

  it("two 立即同步 at once: one run, the other refused in Chinese", async () => {
    const etl = await task("报表数仓 ETL");
    const before = (await runsOf(etl.Id)).length;
    const answers = await Promise.all([act("runSyncTask", etl), act("runSyncTask", etl)]);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === "SUCCESS")).toHaveLength(1);
    const refused = answers.find((a) => a.body.code !== "SUCCESS");
    expect(String(refused?.body.message)).toMatch(/^(同步任务「报表数仓 ETL」已有运行中的同步|该记录已被他人修改，请刷新后重试)/);
    const runs = await runsOf(etl.Id);
    expect(runs).toHaveLength(before + 1);
    expect(runs.filter((r) => r.status === "RUNNING")).toHaveLength(1);
    // Asked again while it runs (fresh utime): refused with the run named.
    const again = await act("runSyncTask", await getTask(etl.Id));
    expect(again.body).toMatchObject({ code: 9, message: `同步任务「报表数仓 ETL」已有运行中的同步（运行 ${String(runs[0]?.Id)}），请等它结束后再试` });
    await drain();
    const [done] = await runsOf(etl.Id);
    expect(done?.status).toBe("SUCCESS");
    expect(Number(done?.processed)).toBeGreaterThan(0);
  });

  it("重跑 a failed run starts a new run of its task once; a successful run cannot be re-run", async () => {
    const wx = await task("微信支付账单下载");
    const failedRun = (await runsOf(wx.Id)).find((r) => r.status === "FAILED") as Rec;
    const r = await act("rerunSyncRun", failedRun);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const [fresh] = await runsOf(wx.Id);
    expect(fresh).toMatchObject({ status: "RUNNING", rerunOf: failedRun.Id, triggeredBy: "admin（重跑）" });
    const old = (await t.rpc(`${S}/getSyncRun`, { Id: failedRun.Id }, t.adminToken)).body.data as Rec;
    expect(typeof old.rerunJobId).toBe("number");
    expect((await act("rerunSyncRun", old)).body).toMatchObject({ code: 9 });
    await drain();
    const ok = (await listAll("listSyncRun", { status: "SUCCESS" }))[0] as Rec;
    expect((await act("rerunSyncRun", ok)).body).toMatchObject({ code: 9, message: "只有失败或部分失败的运行可以重跑" });
  });

  it("暂停 stops 立即同步 until 启用; pressing 暂停 twice at once switches it once", async () => {
    const dict = await task("字典缓存刷新");
    const both = await Promise.all([act("pauseSyncTask", dict), act("pauseSyncTask", dict)]);
    expect(both.filter((a) => a.body.code === "SUCCESS")).toHaveLength(1);
    const paused = await getTask(dict.Id);
    expect(paused.enabled).toBe(false);
    expect((await act("runSyncTask", paused)).body).toMatchObject({ code: 9, message: "同步任务「字典缓存刷新」已暂停，请先启用" });
    expect((await act("enableSyncTask", paused)).body.code).toBe("SUCCESS");
    expect((await getTask(dict.Id)).enabled).toBe(true);
  });

  it("a reader sees tasks, runs and figures but may not sync, re-run or pause: PERMISSION_DENIED, nothing changes", async () => {
    const dict = await task("字典缓存刷新");
    const runsBefore = (await runsOf(dict.Id)).length;
    const jobsBefore = (await db().selectFrom("job").select("Id").execute()).length;
    expect((await t.rpc(`${S}/query`, { metric: "syncRuns", from: FROM, to: TO }, reader.token)).body.code).toBe("SUCCESS");
    for (const m of ["runSyncTask", "pauseSyncTask"]) expect((await act(m, dict, reader.token)).body.code).toBe(7);
    const failed = (await listAll("listSyncRun", { status: "FAILED" })).find((r) => r.rerunJobId === null) as Rec;
    expect((await act("rerunSyncRun", failed, reader.token)).body.code).toBe(7);
    expect((await runsOf(dict.Id)).length).toBe(runsBefore);
    expect((await getTask(dict.Id)).enabled).toBe(true);
    expect((await db().selectFrom("job").select("Id").execute()).length).toBe(jobsBefore);
    const none = await makeUser(t, "sync.none", "editor", { dashboard: "NONE" });
    expect((await t.rpc(`${S}/listSyncRun`, { page: { skip: 0, limit: 10 } }, none.token)).body.code).toBe(7);
    for (const metric of ["syncRuns", "syncLag"]) expect((await t.rpc(`${S}/query`, { metric, from: FROM, to: TO }, none.token)).body.code).toBe(7);
    expect((await t.rpc(`${S}/query`, { metric: "syncLag", from: FROM, to: TO }, reader.token)).body.code).toBe("SUCCESS");
  });

  it("the lag sweep: a sample per real-time task each minute, equal to its 延迟; an unapplied change counts from its utime", async () => {
    const art = await task("书画库→搜索索引");
    const ord = await task("订单→搜索索引");
    const first = await nextMinute();
    expect([...first.lag.keys()].sort()).toEqual([Number(art.Id), Number(ord.Id)].sort());
    // 书画库 was re-indexed above: in step.
    expect(first.lag.get(Number(art.Id))).toBe(0);
    for (const tk of [art, ord]) expect((await getTask(tk.Id)).lagSeconds).toBe(first.lag.get(Number(tk.Id)));
    expect((await getTask(art.Id)).utime).toBe(art.utime);
    // A title changed behind the index's back, and an order whose entry was removed.
    const work = await db().selectFrom("painting_work").select(["Id", "title"]).where("deleted", "=", 0).orderBy("Id", "desc").executeTakeFirstOrThrow();
    const staleAt = t.clock.now - 30_000;
    await db().updateTable("painting_work").set({ title: `${String(work.title)}（改）`, utime: staleAt }).where("Id", "=", Number(work.Id)).execute();
    const o = await db().selectFrom("orders").select("Id").orderBy("Id", "desc").executeTakeFirstOrThrow();
    const removedAt = t.clock.now - 5_000;
    await db().updateTable("orders").set({ utime: removedAt }).where("Id", "=", Number(o.Id)).execute();
    await db().deleteFrom("search_index").where("resource", "=", "order").where("recordId", "=", Number(o.Id)).execute();
    const second = await nextMinute();
    expect(second.lag.get(Number(art.Id))).toBe(Math.round((t.clock.now - staleAt) / 1000));
    expect(second.lag.get(Number(ord.Id))).toBe(Math.round((t.clock.now - removedAt) / 1000));
    expect((await getTask(art.Id)).lagSeconds).toBe(second.lag.get(Number(art.Id)));
    expect((await getTask(ord.Id)).lagSeconds).toBe(second.lag.get(Number(ord.Id)));
  });

  it("two sweeps of the same minute at once leave one sample per task; after 立即同步 succeeds the next sample is 0", async () => {
    t.clock.advance(MINUTE);
    const at = Math.floor(t.clock.now / MINUTE) * MINUTE;
    const both = await Promise.all([sweepLag(), sweepLag()]);
    expect((both[0] ?? 0) + (both[1] ?? 0)).toBe(2);
    expect(await samplesAt(at)).toHaveLength(2);
    const art = await task("书画库→搜索索引");
    expect(Number(art.lagSeconds)).toBeGreaterThan(0);
    expect((await act("runSyncTask", art)).body.code).toBe("SUCCESS");
    await drain();
    expect((await runsOf(art.Id))[0]?.status).toBe("SUCCESS");
    expect((await getTask(art.Id)).lagSeconds).toBe(0);
    expect((await nextMinute()).lag.get(Number(art.Id))).toBe(0);
  });

  it("the syncLag figure is the highest sample the database holds: overall, per task and per day", async () => {
    const from = shanghaiDate(t.clock.now - 6 * DAY);
    const to = shanghaiDate(t.clock.now);
    const start = fromShanghaiInput(from);
    const rows = (await db().selectFrom("sync_lag_sample").selectAll().where("at", ">=", start).execute())
      .map((r) => ({ task: String(r.taskId), day: shanghaiDate(Number(r.at)), lag: Number(r.lagSeconds) }));
    expect(rows.length).toBeGreaterThan(1440);
    const max = (xs: { lag: number }[]) => xs.reduce((n, r) => Math.max(n, r.lag), 0);
    const answer = await askFigure(t, { metric: "syncLag", from, to, granularity: "day" });
    expect(answer.value).toBe(max(rows));
    expect(answer.breakdown?.map((b) => b.label).sort()).toEqual(["书画库→搜索索引", "订单→搜索索引"].sort());
    for (const item of answer.breakdown ?? []) {
      const mine = rows.filter((r) => r.task === item.key);
      expect(item.value, item.label).toBe(max(mine));
      expect(item.series?.length).toBe(7);
      for (const p of item.series ?? []) expect(p.value, `${item.label} ${p.bucket}`).toBe(max(mine.filter((r) => r.day === p.bucket)));
    }
  });

  it("the sweep deletes samples older than 90 days", async () => {
    const art = await task("书画库→搜索索引");
    const old = Math.floor((t.clock.now - 91 * DAY) / MINUTE) * MINUTE;
    await db().insertInto("sync_lag_sample").values({ taskId: Number(art.Id), at: old, lagSeconds: 30 }).execute();
    const kept = Math.floor((t.clock.now - 80 * DAY) / MINUTE) * MINUTE;
    await db().insertInto("sync_lag_sample").values({ taskId: Number(art.Id), at: kept, lagSeconds: 30 }).onConflict((oc) => oc.columns(["taskId", "at"]).doNothing()).execute();
    await nextMinute();
    const oldest = await db().selectFrom("sync_lag_sample").select("at").orderBy("at").limit(1).executeTakeFirstOrThrow();
    expect(Number(oldest.at)).toBeGreaterThanOrEqual(t.clock.now - 90 * DAY);
    expect(await db().selectFrom("sync_lag_sample").select("at").where("taskId", "=", Number(art.Id)).where("at", "=", kept).execute()).toHaveLength(1);
  });
});
