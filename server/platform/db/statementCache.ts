import type SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Distinct statements kept prepared per connection: the catalogue's lists, gets and writes stay well under it. */
const KEPT = 1_000;

/**
 * A better-sqlite3 connection as Kysely's SqliteDialect takes it, preparing each distinct SQL text once:
 * Kysely prepares every query anew, which was a sixth of a list call's time on the server. Statements are
 * run to completion (`all` / `run`) before the next one starts, so reusing one is safe; SQLite re-prepares
 * a statement by itself after a schema change.
 */
export function preparedOnce(db: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the oldest goes first when full.
        statements.delete(sql);
      } else {
        statement = db.prepare(sql);
        if (statements.size >= KEPT) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement as unknown as SqliteStatement;
    },
    close() {
      statements.clear();
      db.close();
    },
  };
}
