import { createHash } from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import type SQLite from "better-sqlite3";
import type { CompiledQuery } from "kysely";
import type pg from "pg";
import { completeRights } from "../src/catalogue";
import { museum } from "../src/catalogue/registry";
import { listResource } from "../server/resources/methods";
import type { AuthedCall } from "../server/platform/rpc/call";
import { COUNT_CAP, bestSql, cursorSql, previousSql, wirePayload, type BestSql, type CaseContext, type ListCase, type PreviousSql, type Stmt } from "./listCases";
import type { BenchServer } from "./listServer";
import { quantile } from "./stats";

/**
 * What is timed:
 * - rpc: an HTTP POST (node:http, keep-alive) to the listening port on 127.0.0.1 → @hono/node-server →
 *   dispatcher (body, session, zod) → list → JSON answer → parsed by the caller, with the payload the grid sends;
 * - previous: the statements the list ran before issue 12 (LIMIT/OFFSET page and an exact COUNT(*)), directly;
 * - best: the best SQL by hand (listCases.ts bestSql), prepared once, directly;
 * - on the reference case only, to split the RPC's fixed cost: inProcess (the same call through `app.request`, no
 *   socket) and resource (`listResource` alone: jsonq, filters, Kysely, row decoding; no HTTP, session or zod).
 */
export const VARIANTS = ["rpc", "previous", "best", "inProcess", "resource"] as const;
export type Variant = (typeof VARIANTS)[number];

interface Answer {
  readonly ids: readonly number[];
  /** null: no total answered (count "none"). */
  readonly total: number | null;
  readonly estimated: boolean;
}
type Runner = () => Promise<Answer>;

export interface Timing { readonly p50: number; readonly p99: number; readonly mean: number }

export interface CaseResult {
  readonly id: string;
  readonly title: string;
  readonly runs: number;
  /** The number of matching rows (exact, from the previous approach's COUNT(*)). */
  readonly total: number;
  readonly returned: number;
  /** What the RPC answered for the total: a number, estimated or not, or nothing (count "none"). */
  readonly rpcTotal: { readonly total: number | null; readonly estimated: boolean } | null;
  readonly bestTotal: { readonly total: number | null; readonly estimated: boolean };
  /** The variants measured on this case (the RPC is left out when it failed). */
  readonly timings: Partial<Record<Variant, Timing>>;
  /** Anything that makes a comparison doubtful: a variant that failed or answered other rows than the best SQL. */
  readonly problems: readonly string[];
  readonly previousNote?: string;
  /** The statements, for the plans: the best SQL's, the previous approach's, and what the server ran. */
  readonly sql: { readonly best: readonly Stmt[]; readonly previous: readonly Stmt[]; readonly server: readonly Stmt[] };
  /** Each statement the server ran for the RPC, run alone directly: p50 ms (where the RPC's database time goes). */
  readonly serverStatementMs: readonly number[];
}

export interface MeasureOptions {
  readonly warmup: number;
  readonly runs: number;
  /** Stop measuring a case after this long (but not before `minRuns`): the slow cases would otherwise take minutes. */
  readonly budgetMs: number;
  readonly minRuns: number;
}

/** A direct connection to the database the server uses. */
export interface DirectDb {
  /** The exact count of a statement's rows, or one row's `Id`/`utime` (the keyset cursor). */
  one(stmt: Stmt): Promise<Record<string, unknown> | undefined>;
  previous(sql: PreviousSql): Runner;
  best(sql: BestSql): Runner;
  /** The query plan of a statement, one line. */
  plan(stmt: Stmt): Promise<string>;
  /** Runs a statement and reads all its rows (to time the server's statements one by one). */
  exec(stmt: Stmt): Promise<void>;
  close(): Promise<void>;
}

const num = (v: unknown) => Number(v);

