import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Db, Dialect } from "./types";

export interface Database {
  readonly db: Db;
  readonly dialect: Dialect;
  close(): Promise<void>;
}

// int8 (bigint) columns hold ms timestamps and money in fen: safe integers, so read them as numbers.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens PostgreSQL when a URL is given, else the embedded SQLite file in `dataDir` (`:memory:` for tests). */
export function openDatabase(options: { databaseUrl?: string | undefined; dataDir?: string; sqliteFile?: string }): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  let file = options.sqliteFile;
  if (file === undefined) {
    const dir = options.dataDir ?? "data";
    fs.mkdirSync(dir, { recursive: true });
    file = path.join(dir, "moyuan.sqlite");
  }
  const sqlite = new SQLite(file);
  // WAL for concurrent readers, FULL synchronous so an acknowledged write survives a crash.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}
