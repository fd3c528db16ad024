/**
 * One user's slow query and everyone else (issue 12): the latency of a quick call (`getUserinfo`) from
 * one client, idle and while a second client runs a slow call back to back — record search for `bwg`,
 * or a museum list filtered by a name substring — over generated museums. On SQLite with the reader
 * threads (server/platform/db/sqliteReaders) and without them (MOYUAN_SQLITE_READERS=0, every query on the one
 * thread that serves everyone), and on PostgreSQL when DATABASE_URL is set.
 *
 * `contentionBenchmark()` answers the Markdown section; `npx tsx bench/contention.ts` runs it alone and
 * prints it. BENCH_ROWS (default 1,000,000), BENCH_CONTENTION_SAMPLES (quick calls per case, default 500),
 * BENCH_CONTENTION_SECONDS (at most this long per case, default 30), BENCH_CONTENTION_READERS (reader thread counts
 * to compare, e.g. `4,2`; default MOYUAN_SQLITE_READERS or the server's default).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { serve } from "@hono/node-server";
import SQLite from "better-sqlite3";
import pg from "pg";
import { museum } from "../src/catalogue/registry";
import { methodName } from "../src/catalogue";
import { startServer } from "../server/bootstrap";
import { loadConfig } from "../server/config";
import { DEFAULT_SQLITE_READERS, sqliteReadersFromEnv } from "../server/platform/db/connect";
import { titlePinyin } from "../server/search/searchIndex";
import { throwawaySchema } from "../tests/server/pgSchema";
import { generatePostgres, generateSqlite } from "./generate";
import { ADMIN_PASSWORD } from "./listServer";
import { fmt, quantile } from "./stats";

export interface ContentionOptions {
  /** Museums generated (BENCH_ROWS, default 1,000,000). */
  readonly rows?: number;
  /** Quick calls measured per case (BENCH_CONTENTION_SAMPLES, default 500). */
  readonly samples?: number;
  /** At most this long per case, but never fewer than 30 samples (BENCH_CONTENTION_SECONDS, default 30). */
  readonly budgetSeconds?: number;
  /** Reader thread counts to run SQLite with, before the run without (default BENCH_CONTENTION_READERS, comma-separated, else MOYUAN_SQLITE_READERS, else the server's default). */
  readonly readers?: readonly number[];
  /** PostgreSQL to measure in a throwaway schema (default DATABASE_URL; none: skipped with a note). */
  readonly databaseUrl?: string | undefined;
}

const log = (msg: string) => console.info(`[bench] ${msg}`);
const MIN_SAMPLES = 30;
/**
 * The slow list's name filter: two characters, below the three a trigram index needs (server/platform/db/substringIndex.ts),
 * so every row is read; and no generated name (`博物馆 ` and digits) contains it, so neither the page nor the total
 * stops early.
 */
const SLOW_NAME = "馆0";
const LOADS = ["idle", "search", "list"] as const;
type Load = (typeof LOADS)[number];
const LOAD_TITLE: Record<Load, string> = {
  idle: "nothing (idle)",
  search: "record search `bwg`, back to back",
  list: `museum list, name contains "${SLOW_NAME}", back to back`,
};

interface Measured {
  readonly load: Load;
  readonly quick: readonly number[];
  /** The other client's calls, each timed. */
  readonly slow: readonly number[];
}

