import os from "node:os";
import type { DbOutcome, DbResult } from "./listBench";
import { directusSection } from "./directus";
import { COUNT_CAP, MASK } from "./listCases";
import type { MeasureOptions } from "./listLatency";
import { fmt } from "./stats";
import { START_LARGE_HEAD } from "./startLarge";
import { throughputSection } from "./throughput";
import { ISSUE_BEFORE } from "./issueBefore";

export interface ReportInput {
  readonly started: Date;
  readonly rows: number;
  readonly measure: MeasureOptions;
  readonly databases: readonly DbOutcome[];
  /** bench/startTime.ts's section, or null when it was skipped. */
  readonly startTime: string | null;
  /** bench/grid.ts's section, or null when it was skipped. */
  readonly grid: string | null;
  /** bench/palette.ts's section, or null when it was skipped. */
  readonly palette: string | null;
  /** Further sections, in order (bench/contention.ts, bench/loginLoad.ts). */
  readonly sections?: readonly string[];
}

const n = (x: number) => x.toLocaleString("en");
const mb = (bytes: number) => `${n(Math.round(bytes / 1024 / 1024))} MB`;
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

const FIXED_CASE = "r";

/** The RPC's fixed cost per call, from the reference case: RPC p50 − best SQL p50 (a primary-key lookup). */
export function fixedCost(db: DbResult): number | null {
  const r = db.cases.find((c) => c.id === FIXED_CASE);
  if (!r?.timings.rpc || !r.timings.best) return null;
  return Math.max(0, r.timings.rpc.p50 - r.timings.best.p50);
}

const totalCell = (t: { total: number | null; estimated: boolean } | null) =>
  !t ? "—" : t.total === null ? "none" : `${t.estimated ? "≈ " : ""}${n(t.total)}`;
const ms = (t: { p50: number } | undefined) => (t ? fmt(t.p50) : "—");
const ms99 = (t: { p99: number } | undefined) => (t ? fmt(t.p99) : "—");

function mainTable(db: DbResult): string[] {
  const fixed = fixedCost(db) ?? 0;
  return [
    "| case | matches | RPC total | RPC p50 ms | RPC p99 ms | best SQL p50 ms | best SQL p99 ms | previous p50 ms | before: issue 12's RPC p50 ms | RPC ÷ (best + fixed) | within 3× | runs |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|",
    ...db.cases.map((c) => {
      const { rpc, best, previous } = c.timings;
      const isRef = c.id === FIXED_CASE;
      const r = rpc && best ? rpc.p50 / (best.p50 + fixed) : null;
      const verdict = isRef ? "(reference)" : r === null ? "—" : r <= 3 ? "yes" : "**no**";
      const prev = c.previousNote && previous ? `${ms(previous)} (${c.previousNote})` : ms(previous);
      const before = ISSUE_BEFORE.list[db.kind]?.[c.id];
      const beforeCell = before === undefined ? "—" : rpc ? `${n(before)} (${(before / rpc.p50).toFixed(0)}× now)` : n(before);
      return `| (${c.id}) ${c.title} | ${n(c.total)} | ${totalCell(c.rpcTotal)} | ${ms(rpc)} | ${ms99(rpc)} | ${ms(best)} | ${ms99(best)} | ${prev} | ${beforeCell} | ${r === null || isRef ? "—" : `**${r.toFixed(2)}×**`} | ${verdict} | ${c.runs} |`;
    }),
  ];
}

/** With BENCH_LIST_BREAKDOWN=1: where each case's RPC time goes, from the outside in (p50 ms). */
function breakdownTable(db: DbResult): string[] {
  const cases = db.cases.filter((c) => c.timings.rpc && c.timings.inProcess && c.timings.resource && c.timings.best);
  if (cases.filter((c) => c.id !== FIXED_CASE).length === 0) return [];
  return [
    "Where the time goes (p50 ms): the RPC over HTTP, the same call through `app.request` (no socket), `listResource` alone",
    "(no dispatcher), the best SQL:",
    "",
    "| case | RPC over HTTP | in-process `app.request` | `listResource` | best SQL |",
    "|---|---:|---:|---:|---:|",
    ...cases.map((c) => `| (${c.id}) | ${ms(c.timings.rpc)} | ${ms(c.timings.inProcess)} | ${ms(c.timings.resource)} | ${ms(c.timings.best)} |`),
    "",
  ];
}

