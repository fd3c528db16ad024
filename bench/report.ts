import os from "node:os";
import type { DbOutcome, DbResult } from "./listBench";
import { MASK } from "./listCases";
import type { CaseResult, MeasureOptions } from "./listLatency";
import { fmt } from "./stats";

export interface ReportInput {
  readonly started: Date;
  readonly rows: number;
  readonly measure: MeasureOptions;
  readonly databases: readonly DbOutcome[];
  /** bench/grid.ts's section, or null when it was skipped. */
  readonly grid: string | null;
  /** bench/palette.ts's section, or null when it was skipped. */
  readonly palette: string | null;
}

const n = (x: number) => x.toLocaleString("en");
const mb = (bytes: number) => `${n(Math.round(bytes / 1024 / 1024))} MB`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : "—");
const pct = (a: number, b: number) => (b > 0 ? `${Math.round((100 * a) / b)} %` : "—");
const title = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;

function machine(): string {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpus[0]?.model.trim() ?? "unknown"} × ${cpus.length}`,
    `- Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node ${process.version}`,
  ].join("\n");
}

function mainTable(cases: readonly CaseResult[]): string[] {
  return [
    "| case | total | RPC p50 ms | RPC p99 ms | direct p50 ms | direct p99 ms | ratio p50 (RPC / direct) | runs |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...cases.map((c) => {
      const { rpc, direct } = c.timings;
      return `| (${c.id}) ${c.title} | ${n(c.total)} | ${fmt(rpc.p50)} | ${fmt(rpc.p99)} | ${fmt(direct.p50)} | ${fmt(direct.p99)} | **${ratio(rpc.p50, direct.p50)}** | ${c.runs} |`;
    }),
  ];
}

function breakdownTable(cases: readonly CaseResult[]): string[] {
  return [
    "| case | RPC over HTTP | in-process `app.request` | `listResource` | direct SQL | COUNT(*) alone | RPC − direct |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...cases.map((c) => {
      const t = c.timings;
      return `| (${c.id}) | ${fmt(t.rpc.p50)} | ${fmt(t.inProcess.p50)} | ${fmt(t.resource.p50)} | ${fmt(t.direct.p50)} | ${fmt(t.count.p50)} | ${fmt(t.rpc.p50 - t.direct.p50)} |`;
    }),
  ];
}

function plans(db: DbResult): string[] {
  const out = ["<details><summary>Query plans (page query; COUNT(*))</summary>", ""];
  for (const c of db.cases) {
    const p = db.plans[c.id];
    if (!p) continue;
    out.push(`- (${c.id}) \`${p.rows}\`; \`${p.count}\``);
  }
  out.push("", "</details>");
  return out;
}

/** Observations computed from the numbers, so that they stay true on another machine. */
function observations(db: DbResult): string[] {
  const byId = Object.fromEntries(db.cases.map((c) => [c.id, c]));
  const out: string[] = [];
  const fast = db.cases.filter((c) => c.id === "a" || c.id === "d");
  if (fast.length > 0) {
    const over = fast.map((c) => c.timings.rpc.p50 - c.timings.direct.p50);
    const http = fast.map((c) => c.timings.rpc.p50 - c.timings.inProcess.p50);
    const dispatch = fast.map((c) => c.timings.inProcess.p50 - c.timings.resource.p50);
    const layer = fast.map((c) => c.timings.resource.p50 - c.timings.direct.p50);
    // Differences of medians: below 0.05 ms they are noise, not a cost.
    const one = (x: number) => (x < 0.05 ? "~0" : fmt(x));
    const range = (xs: number[]) => {
      const lo = Math.min(...xs);
      const hi = Math.max(...xs);
      return hi < 0.05 ? "~0 (within noise)" : hi - lo < 0.01 ? one(hi) : `${one(lo)}–${one(hi)}`;
    };
    out.push(`- Fixed cost per call on the cheap cases (a, d): RPC − direct = ${range(over)} ms at p50, of which the socket and HTTP (client and \`@hono/node-server\`) ≈ ${range(http)} ms, the dispatcher (body, session lookup, zod, JSON answer) ≈ ${range(dispatch)} ms, and Kysely plus row decoding ≈ ${range(layer)} ms.`);
  }
  const c = byId.c;
  if (c) {
    out.push(`- Substring filter (c): COUNT(*) alone takes ${fmt(c.timings.count.p50)} ms of the direct ${fmt(c.timings.direct.p50)} ms (${pct(c.timings.count.p50, c.timings.direct.p50)}); \`like '%0004%'\` cannot use an index, so counting ${n(db.rows)} rows is a full scan, whatever the page size.`);
  }
  const b = byId.b;
  const a = byId.a;
  if (b && a) {
    out.push(`- Deep page (b): the page query has to walk past ${n(Math.floor(db.rows / 2))} index entries before it returns 20 rows: direct ${fmt(b.timings.direct.p50)} ms against ${fmt(a.timings.direct.p50)} ms for the first page (COUNT(*) alone ${fmt(b.timings.count.p50)} ms).`);
  }
  return out;
}

