import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import pg from "pg";
import { directusBenchmark, type DirectusOutcome } from "./directus";
import { ensurePostgresSearchIndexes, ensureSqliteSearchIndexes, generatePostgres, generateSqlite } from "./generate";
import { CASES } from "./listCases";
import { measureCase, postgresDirect, sqliteDirect, type CaseResult, type DirectDb, type MeasureOptions } from "./listLatency";
import { throwawaySchema } from "../tests/server/pgSchema";
import { ADMIN_PASSWORD, signIn, startBenchServer, type BenchServer, type DbKind } from "./listServer";
import { startLargeBenchmark } from "./startLarge";
import { throughputSettings } from "./settings";
import { measureThroughput, type ThroughputResult } from "./throughput";

export interface DbResult {
  readonly kind: DbKind;
  readonly version: string;
  /** The settings that matter for reads, and where the database came from. */
  readonly settings: string;
  readonly rows: number;
  readonly generateMs: number;
  /** Table plus indexes, in bytes. */
  readonly sizeBytes: number;
  /** Where the trigram index the best SQL uses came from (the server's migration, or made by the bench). */
  readonly searchIndex: string;
  readonly cases: readonly CaseResult[];
  /** Per case, the plans of the best SQL, of the previous approach and of what the server ran, one line each. */
  readonly plans: Readonly<Record<string, { best: string[]; previous: string[]; server: string[] }>>;
  /** bench/throughput.ts, unless BENCH_THROUGHPUT=0. */
  readonly throughput?: ThroughputResult;
  /** bench/directus.ts on SQLite, unless BENCH_DIRECTUS=0 (or BENCH_THROUGHPUT=0). */
  readonly directus?: DirectusOutcome;
  /** A row of bench/startLarge.ts's table: the production server restarted over this database. */
  readonly startLarge?: string;
}

export type DbOutcome = DbResult | { readonly kind: DbKind; readonly error: string };

const n = (x: number) => x.toLocaleString("en");
const log = (msg: string) => console.info(`[bench] ${msg}`);

interface Probe {
  readonly direct: DirectDb;
  version(): Promise<string>;
  settings(): Promise<string>;
  size(): Promise<number>;
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
  };
}

function postgresProbe(url: string): Probe {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    direct: postgresDirect(pool),
    version: async () => `PostgreSQL ${String((await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v)}`,
    settings: async () => {
      const names = ["shared_buffers", "work_mem", "max_parallel_workers_per_gather", "jit", "lc_collate"];
      const r = await pool.query<{ name: string; setting: string }>(`select name, current_setting(name) as setting from unnest($1::text[]) as name`, [names]);
      const source = process.env.BENCH_PG_SOURCE === "throwaway"
        ? "a throwaway cluster started by scripts/with-postgres.sh (default settings, fsync off)"
        : "the server named by DATABASE_URL (a fresh schema in it)";
      return `${r.rows.map((x) => `${x.name} ${x.setting}`).join(", ")}; ${source}`;
    },
    size: async () => Number((await pool.query<{ n: string }>("select pg_total_relation_size('museum') as n")).rows[0]?.n),
  };
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * One database end to end: server, generated rows, the trigram index, sign-in, every case measured; then (unless
 * switched off, see bench/settings.ts throughputSettings) throughput and, on SQLite, Directus on a copy of the file.
 */
