// The statement hook (openDatabase's observeStatements) hears every statement: built, raw, inside a
// transaction and a savepoint, streamed, and reads served by the SQLite reader threads.
import { byCatalogue } from "../../server/platform/db/types";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/platform/db/connect";
import { observeStatements } from "../../server/platform/db/statementObserver";
import { writtenTables } from "../../server/platform/db/writtenTables";
import { throwawaySchema } from "./pgSchema";

interface Setup {
  readonly name: string;
  /** Whether the dialect streams (the server's PostgreSQL pool has no cursor: it never streams). */
  readonly streams: boolean;
  open(observe: (sql: string) => void): Promise<{ database: Database; done(): Promise<void> }>;
}

const SETUPS: Setup[] = [
  {
    name: "SQLite in memory",
    streams: true,
    open: async (observe) => ({ database: openDatabase({ sqliteFile: ":memory:", observeStatements: observe }), done: async () => undefined }),
  },
  {
    name: "SQLite file with reader threads",
    streams: true,
    open: async (observe) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-observer-"));
      return {
        database: openDatabase({ sqliteFile: path.join(dir, "db.sqlite"), sqliteReaders: 2, observeStatements: observe }),
        done: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  ...(process.env.DATABASE_URL ? [{
    name: "PostgreSQL",
    streams: false,
    open: async (observe: (sql: string) => void) => {
      const schema = await throwawaySchema("obs");
      return { database: openDatabase({ databaseUrl: schema.url, observeStatements: observe }), done: () => schema.drop() };
    },
  }] : []),
];

describe.each(SETUPS)("statement hook: $name", (setup) => {
  it("hears every statement and names the tables each writes", async () => {
    const heard: string[] = [];
    const { database, done } = await setup.open((s) => heard.push(s));
    const { db } = database;
    const written = () => new Set(heard.flatMap((s) => [...writtenTables(s)]));
    try {
      await db.schema.createTable("a").addColumn("Id", "integer", (c) => c.primaryKey()).addColumn("n", "integer").execute();
      await sql`create table ${sql.table("b")} (${sql.ref("Id")} integer primary key, ${sql.ref("n")} integer)`.execute(db);
      await sql`create table ${sql.table("c")} (${sql.ref("Id")} integer primary key)`.execute(db);
      expect(written()).toEqual(new Set(["a", "b", "c"]));

      heard.length = 0;
      await byCatalogue(db).insertInto("a").values({ Id: 1, n: 1 }).execute();
      expect(written()).toEqual(new Set(["a"]));

      // A transaction's statements, and one in a savepoint rolled back: heard all the same.
      heard.length = 0;
      await db.transaction().execute(async (tx) => {
        await byCatalogue(tx).updateTable("a").set({ n: 2 }).where("Id", "=", 1).execute();
        await sql`insert into ${sql.table("b")} (${sql.ref("Id")}, ${sql.ref("n")}) values (1, 1)`.execute(tx);
      });
      const trx = await db.startTransaction().execute();
      const sp = await trx.savepoint("sp").execute();
      await sql`delete from ${sql.table("c")}`.execute(sp);
      await sp.rollbackToSavepoint("sp").execute();
      await trx.commit().execute();
      expect(written()).toEqual(new Set(["a", "b", "c"]));

      // Reads: built, raw, streamed (outside a transaction they may go to a reader thread).
      heard.length = 0;
      expect(await byCatalogue(db).selectFrom("a").select("n").execute()).toEqual([{ n: 2 }]);
      expect((await sql<{ n: number }>`select ${sql.ref("n")} from ${sql.table("b")}`.execute(db)).rows).toEqual([{ n: 1 }]);
      if (setup.streams) {
        const streamed: unknown[] = [];
        for await (const row of byCatalogue(db).selectFrom("a").select("Id").stream()) streamed.push(row);
        expect(streamed).toEqual([{ Id: 1 }]);
      }
      expect(heard.length).toBe(setup.streams ? 3 : 2);
      expect(written()).toEqual(new Set());

      // A raw statement that starts as a query but writes: sent to the main connection, heard once.
      heard.length = 0;
      await sql`with ${sql.ref("x")} as (select 1) delete from ${sql.table("b")}`.execute(db);
      expect(heard.length).toBe(1);
      expect(written()).toEqual(new Set(["b"]));
      expect(await byCatalogue(db).selectFrom("b").selectAll().execute()).toEqual([]);
    } finally {
      await database.close();
      await done();
    }
  });
});

it("wraps nothing when no observer is given", () => {
  const dialect = new SqliteDialect({ database: new SQLite(":memory:") });
  expect(observeStatements(dialect, undefined)).toBe(dialect);
  expect(observeStatements(dialect, () => undefined)).not.toBe(dialect);
});
