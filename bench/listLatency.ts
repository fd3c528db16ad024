import http from "node:http";
import { performance } from "node:perf_hooks";
import type SQLite from "better-sqlite3";
import type pg from "pg";
import { completeRights } from "../src/catalogue";
import { museum } from "../src/catalogue/registry";
import { listResource } from "../server/resources/methods";
import type { AuthedCall } from "../server/rpc/call";
import { directSql, wirePayload, type ListCase } from "./listCases";
import type { BenchServer } from "./listServer";
import { quantile } from "./stats";

/**
 * What is timed, from the outside in:
 * - rpc: an HTTP POST (node:http, keep-alive) to the listening port on 127.0.0.1 → @hono/node-server →
 *   dispatcher (body, session, zod) → list → JSON answer → parsed by the caller;
 * - inProcess: the same call through `app.request` (no socket, no HTTP parsing);
 * - resource: `listResource` alone (jsonq, filters, Kysely, row decoding), no HTTP, session or validation;
 * - direct: the same two statements straight through better-sqlite3 / pg;
 * - count: the COUNT(*) statement alone, directly.
 */
export const VARIANTS = ["rpc", "inProcess", "resource", "direct", "count"] as const;
export type Variant = (typeof VARIANTS)[number];

interface Answer { readonly ids: readonly number[]; readonly total: number }
type Runner = () => Promise<Answer>;

export interface Timing { readonly p50: number; readonly p99: number; readonly mean: number }

export interface CaseResult {
  readonly id: string;
  readonly title: string;
  readonly runs: number;
  readonly total: number;
  readonly returned: number;
  readonly timings: Record<Variant, Timing>;
}

export interface MeasureOptions {
  readonly warmup: number;
  readonly runs: number;
  /** Stop measuring a case after this long (but not before `minRuns`): the slow cases would otherwise take minutes. */
  readonly budgetMs: number;
  readonly minRuns: number;
}

/** A direct connection to the database the server uses, running a case's two statements. */
export interface DirectDb {
  runner(c: ListCase, rows: number): { both: Runner; count: Runner };
  close(): Promise<void>;
}

export function sqliteDirect(db: SQLite.Database): DirectDb {
  return {
    runner(c, rows) {
      const sql = directSql(c, rows, "sqlite");
      const page = db.prepare(sql.rows);
      const count = db.prepare(sql.count);
      const total = () => Number((count.get(...sql.countParams) as { n: number }).n);
      return {
        both: async () => {
          const data = page.all(...sql.rowsParams) as { Id: number }[];
          return { ids: data.map((r) => r.Id), total: total() };
        },
        count: async () => ({ ids: [], total: total() }),
      };
    },
    close: async () => {
      db.close();
    },
  };
}

export function postgresDirect(pool: pg.Pool): DirectDb {
  return {
    runner(c, rows) {
      const sql = directSql(c, rows, "postgres");
      const total = async () => Number((await pool.query<{ n: number }>(sql.count, [...sql.countParams])).rows[0]?.n ?? 0);
      return {
        // Both statements at once on two pooled connections, as listRecords does with Promise.all.
        both: async () => {
          const [data, n] = await Promise.all([pool.query<{ Id: number }>(sql.rows, [...sql.rowsParams]), total()]);
          return { ids: data.rows.map((r) => Number(r.Id)), total: n };
        },
        count: async () => ({ ids: [], total: await total() }),
      };
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

function runners(bench: BenchServer, token: string, direct: DirectDb, c: ListCase, rows: number): Record<Variant, Runner> {
  const payload = wirePayload(c, rows);
  const path = `/api/${bench.server.deps.config.namespace}.${museum.service}/listMuseum`;
  const answer = (status: number, text: string): Answer => {
    const body = JSON.parse(text) as { code?: unknown; data?: { Id: number }[]; total?: number };
    if (status !== 200 || body.code !== "SUCCESS" || !body.data) throw new Error(`listMuseum answered ${status} ${text.slice(0, 300)}`);
    return { ids: body.data.map((r) => r.Id), total: Number(body.total) };
  };
  const wire = () => JSON.stringify({ ...payload, context: { token, tourToken: token, tdid: "" } });
  const call: AuthedCall = {
    ...bench.server.deps,
    user: { Id: 1, userName: "admin", nickName: "超级管理员", role: "admin", rights: completeRights({}), tokenHash: "" },
    ip: "127.0.0.1", path: path.slice(5), token,
  };
  const { both, count } = direct.runner(c, rows);
  return {
    rpc: async () => {
      const res = await httpPost(bench.agent, `${bench.url}${path}`, wire());
      return answer(res.status, res.text);
    },
    inProcess: async () => {
      const res = await bench.server.app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: wire() }, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
      return answer(res.status, await res.text());
    },
    resource: async () => {
      const r = await listResource(call, museum, payload);
      return { ids: r.data.map((row) => Number(row.Id)), total: r.total };
    },
    direct: both,
    count,
  };
}

/** Every variant must return the same page and total as the direct SQL, or the comparison means nothing. */
async function check(run: Record<Variant, Runner>, caseId: string): Promise<Answer> {
  const expected = await run.direct();
  for (const v of VARIANTS) {
    const got = await run[v]();
    const sameIds = v === "count" || got.ids.join(",") === expected.ids.join(",");
    if (!sameIds || got.total !== expected.total) {
      throw new Error(`case ${caseId}: ${v} answered ${got.ids.length} rows / total ${got.total}, direct ${expected.ids.length} rows / total ${expected.total}`);
    }
  }
  return expected;
}

/** The variants in a different order each round, so none always runs right after another. */
function rotated(round: number): Variant[] {
  const k = round % VARIANTS.length;
  return [...VARIANTS.slice(k), ...VARIANTS.slice(0, k)];
}

function timing(samples: readonly number[]): Timing {
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

/** Warm-up rounds, then measured rounds: each round runs every variant once, interleaved. */
export async function measureCase(bench: BenchServer, token: string, direct: DirectDb, c: ListCase, rows: number, opts: MeasureOptions): Promise<CaseResult> {
  const run = runners(bench, token, direct, c, rows);
  const expected = await check(run, c.id);
  const warmStart = performance.now();
  for (let w = 0; w < opts.warmup; w++) {
    for (const v of rotated(w)) await run[v]();
    if (w >= 2 && performance.now() - warmStart > opts.budgetMs / 4) break;
  }
  const samples = Object.fromEntries(VARIANTS.map((v) => [v, [] as number[]])) as Record<Variant, number[]>;
  const start = performance.now();
  let rounds = 0;
  while (rounds < opts.runs) {
    for (const v of rotated(rounds)) {
      const t0 = performance.now();
      await run[v]();
      samples[v].push(performance.now() - t0);
    }
    rounds++;
    if (rounds >= opts.minRuns && performance.now() - start > opts.budgetMs) break;
  }
  return {
    id: c.id, title: c.title(rows), runs: rounds, total: expected.total, returned: expected.ids.length,
    timings: Object.fromEntries(VARIANTS.map((v) => [v, timing(samples[v])])) as Record<Variant, Timing>,
  };
}