function totalFromBest(total: BestSql["total"], run: (s: Stmt) => Promise<number>, pageLength: () => Promise<number>): () => Promise<{ total: number | null; estimated: boolean }> {
  switch (total.kind) {
    case "none":
      return async () => ({ total: null, estimated: false });
    case "page":
      return async () => ({ total: await pageLength(), estimated: false });
    case "bounded":
      return async () => {
        const n = await run(total.stmt);
        return { total: n, estimated: n > COUNT_CAP };
      };
    case "estimate":
      return async () => {
        const e = await run(total.estimate);
        if (e >= 0 && e > COUNT_CAP) return { total: e, estimated: true };
        return { total: await run(total.exact), estimated: false };
      };
  }
}

export function sqliteDirect(db: SQLite.Database): DirectDb {
  const cache = new Map<string, SQLite.Statement>();
  const prep = (text: string) => {
    let s = cache.get(text);
    if (!s) {
      s = db.prepare(text);
      cache.set(text, s);
    }
    return s;
  };
  const count = async (s: Stmt) => num((prep(s.text).get(...s.params) as { n: unknown }).n);
  return {
    one: async (s) => prep(s.text).get(...s.params) as Record<string, unknown> | undefined,
    previous(sql) {
      const page = prep(sql.rows.text);
      const counter = prep(sql.count.text);
      return async () => {
        const data = page.all(...sql.rows.params) as { Id: number }[];
        const n = num((counter.get(...sql.count.params) as { n: unknown }).n);
        return { ids: data.map((r) => r.Id), total: n, estimated: false };
      };
    },
    best(sql) {
      const page = prep(sql.rows.text);
      // Prepared now, not on the first call.
      if (sql.total.kind === "bounded") prep(sql.total.stmt.text);
      if (sql.total.kind === "estimate") {
        prep(sql.total.estimate.text);
        prep(sql.total.exact.text);
      }
      let last: { Id: number }[] = [];
      const total = totalFromBest(sql.total, count, async () => last.length);
      return async () => {
        last = page.all(...sql.rows.params) as { Id: number }[];
        const t = await total();
        const ids = last.map((r) => r.Id);
        return { ids: sql.reverse ? ids.reverse() : ids, ...t };
      };
    },
    plan: async (s) => (db.prepare(`explain query plan ${s.text}`).all(...s.params) as { detail: string }[]).map((r) => r.detail).join("; "),
    exec: async (s) => {
      prep(s.text).all(...s.params);
    },
    close: async () => {
      db.close();
    },
  };
}

export function postgresDirect(pool: pg.Pool): DirectDb {
  // Named statements: each connection of the pool prepares a statement once, on its first use.
  const named = (s: Stmt) => ({ name: `b${createHash("sha1").update(s.text).digest("hex").slice(0, 16)}`, text: s.text, values: [...s.params] });
  const count = async (s: Stmt) => num((await pool.query<{ n: unknown }>(named(s))).rows[0]?.n ?? 0);
  return {
    one: async (s) => (await pool.query(named(s))).rows[0] as Record<string, unknown> | undefined,
    previous(sql) {
      // Both statements at once on two pooled connections, as listRecords did with Promise.all.
      return async () => {
        const [data, n] = await Promise.all([pool.query<{ Id: number }>(named(sql.rows)), count(sql.count)]);
        return { ids: data.rows.map((r) => Number(r.Id)), total: n, estimated: false };
      };
    },
    best(sql) {
      return async () => {
        let length = 0;
        const page = pool.query<{ Id: number }>(named(sql.rows)).then((r) => {
          length = r.rows.length;
          return r.rows.map((row) => Number(row.Id));
        });
        // The page and the total at once, on two pooled connections (a total of kind "page" waits for the page).
        const total = totalFromBest(sql.total, count, async () => {
          await page;
          return length;
        });
        const [ids, t] = await Promise.all([page, total()]);
        return { ids: sql.reverse ? ids.reverse() : ids, ...t };
      };
    },
    plan: async (s) => (await pool.query<{ "QUERY PLAN": string }>(`explain (costs off) ${s.text}`, [...s.params])).rows
      .map((r) => r["QUERY PLAN"].trim()).join("; "),
    exec: async (s) => {
      await pool.query(named(s));
    },
    close: () => pool.end(),
  };
}

