import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { DbOutcome } from "./listBench";
import { MASK } from "./listCases";
import { listPath } from "./listLatency";
import { signIn, startBenchServer, type BenchServer, type DbKind } from "./listServer";
import { generatePostgres, generateSqlite } from "./generate";
import { ISSUE_BEFORE } from "./issueBefore";
import type { ThroughputSettings } from "./settings";
import { fmt, quantile } from "./stats";

/**
 * Requests per second at N concurrent clients: a load generator in a child process of its own (so that it does not
 * share the server's event loop), N keep-alive HTTP/1.1 connections (node:http), each sending its next request as soon
 * as the previous answer is read, for a warm-up and then the measured seconds. The answers are checked (status 200
 * and a marker in the body) and counted as errors otherwise.
 */

export interface LoadTarget {
  readonly url: string;
  readonly method: "GET" | "POST";
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** A substring every good answer's body holds. */
  readonly expect: string;
}

export interface LoadResult {
  readonly clients: number;
  readonly seconds: number;
  readonly requests: number;
  readonly errors: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly firstError: string | null;
}

export type LoadOutcome = LoadResult | { readonly error: string };

/** The throughput part of one database: the big table and the small one. */
export interface ThroughputResult {
  readonly rows: number;
  readonly big: LoadOutcome;
  readonly smallRows: number;
  readonly small: LoadOutcome;
  readonly clients: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  /** The load generator against a trivial node:http server (a constant JSON answer): what the client side can reach here. */
  readonly ceiling?: LoadOutcome;
}

interface LoadConfig extends LoadTarget {
  readonly clients: number;
  readonly warmupMs: number;
  readonly durationMs: number;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Runs the load generator in a child process and answers what it measured. */
export function runLoad(target: LoadTarget, opts: { clients: number; seconds: number; warmupSeconds: number }): Promise<LoadResult> {
  const config: LoadConfig = { ...target, clients: opts.clients, warmupMs: opts.warmupSeconds * 1000, durationMs: opts.seconds * 1000 };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--loadgen"], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: { ...process.env, BENCH_LOADGEN: JSON.stringify(config) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err = (err + c.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill("SIGKILL"), config.warmupMs + config.durationMs + 60_000);
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      const line = out.trim().split("\n").pop() ?? "";
      if (code !== 0 || !line.startsWith("{")) {
        reject(new Error(`load generator exited with code ${code}: ${err.trim() || out.trim()}`));
        return;
      }
      resolve(JSON.parse(line) as LoadResult);
    });
  });
}

/** The load generator itself (the child process). */
async function loadgen(config: LoadConfig): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.clients });
  const headers: Record<string, string | number> = { ...config.headers };
  if (config.body !== undefined) headers["content-length"] = Buffer.byteLength(config.body);
  const one = () => new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(config.url, { method: config.method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(config.body);
  });
  const started = performance.now();
  const measureFrom = started + config.warmupMs;
  const end = measureFrom + config.durationMs;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const client = async () => {
    for (;;) {
      const t0 = performance.now();
      if (t0 >= end) return;
      let ok = false;
      let problem = "";
      try {
        const r = await one();
        ok = r.status === 200 && r.text.includes(config.expect);
        if (!ok) problem = `HTTP ${r.status}: ${r.text.slice(0, 200)}`;
      } catch (err) {
        problem = message(err);
      }
      const t1 = performance.now();
      if (t0 < measureFrom || t1 > end) continue;
      if (ok) latencies.push(t1 - t0);
      else {
        errors++;
        firstError ??= problem;
      }
    }
  };
  await Promise.all(Array.from({ length: config.clients }, client));
  agent.destroy();
  const seconds = config.durationMs / 1000;
  return {
    clients: config.clients, seconds, requests: latencies.length, errors,
    rps: latencies.length / seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), firstError,
  };
}