function plans(db: DbResult): string[] {
  const out = ["<details><summary>Query plans (best SQL; what the server ran; the previous approach)</summary>", ""];
  const code = (list: readonly string[]) => (list.length === 0 ? "—" : list.map((p) => `\`${p}\``).join("; "));
  for (const c of db.cases) {
    const p = db.plans[c.id];
    if (!p) continue;
    out.push(`- (${c.id}) best SQL: ${code(p.best)}`);
    out.push(`  - server: ${code(p.server)}`);
    out.push(`  - previous: ${code(p.previous)}`);
  }
  out.push("", "</details>", "", "<details><summary>Where the RPC's database time goes: each statement the server ran, run alone directly (p50 ms; summed, although PostgreSQL may run some at once)</summary>", "");
  for (const c of db.cases) {
    const times = c.serverStatementMs ?? [];
    if (c.sql.server.length === 0) continue;
    const sum = times.filter((t) => Number.isFinite(t)).reduce((a, b) => a + b, 0);
    out.push(`- (${c.id}) ${fmt(sum)} ms in ${c.sql.server.length} statement${c.sql.server.length === 1 ? "" : "s"}${c.timings.rpc ? ` (RPC p50 ${fmt(c.timings.rpc.p50)} ms)` : ""}:`);
    c.sql.server.forEach((s, i) => out.push(`  - ${fmt(times[i] ?? Number.NaN)} ms — \`${s.text.replace(/`/g, "'")}\``));
  }
  out.push("", "</details>", "", "<details><summary>The best SQL, as measured</summary>", "");
  for (const c of db.cases) {
    for (const s of c.sql.best) out.push(`- (${c.id}) \`${s.text}\` — ${JSON.stringify(s.params)}`);
  }
  out.push("", "</details>");
  return out;
}

/** A difference of two medians: below 0.05 ms it is noise, not a cost. */
const diff = (x: number) => (x < 0.05 ? "~0" : fmt(x));

/** Observations computed from the numbers, so that they stay true on another machine. */
function observations(db: DbResult): string[] {
  const out: string[] = [];
  const ref = db.cases.find((c) => c.id === FIXED_CASE);
  const fixed = fixedCost(db);
  if (ref && fixed !== null) {
    const t = ref.timings;
    const split = t.inProcess && t.resource && t.best && t.rpc
      ? ` Of it, socket and HTTP ≈ ${diff(t.rpc.p50 - t.inProcess.p50)} ms; the dispatcher (body, session lookup, zod, JSON answer) ≈ ${diff(t.inProcess.p50 - t.resource.p50)} ms; `
        + `Kysely and row decoding ≈ ${diff(t.resource.p50 - t.best.p50)} ms.`
      : "";
    out.push(`- Fixed cost of the RPC per call, from (${FIXED_CASE}) where the database does next to nothing: **${fmt(fixed)} ms** at p50 `
      + `(${ms(t.rpc)} against ${ms(t.best)} ms for the same primary-key lookup by hand).${split}`);
  }
  const main = db.cases.filter((c) => c.id !== FIXED_CASE && c.timings.rpc && c.timings.best);
  if (main.length > 0 && fixed !== null) {
    const within = main.filter((c) => (c.timings.rpc as { p50: number }).p50 <= 3 * ((c.timings.best as { p50: number }).p50 + fixed));
    const worst = main.reduce((a, c) => {
      const r = (c.timings.rpc as { p50: number }).p50 / ((c.timings.best as { p50: number }).p50 + fixed);
      return r > a.r ? { id: c.id, r } : a;
    }, { id: "", r: 0 });
    out.push(`- Target (RPC p50 ≤ 3 × (best SQL p50 + fixed cost)): met in **${within.length} of ${main.length}** cases measured${within.length < main.length ? `; not in ${main.filter((c) => !within.includes(c)).map((c) => `(${c.id})`).join(", ")}` : ""}; the largest ratio is ${worst.r.toFixed(2)}× (${worst.id ? `(${worst.id})` : "—"}).`);
  }
  const gains = db.cases.filter((c) => c.id !== FIXED_CASE && c.timings.rpc && c.timings.previous)
    .map((c) => {
      const x = (c.timings.previous as { p50: number }).p50 / (c.timings.rpc as { p50: number }).p50;
      return `(${c.id}) ${x.toFixed(x < 10 ? 1 : 0)}×`;
    });
  if (gains.length > 0) out.push(`- The previous approach's SQL alone (LIMIT/OFFSET and an exact COUNT(*) on every call, no HTTP) against the RPC, p50 ÷ p50: ${gains.join(", ")} (above 1×: the RPC is faster).`);
  const failed = db.cases.filter((c) => c.problems.length > 0);
  for (const c of failed) out.push(`- **(${c.id}) not comparable as measured:** ${c.problems.join("; ")}.`);
  return out;
}

function dbSection(db: DbOutcome): string[] {
  const head = `### ${title[db.kind]}`;
  if ("error" in db) {
    return [head, "", `Not measured on this run: ${db.kind === "postgres" ? "PostgreSQL could not be started or reached" : "the benchmark failed"}.`, "", "```", db.error, "```", ""];
  }
  return [
    head, "",
    `${db.version}: ${db.settings}. Table \`museum\` with its indexes: ${mb(db.sizeBytes)}${db.kind === "sqlite" ? " (the whole file)" : ""}; ${n(db.rows)} rows generated in ${(db.generateMs / 1000).toFixed(1)} s. Trigram index: ${db.searchIndex ?? "—"}.`,
    "",
    ...mainTable(db),
    "",
    ...breakdownTable(db),
    ...observations(db),
    "",
    ...plans(db),
    "",
  ];
}