/** POSTs a JSON body over one kept-alive connection; answers the status and the raw body. */
export function httpPost(agent: http.Agent, url: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: "POST", agent,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The path of listMuseum on a bench server. */
export function listPath(bench: BenchServer): string {
  return `/api/${bench.server.deps.config.namespace}.${museum.service}/listMuseum`;
}

/** The case's data-dependent facts, read once directly: the exact total and the keyset cursor. */
export async function caseContext(direct: DirectDb, c: ListCase, rows: number, kind: BenchServer["kind"]): Promise<CaseContext> {
  const prev = previousSql(c, rows, kind, { total: 0, cursor: null });
  const total = num((await direct.one(prev.count))?.n ?? 0);
  const cs = cursorSql(c, rows, kind);
  const row = cs ? await direct.one(cs) : undefined;
  return { total, cursor: row ? { Id: num(row.Id), utime: num(row.utime) } : null };
}

function runners(bench: BenchServer, token: string, direct: DirectDb, c: ListCase, rows: number, ctx: CaseContext) {
  const payload = wirePayload(c, rows, ctx);
  const path = listPath(bench);
  const answer = (status: number, text: string): Answer => {
    const body = JSON.parse(text) as { code?: unknown; data?: { Id: number }[]; total?: unknown; estimated?: unknown };
    if (status !== 200 || body.code !== "SUCCESS" || !body.data) throw new Error(`listMuseum answered ${status} ${text.slice(0, 300)}`);
    return { ids: body.data.map((r) => r.Id), total: typeof body.total === "number" ? body.total : null, estimated: body.estimated === true };
  };
  const wire = () => JSON.stringify({ ...payload, context: { token, tourToken: token, tdid: "" } });
  const call: AuthedCall = {
    ...bench.server.deps,
    user: { Id: 1, userName: "admin", nickName: "超级管理员", role: "admin", rights: completeRights({}), tokenHash: "" },
    ip: "127.0.0.1", path: path.slice(5), token,
  };
  const prev = previousSql(c, rows, bench.kind, ctx);
  const best = bestSql(c, rows, bench.kind, ctx);
  const all: Record<Variant, Runner> = {
    rpc: async () => {
      const res = await httpPost(bench.agent, `${bench.url}${path}`, wire());
      return answer(res.status, res.text);
    },
    previous: direct.previous(prev),
    best: direct.best(best),
    inProcess: async () => {
      const res = await bench.server.app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: wire() }, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
      return answer(res.status, await res.text());
    },
    resource: async () => {
      // The payload of issue 12 (page.after/last, count) may be newer than this checkout's ListPayload type.
      const r = (await listResource(call, museum, payload as unknown as Parameters<typeof listResource>[2])) as unknown as { data: { Id: unknown }[]; total?: unknown; estimated?: unknown };
      return { ids: r.data.map((row) => Number(row.Id)), total: typeof r.total === "number" ? r.total : null, estimated: r.estimated === true };
    },
  };
  const bestStmts = [best.rows, ...(best.total.kind === "bounded" ? [best.total.stmt] : best.total.kind === "estimate" ? [best.total.estimate] : [])];
  return { all, sql: { best: bestStmts, previous: [prev.rows, prev.count] }, wire };
}

/** The statements the server's Kysely instance runs while `fn` runs (the list's, not the session's). */
async function captureServerSql(bench: BenchServer, fn: () => Promise<unknown>): Promise<Stmt[]> {
  const executor = bench.server.deps.db.getExecutor() as unknown as { executeQuery: (q: CompiledQuery, ...rest: unknown[]) => Promise<unknown> };
  const original = executor.executeQuery;
  const seen: Stmt[] = [];
  executor.executeQuery = function (this: unknown, query: CompiledQuery, ...rest: unknown[]) {
    if (/\bmuseum(_fts)?\b/.test(query.sql)) seen.push({ text: query.sql, params: query.parameters as Stmt["params"] });
    return original.call(this, query, ...rest);
  };
  try {
    await fn();
  } finally {
    executor.executeQuery = original;
  }
  return seen;
}

const same = (a: Answer, b: Answer) => a.ids.join(",") === b.ids.join(",");

