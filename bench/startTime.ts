/**
 * Start time: `startServer()` until it answers (open the database, pending migrations, reference
 * data, the application), on SQLite and PostgreSQL, with the catalogue's resources and with
 * throwaway ones added up to 150 (their tables made once by a migration built in memory with
 * server/platform/db/schemaDiff.ts, as `npm run db:diff` would write it). Beside it, what every start of
 * earlier versions added: the catalogue's tables checked and their indexes created-if-missing.
 *
 * Part of `npm run bench` (bench/run.ts); `npx tsx bench/startTime.ts` runs this section alone and
 * writes it into BENCHMARKS.md. Without DATABASE_URL the PostgreSQL half runs under
 * scripts/with-postgres.sh (`--child <out.json>`). BENCH_START_RUNS: restarts measured (default 15).
 */
import { throwawaySchema } from "../tests/server/pgSchema";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql, type Kysely } from "kysely";
import { startServer } from "../server/bootstrap";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/platform/db/connect";
import { createMigrator } from "../server/platform/db/migrate";
import { applyChanges, diffSnapshots, snapshotOf } from "../server/platform/db/schemaDiff";
import type { Dialect, Schema } from "../server/platform/db/types";
import type { FieldDef, ResourceDef } from "../src/catalogue";
import { RESOURCES } from "../src/catalogue/registry";
import { quantile, fmt } from "./stats";

const ROOT = path.resolve(import.meta.dirname, "..");
const TOTAL_RESOURCES = 150;
const log = (msg: string) => console.info(`[bench] ${msg}`);

export interface StartCase {
  readonly resources: number;
  /** The first start on an empty database (all migrations, reference data, the admin's password hash). */
  readonly firstMs: number;
  /** Restarts on the migrated database. */
  readonly restartsMs: readonly number[];
  /** Earlier versions' catalogue sync alone over the same tables, once per restart. */
  readonly oldSyncMs: readonly number[];
}

export interface StartResult {
  readonly kind: Dialect;
  readonly version: string;
  readonly catalogue: StartCase;
  readonly grown: StartCase & { readonly addedTables: number; readonly indexes: number; readonly migrateAddedMs: number };
}

export type StartOutcome = StartResult | { readonly kind: Dialect; readonly error: string };

/** Throwaway resources, each like a real one: sortable, filterable and unique fields, a reference, some soft-deleted. */
export function throwawayResources(count: number): ResourceDef[] {
  const out: ResourceDef[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `bench${String(i).padStart(3, "0")}`;
    const softDelete = i % 3 === 0;
    const fields: FieldDef[] = [
      { key: "title", label: "名称", kind: "text", maxLength: 64, listed: true, filter: true, sortable: true, unique: true },
      { key: "code", label: "编码", kind: "text", maxLength: 32, filter: true, unique: true, caseInsensitive: true },
      { key: "state", label: "状态", kind: "enum", options: [{ value: "A", label: "甲" }, { value: "B", label: "乙" }], filter: true, sortable: true },
      { key: "amount", label: "金额", kind: "money", sortable: true },
      { key: "count", label: "数量", kind: "integer" },
      { key: "ratio", label: "比例", kind: "decimal" },
      { key: "startsAt", label: "开始", kind: "datetime", sortable: true },
      { key: "enabled", label: "启用", kind: "boolean", filter: true },
      { key: "notes", label: "备注", kind: "longText" },
      { key: "config", label: "配置", kind: "json" },
      { key: "ownerId", label: "上级", kind: "ref", ref: i === 1 ? "museum" : `bench${String(i - 1).padStart(3, "0")}` },
      ...(softDelete ? [{ key: "deleted", label: "已删除", kind: "boolean", filter: true } as const] : []),
    ];
    out.push({
      name, label: `压测资源 ${i}`, service: "BenchServiceAdmin", entity: `Bench${i}`, table: `bench_${String(i).padStart(3, "0")}`,
      ops: ["list", "get"], access: "suha", titleField: "title", defaultSort: { by: "utime", asc: false }, softDelete, fields,
    });
  }
  return out;
}

