/**
 * The crawler (/tools/crawler, content.md §12.6): targets checked (start URLs on the site, a 5-field
 * cron in Chinese), 立即运行 / 试运行 queue a `crawl` job whose run fetches through the allow-list,
 * parses, logs and keeps its items; the schedule sweeper queues a due run once under two concurrent
 * sweeps; 取消运行; rights. Only a local HTTP server on 127.0.0.1 started here is ever reached.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { setCrawlerFetch } from "../../server/domains/tools/crawlerRun/fetcher";
import { drainJobs } from "../../server/platform/jobs/runner";
import { sweepNow } from "../../server/platform/sweep";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const S = "CrawlerServiceAdmin";
const HOUR = 3_600_000;

type Target = { Id: number; utime: number; name: string; lastJobId: number | null; lastRunStatus: string | null; nextRunAt: number | null };
type Run = {
  Id: number; utime: number; code: string; status: string; trigger: string; pagesFetched: number; itemsParsed: number; itemsNew: number; itemsUpdated: number;
  errorCount: number; errorSample: string | null; log: string; items: { key: string; title: string; change: string }[] | null; jobId: number;
};

/** The site the tests crawl: a paged JSON list, an HTML table, and a page that is not there. */
let works = [
  { id: "w1", title: "The Night Watch", year: 1642 },
  { id: "w2", title: "Girl with a Pearl Earring", year: 1665 },
  { id: "w3", title: "The Milkmaid", year: 1658 },
];
const requests: string[] = [];
const site = http.createServer((req, res) => {
  requests.push(req.url ?? "");
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/works.json") {
    const page = Number(url.searchParams.get("page") ?? 1);
    const body = page === 1 ? { data: { items: works.slice(0, 2) }, next: "/works.json?page=2" } : { data: { items: works.slice(2) } };
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  } else if (url.pathname === "/artists.html") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(
      "<html><body><table><tr><th>编号</th><th>姓名</th><th>生卒</th></tr><tr><td>a1</td><td>Rembrandt &amp; Co</td><td>1606–1669</td></tr>"
      + "<tr><td>a2</td><td><b>Vermeer</b></td><td>1632–1675</td></tr></table></body></html>",
    );
  } else {
    res.writeHead(404).end("not found");
  }
});

