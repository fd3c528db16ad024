/**
 * 算法性能监控 (commerce.md §7.5, issue 26): AlgorithmMetric's figures — the page's `algorithmStats` and
 * the metric layer's algorithm figures — equal sums over the rows the list method answers, on both
 * databases; the last hour by minute rows; the seed agrees with the record ledgers per minute or hour;
 * rights refused; recordAlgorithmCall adds up under concurrent calls in a minute row; the roll-up of
 * minute rows older than 7 days into hour rows loses or doubles nothing, even run twice at once.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { shanghaiDate } from "../../src/catalogue/kinds/shanghai";
import { recordAlgorithmCall, type AlgorithmCall } from "../../server/domains/dashboard/algorithmMetric/record";
import { rollUpAlgorithmMinutes } from "../../server/domains/dashboard/algorithmMetric/rollup";
import { makeUser, type TestUser } from "./accounts";
import { listRows, type Rec } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ALGORITHMS = ["IMAGE_RECOGNITION", "LINE_DRAWING", "AI_CHAT", "SEARCH", "RECOMMEND"];

describeEachDb("dashboard algorithm", (kind) => {
  let t: TestServer;
  let noDashboard: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    noDashboard = await makeUser(t, "algo.none", "editor", { dashboard: "NONE", shitu: "READ" });
  });
  afterAll(async () => {
    await t.close();
  });

  const listAll = (path: string, cond: Rec = {}) => listRows(t, path, cond);
  const stats = async (body: Rec) => {
    const r = await t.rpc("DashboardServiceAdmin/algorithmStats", body, t.adminToken);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body as unknown as {
      window: { start: number; end: number; bucketMs: number }; buckets: number[];
      algorithms: { algorithm: string; calls: number; errors: number; errorRate: number; p95: number; firstTokenP95: number; hitRate: number | null; tokensIn: number; tokensOut: number }[];
      series: { bucket: number; calls: number; errors: number; tokensIn: number; tokensOut: number }[];
      versions: { algorithm: string; modelVersion: string; calls: number; hitRate: number | null; hitSeries: (number | null)[] }[];
      modelVersions: { algorithm: string; modelVersion: string }[];
    };
  };
  const sum = (rows: Rec[], key: string) => rows.reduce((n, r) => n + Number(r[key]), 0);
  const rowsIn = (start: number, end: number, cond: Rec = {}) => listAll("DashboardServiceAdmin/listAlgorithmMetric", { bucketAt: [start, end - 1], ...cond });

  it("the last 24 hours: each algorithm's calls, errors, P95, hit rate and tokens are the sums over its rows", async () => {
    const s = await stats({ window: "24h" });
    expect(s.window.end - s.window.start).toBe(24 * HOUR);
    expect(s.window.start).toBeLessThanOrEqual(t.clock.now - 23 * HOUR);
    const rows = await rowsIn(s.window.start, s.window.end);
    expect(rows.length).toBeGreaterThan(200);
    for (const a of ALGORITHMS) {
      const mine = rows.filter((r) => r.algorithm === a);
      const got = s.algorithms.find((x) => x.algorithm === a)!;
      const calls = sum(mine, "calls");
      expect(calls, a).toBeGreaterThan(0);
      expect(got, a).toMatchObject({ calls, errors: sum(mine, "errors"), tokensIn: sum(mine, "tokensIn"), tokensOut: sum(mine, "tokensOut") });
      expect(got.errorRate).toBeCloseTo(sum(mine, "errors") / calls, 10);
      // P95 of several hours: the calls-weighted mean of the hours' P95.
      expect(got.p95).toBe(Math.round(mine.reduce((n, r) => n + Number(r.calls) * Number(r.latencyP95), 0) / calls));
    }
    const hit = (a: string) => s.algorithms.find((x) => x.algorithm === a)!.hitRate!;
    const of = (a: string) => rows.filter((r) => r.algorithm === a);
    expect(hit("IMAGE_RECOGNITION")).toBeCloseTo(sum(of("IMAGE_RECOGNITION"), "top5Hit") / sum(of("IMAGE_RECOGNITION"), "calls"), 10);
    expect(hit("RECOMMEND")).toBeCloseTo(sum(of("RECOMMEND"), "clicks") / sum(of("RECOMMEND"), "impressions"), 10);
    expect(hit("SEARCH")).toBeCloseTo(1 - sum(of("SEARCH"), "zeroResult") / sum(of("SEARCH"), "calls"), 10);
    expect(hit("AI_CHAT")).toBeCloseTo(1 - sum(of("AI_CHAT"), "dislikes") / sum(of("AI_CHAT"), "rated"), 10);
    expect(s.algorithms.find((x) => x.algorithm === "LINE_DRAWING")!.hitRate).toBeNull();
    // Series: 24 hourly buckets adding up to the totals.
    expect(s.series).toHaveLength(24);
    expect(s.series.reduce((n, p) => n + p.calls, 0)).toBe(sum(rows, "calls"));
    expect(s.series.reduce((n, p) => n + p.tokensOut, 0)).toBe(sum(rows, "tokensOut"));
  });

  it("filters: algorithm, model version and platform narrow every figure; the version table shows the recognition A/B", async () => {
    const all = await stats({ window: "7d", algorithm: "IMAGE_RECOGNITION" });
    expect(all.algorithms.map((a) => a.algorithm)).toEqual(["IMAGE_RECOGNITION"]);
    expect(all.versions.map((v) => v.modelVersion)).toEqual(["shitu-v3.3.1", "shitu-v3.4.0"]);
    expect(all.series).toHaveLength(28);
    const canary = await stats({ window: "7d", algorithm: "IMAGE_RECOGNITION", modelVersion: "shitu-v3.4.0", platform: ["IOS"] });
    const rows = await rowsIn(canary.window.start, canary.window.end, { algorithm: "IMAGE_RECOGNITION", modelVersion: "shitu-v3.4.0", platform: "IOS" });
    expect(rows.length).toBeGreaterThan(0);
    expect(canary.algorithms[0]).toMatchObject({ calls: sum(rows, "calls"), errors: sum(rows, "errors") });
    expect(canary.algorithms[0]!.calls).toBeLessThan(all.algorithms[0]!.calls);
    expect(canary.versions.map((v) => v.modelVersion)).toEqual(["shitu-v3.4.0"]);
    // The filter still offers both versions.
    expect(canary.modelVersions.map((v) => v.modelVersion)).toEqual(["shitu-v3.3.1", "shitu-v3.4.0"]);
    const v = all.versions.find((x) => x.modelVersion === "shitu-v3.4.0")!;
    const vRows = await rowsIn(all.window.start, all.window.end, { algorithm: "IMAGE_RECOGNITION", modelVersion: "shitu-v3.4.0" });
    expect(v.calls).toBe(sum(vRows, "calls"));
    expect(v.hitRate).toBeCloseTo(sum(vRows, "top5Hit") / sum(vRows, "calls"), 10);
    expect(v.hitSeries).toHaveLength(28);
  });

  it("the metric layer's algorithm figures over whole days equal the rows of those days", async () => {
    const to = shanghaiDate(t.clock.now - 86_400_000);
    const from = shanghaiDate(t.clock.now - 3 * 86_400_000);
    const r = await t.rpc("DashboardServiceAdmin/query", { metric: "algorithmCalls", from, to, granularity: "day" }, t.adminToken);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const start = Date.parse(`${from}T00:00:00+08:00`);
    const end = Date.parse(`${to}T00:00:00+08:00`) + 86_400_000;
    const rows = await rowsIn(start, end);
    const body = r.body as unknown as { value: number; breakdown: { key: string; value: number }[]; series: { value: number }[] };
    expect(body.value).toBe(sum(rows, "calls"));
    for (const item of body.breakdown) expect(item.value, item.key).toBe(sum(rows.filter((x) => x.algorithm === item.key), "calls"));
    expect(body.series).toHaveLength(3);
    expect(body.series.reduce((n, p) => n + p.value, 0)).toBe(body.value);
    const tokens = await t.rpc("DashboardServiceAdmin/query", { metric: "algorithmTokens", from, to, filters: { platform: ["IOS"] } }, t.adminToken);
    const chatIos = rows.filter((x) => x.algorithm === "AI_CHAT" && x.platform === "IOS");
    expect(tokens.body.value).toBe(sum(chatIos, "tokensIn") + sum(chatIos, "tokensOut"));
  });

  it("the last hour: 60 one-minute buckets up to the minute in progress, whose calls are the minute rows'", async () => {
    const s = await stats({ window: "1h" });
    expect(s.window).toMatchObject({ end: Math.floor(t.clock.now / MINUTE) * MINUTE + MINUTE, bucketMs: MINUTE });
    expect(s.window.end - s.window.start).toBe(HOUR);
    expect(s.buckets).toHaveLength(60);
    expect(s.series).toHaveLength(60);
    const rows = await rowsIn(s.window.start, s.window.end);
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.every((r) => Number(r.bucketMinutes) === 1)).toBe(true);
    s.buckets.forEach((b, i) => expect(s.series[i]!.calls, new Date(b).toISOString()).toBe(sum(rows.filter((r) => Number(r.bucketAt) === b), "calls")));
    expect(s.algorithms.reduce((n, a) => n + a.calls, 0)).toBe(sum(rows, "calls"));
  });

  it("the seed: minute rows in the last 2 hours only, hour rows before, nothing in the future; no row counts fewer calls or errors than the records of its minute or hour", async () => {
    const s = await stats({ window: "7d" });
    const rows = (await rowsIn(s.window.start, s.window.end)).filter((r) => !String(r.modelVersion).endsWith("-test"));
    const minutesFrom = Math.floor(t.clock.now / HOUR) * HOUR - HOUR;
    const minuteRows = rows.filter((r) => Number(r.bucketMinutes) === 1);
    expect(minuteRows.length).toBeGreaterThan(100);
    expect(Math.min(...minuteRows.map((r) => Number(r.bucketAt)))).toBeGreaterThanOrEqual(minutesFrom);
    expect(rows.filter((r) => Number(r.bucketMinutes) === 60).every((r) => Number(r.bucketAt) < minutesFrom)).toBe(true);
    expect(rows.every((r) => r.bucketKey === `${r.algorithm}|${r.modelVersion}|${r.platform}|${r.bucketAt}|${r.bucketMinutes}`)).toBe(true);
    // Nothing dated after the seed's clock.
    expect(Math.max(...rows.map((r) => Number(r.bucketAt)))).toBeLessThanOrEqual(t.clock.now);
    const bucketOf = (at: number) => (at >= minutesFrom ? Math.floor(at / MINUTE) * MINUTE : Math.floor(at / HOUR) * HOUR);
    const ledgers: [string, string, string, (r: Rec) => boolean][] = [
      ["IMAGE_RECOGNITION", "ToolServiceAdmin/listRecognitionRecord", "queriedAt", () => false],
      ["LINE_DRAWING", "TouristServiceAdmin/listLineDrawing", "createdAt", (r) => r.status === "FAILED"],
      ["AI_CHAT", "ChatAiServiceAdmin/listChatAiRecord", "createdAt", (r) => Boolean(r.errorCode)],
    ];
    let seen = 0;
    let seenInMinutes = 0;
    for (const [algorithm, path, at, failed] of ledgers) {
      const records = await listAll(path, { [at]: [s.window.start, t.clock.now] });
      seen += records.length;
      seenInMinutes += records.filter((r) => Number(r[at]) >= minutesFrom).length;
      const perBucket = new Map<number, { n: number; failed: number }>();
      for (const r of records) {
        const b = bucketOf(Number(r[at]));
        const was = perBucket.get(b) ?? { n: 0, failed: 0 };
        perBucket.set(b, { n: was.n + 1, failed: was.failed + (failed(r) ? 1 : 0) });
      }
      for (const [b, c] of perBucket) {
        const mine = rows.filter((r) => r.algorithm === algorithm && Number(r.bucketAt) === b);
        expect(sum(mine, "calls"), `${algorithm} ${new Date(b).toISOString()}`).toBeGreaterThanOrEqual(c.n);
        expect(sum(mine, "errors"), `${algorithm} ${new Date(b).toISOString()}`).toBeGreaterThanOrEqual(c.failed);
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(seenInMinutes).toBeGreaterThan(0);
  });

  it("rights: without R(dashboard) the stats and the rows are refused; bad input is refused in Chinese", async () => {
    const refused = await t.rpc("DashboardServiceAdmin/algorithmStats", { window: "24h" }, noDashboard.token);
    expect(refused.body.code).toBe(7);
    expect(refused.body).not.toHaveProperty("algorithms");
    const list = await t.rpc("DashboardServiceAdmin/listAlgorithmMetric", { page: { skip: 0, limit: 5 } }, noDashboard.token);
    expect(list.body.code).toBe(7);
    const bad = await t.rpc("DashboardServiceAdmin/algorithmStats", { window: "2h" }, t.adminToken);
    expect(bad.body.code).not.toBe("SUCCESS");
    expect(String(bad.body.message)).toContain("时间范围");
  });

  it("recordAlgorithmCall: concurrent calls of one minute add up in one minute row", async () => {
    const db = t.server.deps.db;
    const at = Math.floor((t.clock.now + 5 * HOUR) / MINUTE) * MINUTE + 1000;
    const calls = Array.from({ length: 24 }, (_, k) => ({
      algorithm: "AI_CHAT" as const, modelVersion: "moyuan-chat-test", platform: "PC", at: at + k * 1000,
      latencyMs: 1000 + k * 100, firstTokenMs: 400 + k * 10, error: k % 6 === 0, tokensIn: 100 + k, tokensOut: 200 + k,
      rated: k % 2 === 0, disliked: k % 4 === 0,
    }));
    await Promise.all(calls.map((c) => recordAlgorithmCall(db, c)));
    const rows = await listAll("DashboardServiceAdmin/listAlgorithmMetric", { modelVersion: "moyuan-chat-test" });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      algorithm: "AI_CHAT", platform: "PC", bucketAt: at - 1000, bucketMinutes: 1, bucketKey: `AI_CHAT|moyuan-chat-test|PC|${at - 1000}|1`, calls: 24, errors: 4,
      tokensIn: calls.reduce((n, c) => n + c.tokensIn, 0), tokensOut: calls.reduce((n, c) => n + c.tokensOut, 0), rated: 12, dislikes: 6,
    });
    // The streaming percentiles stay within the calls' range.
    for (const key of ["latencyP50", "latencyP95", "latencyP99"]) {
      expect(Number(rows[0]![key]), key).toBeGreaterThanOrEqual(900);
      expect(Number(rows[0]![key]), key).toBeLessThanOrEqual(3400);
    }
  });

  it("roll-up: minute rows of an hour older than 7 days become one hour row (counters summed, weighted P95); younger rows untouched; two roll-ups at once lose or double nothing", async () => {
    const db = t.server.deps.db;
    const pg = kind === "postgres";
    const version = "search-rollup-test";
    const oldHour = Math.floor((t.clock.now - 8 * DAY) / HOUR) * HOUR;
    const youngHour = Math.floor((t.clock.now - 6 * DAY) / HOUR) * HOUR;
    const call = (at: number, k: number): AlgorithmCall => ({
      algorithm: "SEARCH", modelVersion: version, platform: "IOS", at, latencyMs: 60 + ((k * 37) % 400), error: k % 7 === 0, zeroResult: k % 5 === 0,
    });
    // 3 minutes of the old hour (different loads, so the weighting shows) and 2 minutes 6 days ago.
    const record = (hour: number, perMinute: number[]) => Promise.all(perMinute.flatMap((n, m) =>
      Array.from({ length: n }, (_, k) => recordAlgorithmCall(db, call(hour + (m * 7 + 1) * MINUTE + k * 100, k + m)))));
    await record(oldHour, [9, 2, 5]);
    await record(youngHour, [4, 3]);
    const mine = () => listAll("DashboardServiceAdmin/listAlgorithmMetric", { modelVersion: version });
    const before = await mine();
    const oldMinutes = before.filter((r) => Number(r.bucketAt) < oldHour + HOUR).sort((x, y) => Number(x.bucketAt) - Number(y.bucketAt));
    expect(oldMinutes.map((r) => [Number(r.bucketMinutes), Number(r.calls)])).toEqual([[1, 9], [1, 2], [1, 5]]);
    const day = await stats({ window: "24h" });
    const month = await stats({ window: "30d", algorithm: "SEARCH" });

    // Two servers sweeping at the same moment.
    const merged = await Promise.all([rollUpAlgorithmMinutes(db, pg, t.clock.now), rollUpAlgorithmMinutes(db, pg, t.clock.now)]);
    expect(merged[0] + merged[1]).toBe(3);
    const after = await mine();
    const hourRows = after.filter((r) => Number(r.bucketAt) < oldHour + HOUR);
    expect(hourRows).toHaveLength(1);
    const calls = sum(oldMinutes, "calls");
    expect(hourRows[0]).toMatchObject({
      bucketAt: oldHour, bucketMinutes: 60, bucketKey: `SEARCH|${version}|IOS|${oldHour}|60`, calls,
      errors: sum(oldMinutes, "errors"), zeroResult: sum(oldMinutes, "zeroResult"),
      latencyP95: Math.round(oldMinutes.reduce((n, r) => n + Number(r.calls) * Number(r.latencyP95), 0) / calls),
    });
    // The rows of 6 days ago are still minute rows, as they were.
    expect(after.filter((r) => Number(r.bucketAt) >= youngHour)).toEqual(before.filter((r) => Number(r.bucketAt) >= youngHour));
    // The 24 h window does not reach them; the 30 d window counts the same calls.
    expect(await stats({ window: "24h" })).toEqual(day);
    const monthAfter = await stats({ window: "30d", algorithm: "SEARCH" });
    expect(monthAfter.algorithms[0]!.calls).toBe(month.algorithms[0]!.calls);
    expect(monthAfter.algorithms[0]!.errors).toBe(month.algorithms[0]!.errors);

    // A late call of that hour: its minute row is added into the hour row already there, percentiles weighted again.
    await recordAlgorithmCall(db, { ...call(oldHour + 30 * MINUTE, 1), latencyMs: 5000 });
    const late = (await mine()).find((r) => Number(r.bucketAt) === oldHour + 30 * MINUTE)!;
    expect(await rollUpAlgorithmMinutes(db, pg, t.clock.now)).toBe(1);
    const again = (await mine()).filter((r) => Number(r.bucketAt) < oldHour + HOUR);
    expect(again).toHaveLength(1);
    const was = hourRows[0]!;
    expect(again[0]).toMatchObject({
      calls: calls + 1, errors: Number(was.errors) + Number(late.errors),
      latencyP95: Math.round((calls * Number(was.latencyP95) + Number(late.latencyP95)) / (calls + 1)),
    });
    // Nothing left to merge.
    expect(await rollUpAlgorithmMinutes(db, pg, t.clock.now)).toBe(0);
  });
});
