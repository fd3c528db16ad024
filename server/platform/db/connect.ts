import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from "kysely";
import { createRequire } from "node:module";
import type PgModule from "pg";
import { DeadlinePostgresDialect } from "./postgresDeadline";
import { ReaderPoolSqliteDialect } from "./sqliteReaders/driver";
import { preparedOnce } from "./statementCache";
import { observeStatements, type StatementObserver } from "./statementObserver";
import type { Db, Dialect } from "./types";

export interface Database {
  readonly db: Db;
  readonly dialect: Dialect;
  close(): Promise<void>;
  /**
   * SQLite: gathers the planner's statistics where missing or stale (PostgreSQL's autovacuum does its own). Called
   * after a first start's seeding, so that the seeded file — and every copy the tests make of it — opens with fresh
   * statistics instead of analysing every table again at each open (seconds per test server).
   */
  refreshStatistics?(): void;
}

/** pg, loaded when a PostgreSQL URL is given: an embedded-database start does not pay for it (~70 ms). */
let pgModule: typeof PgModule | undefined;
function loadPg(): typeof PgModule {
  if (pgModule) return pgModule;
  pgModule = createRequire(import.meta.url)("pg") as typeof PgModule;
  // int8 (bigint) columns hold ms timestamps and money in fen: safe integers, so read them as numbers.
  pgModule.types.setTypeParser(20, (v) => Number(v));
  return pgModule;
}

function envInt(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

/**
 * SQLite reader threads (server/platform/db/sqliteReaders): MOYUAN_SQLITE_READERS, 0 = every query on the main connection.
 * Four by default, even on two cores: one list runs its page and its count at once, so two readers could be
 * taken by a single user's slow list and everyone else's reads would queue behind it.
 */
export const DEFAULT_SQLITE_READERS = 4;
export const sqliteReadersFromEnv = (): number => envInt("MOYUAN_SQLITE_READERS", DEFAULT_SQLITE_READERS, 0, 64);
/** PostgreSQL statement_timeout outside transactions: MOYUAN_STATEMENT_TIMEOUT_MS, 0 = none. */
export const statementTimeoutFromEnv = (): number => envInt("MOYUAN_STATEMENT_TIMEOUT_MS", 30_000, 0, 24 * 3_600_000);

/**
 * Opens PostgreSQL when a URL is given, else the embedded SQLite file in `dataDir` (`:memory:` for tests).
 * `sqliteReaders` (default MOYUAN_SQLITE_READERS, 4) reader threads serve a file's reads outside transactions;
 * `statementTimeoutMs` (default MOYUAN_STATEMENT_TIMEOUT_MS, 30 s) bounds each PostgreSQL statement run outside a transaction.
 * `observeStatements` hears every statement's SQL before it runs (tests); unset, nothing is wrapped.
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined; dataDir?: string; sqliteFile?: string; sqliteReaders?: number; statementTimeoutMs?: number;
  /** A whole SQLite database image (tests: a copy of one migrated, seeded template) opened in memory. */
  sqliteImage?: Buffer;
  observeStatements?: StatementObserver | undefined;
  /** Hears every statement after it ran, with its duration (the slow-query recorder, server/platform/slowQuery). */
  log?: ((event: LogEvent) => void) | undefined;
}): Database {
  const log = options.log ? { log: options.log } : {};
  if (options.databaseUrl) {
    // A slow statement holds one pooled connection, not the process; statement_timeout bounds how long.
    const timeout = options.statementTimeoutMs ?? statementTimeoutFromEnv();
    const pg = loadPg();
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, ...(timeout > 0 ? { statement_timeout: timeout } : {}) });
    const dialect = timeout > 0 ? new DeadlinePostgresDialect({ pool }) : new PostgresDialect({ pool });
    const db: Db = new Kysely({ dialect: observeStatements(dialect, options.observeStatements), ...log });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  let file = options.sqliteImage ? ":memory:" : options.sqliteFile;
  if (file === undefined) {
    const dir = options.dataDir ?? "data";
    fs.mkdirSync(dir, { recursive: true });
    file = path.join(dir, "moyuan.sqlite");
  }
  const sqlite = options.sqliteImage ? new SQLite(options.sqliteImage) : new SQLite(file);
  // WAL for concurrent readers, FULL synchronous so an acknowledged write survives a crash.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // The planner's statistics, gathered where missing or stale (a bounded sample per index, so a start stays
  // quick): without them a filtered list at 1M rows may walk the sort index instead of the filter's.
  sqlite.pragma("analysis_limit = 1000");
  sqlite.pragma("optimize = 0x10002");
  const readers = options.sqliteReaders ?? sqliteReadersFromEnv();
  // better-sqlite3 is synchronous: on the main thread a slow read stalls every request. An in-memory
  // database (the tests) has no file for other connections to open, and stays on the one connection.
  const dialect = sqlite.memory || readers === 0
    ? new SqliteDialect({ database: preparedOnce(sqlite) })
    : new ReaderPoolSqliteDialect({ database: preparedOnce(sqlite), file: path.resolve(file), readers });
  const db: Db = new Kysely({ dialect: observeStatements(dialect, options.observeStatements), ...log });
  return { db, dialect: "sqlite", close: () => db.destroy(), refreshStatistics: () => void sqlite.pragma("optimize = 0x10002") };
}