/** Restarts of the production server over the bench's database, against restarts over an empty one. */
async function startLargeRow(bench: BenchServer, rows: number, pgBaseUrl?: string): Promise<string> {
  const common = { ...process.env, MOYUAN_ADMIN_PASSWORD: ADMIN_PASSWORD };
  if (bench.kind === "sqlite") {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-bench-empty-"));
    try {
      return await startLargeBenchmark("SQLite", rows,
        { ...common, DATABASE_URL: "", MOYUAN_DATA_DIR: path.dirname(bench.sqliteFile as string) },
        { ...common, DATABASE_URL: "", MOYUAN_DATA_DIR: empty });
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  }
  const empty = await throwawaySchema("benchempty", pgBaseUrl as string);
  try {
    return await startLargeBenchmark("PostgreSQL", rows, { ...common, DATABASE_URL: bench.pgUrl as string }, { ...common, DATABASE_URL: empty.url });
  } finally {
    await empty.drop();
  }
}

export async function benchDatabase(kind: DbKind, rows: number, opts: MeasureOptions, pgBaseUrl?: string): Promise<DbResult> {
  log(`${kind}: starting the server (bootstrap, migrations, MOYUAN_SEED=none)`);
  const bench = await startBenchServer(kind, pgBaseUrl);
  let probe: Probe | null = null;
  try {
    const t0 = performance.now();
    let searchIndex: string;
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
    log(`${kind}: generated ${n(rows)} museums in ${(generateMs / 1000).toFixed(1)} s`);
    // Only the field the cases filter on, when the bench has to make the index itself.
    if (kind === "sqlite") {
      searchIndex = ensureSqliteSearchIndexes(bench.sqliteFile as string, ["name"]);
    } else {
      const pool = new pg.Pool({ connectionString: bench.pgUrl as string, max: 1 });
      try {
        searchIndex = await ensurePostgresSearchIndexes(pool, ["name"]);
      } finally {
        await pool.end();
      }
    }
    log(`${kind}: search index: ${searchIndex}`);
    const token = await signIn(bench);
    probe = kind === "sqlite" ? sqliteProbe(bench.sqliteFile as string) : postgresProbe(bench.pgUrl as string);
    const direct = probe.direct;
    const cases: CaseResult[] = [];
    const plans: Record<string, { best: string[]; previous: string[]; server: string[] }> = {};
    for (const c of CASES) {
      const result = await measureCase(bench, token, direct, c, rows, opts);
      const plan = async (list: CaseResult["sql"]["best"]) => Promise.all(list.map((s) => direct.plan(s).catch((err: unknown) => `(no plan: ${message(err)})`)));
      plans[c.id] = { best: await plan(result.sql.best), previous: await plan(result.sql.previous), server: await plan(result.sql.server) };
      const t = result.timings;
      log(`${kind}: (${c.id}) ${result.title}: rpc p50 ${t.rpc?.p50.toFixed(2) ?? "—"} ms, previous ${t.previous?.p50.toFixed(2) ?? "—"} ms, best ${t.best?.p50.toFixed(2) ?? "—"} ms, ${result.runs} runs`
        + (result.problems.length > 0 ? `; PROBLEMS: ${result.problems.join(" / ")}` : ""));
      cases.push(result);
    }
    const settings = throughputSettings();
    let throughput: ThroughputResult | undefined;
    let directus: DirectusOutcome | undefined;
    if (settings.enabled) {
      throughput = await measureThroughput(bench, token, rows, settings, pgBaseUrl);
      if (kind === "sqlite" && settings.directus) directus = await directusBenchmark(bench.sqliteFile as string, rows, settings);
    }
    let startLarge: string | undefined;
    if (process.env.BENCH_START !== "0") {
      log(`${kind}: process start to the login page, with ${n(rows)} museums and with none`);
      startLarge = await startLargeRow(bench, rows, pgBaseUrl).catch((err: unknown) => `| ${kind} | ${n(rows)} | failed: ${message(err).replace(/\|/g, "/")} | | | | | | |`);
    }
    return {
      ...(startLarge ? { startLarge } : {}),
      kind, version: await probe.version(), settings: await probe.settings(), rows, generateMs, sizeBytes: await probe.size(), searchIndex, cases, plans,
      ...(throughput ? { throughput } : {}), ...(directus ? { directus } : {}),
    };
  } finally {
    await probe?.direct.close();
    await bench.close();
  }
}
