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
