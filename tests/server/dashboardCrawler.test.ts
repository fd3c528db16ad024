/**
 * 算法性能监控's /tools figures (issue 26, content.md §12.6–12.7, §15.3): the crawler figures equal
 * counts and sums over the runs the crawler-run list answers, the recognition figures rates over the
 * records the 识图记录 list answers; the latency percentiles are exact on a hand-made set; a caller
 * without R(crawler) / R(shitu) is refused those figures and does not see them in /metrics. Both databases.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { fromShanghaiInput, shanghaiDate } from "../../src/catalogue/kinds/shanghai";
import { makeUser, type TestUser } from "./accounts";
import { askFigure, listRows, type Rec } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const DAY = 86_400_000;

describeEachDb("dashboard crawler and recognition figures", (kind) => {
  let t: TestServer;
  let noCrawler: TestUser;
  let noShitu: TestUser;
  let FROM = "";
  let TO = "";
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    noCrawler = await makeUser(t, "crawl.none", "editor", { dashboard: "READ", crawler: "NONE", shitu: "READ" });
    noShitu = await makeUser(t, "shitu.none", "editor", { dashboard: "READ", crawler: "READ", shitu: "NONE" });
    // The seeded runs span the last 60 days, the records the last 30: 62 days hold them all.
    FROM = shanghaiDate(t.clock.now - 61 * DAY);
    TO = shanghaiDate(t.clock.now);
  });
  afterAll(async () => {
    await t.close();
  });

  const listAll = (path: string, cond: Rec) => listRows(t, path, cond);
  const figure = (metric: string, extra: Rec = {}, token = t.adminToken) => askFigure(t, { metric, from: FROM, to: TO, ...extra }, token);
  const span = () => [fromShanghaiInput(FROM), fromShanghaiInput(TO) + DAY - 1];
  const runs = () => listAll("CrawlerServiceAdmin/listCrawlerRun", { startedAt: span() });
  const records = () => listAll("ToolServiceAdmin/listRecognitionRecord", { queriedAt: span() });
  const sum = (rows: Rec[], key: string) => rows.reduce((n, r) => n + Number(r[key]), 0);

  it("运行次数 and its split by status, day by day, equal the runs the list answers", async () => {
    const all = await runs();
    expect(all.length).toBeGreaterThanOrEqual(30);
    const a = await figure("crawlerRuns", { granularity: "day" });
    expect(a.value).toBe(all.length);
    expect(a.series?.reduce((n, p) => n + p.value, 0)).toBe(all.length);
    for (const status of ["succeeded", "partial", "failed", "cancelled"]) {
      const item = a.breakdown?.find((b) => b.key === status);
      expect(item?.value, status).toBe(all.filter((r) => r.status === status).length);
      expect(item?.series?.reduce((n, p) => n + p.value, 0), status).toBe(item?.value);
    }
    expect(a.breakdown?.find((b) => b.key === "partial")?.label).toBe("部分失败");
    // One day: the bucket holds the runs started on it.
    const day = shanghaiDate(Number(all[0]?.startedAt));
    const start = fromShanghaiInput(day);
    expect(a.series?.find((p) => p.bucket === day)?.value).toBe(all.filter((r) => Number(r.startedAt) >= start && Number(r.startedAt) < start + DAY).length);
    // Filtered the way the card drills (status, startedAt): the same count.
    expect((await listAll("CrawlerServiceAdmin/listCrawlerRun", { startedAt: span(), status: "failed" })).length).toBe(a.breakdown?.find((b) => b.key === "failed")?.value);
  });

  it("成功率 = succeeded ÷ (succeeded + partial + failed); cancelled runs left out", async () => {
    const all = await runs();
    const ended = all.filter((r) => ["succeeded", "partial", "failed"].includes(String(r.status)));
    const rate = await figure("crawlerSuccessRate", { granularity: "week" });
    expect(rate.value).toBeCloseTo(ended.filter((r) => r.status === "succeeded").length / ended.length, 10);
    expect(rate.value).toBeGreaterThan(0);
    expect(rate.value).toBeLessThan(1);
    expect(rate.series?.every((p) => p.value >= 0 && p.value <= 1)).toBe(true);
  });

  it("抓取页数, 新增条目 and 抓取错误数 are the sums over the runs, split per target", async () => {
    const all = await runs();
    const targets = await listAll("CrawlerServiceAdmin/listCrawlerTarget", {});
    for (const [metric, key] of [["crawlerPages", "pagesFetched"], ["crawlerItemsNew", "itemsNew"], ["crawlerErrors", "errorCount"]] as const) {
      const a = await figure(metric, { granularity: "day" });
      expect(a.value, metric).toBe(sum(all, key));
      expect(a.value, metric).toBeGreaterThan(0);
      expect(a.series?.reduce((n, p) => n + p.value, 0), metric).toBe(a.value);
      for (const item of a.breakdown ?? []) {
        const target = targets.find((x) => String(x.Id) === item.key);
        expect(item.label).toBe(target?.name);
        expect(item.value, `${metric} ${item.label}`).toBe(sum(all.filter((r) => String(r.targetId) === item.key), key));
      }
      const values = (a.breakdown ?? []).map((b) => b.value);
      expect(values).toEqual([...values].sort((x, y) => y - x));
    }
  });

  it("识图命中率 and 误识反馈率, overall and per model version, equal the records the list answers", async () => {
    const all = await records();
    expect(all.length).toBeGreaterThanOrEqual(20);
    const hit = (r: Rec) => r.topMatchType !== "none" && Number(r.topScore) >= 0.8;
    const rated = (rows: Rec[]) => rows.filter((r) => r.feedback === "correct" || r.feedback === "wrong");
    const hits = await figure("recognitionHitRate", { granularity: "day" });
    expect(hits.value).toBeCloseTo(all.filter(hit).length / all.length, 10);
    const wrong = await figure("recognitionWrongRate");
    expect(wrong.value).toBeCloseTo(rated(all).filter((r) => r.feedback === "wrong").length / rated(all).length, 10);
    const versions = [...new Set(all.map((r) => String(r.modelVersion)))].sort();
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(hits.breakdown?.map((b) => b.key)).toEqual(versions);
    expect(wrong.breakdown?.map((b) => b.key)).toEqual(versions);
    for (const v of versions) {
      const mine = all.filter((r) => r.modelVersion === v);
      expect(hits.breakdown?.find((b) => b.key === v)?.value).toBeCloseTo(mine.filter(hit).length / mine.length, 10);
      const listed = await listAll("ToolServiceAdmin/listRecognitionRecord", { queriedAt: span(), modelVersion: v, feedback: "wrong" });
      expect(wrong.breakdown?.find((b) => b.key === v)?.value).toBeCloseTo(listed.length / rated(mine).length, 10);
    }
  });

  it("识图耗时: exact nearest-rank P50 / P95 on a hand-made set, per version and per day", async () => {
    const base = fromShanghaiInput("2020-01-01");
    const rows = [
      ...Array.from({ length: 20 }, (_, i) => ({ v: "hand-a", ms: (i + 1) * 10, at: base + 3_600_000 + i })),
      ...[100, 300, 200].map((ms, i) => ({ v: "hand-b", ms, at: base + DAY + 3_600_000 + i })),
    ];
    for (const [i, r] of rows.entries()) {
      await t.server.deps.db.insertInto("recognition_record").values({
        ctime: r.at, utime: r.at, code: `SRHAND-${i}`, queriedAt: r.at, client: "web", topMatchType: "none", topScore: 0.1,
        latencyMs: r.ms, modelVersion: r.v, feedback: "none", badCase: 0, inEvalSet: 0,
      } as never).execute();
    }
    const a = await figure("recognitionLatency", { from: "2020-01-01", to: "2020-01-02", granularity: "day" });
    // All 23 sorted: 10…100, 100, 110…200, 200, 300 → 12th = 110, 22nd = 200.
    expect(a.value).toBe(200);
    const by = Object.fromEntries((a.breakdown ?? []).map((b) => [b.key, b.value]));
    expect(by).toEqual({ "全部|p50": 110, "全部|p95": 200, "hand-a|p50": 100, "hand-a|p95": 190, "hand-b|p50": 200, "hand-b|p95": 300 });
    expect(a.series).toEqual([{ bucket: "2020-01-01", value: 190 }, { bucket: "2020-01-02", value: 300 }]);
    const empty = await figure("recognitionLatency", { from: "2019-01-01", to: "2019-01-02" });
    expect(empty.value).toBe(0);
  });

  it("without R(crawler) the crawler figures are refused and absent from /metrics; R(shitu) likewise", async () => {
    for (const m of ["crawlerRuns", "crawlerSuccessRate", "crawlerPages", "crawlerItemsNew", "crawlerErrors"]) {
      const r = await t.rpc("DashboardServiceAdmin/query", { metric: m, from: FROM, to: TO }, noCrawler.token);
      expect(r.body.code, m).toBe(7);
      expect(String(r.body.message)).toMatch(/^没有权限：指标「.+」需要「.+」的读取权限/);
    }
    expect((await figure("recognitionHitRate", {}, noCrawler.token)).value).toBeGreaterThan(0);
    for (const m of ["recognitionHitRate", "recognitionLatency", "recognitionWrongRate"]) {
      expect((await t.rpc("DashboardServiceAdmin/query", { metric: m, from: FROM, to: TO }, noShitu.token)).body.code, m).toBe(7);
    }
    expect((await figure("crawlerRuns", {}, noShitu.token)).value).toBeGreaterThan(0);
    const listed = async (token: string) => ((await t.rpc("DashboardServiceAdmin/metrics", {}, token)).body as unknown as { metrics: { metric: string }[] }).metrics.map((m) => m.metric);
    expect(await listed(noCrawler.token)).not.toContain("crawlerRuns");
    expect(await listed(noCrawler.token)).toContain("recognitionWrongRate");
    expect(await listed(noShitu.token)).not.toContain("recognitionLatency");
    expect(await listed(noShitu.token)).toContain("crawlerPages");
  });
});
