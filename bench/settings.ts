import type { MeasureOptions } from "./listLatency";

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

/** Defaults: 1,000,000 rows, 20 warm-up and up to 200 measured rounds, at most ~60 s of measuring per case. */
export function benchSettings(): { rows: number; measure: MeasureOptions } {
  const runs = int("BENCH_RUNS", 200);
  return {
    rows: int("BENCH_ROWS", 1_000_000),
    measure: {
      warmup: int("BENCH_WARMUP", 20),
      runs,
      budgetMs: int("BENCH_CASE_SECONDS", 60) * 1000,
      minRuns: Math.min(runs, int("BENCH_MIN_RUNS", 30)),
    },
  };
}

export interface ThroughputSettings {
  /** BENCH_THROUGHPUT=0 skips the throughput part (bench/throughput.ts). */
  readonly enabled: boolean;
  /** BENCH_CLIENTS: concurrent keep-alive connections of the load generator (default 10). */
  readonly clients: number;
  /** BENCH_THROUGHPUT_SECONDS: measured seconds per target (default 10), after BENCH_THROUGHPUT_WARMUP_SECONDS (default 3). */
  readonly seconds: number;
  readonly warmupSeconds: number;
  /** Rows of the small table measured for reference (BENCH_SMALL_ROWS, default 40). */
  readonly smallRows: number;
  /** BENCH_DIRECTUS=0 skips Directus (bench/directus.ts); BENCH_DIRECTUS_VERSION picks its version. */
  readonly directus: boolean;
  readonly directusVersion: string;
  /** BENCH_DIRECTUS_INSTALL_MINUTES: the npm install's time limit (default 15: it builds native modules, e.g. sqlite3). */
  readonly directusInstallMinutes: number;
}

/** Throughput and Directus: on by default, read by bench/listBench.ts for each database. */
export function throughputSettings(): ThroughputSettings {
  return {
    enabled: process.env.BENCH_THROUGHPUT !== "0",
    clients: int("BENCH_CLIENTS", 10),
    seconds: int("BENCH_THROUGHPUT_SECONDS", 10),
    warmupSeconds: int("BENCH_THROUGHPUT_WARMUP_SECONDS", 3),
    smallRows: int("BENCH_SMALL_ROWS", 40),
    directus: process.env.BENCH_DIRECTUS !== "0",
    // The newest Directus 11 whose engines field accepts Node 20 (11.4 and later ask for Node 22).
    directusVersion: process.env.BENCH_DIRECTUS_VERSION || "11.3.5",
    directusInstallMinutes: int("BENCH_DIRECTUS_INSTALL_MINUTES", 15),
  };
}
