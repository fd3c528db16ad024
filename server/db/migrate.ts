import { sql, type Kysely } from "kysely";
import { type ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import { columnType } from "./columns";
import * as core0001 from "./migrations/0001_core";
import * as security0002 from "./migrations/0002_security";
import * as uploadQuota0003 from "./migrations/0003_upload_quota";
import type { Dialect, Schema } from "./types";

/** Versioned migrations, applied once each, in order. Never edit one that has shipped: add the next. */
const MIGRATIONS: readonly { id: string; up: (db: Kysely<Schema>, dialect: Dialect) => Promise<void> }[] = [
  { id: "0001_core", up: core0001.up },
  { id: "0002_security", up: security0002.up },
  { id: "0003_upload_quota", up: uploadQuota0003.up },
];

async function existingColumns(db: Kysely<Schema>, dialect: Dialect, table: string): Promise<Set<string> | null> {
  if (dialect === "sqlite") {
    const r = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
    return r.rows.length === 0 ? null : new Set(r.rows.map((c) => c.name));
  }
  const r = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return r.rows.length === 0 ? null : new Set(r.rows.map((c) => c.column_name));
}

/**
 * Brings one resource's table in line with the catalogue: creates it, or adds the columns
 * new fields need. Additive only: a removed field keeps its column, and a changed kind needs a
 * versioned migration.
 */
async function syncResourceTable(db: Kysely<Schema>, dialect: Dialect, resource: ResourceDef): Promise<void> {
  const big = dialect === "postgres" ? "bigint" : "integer";
  const columns = await existingColumns(db, dialect, resource.table);
  if (columns === null) {
    let create = db.schema.createTable(resource.table)
      .addColumn("Id", "integer", (c) => (dialect === "postgres" ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
      .addColumn("ctime", big, (c) => c.notNull())
      .addColumn("utime", big, (c) => c.notNull());
    for (const field of resource.fields) {
      create = create.addColumn(field.key, columnType(field.kind, dialect), (c) => (field.kind === "boolean" ? c.notNull().defaultTo(0) : c));
    }
    await create.execute();
  } else {
    for (const field of resource.fields) {
      if (columns.has(field.key)) continue;
      await db.schema.alterTable(resource.table)
        .addColumn(field.key, columnType(field.kind, dialect), (c) => (field.kind === "boolean" ? c.notNull().defaultTo(0) : c))
        .execute();
    }
  }
  // Indexes for the orders and filters a grid uses; unique ones among live rows.
  const indexed = new Set([resource.defaultSort.by, ...resource.fields.filter((f) => f.sortable || f.kind === "ref").map((f) => f.key)]);
  for (const key of indexed) {
    await db.schema.createIndex(`${resource.table}_${key}`).ifNotExists().on(resource.table).columns([key, "Id"]).execute();
  }
  for (const field of resource.fields.filter((f) => f.unique)) {
    const name = `${resource.table}_${field.key}_unique${field.caseInsensitive ? "_ci" : ""}`;
    let index = db.schema.createIndex(name).ifNotExists().unique().on(resource.table);
    index = field.caseInsensitive ? index.expression(sql`lower(${sql.ref(field.key)})`) : index.column(field.key);
    if (resource.softDelete) index = index.where(sql.ref("deleted"), "=", 0);
    await index.execute();
  }
}

/** Applies pending versioned migrations and the catalogue's tables, in one transaction. */
export async function migrate(db: Kysely<Schema>, dialect: Dialect): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    // Several processes may start at once against one PostgreSQL: the first migrates, the rest wait.
    if (dialect === "postgres") await sql`select pg_advisory_xact_lock(724311)`.execute(tx);
    await tx.schema.createTable("schema_migration").ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("appliedAt", dialect === "postgres" ? "bigint" : "integer", (c) => c.notNull())
      .execute();
    const done = new Set((await tx.selectFrom("schema_migration").select("id").execute()).map((r) => String(r.id)));
    const applied: string[] = [];
    for (const m of MIGRATIONS) {
      if (done.has(m.id)) continue;
      await m.up(tx, dialect);
      await tx.insertInto("schema_migration").values({ id: m.id, appliedAt: Date.now() }).execute();
      applied.push(m.id);
    }
    for (const resource of RESOURCES) await syncResourceTable(tx, dialect, resource);
    return applied;
  });
}