/** What every start of earlier versions did for each resource once its table existed (server/platform/db/migrate.ts before). */
async function oldCatalogueSync(db: Kysely<Schema>, dialect: Dialect, resources: readonly ResourceDef[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (dialect === "postgres") await sql`select pg_advisory_xact_lock(724311)`.execute(tx);
    for (const resource of resources) {
      if (dialect === "sqlite") await sql`select name from pragma_table_info(${resource.table})`.execute(tx);
      else await sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${resource.table}`.execute(tx);
      const indexed = new Set([resource.defaultSort.by, ...resource.fields.filter((f) => f.sortable || f.kind === "ref").map((f) => f.key)]);
      for (const key of indexed) await tx.schema.createIndex(`${resource.table}_${key}`).ifNotExists().on(resource.table).columns([key, "Id"]).execute();
      for (const field of resource.fields.filter((f) => f.unique)) {
        let index = tx.schema.createIndex(`${resource.table}_${field.key}_unique${field.caseInsensitive ? "_ci" : ""}`).ifNotExists().unique().on(resource.table);
        index = field.caseInsensitive ? index.expression(sql`lower(${sql.ref(field.key)})`) : index.column(field.key);
        if (resource.softDelete) index = index.where(sql.ref("deleted"), "=", 0);
        await index.execute();
      }
    }
  });
}

interface Target {
  readonly env: Record<string, string>;
  drop(): Promise<void>;
}

async function target(kind: Dialect, pgBase: string | undefined): Promise<Target> {
  if (kind === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-bench-start-"));
    return { env: { MOYUAN_DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const { url, drop } = await throwawaySchema("bench_start", pgBase as string);
  return { env: { DATABASE_URL: url, MOYUAN_DATA_DIR: path.join(os.tmpdir(), "moyuan-bench-unused") }, drop };
}

async function timedStart(env: Record<string, string>): Promise<number> {
  const config = loadConfig({ MOYUAN_SEED: "none", MOYUAN_ADMIN_PASSWORD: "Moyuan-bench-start-2026", ...env });
  const t0 = performance.now();
  const server = await startServer(config);
  const ms = performance.now() - t0;
  await server.close();
  return ms;
}

async function measureCase(kind: Dialect, env: Record<string, string>, resources: readonly ResourceDef[], runs: number): Promise<Omit<StartCase, "firstMs" | "resources">> {
  const restartsMs: number[] = [];
  const oldSyncMs: number[] = [];
  await timedStart(env); // warm-up: module-level caches, the OS's file cache
  for (let i = 0; i < runs; i++) {
    restartsMs.push(await timedStart(env));
    const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.MOYUAN_DATA_DIR });
    try {
      const t0 = performance.now();
      await oldCatalogueSync(database.db, kind, resources);
      oldSyncMs.push(performance.now() - t0);
    } finally {
      await database.close();
    }
  }
  return { restartsMs, oldSyncMs };
}

/** Both cases on one database. */
export async function measureStartTimes(kind: Dialect, pgBase?: string): Promise<StartResult> {
  const runs = Number(process.env.BENCH_START_RUNS ?? 15);
  const catalogue = RESOURCES as readonly ResourceDef[];
  const extra = throwawayResources(TOTAL_RESOURCES - catalogue.length);
  const all = [...catalogue, ...extra];
  const t = await target(kind, pgBase);
  try {
    log(`start time on ${kind}: ${catalogue.length} resources`);
    const firstMs = await timedStart(t.env);
    const base = await measureCase(kind, t.env, catalogue, runs);

    log(`start time on ${kind}: ${all.length} resources (${extra.length} throwaway tables, made once by a migration built in memory)`);
    const { changes, blocked } = diffSnapshots(snapshotOf(catalogue), snapshotOf(all));
    if (blocked.length > 0) throw new Error(blocked.join("; "));
    const database = openDatabase({ databaseUrl: t.env.DATABASE_URL, dataDir: t.env.MOYUAN_DATA_DIR });
    let migrateAddedMs: number;
    let version: string;
    try {
      // Its own history table, so that the server's Migrator does not meet a migration it does not know.
      const migrator = await createMigrator(database.db, kind, { "0001_bench_resources": { up: (db, dialect) => applyChanges(db, dialect, changes) } }, {
        migrationTableName: "bench_migration",
        migrationLockTableName: "bench_migration_lock",
      });
      const t0 = performance.now();
      const { error } = await migrator.migrateToLatest();
      migrateAddedMs = performance.now() - t0;
      if (error !== undefined) throw error;
      version = kind === "sqlite"
        ? `SQLite ${(await sql<{ v: string }>`select sqlite_version() as v`.execute(database.db)).rows[0]?.v ?? "?"}`
        : `PostgreSQL ${(await sql<{ server_version: string }>`show server_version`.execute(database.db)).rows[0]?.server_version ?? "?"}`;
    } finally {
      await database.close();
    }
    const grown = await measureCase(kind, t.env, all, runs);
    return {
      kind, version,
      catalogue: { resources: catalogue.length, firstMs, ...base },
      grown: {
        resources: all.length, firstMs: firstMs + migrateAddedMs, ...grown, addedTables: extra.length, migrateAddedMs,
        indexes: changes.filter((c) => c.op === "createIndex" || c.op === "createUniqueIndex").length,
      },
    };
  } finally {
    await t.drop();
  }
}

// ---------------------------------------------------------------------------------------------

const p50 = (xs: readonly number[]) => quantile(xs, 0.5);
const TARGET_MS = { sqlite: 300, postgres: 1000 } as const;
const TITLE = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;

export function renderStartTime(outcomes: readonly StartOutcome[]): string {
  const runs = outcomes.find((o): o is StartResult => !("error" in o))?.catalogue.restartsMs.length ?? 0;
  const rows: string[] = [];
  const failures: string[] = [];
  for (const o of outcomes) {
    if ("error" in o) {
      failures.push(`${TITLE[o.kind]} was not measured on this run:`, "", "```", o.error, "```", "");
      continue;
    }
    for (const c of [o.catalogue, o.grown]) {
      const r = p50(c.restartsMs);
      rows.push(`| ${TITLE[o.kind]} | ${c.resources} | ${fmt(c.firstMs)} | **${fmt(r)}** | ${fmt(Math.min(...c.restartsMs))}–${fmt(Math.max(...c.restartsMs))} | ${r <= TARGET_MS[o.kind] ? "yes" : "**no**"} (≤ ${TARGET_MS[o.kind]}) | ${fmt(p50(c.oldSyncMs))} |`);
    }
  }
  const measured = outcomes.filter((o): o is StartResult => !("error" in o));
  return [
    "## Start time",
    "",
    "`startServer()` until it resolves — open the database, Kysely's Migrator (pending migrations; none on a",
    "restart), reference data, the application — with `MOYUAN_SEED=none`, in one Node process (modules already",
    "loaded). First with the catalogue's own resources, then on the same database with throwaway resources added",
    `up to ${TOTAL_RESOURCES} (11–12 fields each: a reference, sortable, filterable and unique fields), whose tables a migration`,
    `built in memory by server/platform/db/schemaDiff.ts made once. **restart**: the median of ${runs} restarts after a warm-up`,
    "one. The last column is what every start of earlier versions added on top, over the same tables: the catalogue",
    "sync (each table's columns read, each index created if missing, in one transaction); a start now runs no DDL.",
    "",
    "| database | resources | first start ms | restart p50 ms | restart min–max ms | within target | earlier versions' sync alone, p50 ms |",
    "|---|---:|---:|---:|---:|---|---:|",
    ...rows,
    "",
    ...measured.map((o) => `- ${o.version}: the migration of the ${o.grown.addedTables} added tables (${o.grown.indexes} indexes, foreign keys) took ${fmt(o.grown.migrateAddedMs)} ms once; the ${o.grown.resources}-resource row's first start is the first start above plus that migration.`),
    "- The first start also hashes the new `admin` password (argon2) and loads the 12 dictionaries.",
    "",
    ...failures,
  ].join("\n");
}

/** Runs the PostgreSQL half under scripts/with-postgres.sh when DATABASE_URL is not set. */
async function postgresOutcome(): Promise<StartOutcome> {
  const url = process.env.DATABASE_URL;
  const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
  if (url) return measureStartTimes("postgres", url).catch((err: unknown) => ({ kind: "postgres" as const, error: message(err) }));
  const out = path.join(os.tmpdir(), `moyuan-bench-start-${process.pid}.json`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(path.join(ROOT, "scripts/with-postgres.sh"), [process.execPath, "--import", "tsx", path.join(ROOT, "bench/startTime.ts"), "--child", out], { cwd: ROOT, stdio: "inherit" });
    child.on("error", () => resolve(-1));
    child.on("close", (c) => resolve(c ?? -1));
  });
  try {
    if (code === 0 && fs.existsSync(out)) return JSON.parse(fs.readFileSync(out, "utf8")) as StartOutcome;
    return { kind: "postgres", error: `scripts/with-postgres.sh exited with code ${code}` };
  } finally {
    fs.rmSync(out, { force: true });
  }
}

