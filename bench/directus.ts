import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import type { DbOutcome } from "./listBench";
import type { Timing } from "./listLatency";
import { MASK } from "./listCases";
import type { ThroughputSettings } from "./settings";
import { fmt, quantile } from "./stats";
import { runLoad, type LoadOutcome } from "./throughput";
import { freePort } from "../tests/freePort";

/**
 * Directus (an established data platform) on a copy of the bench's SQLite file, as a reference for the list's
 * throughput and first-page latency: installed with npm into a scratch folder under the OS temp dir (kept between
 * runs), bootstrapped (its own directus_* tables in the copy), started on a free loopback port, signed in; then the
 * same first page (`/items/museum?limit=20&sort=-utime&meta=total_count`, the grid's columns). Each step that fails
 * ends the Directus part with the step and the error, and the bench goes on.
 */

export interface DirectusOutcome {
  readonly version: string;
  readonly rows: number;
  /** Each step done, with its time. */
  readonly steps: readonly { readonly step: string; readonly ms: number; readonly note?: string }[];
  /** One client, one request at a time, p50/p99 of the first page. */
  readonly latency?: Timing & { readonly runs: number };
  readonly total?: number;
  readonly load?: LoadOutcome;
  readonly error?: { readonly step: string; readonly message: string };
}

const EMAIL = "bench@example.com";
const PASSWORD = "Moyuan-bench-directus-2026";
const log = (msg: string) => console.info(`[bench] directus: ${msg}`);
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Runs a command to its end (or kills its process group at the timeout); answers its output's tail or throws. */
function run(cmd: string, args: readonly string[], opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let tail = "";
    const keep = (c: Buffer) => (tail = (tail + c.toString()).slice(-3000));
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, opts.timeoutMs);
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new Error(`timed out after ${Math.round(opts.timeoutMs / 1000)} s: ${tail.trim().slice(-800)}`));
      else if (code !== 0) reject(new Error(`${path.basename(cmd)} ${args.join(" ")} exited with code ${code}: ${tail.trim().slice(-800)}`));
      else resolve(tail);
    });
  });
}

/** Ends a child this module started, with whatever it started (its own process group). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL"): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function request(agent: http.Agent, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...init.headers };
    if (init.body !== undefined) headers["content-length"] = Buffer.byteLength(init.body);
    const req = http.request(url, { method: init.method ?? "GET", agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error("no answer in 30 s")));
    req.end(init.body);
  });
}

/** The scratch folder with Directus installed (npm i once; later runs reuse it). */
async function install(version: string, timeoutMs: number): Promise<{ dir: string; cli: string; cached: boolean }> {
  const dir = path.join(os.tmpdir(), `moyuan-bench-directus-${version}`);
  const pkg = path.join(dir, "node_modules", "directus", "package.json");
  const cli = path.join(dir, "node_modules", "directus", "cli.js");
  const installed = () => fs.existsSync(pkg) && (JSON.parse(fs.readFileSync(pkg, "utf8")) as { version?: string }).version === version && fs.existsSync(path.join(dir, ".installed"));
  if (installed()) return { dir, cli, cached: true };
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "moyuan-bench-directus", private: true }));
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  await run(npm, ["install", "--no-audit", "--no-fund", "--loglevel=error", `directus@${version}`], { cwd: dir, env: process.env, timeoutMs });
  fs.writeFileSync(path.join(dir, ".installed"), new Date().toISOString());
  if (!installed()) throw new Error(`npm finished but ${pkg} is not version ${version}`);
  return { dir, cli, cached: false };
}

/** Directus's environment: SQLite on the copy, the bench admin, no telemetry, no cache, quiet logs. */
function directusEnv(file: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  // Only what Directus needs from ours (PATH, HOME, temp): none of the moyuan server's variables.
  for (const k of ["PATH", "HOME", "TMPDIR", "TMP", "TEMP", "LANG"]) if (process.env[k] !== undefined) env[k] = process.env[k];
  return {
    ...env,
    NODE_ENV: "production",
    DB_CLIENT: "sqlite3",
    DB_FILENAME: file,
    KEY: "moyuan-bench-directus-key",
    SECRET: "moyuan-bench-directus-secret-0123456789",
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    TELEMETRY: "false",
    CACHE_ENABLED: "false",
    RATE_LIMITER_ENABLED: "false",
    WEBSOCKETS_ENABLED: "false",
    ACCESS_TOKEN_TTL: "2h",
    LOG_LEVEL: "warn",
    ...extra,
  };
}

