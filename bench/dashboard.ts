import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { dataShape, generateDashboardPostgres, generateDashboardSqlite } from "./dashboardData";
import { measureAsks, plainPostgres, plainSqlite, type DashboardDbResult, type DashboardMeasure, type DashboardOutcome } from "./dashboardMeasure";
import { dashboardSection } from "./dashboardReport";
import { signIn, startBenchServer, type DbKind } from "./listServer";

/**
 * The dashboards over BENCH_DASHBOARD_ORDERS orders (default 1,000,000) on SQLite and PostgreSQL: a fresh server
 * (migrations, MOYUAN_SEED=none), rows generated in bulk (bench/dashboardData.ts), then every figure of
 * /dashboard/analysis timed through the RPC (bench/dashboardMeasure.ts). BENCH_DASHBOARD=0 skips it.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const log = (msg: string) => console.info(`[bench] ${msg}`);
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

export function dashboardSettings(): { orders: number; measure: DashboardMeasure } {
  return {
    orders: int("BENCH_DASHBOARD_ORDERS", 1_000_000),
    measure: { runs: int("BENCH_DASHBOARD_RUNS", 30), budgetMs: int("BENCH_DASHBOARD_SECONDS", 4) * 1000, minRuns: 5, warmup: 3 },
  };
}

export async function dashboardDatabase(kind: DbKind, orders: number, m: DashboardMeasure, pgBaseUrl?: string): Promise<DashboardDbResult> {
  log(`${kind}: dashboards: starting the server (migrations, MOYUAN_SEED=none)`);
  const bench = await startBenchServer(kind, pgBaseUrl);
  try {
    const data = dataShape(orders, Date.now());
    const t0 = performance.now();
    let version = "SQLite";
    if (kind === "sqlite") {
      generateDashboardSqlite(bench.sqliteFile as string, data);
    } else {
      const pool = new pg.Pool({ connectionString: bench.pgUrl as string, max: 1 });
      try {
        await generateDashboardPostgres(pool, data);
        version = `PostgreSQL ${String((await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v)}`;
      } finally {
        await pool.end();
      }
    }
    const generateMs = performance.now() - t0;
    log(`${kind}: generated ${data.orders.toLocaleString("en")} orders, ${data.visitors.toLocaleString("en")} visitors in ${(generateMs / 1000).toFixed(1)} s`);
    const token = await signIn(bench);
    const plain = kind === "sqlite" ? plainSqlite(bench.sqliteFile as string) : plainPostgres(bench.pgUrl as string);
    try {
      if (kind === "sqlite") version = `SQLite ${await plain.version()}`;
      const refunds = await plain.value({ text: `select count(*) as v from refund`, params: [] });
      const asks = await measureAsks(bench, token, plain, m);
      return { kind, version, data, generateMs, refunds, asks };
    } finally {
      await plain.close();
    }
  } finally {
    await bench.close();
  }
}

/** PostgreSQL from DATABASE_URL, or a throwaway cluster through scripts/with-postgres.sh and bench/dashboardChild.ts. */
async function dashboardPostgres(orders: number, m: DashboardMeasure): Promise<DashboardOutcome> {
  const url = process.env.DATABASE_URL;
  if (url) return dashboardDatabase("postgres", orders, m, url).catch((err: unknown) => ({ kind: "postgres" as const, error: message(err) }));
  const out = path.join(os.tmpdir(), `moyuan-bench-dash-${process.pid}.json`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(path.join(ROOT, "scripts/with-postgres.sh"), [process.execPath, "--import", "tsx", path.join(ROOT, "bench/dashboardChild.ts"), out],
      { cwd: ROOT, env: { ...process.env, BENCH_PG_SOURCE: "throwaway" }, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", () => resolve(-1));
    child.on("close", (c) => resolve(c ?? -1));
  });
  try {
    if (code === 0 && fs.existsSync(out)) return JSON.parse(fs.readFileSync(out, "utf8")) as DashboardOutcome;
    return { kind: "postgres", error: `scripts/with-postgres.sh exited with code ${code}` };
  } finally {
    fs.rmSync(out, { force: true });
  }
}

/**
 * The section "Dashboards over 1,000,000 orders" of BENCHMARKS.md; BENCH_DASHBOARD_DBS=sqlite (or postgres) runs one
 * database only; BENCH_DASHBOARD_JSON=<file> also keeps the raw results there, and BENCH_DASHBOARD_FROM_JSON=<file>
 * renders a kept run again instead of measuring.
 */
export async function dashboardBenchmark(): Promise<string> {
  const { orders, measure } = dashboardSettings();
  const kept = process.env.BENCH_DASHBOARD_FROM_JSON;
  if (kept) {
    const run = JSON.parse(fs.readFileSync(kept, "utf8")) as { orders: number; measure: DashboardMeasure; outcomes: DashboardOutcome[] };
    return dashboardSection(run.orders, run.measure, run.outcomes);
  }
  const only = process.env.BENCH_DASHBOARD_DBS;
  const outcomes: DashboardOutcome[] = [];
  if (only !== "postgres") {
    outcomes.push(await dashboardDatabase("sqlite", orders, measure).catch((err: unknown): DashboardOutcome => {
      console.error(err);
      return { kind: "sqlite", error: message(err) };
    }));
  }
  if (only !== "sqlite") outcomes.push(await dashboardPostgres(orders, measure));
  if (process.env.BENCH_DASHBOARD_JSON) fs.writeFileSync(process.env.BENCH_DASHBOARD_JSON, JSON.stringify({ orders, measure, outcomes }));
  return dashboardSection(orders, measure, outcomes);
}
