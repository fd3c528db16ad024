import { spawn } from "node:child_process";
import path from "node:path";
import { quantile } from "./stats";
import { freePort } from "../tests/freePort";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Spawns the production server (`node scripts/start.mjs`, the built console) and answers ms until it serves the login page. */
async function startOnce(env: NodeJS.ProcessEnv): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT, env: { ...env, PORT: String(port), HOST: "127.0.0.1", MOYUAN_SEED: "none" }, stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/user/login`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 5));
      if (performance.now() - started > 60_000) throw new Error(`no answer after 60 s: ${stderr}`);
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

/** The table head for startLargeBenchmark's rows. */
export const START_LARGE_HEAD = "| database | rows | empty database p50 ms | large table p50 ms | large max ms | ratio | within target | previous (tsx) large table p50 ms | previous ÷ now |\n|---|---:|---:|---:|---:|---:|---|---:|---:|";

/**
 * One row of "Start with a large table": process start to the first served page, with `rows` museums already in
 * the database (a restart, as after a deploy), against the same on an empty database as the baseline.
 * `large` / `empty` are the environments naming each database (MOYUAN_DATA_DIR or DATABASE_URL).
 */
export async function startLargeBenchmark(label: string, rows: number, large: NodeJS.ProcessEnv, empty: NodeJS.ProcessEnv, runs = 7): Promise<string> {
  const measure = async (env: NodeJS.ProcessEnv) => {
    await startOnce(env); // warm-up: the OS cache, and a first start's one-time work
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await startOnce(env));
    return times;
  };
  const base = await measure(empty);
  const big = await measure(large);
  // The previous start: the TypeScript sources through tsx (start.mjs's fallback), on the same large database.
  const tsx = await measure({ ...large, MOYUAN_START_TSX: "1" });
  const fmt = (v: number) => v.toFixed(0);
  const p50 = (v: readonly number[]) => quantile(v, 0.5);
  return `| ${label} | ${rows.toLocaleString("en-US")} | ${fmt(p50(base))} | ${fmt(p50(big))} | ${fmt(quantile(big, 1))} | ${(p50(big) / p50(base)).toFixed(2)}× | ${p50(big) <= 1000 ? "yes" : "no"} (≤ 1000) | ${fmt(p50(tsx))} | ${(p50(tsx) / p50(big)).toFixed(1)}× |`;
}