/** The variants in a different order each round, so none always runs right after another. */
function rotated<T>(list: readonly T[], round: number): T[] {
  const k = round % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}

function timing(samples: readonly number[]): Timing {
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Checks every variant against the best SQL (same rows, same exact total), then warm-up rounds and measured rounds:
 * each round runs every variant once, interleaved. A variant that fails is reported and left out, not fatal.
 */
export async function measureCase(bench: BenchServer, token: string, direct: DirectDb, c: ListCase, rows: number, opts: MeasureOptions): Promise<CaseResult> {
  const ctx = await caseContext(direct, c, rows, bench.kind);
  const { all, sql } = runners(bench, token, direct, c, rows, ctx);
  // BENCH_LIST_BREAKDOWN=1: the in-process and resource-layer variants on every case, not only the reference.
  const wanted: Variant[] = c.id === "r" || process.env.BENCH_LIST_BREAKDOWN === "1" ? [...VARIANTS] : ["rpc", "previous", "best"];
  const problems: string[] = [];
  const expected = await all.best();
  let rpcAnswer: Answer | null = null;
  const variants: Variant[] = [];
  for (const v of wanted) {
    let got: Answer;
    try {
      got = await all[v]();
    } catch (err) {
      problems.push(`${v} failed: ${message(err).slice(0, 400)}`);
      continue;
    }
    if (v === "rpc") rpcAnswer = got;
    variants.push(v);
    if (!same(got, expected)) problems.push(`${v} answered other rows than the best SQL (${got.ids.length} rows, first Ids ${got.ids.slice(0, 3).join(", ")}; best SQL: ${expected.ids.length} rows, first Ids ${expected.ids.slice(0, 3).join(", ")})`);
    const exactTotal = ctx.total;
    if (got.total !== null && !got.estimated && got.total !== exactTotal) problems.push(`${v} answered total ${got.total}, the exact count is ${exactTotal}`);
    if (v === "rpc" && c.count === "auto" && got.total === null) problems.push(`rpc answered no total although the payload said count "auto"`);
    if (v === "rpc" && c.count === "none" && got.total !== null) problems.push(`rpc answered a total (${got.total}) although the payload said count "none"`);
  }
  let server: Stmt[] = [];
  if (variants.includes("rpc")) server = await captureServerSql(bench, () => all.rpc()).catch(() => []);
  const warmStart = performance.now();
  for (let w = 0; w < opts.warmup; w++) {
    for (const v of rotated(variants, w)) await all[v]();
    if (w >= 2 && performance.now() - warmStart > opts.budgetMs / 4) break;
  }
  const samples = Object.fromEntries(variants.map((v) => [v, [] as number[]])) as Record<Variant, number[]>;
  const start = performance.now();
  let rounds = 0;
  while (rounds < opts.runs) {
    for (const v of rotated(variants, rounds)) {
      const t0 = performance.now();
      await all[v]();
      samples[v].push(performance.now() - t0);
    }
    rounds++;
    if (rounds >= opts.minRuns && performance.now() - start > opts.budgetMs) break;
  }
  const serverStatementMs: number[] = [];
  for (const s of server) {
    const times: number[] = [];
    try {
      await direct.exec(s);
      for (let i = 0; i < 15; i++) {
        const t0 = performance.now();
        await direct.exec(s);
        times.push(performance.now() - t0);
      }
      serverStatementMs.push(quantile(times, 0.5));
    } catch {
      serverStatementMs.push(Number.NaN);
    }
  }
  return {
    id: c.id, title: c.title(rows), runs: rounds, total: ctx.total, returned: expected.ids.length,
    rpcTotal: rpcAnswer ? { total: rpcAnswer.total, estimated: rpcAnswer.estimated } : null,
    bestTotal: { total: expected.total, estimated: expected.estimated },
    timings: Object.fromEntries(variants.map((v) => [v, timing(samples[v])])) as Partial<Record<Variant, Timing>>,
    problems,
    ...(c.previousNote ? { previousNote: c.previousNote } : {}),
    sql: { best: sql.best, previous: sql.previous, server },
    serverStatementMs,
  };
}
