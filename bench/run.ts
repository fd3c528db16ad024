import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gridBenchmark } from "./grid";
import { paletteBenchmark } from "./palette";
import { benchDatabase, type DbOutcome } from "./listBench";
import { renderReport } from "./report";
import { benchSettings } from "./settings";
import { contentionBenchmark } from "./contention";
import { startTimeBenchmark } from "./startTime";

/**
 * `npm run bench`: list latency of listMuseum over generated rows on SQLite and PostgreSQL (RPC against
 * the same SQL run directly), then bench/grid.ts's grid scrolling and bench/palette.ts's keystrokes; writes
 * BENCHMARKS.md at the root.
 * Options (environment): BENCH_ROWS, BENCH_RUNS, BENCH_WARMUP, BENCH_CASE_SECONDS, BENCH_MIN_RUNS;
 * BENCH_GRID=0 (or --no-grid) skips the Chromium parts; BENCH_START=0 skips the start times; BENCH_CONTENTION=0
 * skips bench/contention.ts; BENCH_TILING=0 skips bench/tiling.ts; BENCH_VIEWER=0 skips bench/viewerFirstTile.ts (the deep-zoom
 * viewer's first tiles in Chromium); BENCH_THROUGHPUT=0 / BENCH_DIRECTUS=0 skip throughput / Directus (bench/settings.ts);
 * BENCH_DASHBOARD=0 skips bench/dashboard.ts (the dashboards' figures over BENCH_DASHBOARD_ORDERS orders, default 1,000,000).
 * Run it as `scripts/with-postgres.sh npm run bench` to give the contention part PostgreSQL too (DATABASE_URL set).
 */
const ROOT = path.resolve(import.meta.dirname, "..");

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Runs a command, passing its output through; answers its exit code and the tail of its stderr. */
function runChild(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stderrTail: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "inherit", "pipe"] });
    let tail = "";
    child.stderr.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      tail = (tail + chunk.toString()).slice(-2000);
    });
    child.on("error", (err) => resolve({ code: -1, stderrTail: message(err) }));
    child.on("close", (code) => resolve({ code: code ?? -1, stderrTail: tail.trim() }));
  });
}

async function postgres(rows: number, measure: ReturnType<typeof benchSettings>["measure"]): Promise<DbOutcome> {
  const url = process.env.DATABASE_URL;
  if (url) {
    try {
      return await benchDatabase("postgres", rows, measure, url);
    } catch (err) {
      console.error(err);
      return { kind: "postgres", error: message(err) };
    }
  }
  // No DATABASE_URL: a throwaway cluster, the way the tests get one.
  const out = path.join(os.tmpdir(), `moyuan-bench-pg-${process.pid}.json`);
  const { code, stderrTail } = await runChild(path.join(ROOT, "scripts/with-postgres.sh"), [process.execPath, "--import", "tsx", path.join(ROOT, "bench/postgresChild.ts"), out], { ...process.env, BENCH_PG_SOURCE: "throwaway" });
  if (code === 0 && fs.existsSync(out)) {
    const result = JSON.parse(fs.readFileSync(out, "utf8")) as DbOutcome;
    fs.rmSync(out, { force: true });
    return result;
  }
  fs.rmSync(out, { force: true });
  return { kind: "postgres", error: `scripts/with-postgres.sh exited with code ${code}${stderrTail ? `:\n\n${stderrTail}` : ""}` };
}

async function main(): Promise<void> {
  const { rows, measure } = benchSettings();
  const started = new Date();
  let sqlite: DbOutcome;
  try {
    sqlite = await benchDatabase("sqlite", rows, measure);
  } catch (err) {
    console.error(err);
    sqlite = { kind: "sqlite", error: message(err) };
  }
  const pg = await postgres(rows, measure);
  let startTime: string | null = null;
  if (process.env.BENCH_START !== "0") {
    console.info("[bench] start time (bench/startTime.ts)");
    startTime = await startTimeBenchmark().catch((err: unknown) => {
      console.error(err);
      return `## Start time\n\nbench/startTime.ts failed on this run: ${message(err)}\n`;
    });
  }
  let grid: string | null = null;
  if (process.env.BENCH_GRID !== "0" && !process.argv.includes("--no-grid")) {
    console.info("[bench] grid scrolling in Chromium (bench/grid.ts)");
    grid = await gridBenchmark().catch((err: unknown) => {
      console.error(err);
      return `## Grid scrolling in Chromium\n\nbench/grid.ts failed on this run: ${message(err)}\n`;
    });
  }
  let palette: string | null = null;
  if (process.env.BENCH_GRID !== "0" && !process.argv.includes("--no-grid")) {
    console.info("[bench] palette keystrokes in Chromium (bench/palette.ts)");
    palette = await paletteBenchmark().catch((err: unknown) => {
      console.error(err);
      return `## Palette keystrokes in Chromium\n\nbench/palette.ts failed on this run: ${message(err)}\n`;
    });
  }
  const sections: string[] = [];
  if (process.env.BENCH_CONTENTION !== "0") {
    console.info("[bench] one user's slow query and everyone else (bench/contention.ts)");
    sections.push(await contentionBenchmark({ rows }).catch((err: unknown) => {
      console.error(err);
      return `## One user's slow query and everyone else\n\nbench/contention.ts failed on this run: ${message(err)}\n`;
    }));
  }
  if (process.env.BENCH_DASHBOARD !== "0") {
    console.info("[bench] dashboards over generated orders (bench/dashboard.ts)");
    const { dashboardBenchmark } = await import("./dashboard");
    sections.push(await dashboardBenchmark().catch((err: unknown) => {
      console.error(err);
      return `## Dashboards over generated orders\n\nbench/dashboard.ts failed on this run: ${message(err)}\n`;
    }));
  }
  if (process.env.BENCH_GRID !== "0" && !process.argv.includes("--no-grid")) {
    console.info("[bench] login page load in Chromium (bench/loginLoad.ts)");
    const { loginLoadBenchmark } = await import("./loginLoad");
    sections.push(await loginLoadBenchmark().catch((err: unknown) => {
      console.error(err);
      return `## Login page\n\nbench/loginLoad.ts failed on this run: ${message(err)}\n`;
    }));
  }
  if (process.env.BENCH_TILING !== "0") {
    console.info("[bench] tiling a 200-megapixel master (bench/tiling.ts)");
    const { tilingBenchmark } = await import("./tiling");
    sections.push(await tilingBenchmark().catch((err: unknown) => {
      console.error(err);
      return `## Tiling a 200-megapixel master\n\nbench/tiling.ts failed on this run: ${message(err)}\n`;
    }));
  }
  if (process.env.BENCH_VIEWER !== "0") {
    console.info("[bench] deep-zoom viewer's first tiles in Chromium (bench/viewerFirstTile.ts)");
    const { viewerFirstTileBenchmark } = await import("./viewerFirstTile");
    sections.push(await viewerFirstTileBenchmark().catch((err: unknown) => {
      console.error(err);
      return `## Deep-zoom viewer: first tiles on screen\n\nbench/viewerFirstTile.ts failed on this run: ${message(err)}\n`;
    }));
  }
  // The test suite's times are measured by `npm test` (its table) and recorded by hand: kept across bench runs.
  sections.push(fs.readFileSync(path.join(ROOT, "bench", "testSuite.md"), "utf8"));
  const file = path.join(ROOT, "BENCHMARKS.md");
  fs.writeFileSync(file, renderReport({ started, rows, measure, databases: [sqlite, pg], startTime, grid, palette, sections }));
  console.info(`[bench] wrote ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