describeEachDb("crawler", (kind) => {
  let t: TestServer;
  let host = "";
  let serial = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
    if (!site.listening) await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    host = `127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    if (site.listening) await new Promise<void>((resolve) => site.close(() => resolve()));
  });
  afterEach(() => {
    delete process.env.MOYUAN_CRAWLER_ALLOW;
    setCrawlerFetch(null);
  });

  const db = () => t.server.deps.db;
  const drain = () => drainJobs(t.server.deps, undefined, {});
  const getTarget = async (Id: number) => (await t.rpc(`${S}/getCrawlerTarget`, { Id }, t.adminToken)).body.data as Target;
  const runsOf = async (targetId: number) => (await t.rpc(`${S}/listCrawlerRun`, { page: { skip: 0, limit: 50 }, cond: { jsonq: JSON.stringify({ targetId }) } }, t.adminToken)).body.data as Run[];
  const getRun = async (Id: number) => (await t.rpc(`${S}/getCrawlerRun`, { Id }, t.adminToken)).body.data as Run;
  const getJob = async (Id: number) => (await t.rpc("JobServiceAdmin/getJob", { Id }, t.adminToken)).body.data as { kind: string; status: string; reason: string | null; done: number; failed: number };
  const create = async (over: Record<string, unknown>) => {
    serial += 1;
    const r = await t.rpc(`${S}/createCrawlerTarget`, {
      data: { name: `测试任务${serial}`, site: host, startUrls: `http://${host}/works.json`, produces: "budartWork", parser: "jsonList", itemPath: "data.items", keyField: "id", enabled: true, requestsPerMinute: 600, ...over },
    }, t.adminToken);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Target;
  };
  const run = async (target: Target, action = "runCrawlerTarget") => {
    const fresh = await getTarget(target.Id);
    const r = await t.rpc(`${S}/${action}`, { Id: fresh.Id, utime: fresh.utime }, t.adminToken);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    const runs = await runsOf(target.Id);
    return runs[0] as Run;
  };

  it("refuses a schedule that is not a 5-field cron, or out of range, with the field named in Chinese, and writes nothing", async () => {
    const count = async () => (await db().selectFrom("crawler_target").select("Id").execute()).length;
    const before = await count();
    const cases: [string, string][] = [
      ["61 3 * * *", "调度「61 3 * * *」的第 1 段（分钟）值 61 超出范围 0–59"],
      ["0 25 * * *", "调度「0 25 * * *」的第 2 段（小时）值 25 超出范围 0–23"],
      ["0 3 * *", "调度「0 3 * *」须为 5 段 cron（分 时 日 月 周，以空格分隔），如 0 3 * * 1 = 每周一 03:00"],
      ["0 3 * * 1 *", "调度「0 3 * * 1 *」须为 5 段 cron（分 时 日 月 周，以空格分隔），如 0 3 * * 1 = 每周一 03:00"],
      ["0 3 x * *", "调度「0 3 x * *」的第 3 段（日）含有无效字符「x」"],
      ["0 3 31 2 *", "调度「0 3 31 2 *」不会在任何时间运行（日期组合不存在）"],
    ];
    for (const [schedule, message] of cases) {
      const r = await t.rpc(`${S}/createCrawlerTarget`, { data: { name: `坏调度${schedule}`, site: "www.wga.hu", startUrls: "https://www.wga.hu/a.html", produces: "budartWork", parser: "htmlTable", schedule } }, t.adminToken);
      expect(r.body, schedule).toMatchObject({ code: 3, message });
    }
    const offSite = await t.rpc(`${S}/createCrawlerTarget`, { data: { name: "站外地址", site: "www.wga.hu", startUrls: "https://www.wga.hu/a.html\nhttps://evil.example.com/x", produces: "budartWork", parser: "htmlTable" } }, t.adminToken);
    expect(offSite.body).toMatchObject({ code: 3, message: "第 2 行的地址不在站点 www.wga.hu 下" });
    const noCron = await t.rpc(`${S}/createCrawlerTarget`, { data: { name: "无调度", site: "www.wga.hu", startUrls: "https://www.wga.hu/a.html", produces: "budartWork", parser: "htmlTable", scheduleEnabled: true } }, t.adminToken);
    expect(noCron.body).toMatchObject({ code: 3, message: "启用定时须先填写调度（5 段 cron）" });
    expect(await count()).toBe(before);
  });

  it("keeps 下次运行 from the schedule in Beijing time, and clears it when the schedule is paused", async () => {
    const target = await create({ schedule: "0 3 * * 1", scheduleEnabled: true });
    const next = Number(target.nextRunAt);
    expect(next).toBeGreaterThan(t.clock.now);
    const beijing = new Date(next + 8 * HOUR);
    expect([beijing.getUTCDay(), beijing.getUTCHours(), beijing.getUTCMinutes()]).toEqual([1, 3, 0]);
    expect(next - t.clock.now).toBeLessThanOrEqual(7 * 24 * HOUR);
    const paused = await t.rpc(`${S}/updateCrawlerTarget`, { Id: target.Id, utime: target.utime, data: { scheduleEnabled: false } }, t.adminToken);
    expect(paused.body.code).toBe("SUCCESS");
    expect((await getTarget(target.Id)).nextRunAt).toBeNull();
  });

  it("with no allow-list every fetch is refused: the run fails and says why in its log, nothing is fetched and no item is kept", async () => {
    const calls: string[] = [];
    setCrawlerFetch(async (url) => {
      calls.push(url);
      return new Response("[]");
    });
    const target = await create({});
    const queued = await run(target);
    expect(queued).toMatchObject({ status: "queued", trigger: "manual" });
    expect(await getJob(queued.jobId)).toMatchObject({ kind: "crawl", status: "QUEUED" });
    await drain();
    const done = await getRun(queued.Id);
    expect(done).toMatchObject({ status: "failed", pagesFetched: 0, itemsParsed: 0, itemsNew: 0, errorCount: 1, items: null });
    expect(done.errorSample).toBe(`http://${host}/works.json · — · 未配置爬虫允许名单（MOYUAN_CRAWLER_ALLOW），服务器不向外抓取任何地址`);
    expect(done.log).toContain("错误 · http://");
    expect(done.log).toContain("运行结束：失败");
    expect(calls).toEqual([]);
    expect(await getJob(queued.jobId)).toMatchObject({ status: "FAILED" });
    expect((await getJob(queued.jobId)).reason).toContain("未配置爬虫允许名单");
    expect(await getTarget(target.Id)).toMatchObject({ lastRunStatus: "failed" });

    // A list that does not name the host refuses it the same way.
    process.env.MOYUAN_CRAWLER_ALLOW = "www.wga.hu, collectionapi.metmuseum.org";
    const second = await run(target);
    await drain();
    expect((await getRun(second.Id)).errorSample).toContain("127.0.0.1:");
    expect((await getRun(second.Id)).errorSample).toContain("不在爬虫允许名单（MOYUAN_CRAWLER_ALLOW）中，不抓取");
    expect(calls).toEqual([]);
  });

  it("an allow-listed run fetches the pages (following next), parses, logs and keeps its items; the next run marks what changed", async () => {
    process.env.MOYUAN_CRAWLER_ALLOW = "127.0.0.1";
    const target = await create({});
    requests.length = 0;
    const first = await run(target);
    await drain();
    const done = await getRun(first.Id);
    expect(requests).toEqual(["/works.json", "/works.json?page=2"]);
    expect(done).toMatchObject({ status: "succeeded", pagesFetched: 2, itemsParsed: 3, itemsNew: 3, itemsUpdated: 0, errorCount: 0, errorSample: null });
    expect(done.items?.map((i) => [i.key, i.title, i.change])).toEqual([["w1", "The Night Watch", "新增"], ["w2", "Girl with a Pearl Earring", "新增"], ["w3", "The Milkmaid", "新增"]]);
    expect(done.log).toContain(`http://${host}/works.json · HTTP 200 · 解析 2 条，发现下一页 1 个`);
    expect(done.log).toContain("运行结束：成功，抓取 2 页，解析 3 条，错误 0 个，新增 3 条，更新 0 条");
    expect(await getJob(first.jobId)).toMatchObject({ status: "DONE", done: 2, failed: 0 });
    expect(await getTarget(target.Id)).toMatchObject({ lastRunStatus: "succeeded" });

    works = works.map((w) => (w.id === "w2" ? { ...w, year: w.year + 1 } : w));
    const second = await run(target);
    await drain();
    const again = await getRun(second.Id);
    expect(again).toMatchObject({ status: "succeeded", itemsNew: 0, itemsUpdated: 1 });
    expect(again.items?.map((i) => i.change)).toEqual(["未变", "更新", "未变"]);
  });

  it("an HTML table is read by its header; a missing page makes the run 部分失败 with the page in its error sample", async () => {
    process.env.MOYUAN_CRAWLER_ALLOW = "127.0.0.1";
    const target = await create({ parser: "htmlTable", itemPath: null, keyField: "编号", produces: "budartArtist", startUrls: `http://${host}/artists.html\nhttp://${host}/gone.html` });
    const queued = await run(target);
    await drain();
    const done = await getRun(queued.Id);
    expect(done).toMatchObject({ status: "partial", pagesFetched: 1, itemsParsed: 2, itemsNew: 2, errorCount: 1 });
    expect(done.items?.map((i) => [i.key, i.title])).toEqual([["a1", "Rembrandt & Co"], ["a2", "Vermeer"]]);
    expect(done.errorSample).toBe(`http://${host}/gone.html · HTTP 404 · HTTP 404`);
    expect(await getJob(queued.jobId)).toMatchObject({ status: "PARTIAL", failed: 1 });
  });

  it("试运行 keeps a sample and counts nothing as new; a parser without code fails the run saying so and fetches nothing", async () => {
    process.env.MOYUAN_CRAWLER_ALLOW = "127.0.0.1";
    const target = await create({});
    const dry = await run(target, "dryRunCrawlerTarget");
    expect(dry.trigger).toBe("dryRun");
    await drain();
    expect(await getRun(dry.Id)).toMatchObject({ status: "succeeded", itemsParsed: 3, itemsNew: 0, itemsUpdated: 0 });
    expect((await getRun(dry.Id)).items?.every((i) => i.change === "试运行样例")).toBe(true);
    // The dry run is no baseline: the first real run still finds every item new.
    const real = await run(target);
    await drain();
    expect(await getRun(real.Id)).toMatchObject({ itemsNew: 3 });

    requests.length = 0;
    const ygsf = await create({ parser: "ygsfPage", produces: "ygsfGlyph" });
    const failed = await run(ygsf);
    await drain();
    expect(await getRun(failed.Id)).toMatchObject({ status: "failed", pagesFetched: 0 });
    expect((await getRun(failed.Id)).errorSample).toContain("解析器「YGSF 分页」尚未接入，未抓取任何页面");
    expect(requests).toEqual([]);
  });

  it("one run at a time per target, none for a disabled one; 取消运行 ends a queued run 已取消 without fetching", async () => {
    process.env.MOYUAN_CRAWLER_ALLOW = "127.0.0.1";
    const target = await create({});
    const queued = await run(target);
    const fresh = await getTarget(target.Id);
    const twice = await t.rpc(`${S}/runCrawlerTarget`, { Id: fresh.Id, utime: fresh.utime }, t.adminToken);
    expect(twice.body).toMatchObject({ code: 9, message: `爬虫任务「${fresh.name}」已有运行（${queued.code}）未结束，请等它结束或先取消` });
    expect(await runsOf(target.Id)).toHaveLength(1);

    const cancel = await t.rpc(`${S}/cancelCrawlerRun`, { Id: queued.Id, utime: queued.utime }, t.adminToken);
    expect(cancel.body).toMatchObject({ code: "SUCCESS", data: [{ status: "cancelling" }] });
    requests.length = 0;
    await drain();
    const done = await getRun(queued.Id);
    expect(done.status).toBe("cancelled");
    expect(done.log).toContain("admin 请求取消（尚未开始）");
    expect(done.log).toContain("已取消");
    expect(requests).toEqual([]);
    expect(await getJob(queued.jobId)).toMatchObject({ status: "CANCELLED" });
    const again = await t.rpc(`${S}/cancelCrawlerRun`, { Id: done.Id, utime: done.utime }, t.adminToken);
    expect(again.body.code).toBe(9);

    const off = await create({ enabled: false });
    const refused = await t.rpc(`${S}/runCrawlerTarget`, { Id: off.Id, utime: off.utime }, t.adminToken);
    expect(refused.body).toMatchObject({ code: 9, message: `爬虫任务「${off.name}」已停用，请先启用` });
    expect(await runsOf(off.Id)).toHaveLength(0);
  });

  it("two concurrent sweeps queue a due scheduled run once, and move 下次运行 to the schedule’s next time", async () => {
    const target = await create({ schedule: "0 3 * * *", scheduleEnabled: true });
    const due = Number(target.nextRunAt);
    expect(await runsOf(target.Id)).toHaveLength(0);
    // Its time has come (set directly: a moved clock would end this suite's sessions).
    await db().updateTable("crawler_target").set({ nextRunAt: t.clock.now - 1000 }).where("Id", "=", target.Id).execute();
    const reports = await Promise.all([sweepNow(t.server.deps, ["crawler.schedule"]), sweepNow(t.server.deps, ["crawler.schedule"])]);
    expect(reports.map((r) => r.failed)).toEqual([{}, {}]);
    expect(reports.reduce((n, r) => n + Number(r.changed["crawler.schedule"] ?? 0), 0)).toBe(1);
    const runs = await runsOf(target.Id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: "schedule", status: "queued" });
    const after = await getTarget(target.Id);
    expect(after.nextRunAt).toBe(due);
    expect(after.lastJobId).toBe(runs[0]?.jobId);
    await sweepNow(t.server.deps, ["crawler.schedule"]);
    expect(await runsOf(target.Id)).toHaveLength(1);
    await drain();
  });

  it("a reader lists targets and runs but may not create, run or cancel: PERMISSION_DENIED and nothing changes", async () => {
    const target = await create({});
    const reader = (await makeUser(t, `crawler.reader${kind}`, "editor", { crawler: "READ" })).token;
    const jobsBefore = (await db().selectFrom("job").select("Id").execute()).length;
    expect((await t.rpc(`${S}/listCrawlerTarget`, { page: { skip: 0, limit: 10 } }, reader)).body.code).toBe("SUCCESS");
    const fresh = await getTarget(target.Id);
    expect((await t.rpc(`${S}/runCrawlerTarget`, { Id: fresh.Id, utime: fresh.utime }, reader)).body.code).toBe(7);
    expect((await t.rpc(`${S}/dryRunCrawlerTarget`, { Id: fresh.Id, utime: fresh.utime }, reader)).body.code).toBe(7);
    expect((await t.rpc(`${S}/createCrawlerTarget`, { data: { name: "读者建的", site: "www.wga.hu", startUrls: "https://www.wga.hu/a", produces: "other", parser: "jsonList" } }, reader)).body.code).toBe(7);
    expect(await runsOf(target.Id)).toHaveLength(0);
    expect((await db().selectFrom("job").select("Id").execute()).length).toBe(jobsBefore);
    const queued = await run(target);
    expect((await t.rpc(`${S}/cancelCrawlerRun`, { Id: queued.Id, utime: queued.utime }, reader)).body.code).toBe(7);
    expect((await getRun(queued.Id)).status).toBe("queued");
    const none = (await makeUser(t, `crawler.none${kind}`, "editor", { crawler: "NONE" })).token;
    expect((await t.rpc(`${S}/listCrawlerRun`, { page: { skip: 0, limit: 10 } }, none)).body.code).toBe(7);
    await drain();
  });
});
