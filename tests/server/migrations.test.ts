import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { migrationFiles, migrationStamp, readSnapshot, renderIndex } from "../../scripts/db-diff";
import { migratedTables, renderTables } from "../../server/platform/db/tableTypes";
import { openDatabase, type Database } from "../../server/platform/db/connect";
import { migrate } from "../../server/platform/db/migrate";
import { MIGRATIONS } from "../../server/platform/db/migrations";
import { renderMigration } from "../../server/platform/db/migrationRender";
import { applyChanges, diffSnapshots, EMPTY_SNAPSHOT, snapshotOf, type SchemaSnapshot } from "../../server/platform/db/schemaDiff";
import type { Dialect, Schema } from "../../server/platform/db/types";
import { byCatalogue } from "../../server/platform/db/types";
import { isForeignKeyViolation } from "../../server/platform/db/violations";
import { createDispatcher } from "../../server/platform/rpc/dispatcher";
import { MethodRegistry, publicMethod } from "../../server/platform/rpc/registry";
import type { FieldDef, ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import { createTestServer, describeEachDb, type DbKind, type TestServer } from "./harness";
import { throwawaySchema } from "./pgSchema";

const SNAPSHOT = readSnapshot();
const ALL = Object.keys(MIGRATIONS).sort();
/** Tables first created by migrations after the start-time sync was replaced (0004–0007 adopted its tables). */
const MIGRATIONS_DIR = path.join(import.meta.dirname, "..", "..", "server", "platform", "db", "migrations");
const LATER_TABLES = new Set(migrationFiles(MIGRATIONS_DIR)
  .filter((f) => f >= "0008")
  .flatMap((f) => [...fs.readFileSync(path.join(MIGRATIONS_DIR, f), "utf8").matchAll(/createTable\("(\w+)"\)/g)].map((m) => m[1] as string)));

describe("catalogue and migrations", () => {
  it("the catalogue's tables are those of the snapshot the migrations were written from", () => {
    expect(snapshotOf(RESOURCES as readonly ResourceDef[]), "A resource changed without its migration: run `npm run db:diff` and commit the migration and snapshot.json").toEqual(SNAPSHOT);
  });

  it("the server's list of migrations names every migration file", () => {
    const dir = path.resolve(import.meta.dirname, "../../server/platform/db/migrations");
    expect(fs.readFileSync(path.join(dir, "index.ts"), "utf8"), "server/platform/db/migrations/index.ts is out of date: run `npm run db:diff`").toBe(renderIndex(migrationFiles(dir)));
  });

  it("the query types name every table and column the migrations make", async () => {
    const file = path.resolve(import.meta.dirname, "../../server/platform/db/tables.ts");
    expect(fs.readFileSync(file, "utf8"), "server/platform/db/tables.ts is out of date: run `npm run db:diff`").toBe(renderTables(await migratedTables()));
  });
});

/** The catalogue with `museum` changed by `edit`, and more resources. */
function catalogueWith(edit: (fields: readonly FieldDef[]) => FieldDef[], extra: readonly ResourceDef[] = []): SchemaSnapshot {
  const resources = (RESOURCES as readonly ResourceDef[]).map((r) => (r.name === "museum" ? { ...r, fields: edit(r.fields) } : r));
  return snapshotOf([...resources, ...extra]);
}

/** A new resource referring to museums, and museums gaining a sortable year, a reference and a flag. */
const EXHIBIT: ResourceDef = {
  name: "exhibit", label: "展品", service: "BaseServiceAdmin", entity: "Exhibit", table: "exhibit", ops: ["list"], access: "suha",
  titleField: "title", defaultSort: { by: "title", asc: true }, softDelete: true,
  fields: [
    { key: "title", label: "名称", kind: "text", sortable: true, unique: true, caseInsensitive: true },
    { key: "museumId", label: "博物馆", kind: "ref", ref: "museum" },
    { key: "deleted", label: "已删除", kind: "boolean" },
  ],
};
const GROWN = catalogueWith((fields) => [
  ...fields,
  { key: "founded", label: "建馆年份", kind: "integer", sortable: true },
  { key: "curatorId", label: "负责人", kind: "ref", ref: "consoleUser" },
  { key: "open", label: "开放", kind: "boolean" },
], [EXHIBIT]);

describe("db:diff", () => {
  it("names a new migration by the UTC second it was written, later than every migration there", () => {
    const files = migrationFiles(MIGRATIONS_DIR);
    expect(migrationStamp(new Date("2099-11-27T12:34:56.789Z"), files)).toBe("20991127123456");
    const after = [...files, "20991127123456_a.ts"];
    // Within the same second, or with a clock behind the newest migration: one second after it.
    expect(migrationStamp(new Date("2099-11-27T12:34:56.900Z"), after)).toBe("20991127123457");
    expect(migrationStamp(new Date("2099-11-27T12:00:00Z"), [...after, "20991127235959_b.ts"])).toBe("20991128000000");
    expect(renderIndex(["0012_content.ts", "20991127123456_a.ts"])).toContain('import * as m20991127123456 from "./20991127123456_a";\n');
  });

  it("refuses two migrations that take one name, and files not named by a number or a time", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-migrations-"));
    try {
      for (const f of ["0012_content.ts", "20261127123456_a.ts", "2026_draft.ts.bak", "notes.ts"]) fs.writeFileSync(path.join(dir, f), "");
      expect(migrationFiles(dir)).toEqual(["0012_content.ts", "20261127123456_a.ts"]);
      fs.writeFileSync(path.join(dir, "20261127123456_b.ts"), "");
      expect(() => migrationFiles(dir)).toThrow("two migrations are named 20261127123456_…");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes new tables, columns and indexes as schema-builder code", () => {
    const { changes, blocked } = diffSnapshots(SNAPSHOT, GROWN);
    expect(blocked).toEqual([]);
    const code = renderMigration(changes, "test");
    expect(code).toContain('await db.schema.createTable("exhibit").ifNotExists()');
    expect(code).toContain('.addForeignKeyConstraint("exhibit_museumId_fkey", ["museumId"], "museum", ["Id"], (fk) => fk.onDelete("restrict"))');
    expect(code).toContain('await db.schema.createIndex("exhibit_title_unique_ci").ifNotExists().unique().on("exhibit").expression(sql`lower(${sql.ref("title")})`).where(sql.ref("deleted"), "=", 0).execute();');
    expect(code).toContain('await db.schema.alterTable("museum").addColumn("founded", bigint).execute();');
    expect(code).toContain('await db.schema.alterTable("museum").addColumn("curatorId", "integer", (c) => c.references("console_user.Id").onDelete("restrict")).execute();');
    expect(code).toContain('await db.schema.alterTable("museum").addColumn("open", "integer", (c) => c.notNull().defaultTo(0)).execute();');
    expect(code).toContain('await db.schema.createIndex("museum_founded").ifNotExists().on("museum").columns(["founded", "Id"]).execute();');
    expect(code).not.toContain("dropConstraint");
  });

  it("drops an index nobody needs any more", () => {
    const fewer = catalogueWith((fields) => fields.map((f) => (f.key === "city" ? { ...f, sortable: false, filter: false } : f)));
    expect(diffSnapshots(SNAPSHOT, fewer).changes).toEqual([
      { op: "dropIndex", table: "museum", name: "museum_city" },
      { op: "substringIndex", table: "museum", columns: ["name", "nameEn", "category", "province"], previous: ["name", "nameEn", "category", "province", "city"] },
    ]);
  });

  it("stops at a removed field or a kind stored differently, and lets a kind stored alike through", () => {
    const broken = catalogueWith((fields) => fields.filter((f) => f.key !== "address").map((f) => (f.key === "city" ? { ...f, kind: "integer" as const } : f)));
    const { blocked } = diffSnapshots(SNAPSHOT, broken);
    expect(blocked).toEqual([
      "museum.city: its kind changed from text (text) to integer (bigint)",
      "museum.address: the field was removed or renamed (its column stays)",
    ]);
    const alike = diffSnapshots(SNAPSHOT, catalogueWith((fields) => fields.map((f) => (f.key === "website" ? { ...f, kind: "text" as const } : f))));
    expect(alike).toEqual({ changes: [], blocked: [], notes: ["museum.website: kind url → text, the same column (text): nothing to migrate"] });
  });
});

// ---------------------------------------------------------------------------------------------
// What a database holds, read back from its catalogue tables

interface DbIndex {
  readonly table: string;
  /** `unique (lower(userName))`, `(typeId,Id)`, `unique (code) where deleted=0`: quotes, schema and spaces left out. */
  readonly def: string;
}
interface DbTable {
  readonly columns: Readonly<Record<string, { type: string; notNull: boolean; default: string | null }>>;
  readonly foreignKeys: readonly { column: string; target: string; targetColumn: string; onDelete: string }[];
}
interface DbSchema {
  readonly tables: Readonly<Record<string, DbTable>>;
  readonly indexes: Readonly<Record<string, DbIndex>>;
}

/** The text between the parenthesis at `start` and its match. */
function parenthesised(s: string, start: number): string {
  let depth = 0;
  for (let i = start; i < s.length; i++) {
    if (s[i] === "(") depth++;
    else if (s[i] === ")" && --depth === 0) return s.slice(start + 1, i);
  }
  return s.slice(start + 1);
}

/** An index's CREATE statement (SQLite's as written, PostgreSQL's `indexdef`) reduced to what it indexes. */
function indexDef(statement: string): string {
  const squeeze = (s: string) => s.replace(/["\s]/g, "").replace(/^\((.*)\)$/, "$1");
  const on = statement.search(/\son\s/i);
  const open = statement.indexOf("(", on);
  const columns = parenthesised(statement, open);
  const rest = statement.slice(open + columns.length + 2);
  const where = /\swhere\s(.+)$/i.exec(rest)?.[1];
  return `${/create unique index/i.test(statement) ? "unique " : ""}(${squeeze(columns)})${where ? ` where ${squeeze(where)}` : ""}`;
}

async function describeDb(db: Kysely<Schema>, dialect: Dialect): Promise<DbSchema> {
  const tables: Record<string, DbTable> = {};
  const indexes: Record<string, DbIndex> = {};
  if (dialect === "sqlite") {
    const names = (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows.map((r) => r.name);
    for (const table of names) {
      const cols = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null }>`select * from pragma_table_info(${table})`.execute(db);
      const fks = await sql<{ from: string; table: string; to: string; on_delete: string }>`select * from pragma_foreign_key_list(${table})`.execute(db);
      tables[table] = {
        columns: Object.fromEntries(cols.rows.map((c) => [c.name, { type: c.type.toLowerCase(), notNull: c.notnull === 1, default: c.dflt_value }])),
        foreignKeys: fks.rows.map((f) => ({ column: f.from, target: f.table, targetColumn: f.to, onDelete: f.on_delete.toLowerCase() })),
      };
    }
    const rows = await sql<{ name: string; tbl_name: string; sql: string }>`select name, tbl_name, sql from sqlite_master where type = 'index' and sql is not null`.execute(db);
    for (const r of rows.rows) indexes[r.name] = { table: r.tbl_name, def: indexDef(r.sql) };
    return { tables, indexes };
  }
  const cols = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null }>`
    select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  const fks = await sql<{ table: string; column: string; target: string; target_column: string; on_delete: string }>`
    select cl.relname as "table", a.attname as "column", ref.relname as target, ra.attname as target_column, con.confdeltype as on_delete
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_class ref on ref.oid = con.confrelid
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
    join pg_attribute ra on ra.attrelid = con.confrelid and ra.attnum = con.confkey[1]
    where con.contype = 'f' and con.connamespace = current_schema()::regnamespace`.execute(db);
  const ON_DELETE: Record<string, string> = { r: "restrict", a: "no action", c: "cascade", n: "set null", d: "set default" };
  for (const c of cols.rows) {
    const table = (tables[c.table_name] ??= { columns: {}, foreignKeys: [] }) as { columns: Record<string, unknown>; foreignKeys: unknown[] };
    table.columns[c.column_name] = { type: c.data_type, notNull: c.is_nullable === "NO", default: c.column_default };
  }
  for (const f of fks.rows) {
    (tables[f.table]?.foreignKeys as unknown[] | undefined)?.push({ column: f.column, target: f.target, targetColumn: f.target_column, onDelete: ON_DELETE[f.on_delete] ?? f.on_delete });
  }
  const rows = await sql<{ indexname: string; tablename: string; indexdef: string }>`select indexname, tablename, indexdef from pg_indexes where schemaname = current_schema()`.execute(db);
  for (const r of rows.rows) indexes[r.indexname] = { table: r.tablename, def: indexDef(r.indexdef.replace(/ USING btree/, "")) };
  return { tables, indexes };
}

/** What the snapshot says each index is, in `indexDef`'s terms. */
function expectedIndexes(snapshot: SchemaSnapshot): Record<string, DbIndex> {
  const out: Record<string, DbIndex> = {};
  for (const [table, spec] of Object.entries(snapshot.tables)) {
    for (const [name, columns] of Object.entries(spec.indexes)) out[name] = { table, def: `(${columns.join(",")})` };
    for (const [name, u] of Object.entries(spec.uniqueIndexes)) {
      out[name] = { table, def: `unique (${u.caseInsensitive ? `lower(${u.column})` : u.column})${u.liveOnly ? " where deleted=0" : ""}` };
    }
  }
  return out;
}

/** Every table, column (with its type), index and foreign key of the snapshot is in the database. */
function expectSchema(actual: DbSchema, snapshot: SchemaSnapshot, dialect: Dialect, options: { foreignKeys: boolean } = { foreignKeys: true }): void {
  const big = dialect === "postgres" ? "bigint" : "integer";
  for (const [table, spec] of Object.entries(snapshot.tables)) {
    const t = actual.tables[table];
    expect(t, `table ${table}`).toBeDefined();
    if (!t) continue;
    // Exactly the snapshot's columns after the three every table starts with; in any order, since db:diff
    // adds a new field's column at the table's end wherever the catalogue lists the field.
    const columns = Object.keys(t.columns);
    expect(columns.slice(0, 3), `columns of ${table}`).toEqual(["Id", "ctime", "utime"]);
    expect(columns.slice(3).sort(), `columns of ${table}`).toEqual(Object.keys(spec.columns).sort());
    expect([t.columns.ctime?.type, t.columns.utime?.type]).toEqual([big, big]);
    for (const [column, c] of Object.entries(spec.columns)) {
      expect(t.columns[column]?.type, `${table}.${column}`).toBe(c[dialect]);
      if (c.kind === "boolean") expect(t.columns[column], `${table}.${column}`).toMatchObject({ notNull: true, default: "0" });
    }
    if (options.foreignKeys) {
      const expected = Object.values(spec.foreignKeys).map((fk) => ({ column: fk.column, target: fk.references, targetColumn: "Id", onDelete: "restrict" }));
      expect([...t.foreignKeys].sort((a, b) => a.column.localeCompare(b.column)), `foreign keys of ${table}`).toEqual(expected.sort((a, b) => a.column.localeCompare(b.column)));
    }
  }
  for (const [name, index] of Object.entries(expectedIndexes(snapshot))) {
    expect(actual.indexes[name], `index ${name}`).toEqual(index);
  }
}

// ---------------------------------------------------------------------------------------------
// Fresh and earlier databases

/** An empty database: in-memory SQLite, or a throwaway PostgreSQL schema. */
async function emptyDatabase(kind: DbKind): Promise<{ url: string | undefined; open(): Database; drop(): Promise<void> }> {
  if (kind === "sqlite") return { url: undefined, open: () => openDatabase({ sqliteFile: ":memory:" }), drop: async () => {} };
  const { url, drop } = await throwawaySchema("m");
  return { url, open: () => openDatabase({ databaseUrl: url }), drop };
}

const kyselyHistory = async (db: Kysely<Schema>) => (await byCatalogue(db).selectFrom("kysely_migration").select(["name", "timestamp"]).orderBy("name").execute()) as { name: string; timestamp: string }[];

describeEachDb("migrations", (kind) => {
  describe("a fresh database", () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await createTestServer(kind, { seed: "none" });
    });
    afterAll(async () => {
      await t.close();
    });

    it("gets every resource table, column, index and foreign key of the catalogue", async () => {
      expectSchema(await describeDb(t.server.deps.db, kind), SNAPSHOT, kind);
      expect((await kyselyHistory(t.server.deps.db)).map((r) => r.name)).toEqual(ALL);
    });

    it("a second run applies nothing", async () => {
      expect(await migrate(t.server.deps.db, kind)).toEqual([]);
      expect((await kyselyHistory(t.server.deps.db)).map((r) => r.name)).toEqual(ALL);
    });

    it("refuses to delete a referenced record; the caller gets FAILED_PRECONDITION, not a 500", async () => {
      const { db } = t.server.deps;
      const now = t.clock.now;
      const type = await db.insertInto("tag_type").values({ ctime: now, utime: now, label: "引用", deleted: 0 }).returning("Id").executeTakeFirstOrThrow();
      await db.insertInto("tag_item").values({ ctime: now, utime: now, typeId: type.Id, label: "子项", sort: 0, deleted: 0 }).execute();
      const refused = await db.deleteFrom("tag_type").where("Id", "=", type.Id as number).execute().then(() => null, (err: unknown) => err);
      expect(isForeignKeyViolation(refused, kind)).toBe(true);
      // A dangling reference is refused too.
      const dangling = await db.insertInto("tag_item").values({ ctime: now, utime: now, typeId: 987_654, label: "孤儿", sort: 0, deleted: 0 }).execute().then(() => null, (err: unknown) => err);
      expect(isForeignKeyViolation(dangling, kind)).toBe(true);

      // Through the dispatcher, as a method that deletes for real would meet it.
      const registry = new MethodRegistry();
      registry.add(publicMethod({
        service: "MigrationsTest", method: "purgeTagType", input: z.object({ Id: z.number() }),
        handler: async (call, { Id }) => {
          await call.db.deleteFrom("tag_type").where("Id", "=", Id).execute();
          return {};
        },
      }));
      const app = new Hono();
      app.post("/api/:path{.+}", createDispatcher(registry, t.server.deps));
      const res = await app.request("/api/moyuan.MigrationsTest/purgeTagType", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ Id: type.Id }) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ code: "FAILED_PRECONDITION", message: "该记录仍被其他记录引用，不能删除" });

      // Tag types are soft-deleted: deleting one that still has items is an UPDATE the key allows.
      const r = await t.rpc("MultiLevelTagServiceAdmin/deleteTagType", { Id: type.Id }, t.adminToken);
      expect(r.body.code).toBe("SUCCESS");
      expect(await db.selectFrom("tag_type").select("deleted").where("Id", "=", type.Id as number).executeTakeFirst()).toEqual({ deleted: 1 });
    });
  });

  it("a database of an earlier version keeps its data, runs 0001–0003 not again, and gains the catalogue's indexes", async () => {
    const target = await emptyDatabase(kind);
    const database = target.open();
    try {
      const { db } = database;
      // What earlier versions left: 0001–0003 recorded in schema_migration, and each resource's
      // table made at start without foreign keys and with fewer indexes.
      const big = kind === "postgres" ? "bigint" : "integer";
      await db.schema.createTable("schema_migration").addColumn("id", "text", (c) => c.primaryKey()).addColumn("appliedAt", big, (c) => c.notNull()).execute();
      const earlier = ["0001_core", "0002_security", "0003_upload_quota"];
      for (const [i, id] of earlier.entries()) {
        await (MIGRATIONS[id] as (typeof MIGRATIONS)[string]).up(db, kind);
        await byCatalogue(db).insertInto("schema_migration").values({ id, appliedAt: Date.UTC(2026, 0, 1 + i) }).execute();
      }
      const bare: SchemaSnapshot = {
        // The start-time sync made no foreign keys, fewer indexes and no substring index — and only the
        // tables of its time: those created by a later migration (0008 on) never met it.
        tables: Object.fromEntries(Object.entries(SNAPSHOT.tables).filter(([name]) => !LATER_TABLES.has(name)).map(([name, { substring: _none, ...spec }]) => [name, { ...spec, foreignKeys: {}, indexes: {} }])),
      };
      await applyChanges(db, kind, diffSnapshots(EMPTY_SNAPSHOT, bare).changes.filter((c) => c.op !== "adoptForeignKeys"));
      const type = await db.insertInto("tag_type").values({ ctime: 1, utime: 1, label: "旧类型", deleted: 0 }).returning("Id").executeTakeFirstOrThrow();
      await db.insertInto("tag_item").values({ ctime: 1, utime: 1, typeId: type.Id, label: "旧标签", sort: 0, deleted: 0 }).execute();

      const applied = await migrate(db, kind);
      expect(applied).toEqual(ALL.filter((n) => !earlier.includes(n)));
      const history = await kyselyHistory(db);
      expect(history.slice(0, 3)).toEqual(earlier.map((name, i) => ({ name, timestamp: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() })));
      expect(await db.selectFrom("tag_item").select("label").execute()).toEqual([{ label: "旧标签" }]);
      // PostgreSQL adds the foreign keys to the tables already there; SQLite cannot (documented).
      expectSchema(await describeDb(db, kind), SNAPSHOT, kind, { foreignKeys: kind === "postgres" });
      expect(await migrate(db, kind)).toEqual([]);
    } finally {
      await database.close();
      await target.drop();
    }
  });

  it("a migration that sorts before one the database already ran still runs there (two branches merged)", async () => {
    const target = await emptyDatabase(kind);
    const database = target.open();
    const creating = (table: string) => ({ up: async (db: Kysely<Schema>) => db.schema.createTable(table).addColumn("Id", "integer").execute() });
    try {
      expect(await migrate(database.db, kind, { ...MIGRATIONS, "20990101000002_b": creating("branch_b") })).toContain("20990101000002_b");
      const merged = { ...MIGRATIONS, "20990101000001_a": creating("branch_a"), "20990101000002_b": creating("branch_b") };
      expect(await migrate(database.db, kind, merged)).toEqual(["20990101000001_a"]);
      expect((await kyselyHistory(database.db)).map((h) => h.name).slice(-2)).toEqual(["20990101000001_a", "20990101000002_b"]);
      await byCatalogue(database.db).insertInto("branch_a").values({ Id: 1 }).execute();
    } finally {
      await database.close();
      await target.drop();
    }
  });

  it("what db:diff generates for a grown catalogue applies on top of the migrations", async () => {
    const target = await emptyDatabase(kind);
    const database = target.open();
    try {
      await migrate(database.db, kind);
      await applyChanges(database.db, kind, diffSnapshots(SNAPSHOT, GROWN).changes);
      expectSchema(await describeDb(database.db, kind), GROWN, kind);
    } finally {
      await database.close();
      await target.drop();
    }
  });

  if (kind === "postgres") {
    it("each schema of one PostgreSQL database keeps its own migration history", async () => {
      const first = await emptyDatabase(kind);
      const second = await emptyDatabase(kind);
      const a = first.open();
      const b = second.open();
      try {
        expect(await migrate(a.db, kind)).toEqual(ALL);
        expect(await migrate(b.db, kind)).toEqual(ALL);
        for (const db of [a.db, b.db]) {
          const own = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = current_schema() and table_name like 'kysely%' order by 1`.execute(db);
          expect(own.rows.map((r) => r.table_name)).toEqual(["kysely_migration", "kysely_migration_lock"]);
        }
      } finally {
        await a.close();
        await b.close();
        await first.drop();
        await second.drop();
      }
    });

    it("two processes starting at once on one PostgreSQL: one migrates, the other waits and finds nothing to do", async () => {
      const target = await emptyDatabase(kind);
      const a = target.open();
      const b = target.open();
      try {
        const [fromA, fromB] = await Promise.all([migrate(a.db, kind), migrate(b.db, kind)]);
        expect([...fromA, ...fromB].sort()).toEqual(ALL);
        expect(fromA.length === 0 || fromB.length === 0).toBe(true);
        expectSchema(await describeDb(a.db, kind), SNAPSHOT, kind);
      } finally {
        await a.close();
        await b.close();
        await target.drop();
      }
    });
  }
});
