import { performance } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import pg from "pg";
import { generatePostgres, generateSqlite } from "./generate";
import { CASES, directSql } from "./listCases";
import { measureCase, postgresDirect, sqliteDirect, type CaseResult, type DirectDb, type MeasureOptions } from "./listLatency";
import { signIn, startBenchServer, type DbKind } from "./listServer";

export interface DbResult {
  readonly kind: DbKind;
  readonly version: string;
  /** The settings that matter for reads, and where the database came from. */
  readonly settings: string;
  readonly rows: number;
  readonly generateMs: number;
  /** Table plus indexes, in bytes. */
  readonly sizeBytes: number;
  readonly cases: readonly CaseResult[];
  /** Per case, the plan of the page query and of the COUNT(*). */
  readonly plans: Readonly<Record<string, { rows: string; count: string }>>;
}

export type DbOutcome = DbResult | { readonly kind: DbKind; readonly error: string };

const n = (x: number) => x.toLocaleString("en");
const log = (msg: string) => console.info(`[bench] ${msg}`);

interface Probe {
  readonly direct: DirectDb;
  version(): Promise<string>;
  settings(): Promise<string>;
  size(): Promise<number>;
  plan(sql: string, params: readonly (string | number)[]): Promise<string>;
}

function sqliteProbe(file: string): Probe {
  const db = new SQLite(file);
  db.pragma("busy_timeout = 5000");
  return {
    direct: sqliteDirect(db),
    version: async () => `SQLite ${String(db.prepare("select sqlite_version() as v").pluck().get())} (better-sqlite3, WAL)`,
    settings: async () => {
      const cache = Number(db.pragma("cache_size", { simple: true }));
      const mmap = Number(db.pragma("mmap_size", { simple: true }));
      return `page cache ${cache < 0 ? `${n(-cache)} KiB` : `${n(cache)} pages`} per connection, ${mmap > 0 ? `mmap ${n(mmap)} B` : "no mmap"}, reads through the OS page cache`;
    },
    size: async () => Number(db.pragma("page_count", { simple: true })) * Number(db.pragma("page_size", { simple: true })),
    plan: async (sql, params) => (db.prepare(`explain query plan ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail).join("; "),
  };
}

function postgresProbe(url: string): Probe {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    direct: postgresDirect(pool),
    version: async () => `PostgreSQL ${String((await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v)}`,
    settings: async () => {
      const names = ["shared_buffers", "work_mem", "max_parallel_workers_per_gather", "jit"];
      const r = await pool.query<{ name: string; setting: string }>(`select name, current_setting(name) as setting from unnest($1::text[]) as name`, [names]);
      const source = process.env.BENCH_PG_SOURCE === "throwaway"
        ? "a throwaway cluster started by scripts/with-postgres.sh (default settings, fsync off)"
        : "the server named by DATABASE_URL (a fresh schema in it)";
      return `${r.rows.map((x) => `${x.name} ${x.setting}`).join(", ")}; ${source}`;
    },
    size: async () => Number((await pool.query<{ n: string }>("select pg_total_relation_size('museum') as n")).rows[0]?.n),
    plan: async (sql, params) => (await pool.query<{ "QUERY PLAN": string }>(`explain (costs off) ${sql}`, [...params])).rows
      .map((r) => r["QUERY PLAN"].trim()).join("; "),
  };
}

/** One database end to end: server, generated rows, sign-in, every case measured. */
export async function benchDatabase(kind: DbKind, rows: number, opts: MeasureOptions, pgBaseUrl?: string): Promise<DbResult> {
  log(`${kind}: starting the server (bootstrap, migrations, MOYUAN_SEED=none)`);
  const bench = await startBenchServer(kind, pgBaseUrl);
  let probe: Probe | null = null;
  try {
    const t0 = performance.now();
    if (kind === "sqlite") {
      generateSqlite(bench.sqliteFile as string, rows);
    } else {
      const pool = new pg.Pool({ connectionString: bench.pgUrl as string, max: 1 });
      try {
        await generatePostgres(pool, rows);
      } finally {
        await pool.end();
      }
    }
    const generateMs = performance.now() - t0;
    log(`${kind}: generated ${rows.toLocaleString("en")} museums in ${(generateMs / 1000).toFixed(1)} s`);
    const token = await signIn(bench);
    probe = kind === "sqlite" ? sqliteProbe(bench.sqliteFile as string) : postgresProbe(bench.pgUrl as string);
    const cases: CaseResult[] = [];
    const plans: Record<string, { rows: string; count: string }> = {};
    for (const c of CASES) {
      const sql = directSql(c, rows, kind);
      plans[c.id] = { rows: await probe.plan(sql.rows, sql.rowsParams), count: await probe.plan(sql.count, sql.countParams) };
      const result = await measureCase(bench, token, probe.direct, c, rows, opts);
      log(`${kind}: (${c.id}) ${result.title}: rpc p50 ${result.timings.rpc.p50.toFixed(2)} ms, direct p50 ${result.timings.direct.p50.toFixed(2)} ms, ${result.runs} runs`);
      cases.push(result);
    }
    return { kind, version: await probe.version(), settings: await probe.settings(), rows, generateMs, sizeBytes: await probe.size(), cases, plans };
  } finally {
    await probe?.direct.close();
    await bench.close();
  }
}