interface Run {
  readonly database: string;
  readonly readsOn: string;
  readonly cases: readonly Measured[];
}

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/** POSTs JSON over the client's own kept-alive connection; answers the parsed body. */
function post(agent: http.Agent, url: string, payload: unknown): Promise<Record<string, unknown>> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const parsed = JSON.parse(text) as Record<string, unknown>;
        if (res.statusCode !== 200 || parsed.code !== "SUCCESS") reject(new Error(`${url} answered ${res.statusCode}: ${text.slice(0, 300)}`));
        else resolve(parsed);
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A listening server over the database `env` names; `readers` sets MOYUAN_SQLITE_READERS while it opens. */
async function listening(env: Record<string, string>, readers: number | null) {
  const config = loadConfig({ ...process.env, MOYUAN_SEED: "none", MOYUAN_ADMIN_PASSWORD: ADMIN_PASSWORD, ...env });
  const before = process.env.MOYUAN_SQLITE_READERS;
  if (readers !== null) process.env.MOYUAN_SQLITE_READERS = String(readers);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config);
  } finally {
    if (before === undefined) delete process.env.MOYUAN_SQLITE_READERS;
    else process.env.MOYUAN_SQLITE_READERS = before;
  }
  const httpServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const address = httpServer.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/${config.namespace}.`;
  return {
    base,
    close: async () => {
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        (httpServer as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await server.close();
    },
  };
}

/**
 * The search index rows the server would write for the generated museums (server/search/searchIndex.ts),
 * in one statement: `博物馆 000123` → pinyin `bowuguan000123`, initials `bwg000123`.
 */
const INDEX_MUSEUMS = `INSERT INTO search_index ("resource", "recordId", "title", "pinyin", "initials")
  SELECT '${museum.name}', "Id", "name", 'bowuguan' || substr("name", 5), 'bwg' || substr("name", 5) FROM museum`;

function checkIndexFormula(): void {
  const got = titlePinyin("博物馆 000123");
  if (got.pinyin !== "bowuguan000123" || got.initials !== "bwg000123") throw new Error(`bench/contention.ts: the search index formula no longer matches titlePinyin: ${JSON.stringify(got)}`);
}

/** Times `call` again and again, with a random pause of up to 10 ms between calls (a person, and out of step with the other client). */
async function sample(call: () => Promise<unknown>, samples: number, budgetMs: number): Promise<number[]> {
  const out: number[] = [];
  const start = performance.now();
  while (out.length < samples && (out.length < MIN_SAMPLES || performance.now() - start < budgetMs)) {
    const t0 = performance.now();
    await call();
    out.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
  }
  return out;
}

/** The quick client's samples while the other client runs `slow` back to back (nothing when `slow` is null). */
async function measure(load: Load, quick: () => Promise<unknown>, slow: (() => Promise<unknown>) | null, samples: number, budgetMs: number): Promise<Measured> {
  if (!slow) return { load, quick: await sample(quick, samples, budgetMs), slow: [] };
  const slowTimes: number[] = [];
  let stop = false;
  const other = (async () => {
    while (!stop) {
      const t0 = performance.now();
      await slow();
      slowTimes.push(performance.now() - t0);
    }
  })();
  try {
    return { load, quick: await sample(quick, samples, budgetMs), slow: slowTimes };
  } finally {
    stop = true;
    await other;
  }
}

/** Every load against one running server: two clients, each on its own connection, signed in as admin. */
async function measureServer(base: string, samples: number, budgetMs: number): Promise<Measured[]> {
  const quickAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const slowAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const login = await post(quickAgent, `${base}sys.SysAdmin/login`, { userName: "admin", password: ADMIN_PASSWORD });
    const token = login.token as string;
    const context = { token, tourToken: token, tdid: "" };
    const quick = () => post(quickAgent, `${base}sys.SysAdmin/getUserinfo`, { context });
    const slow: Record<Load, (() => Promise<unknown>) | null> = {
      idle: null,
      search: async () => {
        const r = await post(slowAgent, `${base}BaseServiceAdmin/searchRecords`, { q: "bwg", context });
        if (!(r.data as { resource: string }[]).some((h) => h.resource === museum.name)) throw new Error("record search for bwg found no museum: the search index is not filled");
      },
      list: () => post(slowAgent, `${base}${museum.service}/${methodName(museum, "list")}`, {
        page: { skip: 0, limit: 20 }, cond: { jsonq: JSON.stringify({ name: SLOW_NAME }) }, context,
      }),
    };
    // Warm both: the quick call's statements, the slow calls' pages in the cache.
    for (let i = 0; i < 20; i++) await quick();
    for (const load of LOADS) for (let i = 0; i < 2; i++) await slow[load]?.();
    const out: Measured[] = [];
    for (const load of LOADS) {
      const m = await measure(load, quick, slow[load], samples, budgetMs);
      log(`  ${load}: getUserinfo p50 ${fmt(quantile(m.quick, 0.5))} ms, p99 ${fmt(quantile(m.quick, 0.99))} ms (${m.quick.length} calls)${m.slow.length ? `; the other client's calls p50 ${fmt(quantile(m.slow, 0.5))} ms (${m.slow.length})` : ""}`);
      out.push(m);
    }
    return out;
  } finally {
    quickAgent.destroy();
    slowAgent.destroy();
  }
}

async function sqliteRuns(rows: number, readers: readonly number[], samples: number, budgetMs: number): Promise<Run[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-bench-contention-"));
  const file = path.join(dataDir, "moyuan.sqlite");
  try {
    const runs: Run[] = [];
    // The same file for both: generated once, by the first server's migrations and then directly.
    const variants = [...readers.map((n) => [n, `${n} reader threads`] as const), [0, "the main thread (MOYUAN_SQLITE_READERS=0, before)"] as const];
    for (const [n, readsOn] of variants) {
      const server = await listening({ MOYUAN_DATA_DIR: dataDir, DATABASE_URL: "" }, n);
      try {
        if (runs.length === 0) {
          const t0 = performance.now();
          generateSqlite(file, rows);
          const db = new SQLite(file);
          try {
            db.pragma("busy_timeout = 5000");
            db.exec(INDEX_MUSEUMS);
          } finally {
            db.close();
          }
          log(`sqlite: generated ${rows.toLocaleString("en")} museums and their search index in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
        }
        log(`sqlite, reads on ${readsOn}:`);
        runs.push({ database: "SQLite", readsOn, cases: await measureServer(server.base, samples, budgetMs) });
      } finally {
        await server.close();
      }
    }
    return runs;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresRun(url: string, rows: number, samples: number, budgetMs: number): Promise<Run> {
  const schema = await throwawaySchema("bench", url);
  try {
    const server = await listening({ DATABASE_URL: schema.url, MOYUAN_DATA_DIR: path.join(os.tmpdir(), "moyuan-bench-unused") }, null);
    try {
      const t0 = performance.now();
      const pool = new pg.Pool({ connectionString: schema.url, max: 1 });
      try {
        await generatePostgres(pool, rows);
        await pool.query(INDEX_MUSEUMS);
        await pool.query("VACUUM ANALYZE search_index");
      } finally {
        await pool.end();
      }
      log(`postgres: generated ${rows.toLocaleString("en")} museums and their search index in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      return { database: "PostgreSQL", readsOn: "a pool of 10 connections", cases: await measureServer(server.base, samples, budgetMs) };
    } finally {
      await server.close();
    }
  } finally {
    await schema.drop();
  }
}

/** BENCH_CONTENTION_READERS ("2,4"), else MOYUAN_SQLITE_READERS (when not 0), else the server's default. */
function readerCounts(): number[] {
  const raw = process.env.BENCH_CONTENTION_READERS || String(sqliteReadersFromEnv() || DEFAULT_SQLITE_READERS);
  const counts = raw.split(",").map((x) => Number(x.trim()));
  if (!counts.every((n) => Number.isInteger(n) && n > 0)) throw new Error(`BENCH_CONTENTION_READERS must list positive integers, got "${raw}"`);
  return counts;
}

const ratio = (x: number, idle: number) => (Number.isFinite(x) && idle > 0 ? `${(x / idle).toFixed(1)}×` : "—");

function render(rows: number, readers: readonly number[], runs: readonly Run[], notes: readonly string[]): string {
  const lines = [
    "## One user's slow query and everyone else",
    "",
    `${rows.toLocaleString("en")} generated museums (bench/generate.ts) and their record-search index. One client calls \`getUserinfo\` ` +
      "(signed in: the session and one user row) over its own kept-alive connection, with a random pause of up to 10 ms between calls; " +
      "a second client, on another connection, runs a slow call back to back: record search for `bwg` (the palette; every museum's initials " +
      `contain it), or the museum list filtered by a name substring too short for the trigram index and found in no name ("${SLOW_NAME}": ` +
      "every row is read, for the page and for the total). " +
      "Ratios are against the same database idle. Target (issue 12): getUserinfo p99 under load within 2× of idle.",
    "",
    `SQLite runs over the same file with ${readers.join(" and then ")} reader threads (SELECTs outside transactions on worker threads, each with its own ` +
      "read-only connection; server/platform/db/sqliteReaders) and without them (every query on the main thread, as before). " +
      `Machine: ${os.cpus().length} cores, Node ${process.versions.node}, load average ${os.loadavg().map((x) => x.toFixed(1)).join(" / ")} ` +
      "(1 / 5 / 15 min) when the section was written: on a shared machine, p99 is mostly other processes.",
    "",
    "| database | reads run on | the other client | getUserinfo p50 ms | p99 ms | p50 ÷ idle | p99 ÷ idle | calls | the other client's call p50 ms (calls) |",
    "|---|---|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const run of runs) {
    const idle = run.cases.find((c) => c.load === "idle");
    const idle50 = idle ? quantile(idle.quick, 0.5) : Number.NaN;
    const idle99 = idle ? quantile(idle.quick, 0.99) : Number.NaN;
    for (const c of run.cases) {
      const p50 = quantile(c.quick, 0.5);
      const p99 = quantile(c.quick, 0.99);
      const other = c.slow.length ? `${fmt(quantile(c.slow, 0.5))} (${c.slow.length})` : "—";
      lines.push(`| ${run.database} | ${run.readsOn} | ${LOAD_TITLE[c.load]} | ${fmt(p50)} | ${fmt(p99)} | ${ratio(p50, idle50)} | ${ratio(p99, idle99)} | ${c.quick.length} | ${other} |`);
    }
  }
  if (notes.length) lines.push("", ...notes);
  return `${lines.join("\n")}\n`;
}

/** Runs every database and load; answers the Markdown section "## One user's slow query and everyone else". */
export async function contentionBenchmark(opts: ContentionOptions = {}): Promise<string> {
  checkIndexFormula();
  const rows = opts.rows ?? envInt("BENCH_ROWS", 1_000_000);
  const samples = opts.samples ?? envInt("BENCH_CONTENTION_SAMPLES", 500);
  const budgetMs = (opts.budgetSeconds ?? envInt("BENCH_CONTENTION_SECONDS", 30)) * 1000;
  const readers = opts.readers ?? readerCounts();
  const url = "databaseUrl" in opts ? opts.databaseUrl : process.env.DATABASE_URL;
  const runs: Run[] = [];
  const notes: string[] = [];
  const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
  try {
    runs.push(...await sqliteRuns(rows, readers, samples, budgetMs));
  } catch (err) {
    console.error(err);
    notes.push(`SQLite failed on this run: ${message(err)}`);
  }
  if (url) {
    try {
      runs.push(await postgresRun(url, rows, samples, budgetMs));
    } catch (err) {
      console.error(err);
      notes.push(`PostgreSQL failed on this run: ${message(err)}`);
    }
  } else {
    notes.push("PostgreSQL: not measured on this run (DATABASE_URL not set; `scripts/with-postgres.sh npx tsx bench/contention.ts` measures it).");
  }
  return render(rows, readers, runs, notes);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  contentionBenchmark().then((section) => console.info(`\n${section}`), (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