/** The first page of listMuseum as the grid asks for it (count "auto"), signed in. */
export function listTarget(bench: BenchServer, token: string): LoadTarget {
  return {
    url: `${bench.url}${listPath(bench)}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      page: { skip: 0, limit: 20 }, count: "auto", cond: { jsonq: "{}" }, sort: { by: "utime", asc: false },
      mask: { fields: [...MASK] }, context: { token, tourToken: token, tdid: "" },
    }),
    expect: `"code":"SUCCESS"`,
  };
}

const log = (msg: string) => console.info(`[bench] ${msg}`);

/**
 * Throughput of one database: the first page at `settings.clients` clients on the bench's big table (the server the
 * caller already runs), then the same on a fresh server with a small table, for reference.
 */
export async function measureThroughput(bench: BenchServer, token: string, rows: number, settings: ThroughputSettings, pgBaseUrl?: string): Promise<ThroughputResult> {
  const opts = { clients: settings.clients, seconds: settings.seconds, warmupSeconds: settings.warmupSeconds };
  log(`${bench.kind}: throughput, ${opts.clients} clients, ${opts.seconds} s on ${rows.toLocaleString("en")} rows`);
  const big: LoadOutcome = await runLoad(listTarget(bench, token), opts).catch((err: unknown) => ({ error: message(err) }));
  log(`${bench.kind}: throughput on ${settings.smallRows} rows`);
  const small: LoadOutcome = await smallTable(bench.kind, settings.smallRows, pgBaseUrl, (b, t) => runLoad(listTarget(b, t), opts))
    .catch((err: unknown) => ({ error: message(err) }));
  log(`${bench.kind}: load generator ceiling (a trivial node:http server)`);
  const ceiling: LoadOutcome = await trivialServer((url) => runLoad({ url, method: "POST", headers: { "content-type": "application/json" }, body: "{}", expect: `"code":"SUCCESS"` }, opts))
    .catch((err: unknown) => ({ error: message(err) }));
  return { rows, big, smallRows: settings.smallRows, small, ...opts, ceiling };
}

/** A node:http server in a child process answering every request with a constant JSON body, for `fn`. */
async function trivialServer<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const code = `const s = require("node:http").createServer((q, r) => { q.resume(); q.on("end", () => { r.setHeader("content-type", "application/json"); r.end('{"code":"SUCCESS","data":[]}'); }); });
s.listen(0, "127.0.0.1", () => console.log(s.address().port));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      child.stdout.once("data", (c: Buffer) => resolve(c.toString().trim()));
      child.once("error", reject);
      child.once("exit", (c) => reject(new Error(`trivial server exited with code ${c}`)));
    });
    return await fn(`http://127.0.0.1:${port}/`);
  } finally {
    child.kill("SIGKILL");
  }
}

/** A fresh server of the same kind with `rows` museums, for `fn`. */
async function smallTable<T>(kind: DbKind, rows: number, pgBaseUrl: string | undefined, fn: (bench: BenchServer, token: string) => Promise<T>): Promise<T> {
  const bench = await startBenchServer(kind, pgBaseUrl);
  try {
    if (kind === "sqlite") generateSqlite(bench.sqliteFile as string, rows);
    else {
      const pool = new pg.Pool({ connectionString: bench.pgUrl as string, max: 1 });
      try {
        await generatePostgres(pool, rows);
      } finally {
        await pool.end();
      }
    }
    return await fn(bench, await signIn(bench));
  } finally {
    await bench.close();
  }
}

const n = (x: number) => x.toLocaleString("en");
const title = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;
/** Issue 12's targets at 10 clients on the 1M-row list. */
export const THROUGHPUT_TARGET: Record<DbKind, number> = { sqlite: 1000, postgres: 500 };

function cells(o: LoadOutcome | undefined): string {
  if (!o) return "| — | — | — | — |";
  if ("error" in o) return `| failed: ${o.error.replace(/\s+/g, " ").replace(/\|/g, "\\|").slice(0, 200)} | | | |`;
  return `| **${n(Math.round(o.rps))}** | ${fmt(o.p50)} | ${fmt(o.p99)} | ${n(o.requests)}${o.errors > 0 ? ` (+${n(o.errors)} errors: ${o.firstError?.replace(/\|/g, "\\|").slice(0, 120) ?? ""})` : ""} |`;
}