/** "Start with a large table": each database's row from bench/startLarge.ts. */
function startLargeSection(databases: ReportInput["databases"]): string {
  const rows = databases.flatMap((d) => ("startLarge" in d && d.startLarge ? [d.startLarge] : []));
  if (rows.length === 0) return "## Start with a large table\n\nSkipped on this run (BENCH_START=0).\n";
  return [
    "## Start with a large table",
    "",
    "`node scripts/start.mjs` (the production start: built console, `MOYUAN_SEED=none`) spawned until `GET /user/login`",
    "answers 200, over the bench's database with its museums (a restart, as after a deploy: nothing pending), against",
    "the same over an empty database; a warm-up start each, then 7 measured. The start runs the server bundled by esbuild",
    "(dist-server/main.js, scripts/build-server.mjs); **previous (tsx)** is the same start with `MOYUAN_START_TSX=1`, the",
    "TypeScript sources transpiled by tsx at every start as before (today's sources: exceljs, file-type, pinyin-pro and pg",
    `already load when first needed). Issue 12 was opened at ~${n(ISSUE_BEFORE.startMs)} ms with 1M rows.`,
    "",
    START_LARGE_HEAD,
    ...rows,
    "",
  ].join("\n");
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
    "  server listening on 127.0.0.1, with the payload the grid sends (`page` with `after` / `last` where it scrolls,",
    `  \`count\`: \`"auto"\` on a list's first page, \`"none"\` on later ones, \`cond.jsonq\`, \`sort\`, \`mask.fields\` = ${MASK.map((f) => `\`${f}\``).join(", ")},`,
    "  `context.token`), until the answer is parsed. Client and server share one Node process.",
    "- **best SQL**: what a careful engineer would write by hand for the same rows (bench/listCases.ts `bestSql`),",
    "  prepared once, run directly with better-sqlite3 on the server's file or `pg` on the same database: keyset on the",
    "  sort index (`(utime, Id) < (…)` for the page at the middle, the reverse order for the last page), the trigram",
    "  index for a substring (FTS5 `museum_fts` / pg_trgm GIN), a range on the name index for a prefix, an exact count",
    `  only when cheap (bounded at ${n(COUNT_CAP + 1)}), else the table's estimate (PostgreSQL \`reltuples\`, SQLite the span of Ids), no`,
    "  count on later pages. On PostgreSQL the page and the count run at once on two pooled connections.",
    "- **previous**: the statements the list ran before issue 12, directly — the page by LIMIT/OFFSET and an exact",
    "  `count(*)` under the same WHERE on every call (the middle page by OFFSET, the last page by OFFSET total − 20, the",
    "  prefix as the substring filter it had to be). The issue's RPC figures were these plus the fixed cost. They run on",
    "  today's schema: where a new index serves an old statement (PostgreSQL's ILIKE on the pg_trgm index), it gains too.",
    "- **before**: the RPC p50 issue 12 was opened with (its table; the code of that day, the same machine and rows), quoted.",
    "- **Target**: RPC p50 within 3× of (best SQL p50 + the RPC's fixed cost), the fixed cost measured in the same run",
    "  from the reference case (r): the RPC's p50 minus the best SQL's for one row by primary key. On (r) only, the RPC",
    "  is also run through `app.request` (no socket) and `listResource` alone, to split that fixed cost.",
    "- Every variant is checked first against the best SQL: the same Ids in the same order, and the same total where",
    "  an exact one is answered; a difference is reported under the table.",
    "",
    ...input.databases.flatMap(dbSection),
    "### What the overhead is",
    "",
    "Per call the RPC adds: the HTTP request and response over loopback (client, `@hono/node-server`, Hono routing);",
    "reading and `JSON.parse` of the body; the session lookup (SHA-256 of the token, one indexed SELECT joining",
    "`session` and `console_user`, and an UPDATE of `lastSeen` at most once a minute); zod validation of the payload;",
    "building the statements with Kysely; decoding each row; `JSON.stringify` of the answer and `JSON.parse` in the",
    "caller. It is a fixed cost per call: where the best SQL answers in well under a millisecond, it is most of the",
    "RPC's time, which is why the target adds it. Compare p50s: the p99s include the machine's own noise (GC,",
    "scheduling), on every variant alike.",
    "",
    throughputSection(input.databases),
    directusSection(input.databases),
    startLargeSection(input.databases),
    ...(input.sections ?? []),
  ];
  lines.push(input.startTime ?? "## Start time\n\nSkipped on this run (BENCH_START=0); bench/startTime.ts measures it.\n");
  lines.push(input.grid ?? "## Grid scrolling in Chromium\n\nSkipped on this run (BENCH_GRID=0); bench/grid.ts measures it.\n");
  lines.push(input.palette ?? "## Palette keystrokes in Chromium\n\nSkipped on this run (BENCH_GRID=0); bench/palette.ts measures it.\n");
  return `${lines.join("\n").trimEnd()}\n`;
}
