import { performance } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import pg from "pg";
import { FIGURES, RANGES, payloadOf, plainSql, type Ask, type PlainSql } from "./dashboardCases";
import { httpPost } from "./listLatency";
import type { DashboardData } from "./dashboardData";
import type { BenchServer, DbKind } from "./listServer";
import { quantile } from "./stats";

/** How long each ask is measured: BENCH_DASHBOARD_RUNS rounds (default 30) after 3 warm-ups, at most BENCH_DASHBOARD_SECONDS (default 4) each, at least 5. */
export interface DashboardMeasure { readonly runs: number; readonly budgetMs: number; readonly minRuns: number; readonly warmup: number }

export interface AskResult {
  readonly metric: string;
  readonly label: string;
  readonly range: Ask["range"];
  readonly filtered: boolean;
  readonly runs: number;
  readonly p50: number;
  readonly p95: number;
  /** The plain SQL over the rows, same figure: its p50 (ms) and whether its answer equals the RPC's value. */
  readonly plain?: { readonly p50: number; readonly value: number; readonly equal: boolean; readonly rpcValue: number };
  readonly error?: string;
}

/** One database's run: its generated data and every ask's timing (or why the run failed). */
export interface DashboardDbResult {
  readonly kind: DbKind;
  readonly version: string;
  readonly data: DashboardData;
  readonly generateMs: number;
  readonly refunds: number;
  readonly asks: readonly AskResult[];
}
export type DashboardOutcome = DashboardDbResult | { readonly kind: DbKind; readonly error: string };

/** A direct connection to the server's database for the plain SQL. */
export interface PlainDb {
  value(s: PlainSql): Promise<number>;
  version(): Promise<string>;
  close(): Promise<void>;
}

export function plainSqlite(file: string): PlainDb {
  const db = new SQLite(file, { readonly: true });
  const cache = new Map<string, SQLite.Statement>();
  return {
    value: async (s) => {
      let st = cache.get(s.text);
      if (!st) cache.set(s.text, (st = db.prepare(s.text)));
      return Number((st.get(...s.params) as { v: unknown }).v ?? 0);
    },
    version: async () => String(db.prepare("select sqlite_version()").pluck().get()),
    close: async () => {
      db.close();
    },
  };
}

export function plainPostgres(url: string): PlainDb {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    value: async (s) => Number((await pool.query<{ v: unknown }>(s.text, [...s.params])).rows[0]?.v ?? 0),
    version: async () => String((await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v),
    close: () => pool.end(),
  };
}

const log = (msg: string) => console.info(`[bench] ${msg}`);

/** Times `run` (warm-ups first), answering the sorted sample's p50 and p95. */
async function timeIt(run: () => Promise<unknown>, m: DashboardMeasure): Promise<{ runs: number; p50: number; p95: number }> {
  for (let i = 0; i < m.warmup; i++) await run();
  const times: number[] = [];
  const started = performance.now();
  while (times.length < m.runs && (times.length < m.minRuns || performance.now() - started < m.budgetMs)) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return { runs: times.length, p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

/**
 * Every figure × range × (no filter, 支付方式 where honoured) through `POST /api/{ns}.DashboardServiceAdmin/query` as
 * the signed-in admin, timed until the answer is parsed; the plain SQL beside it where bench/dashboardCases.ts has one.
 */
export async function measureAsks(bench: BenchServer, token: string, plain: PlainDb, m: DashboardMeasure): Promise<AskResult[]> {
  const ns = bench.server.deps.config.namespace;
  const context = { token, tourToken: token, tdid: "" };
  const call = async (method: string, payload: object) => {
    const send = () => httpPost(bench.agent, `${bench.url}/api/${ns}.DashboardServiceAdmin/${method}`, JSON.stringify({ ...payload, context }));
    // A kept-alive socket the server closed while a long plain-SQL run kept the client away (Node's keep-alive
    // timeout) fails once with ECONNRESET before the ask reaches the server: send it again on a fresh socket.
    const res = await send().catch((err: unknown) => {
      if ((err as { code?: string }).code === "ECONNRESET") return send();
      throw err;
    });
    const body = JSON.parse(res.text) as Record<string, unknown>;
    if (res.status !== 200 || body.code !== "SUCCESS") throw new Error(`${method} answered ${res.status} ${res.text.slice(0, 300)}`);
    return body;
  };
  const catalogue = (await call("metrics", {})).metrics as { metric: string; label: string; filters?: string[] }[];
  const now = Date.now();
  const out: AskResult[] = [];
  // BENCH_DASHBOARD_METRICS=activeVip,funnel times those figures only (while working on one; the report is partial).
  const only = process.env.BENCH_DASHBOARD_METRICS?.split(",").map((s) => s.trim()).filter(Boolean);
  for (const range of RANGES) {
    for (const filtered of [false, true]) {
      for (const figure of FIGURES) {
        const info = catalogue.find((c) => c.metric === figure.metric);
        if (!info) throw new Error(`the admin does not see figure ${figure.metric}`);
        // The page does not ask a figure again for a filter it ignores (useMetric.ts honoured()).
        if (filtered && !info.filters?.includes("payChannel")) continue;
        if (only?.length && !only.includes(figure.metric)) continue;
        const ask: Ask = { figure, range: range.id, filtered };
        const payload = payloadOf(ask, now);
        const base = { metric: figure.metric, label: info.label, range: range.id, filtered };
        try {
          const first = await call("query", payload);
          const t = await timeIt(() => call("query", payload), m);
          const check = plainSql(ask, now, bench.kind);
          let plainResult: AskResult["plain"];
          if (check) {
            const compute = async () => check.combine(await Promise.all(check.stmts.map((s) => plain.value(s))));
            const value = await compute();
            const pt = await timeIt(compute, { ...m, runs: Math.min(m.runs, 10), minRuns: Math.min(m.minRuns, 3) });
            const rpcValue = Number(first.value);
            plainResult = { p50: pt.p50, value, rpcValue, equal: value === rpcValue };
          }
          out.push({ ...base, ...t, ...(plainResult ? { plain: plainResult } : {}) });
          log(`${bench.kind}: ${figure.metric} ${range.id}${filtered ? " +payChannel" : ""}: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`
            + (plainResult ? `; plain SQL ${plainResult.p50.toFixed(1)} ms, ${plainResult.equal ? "equal" : `DIFFERS (${plainResult.value} vs ${plainResult.rpcValue})`}` : ""));
        } catch (err) {
          out.push({ ...base, runs: 0, p50: Number.NaN, p95: Number.NaN, error: err instanceof Error ? err.message : String(err) });
          log(`${bench.kind}: ${figure.metric} ${range.id}: FAILED ${String(err)}`);
        }
      }
    }
  }
  return out;
}