/** The section of BENCHMARKS.md. */
export async function startTimeBenchmark(): Promise<string> {
  const sqlite: StartOutcome = await measureStartTimes("sqlite").catch((err: unknown) => {
    console.error(err);
    return { kind: "sqlite" as const, error: err instanceof Error ? err.message : String(err) };
  });
  const postgres = await postgresOutcome();
  return renderStartTime([sqlite, postgres]);
}

/** Puts the section into an existing BENCHMARKS.md in place of the old one (or before the grid's). */
function spliceSection(report: string, section: string): string {
  const start = report.indexOf("\n## Start time\n");
  if (start >= 0) {
    const next = report.indexOf("\n## ", start + 1);
    return `${report.slice(0, start + 1)}${section.trimEnd()}\n${next >= 0 ? report.slice(next) : ""}`;
  }
  const grid = report.indexOf("\n## Grid scrolling");
  return grid >= 0 ? `${report.slice(0, grid + 1)}${section.trimEnd()}\n\n${report.slice(grid + 1)}` : `${report.trimEnd()}\n\n${section}`;
}

async function main(): Promise<void> {
  const child = process.argv.indexOf("--child");
  if (child >= 0) {
    const out = process.argv[child + 1];
    const url = process.env.DATABASE_URL;
    if (!out || !url) throw new Error("usage: DATABASE_URL=… tsx bench/startTime.ts --child <out.json>");
    fs.writeFileSync(out, JSON.stringify(await measureStartTimes("postgres", url)));
    return;
  }
  const section = await startTimeBenchmark();
  console.info(section);
  const file = path.join(ROOT, "BENCHMARKS.md");
  if (fs.existsSync(file)) {
    fs.writeFileSync(file, spliceSection(fs.readFileSync(file, "utf8"), section));
    log(`wrote the start-time section into ${file}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