/** Directus on a copy of `sqliteFile` (the bench server's database, with `rows` museums): see the module comment. */
export async function directusBenchmark(sqliteFile: string, rows: number, settings: ThroughputSettings): Promise<DirectusOutcome> {
  const version = settings.directusVersion;
  const steps: { step: string; ms: number; note?: string }[] = [];
  let step = "install";
  let server: ChildProcess | null = null;
  let copy: string | null = null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const timed = async <T>(name: string, fn: () => Promise<T>, note?: (r: T) => string | undefined): Promise<T> => {
    step = name;
    log(name);
    const t0 = performance.now();
    const r = await fn();
    const extra = note?.(r);
    steps.push({ step: name, ms: performance.now() - t0, ...(extra ? { note: extra } : {}) });
    return r;
  };
  const out: { latency?: DirectusOutcome["latency"]; total?: number; load?: LoadOutcome } = {};
  try {
    const { dir, cli } = await timed(`npm i directus@${version}`, () => install(version, settings.directusInstallMinutes * 60_000), (r) => (r.cached ? "cached in the scratch folder" : undefined));
    const work = fs.mkdtempSync(path.join(dir, "run-"));
    copy = path.join(work, "data.db");
    const dest = copy;
    await timed("copy the SQLite file (online backup)", async () => {
      const src = new SQLite(sqliteFile, { readonly: true });
      try {
        await src.backup(dest);
      } finally {
        src.close();
      }
      // Directus's sqlite3 driver reads the copy on its own: a rollback journal, as a fresh file has.
      const db = new SQLite(dest);
      db.pragma("journal_mode = DELETE");
      db.close();
    });
    await timed("directus bootstrap", () => run(process.execPath, [cli, "bootstrap"], { cwd: work, env: directusEnv(dest), timeoutMs: 300_000 }));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    await timed("directus start", async () => {
      const child = spawn(process.execPath, [cli, "start"], { cwd: work, env: directusEnv(dest, { HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: base }), stdio: ["ignore", "pipe", "pipe"], detached: true });
      server = child;
      let tail = "";
      const keep = (c: Buffer) => (tail = (tail + c.toString()).slice(-3000));
      child.stdout?.on("data", keep);
      child.stderr?.on("data", keep);
      const deadline = performance.now() + 180_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}: ${tail.trim().slice(-800)}`);
        const ok = await request(agent, `${base}/server/ping`).then((r) => r.status === 200, () => false);
        if (ok) return;
        if (performance.now() > deadline) throw new Error(`no answer on ${base}/server/ping after 180 s: ${tail.trim().slice(-800)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    });
    const token = await timed("sign in (POST /auth/login)", async () => {
      const r = await request(agent, `${base}/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
      const body = JSON.parse(r.text) as { data?: { access_token?: string } };
      if (r.status !== 200 || !body.data?.access_token) throw new Error(`HTTP ${r.status}: ${r.text.slice(0, 300)}`);
      return body.data.access_token;
    });
    const url = `${base}/items/museum?limit=20&sort=-utime&meta=total_count&fields=${["Id", ...MASK].join(",")}`;
    const headers = { authorization: `Bearer ${token}` };
    const first = await timed("first page", async () => {
      const r = await request(agent, url, { headers });
      const body = JSON.parse(r.text) as { data?: { Id: number }[]; meta?: { total_count?: number } };
      if (r.status !== 200 || !body.data) throw new Error(`HTTP ${r.status}: ${r.text.slice(0, 300)}`);
      if (body.data.length !== Math.min(20, rows)) throw new Error(`answered ${body.data.length} rows`);
      return body;
    }, (b) => `${b.data?.length ?? 0} rows, total_count ${b.meta?.total_count ?? "—"}`);
    if (typeof first.meta?.total_count === "number") out.total = first.meta.total_count;
    await timed("first-page latency, one client", async () => {
      const samples: number[] = [];
      for (let i = 0; i < 5; i++) await request(agent, url, { headers });
      const start = performance.now();
      while (samples.length < 200 && (samples.length < 30 || performance.now() - start < 20_000)) {
        const t0 = performance.now();
        const r = await request(agent, url, { headers });
        if (r.status !== 200) throw new Error(`HTTP ${r.status}: ${r.text.slice(0, 300)}`);
        samples.push(performance.now() - t0);
      }
      out.latency = { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), mean: samples.reduce((a, b) => a + b, 0) / samples.length, runs: samples.length };
    });
    await timed(`throughput, ${settings.clients} clients`, async () => {
      out.load = await runLoad({ url, method: "GET", headers, expect: `"data"` }, { clients: settings.clients, seconds: settings.seconds, warmupSeconds: settings.warmupSeconds });
    });
    return { version, rows, steps, ...out };
  } catch (err) {
    log(`failed at ${step}: ${message(err)}`);
    return { version, rows, steps, ...out, error: { step, message: message(err) } };
  } finally {
    agent.destroy();
    const child = server as ChildProcess | null;
    if (child && child.exitCode === null) {
      killGroup(child, "SIGTERM");
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          killGroup(child);
          resolve();
        }, 5000);
        child.once("close", () => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    if (copy) fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  }
}

const n = (x: number) => x.toLocaleString("en");
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/** The Markdown section on Directus: what it answered against the same first page of ours, or why it was not measured. */
export function directusSection(databases: readonly DbOutcome[]): string {
  const head = ["## Directus alongside (reference)", ""];
  const db = databases.find((d) => d.kind === "sqlite");
  const d = db && !("error" in db) ? db.directus : undefined;
  if (!db || "error" in db || !d) {
    return `${[...head, "Not measured on this run (BENCH_DIRECTUS=0 or BENCH_THROUGHPUT=0, or the SQLite bench failed); bench/directus.ts measures it."].join("\n")}\n`;
  }
  const ours = db.cases.find((c) => c.id === "a")?.timings.rpc;
  const lines = [
    ...head,
    `Directus ${d.version} (npm, in a scratch folder under the OS temp dir), on a copy of the SQLite file of the list bench above`,
    `(${n(d.rows)} museums, the same indexes), its own \`directus_*\` tables added by \`directus bootstrap\`, started on a loopback`,
    "port with caching and rate limiting off, signed in as its admin. The request is the same first page:",
    `\`GET /items/museum?limit=20&sort=-utime&meta=total_count&fields=Id,${MASK.join(",")}\`.`,
    "",
  ];
  if (d.latency) {
    lines.push(
      "| first page, one client | p50 ms | p99 ms | runs |",
      "|---|---:|---:|---:|",
      `| Directus | ${fmt(d.latency.p50)} | ${fmt(d.latency.p99)} | ${d.latency.runs} |`,
      ...(ours ? [`| moyuan RPC (case (a) above) | ${fmt(ours.p50)} | ${fmt(ours.p99)} | |`] : []),
      "",
    );
  }
  if (d.load && !("error" in d.load)) {
    lines.push(`- Throughput at ${d.load.clients} clients: ${n(Math.round(d.load.rps))} req/s (p50 ${fmt(d.load.p50)} ms, p99 ${fmt(d.load.p99)} ms; in the throughput table above).`);
  }
  if (d.total !== undefined) lines.push(`- Its \`meta.total_count\`: ${n(d.total)} (an exact count on every call).`);
  if (d.steps.length > 0) lines.push(`- Steps: ${d.steps.map((s) => `${s.step} ${(s.ms / 1000).toFixed(1)} s${s.note ? ` (${s.note})` : ""}`).join("; ")}.`);
  if (d.error) {
    lines.push("", `**Not completed: the step "${d.error.step}" failed** (the rest of the bench went on):`, "", "```", oneLine(d.error.message).slice(0, 1500), "```");
  }
  return `${lines.join("\n")}\n`;
}