/** The Markdown section: each database's throughput, Directus's beside them when measured (bench/directus.ts). */
export function throughputSection(databases: readonly DbOutcome[]): string {
  const measured = databases.flatMap((db) => ("error" in db || !db.throughput ? [] : [{ db, t: db.throughput }]));
  const head = ["## Throughput: the first page at concurrent clients", ""];
  const first = measured[0]?.t;
  if (!first) return `${[...head, "Not measured on this run (BENCH_THROUGHPUT=0, or no database could be benched); bench/throughput.ts measures it."].join("\n")}\n`;
  const lines = [
    ...head,
    `${first.clients} concurrent clients, each on its own kept-alive HTTP/1.1 connection, sending its next request as soon as`,
    "the previous answer is read, from a load generator in a separate Node process (bench/throughput.ts);",
    `${first.warmupSeconds} s of warm-up, then ${first.seconds} s measured. The request is the grid's first page of \`listMuseum\``,
    `(limit 20, default sort, \`count: "auto"\`, the four grid columns), signed in as admin. The server, its database and`,
    "the load generator share the machine's cores.",
    "",
    `Before: issue 12 was opened at ${ISSUE_BEFORE.throughput.sqlite} req/s on SQLite and ${ISSUE_BEFORE.throughput.postgres} on PostgreSQL for the same request on the 1M-row table (quoted, last column).`,
    "",
    "| server | database | rows | req/s | p50 ms | p99 ms | requests | target | before (issue 12) req/s |",
    "|---|---|---:|---:|---:|---:|---:|---|---:|",
  ];
  let top = 0;
  for (const { db, t } of measured) {
    const target = THROUGHPUT_TARGET[db.kind];
    const met = "error" in t.big ? "—" : t.big.rps >= target ? `yes (≥ ${n(target)})` : `**no** (≥ ${n(target)})`;
    for (const o of [t.big, t.small]) if (!("error" in o)) top = Math.max(top, o.rps);
    lines.push(`| moyuan | ${title[db.kind]} | ${n(t.rows)} ${cells(t.big)} ${met} | ${n(ISSUE_BEFORE.throughput[db.kind])} |`);
    lines.push(`| moyuan | ${title[db.kind]} | ${n(t.smallRows)} ${cells(t.small)} reference | — |`);
    const d = db.directus;
    if (d) {
      if (d.load && !("error" in d.load)) top = Math.max(top, d.load.rps);
      lines.push(`| Directus ${d.version} | ${title[db.kind]} (a copy of the same file) | ${n(d.rows)} ${cells(d.load ?? (d.error ? { error: `not measured (${d.error.step}), see below` } : undefined))} reference | — |`);
    }
  }
  const ceilings = measured.flatMap(({ db, t }) => (t.ceiling && !("error" in t.ceiling) ? [{ kind: db.kind, rps: t.ceiling.rps }] : []));
  if (ceilings.length > 0) {
    const low = Math.min(...ceilings.map((c) => c.rps));
    lines.push("", `The load generator itself, against a trivial node:http server answering a constant JSON body on the same machine: ${ceilings.map((c) => `${n(Math.round(c.rps))} req/s (during the ${title[c.kind]} part)`).join(", ")}`
      + (low > 3 * top ? " — the client's ceiling here, well above the figures above." : " — **not far above the figures above: the client may be what limits them.**"));
  }
  return `${lines.join("\n")}\n`;
}

if (process.argv[2] === "--loadgen") {
  loadgen(JSON.parse(process.env.BENCH_LOADGEN ?? "{}") as LoadConfig)
    .then((r) => {
      process.stdout.write(`${JSON.stringify(r)}\n`);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