function dbSection(db: DbOutcome): string[] {
  const head = `### ${title[db.kind]}`;
  if ("error" in db) {
    return [head, "", `Not measured on this run: ${db.kind === "postgres" ? "PostgreSQL could not be started or reached" : "the benchmark failed"}.`, "", "```", db.error, "```", ""];
  }
  return [
    head, "",
    `${db.version}; table \`museum\` with its indexes: ${mb(db.sizeBytes)}; ${n(db.rows)} rows generated in ${(db.generateMs / 1000).toFixed(1)} s.`,
    "",
    ...mainTable(db.cases),
    "",
    "Where the time goes (p50, ms):",
    "",
    ...breakdownTable(db.cases),
    "",
    ...observations(db),
    "",
    ...plans(db),
    "",
  ];
}

export function renderReport(input: ReportInput): string {
  const { measure } = input;
  const lines = [
    "# Benchmarks",
    "",
    `Written by \`npm run bench\` (bench/run.ts) on ${input.started.toISOString().slice(0, 10)}. Absolute times depend on the`,
    "machine; the ratios are the figures that carry over.",
    "",
    machine(),
    "",
    `## List latency: \`listMuseum\` over ${n(input.rows)} rows`,
    "",
    `A real server (bootstrap, migrations, \`MOYUAN_SEED=none\`) on a fresh database, ${n(input.rows)} generated museums in`,
    "table `museum` (the same deterministic rows on both databases), admin signed in through the RPC. For each case,",
    `${measure.warmup} warm-up rounds, then ${measure.runs} measured rounds, or as many as fit in ${Math.round(measure.budgetMs / 1000)} s (at least ${measure.minRuns}) for the slow`,
    "cases (the `runs` column); every round runs each variant once, in rotating order, so all see the same conditions:",
    "",
    "- **RPC**: `POST /api/moyuan.BaseServiceAdmin/listMuseum` over HTTP/1.1 (node:http, one kept-alive connection) to the",
    "  server listening on 127.0.0.1, with the body of",
    `  the wire contract (\`page\`, \`cond.jsonq\`, \`sort\`, \`mask.fields\` = ${MASK.map((f) => `\`${f}\``).join(", ")}, \`context.token\`), until the`,
    "  answer is parsed. Client and server share one Node process.",
    "- **direct**: the same two statements the list runs (server/resources/queries.ts: the page with the same",
    "  WHERE / ORDER BY … , Id / LIMIT / OFFSET and columns, and `count(*)` under the same WHERE), prepared once with",
    "  better-sqlite3 on the server's database file, or with `pg` on the same database (the two at once on two",
    "  pooled connections, as the server's `Promise.all` does).",
    "- Breakdown: **in-process** is the same RPC through `app.request` (no socket); **`listResource`** is the resource",
    "  layer alone (jsonq, filters, Kysely, row decoding); **COUNT(*) alone** is the count statement run directly.",
    "",
    ...input.databases.flatMap(dbSection),
    "### What the overhead is",
    "",
    "Per call the RPC adds: the HTTP request and response over loopback (client, `@hono/node-server` and Hono routing);",
    "reading and `JSON.parse` of the body; the session lookup (SHA-256 of the token, one indexed SELECT joining",
    "`session` and `console_user`, and an UPDATE of `lastSeen` at most once a minute); zod validation; building the",
    "two queries with Kysely (and, on SQLite, preparing them again on every call); decoding each row; and",
    "`JSON.stringify` of the answer and `JSON.parse` in the caller. That is a roughly constant cost per call, so",
    "it shows as a large ratio on queries that take well under a millisecond and disappears into the queries",
    "that scan: there the database is the whole story, and most of it is the COUNT(*) every list call runs.",
    "",
  ];
  lines.push(input.grid ?? "## Grid scrolling in Chromium\n\nSkipped on this run (BENCH_GRID=0); bench/grid.ts measures it.\n");
  lines.push(input.palette ?? "## Palette keystrokes in Chromium\n\nSkipped on this run (BENCH_GRID=0); bench/palette.ts measures it.\n");
  return `${lines.join("\n").trimEnd()}\n`;
}
