/**
 * The catalogue's tables as data (a snapshot), the difference between two snapshots, and that
 * difference as a migration: rendered as TypeScript by `npm run db:diff` (scripts/db-diff.ts), or
 * applied directly (bench/startTime.ts). Nothing here runs when the server starts.
 */
import { sql, type ColumnDataType, type CreateTableBuilder, type ForeignKeyConstraintBuilder, type Kysely } from "kysely";
import { type FieldKind, type ResourceDef } from "../../../src/catalogue";
import { columnType } from "./columns";
import { indexable } from "./indexable";
import { substringColumns, substringIndex } from "./substringIndex";
import type { Dialect, Schema } from "./types";

/** A field's column: its kind and the type that stores it on each database. */
export interface ColumnSpec {
  readonly kind: FieldKind;
  readonly sqlite: string;
  readonly postgres: string;
}

/** A unique index on one column, case-insensitive (on `lower(column)`) or not, among live rows only or all. */
export interface UniqueIndexSpec {
  readonly column: string;
  readonly caseInsensitive: boolean;
  /** `where deleted = 0`: soft-deleted rows do not hold their value. */
  readonly liveOnly: boolean;
}

export interface ForeignKeySpec {
  readonly column: string;
  /** The referenced table; the key is always its `Id`, and deleting a referenced row is refused. */
  readonly references: string;
}

/** One resource's table. Every table also has `Id`, `ctime` and `utime`, which the snapshot leaves out. */
export interface TableSpec {
  readonly columns: Readonly<Record<string, ColumnSpec>>;
  /** Index name → its columns (a field and `Id`, so that the grid's order `key, Id` is an index walk). */
  readonly indexes: Readonly<Record<string, readonly string[]>>;
  readonly uniqueIndexes: Readonly<Record<string, UniqueIndexSpec>>;
  readonly foreignKeys: Readonly<Record<string, ForeignKeySpec>>;
  /** Text columns with a substring (trigram) index: server/platform/db/substringIndex.ts. Absent: none. */
  readonly substring?: readonly string[];
}

/** What the migrations make of the catalogue: server/platform/db/migrations/snapshot.json. */
export interface SchemaSnapshot {
  readonly tables: Readonly<Record<string, TableSpec>>;
}

export const EMPTY_SNAPSHOT: SchemaSnapshot = { tables: {} };

/** PostgreSQL cuts identifiers at 63 bytes; a cut name would no longer match the snapshot. */
const MAX_IDENTIFIER_BYTES = 63;
/** The keys a resource's grid orders and filters by: each gets an index `(key, Id)`. */
function indexedKeys(resource: ResourceDef): string[] {
  const keys = new Set<string>();
  if (resource.defaultSort.by !== "Id") keys.add(resource.defaultSort.by);
  for (const key of resource.reportIndexes ?? []) keys.add(key);
  for (const field of resource.fields) {
    if ((field.sortable || field.filter || field.kind === "ref") && indexable(field)) keys.add(field.key);
  }
  return [...keys];
}

/** The tables the catalogue needs, sorted by name. */
export function snapshotOf(all: readonly ResourceDef[]): SchemaSnapshot {
  const tableOf = new Map(all.map((r) => [r.name, r.table]));
  // A projection reads other resources' tables and has none of its own.
  const resources = all.filter((r) => !r.projection);
  const entries = resources.map((resource): [string, TableSpec] => {
    const { table } = resource;
    const columns: Record<string, ColumnSpec> = {};
    const indexes: Record<string, readonly string[]> = {};
    const uniqueIndexes: Record<string, UniqueIndexSpec> = {};
    const foreignKeys: Record<string, ForeignKeySpec> = {};
    for (const field of resource.fields) {
      columns[field.key] = { kind: field.kind, sqlite: columnType(field.kind, "sqlite"), postgres: columnType(field.kind, "postgres") };
      if (field.kind === "ref") {
        const target = field.ref === undefined ? undefined : tableOf.get(field.ref);
        if (target === undefined) throw new Error(`${resource.name}.${field.key} refers to "${String(field.ref)}", which is not a resource`);
        foreignKeys[`${table}_${field.key}_fkey`] = { column: field.key, references: target };
      }
    }
    for (const key of indexedKeys(resource)) indexes[`${table}_${key}`] = [key, "Id"];
    for (const field of resource.fields) {
      if (!field.unique) continue;
      uniqueIndexes[`${table}_${field.key}_unique${field.caseInsensitive ? "_ci" : ""}`] = {
        column: field.key, caseInsensitive: field.caseInsensitive === true, liveOnly: resource.softDelete === true,
      };
    }
    const substring = substringColumns(resource);
    return [table, { columns, indexes, uniqueIndexes, foreignKeys, ...(substring.length > 0 ? { substring } : {}) }];
  });
  const names = new Set<string>();
  for (const [table, spec] of entries) {
    if (names.has(table)) throw new Error(`two resources use the table "${table}"`);
    names.add(table);
    const substringNames = (spec.substring ?? []).flatMap((c) => [`${table}_${c}_trgm`, `${table}_${c}_prefix`, `${table}_fts_ai`]);
    for (const name of [table, ...Object.keys(spec.indexes), ...Object.keys(spec.uniqueIndexes), ...Object.keys(spec.foreignKeys), ...substringNames]) {
      if (Buffer.byteLength(name) > MAX_IDENTIFIER_BYTES) throw new Error(`"${name}" is longer than ${MAX_IDENTIFIER_BYTES} bytes, PostgreSQL's limit: shorten the table or field name`);
    }
  }
  return { tables: Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}

// ---------------------------------------------------------------------------------------------
// Difference

export type Change =
  | { readonly op: "createTable"; readonly table: string; readonly spec: TableSpec }
  | { readonly op: "addColumn"; readonly table: string; readonly column: string; readonly spec: ColumnSpec; readonly references?: string | undefined }
  | { readonly op: "createIndex"; readonly table: string; readonly name: string; readonly columns: readonly string[] }
  | { readonly op: "createUniqueIndex"; readonly table: string; readonly name: string; readonly index: UniqueIndexSpec }
  | { readonly op: "dropIndex"; readonly table: string; readonly name: string }
  | { readonly op: "substringIndex"; readonly table: string; readonly columns: readonly string[]; readonly previous: readonly string[] }
  /** Only in the first catalogue migration: tables the old start-time sync made have no foreign keys. */
  | { readonly op: "adoptForeignKeys"; readonly keys: readonly (readonly [table: string, name: string, spec: ForeignKeySpec])[] };

export interface SchemaDiff {
  readonly changes: readonly Change[];
  /** Differences a generated migration cannot make: they need a hand-written one. */
  readonly blocked: readonly string[];
  /** Differences that need no statement (a kind stored in the same column type). */
  readonly notes: readonly string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Tables in an order where each comes after the tables it refers to (PostgreSQL checks references at once). */
function creationOrder(tables: readonly [string, TableSpec][]): [string, TableSpec][] {
  const pending = new Map(tables);
  const out: [string, TableSpec][] = [];
  while (pending.size > 0) {
    const ready = [...pending].find(([name, spec]) => Object.values(spec.foreignKeys).every((fk) => fk.references === name || !pending.has(fk.references)));
    if (!ready) throw new Error(`tables refer to each other in a circle (${[...pending.keys()].join(", ")}): write that migration by hand`);
    out.push(ready);
    pending.delete(ready[0]);
  }
  return out;
}

/** What it takes to go from the `prev` snapshot to `next`. */
export function diffSnapshots(prev: SchemaSnapshot, next: SchemaSnapshot): SchemaDiff {
  const changes: Change[] = [];
  const blocked: string[] = [];
  const notes: string[] = [];
  for (const table of Object.keys(prev.tables)) {
    if (!(table in next.tables)) blocked.push(`table ${table}: its resource was removed or renamed (the table stays until a migration drops or renames it)`);
  }
  const created = Object.entries(next.tables).filter(([table]) => !(table in prev.tables));
  for (const [table, spec] of creationOrder(created)) {
    changes.push({ op: "createTable", table, spec });
    for (const [name, columns] of Object.entries(spec.indexes)) changes.push({ op: "createIndex", table, name, columns });
    for (const [name, index] of Object.entries(spec.uniqueIndexes)) changes.push({ op: "createUniqueIndex", table, name, index });
    if (spec.substring) changes.push({ op: "substringIndex", table, columns: spec.substring, previous: [] });
  }
  for (const [table, spec] of Object.entries(next.tables)) {
    const old = prev.tables[table];
    if (!old) continue;
    for (const [column, was] of Object.entries(old.columns)) {
      const now = spec.columns[column];
      if (!now) blocked.push(`${table}.${column}: the field was removed or renamed (its column stays)`);
      else if (now.kind !== was.kind) {
        const constrained = (k: FieldKind) => k === "ref" || k === "boolean";
        if (now.sqlite !== was.sqlite || now.postgres !== was.postgres || constrained(now.kind) || constrained(was.kind)) {
          blocked.push(`${table}.${column}: its kind changed from ${was.kind} (${was.postgres}) to ${now.kind} (${now.postgres})`);
        } else notes.push(`${table}.${column}: kind ${was.kind} → ${now.kind}, the same column (${now.postgres}): nothing to migrate`);
      } else if (now.sqlite !== was.sqlite || now.postgres !== was.postgres) {
        blocked.push(`${table}.${column}: kind ${now.kind} is now stored as ${now.sqlite} / ${now.postgres} instead of ${was.sqlite} / ${was.postgres}`);
      }
    }
    for (const [column, columnSpec] of Object.entries(spec.columns)) {
      if (column in old.columns) continue;
      const fk = Object.values(spec.foreignKeys).find((k) => k.column === column);
      changes.push({ op: "addColumn", table, column, spec: columnSpec, references: fk?.references });
    }
    // A key appears or disappears with its column or a change of kind (both refused above); only its target can change.
    for (const [name, fk] of Object.entries(old.foreignKeys)) {
      const now = spec.foreignKeys[name];
      if (now && !same(now, fk)) blocked.push(`${table}.${fk.column}: now refers to ${now.references} instead of ${fk.references}`);
    }
    // Indexes: dropped when gone or changed, then (re)created.
    for (const [name, columns] of Object.entries(old.indexes)) {
      if (!same(spec.indexes[name], columns)) changes.push({ op: "dropIndex", table, name });
    }
    for (const [name, index] of Object.entries(old.uniqueIndexes)) {
      if (!same(spec.uniqueIndexes[name], index)) changes.push({ op: "dropIndex", table, name });
    }
    for (const [name, columns] of Object.entries(spec.indexes)) {
      if (!same(old.indexes[name], columns)) changes.push({ op: "createIndex", table, name, columns });
    }
    for (const [name, index] of Object.entries(spec.uniqueIndexes)) {
      if (!same(old.uniqueIndexes[name], index)) changes.push({ op: "createUniqueIndex", table, name, index });
    }
    if (!same(old.substring ?? [], spec.substring ?? [])) changes.push({ op: "substringIndex", table, columns: spec.substring ?? [], previous: old.substring ?? [] });
  }
  // The first catalogue migration meets tables the old start-time sync made without foreign keys.
  if (Object.keys(prev.tables).length === 0) {
    const keys = changes.flatMap((c) => (c.op === "createTable" ? Object.entries(c.spec.foreignKeys).map(([name, fk]) => [c.table, name, fk] as const) : []));
    if (keys.length > 0) changes.push({ op: "adoptForeignKeys", keys });
  }
  return { changes, blocked, notes };
}

// ---------------------------------------------------------------------------------------------
// Applying a difference directly (the bench's throwaway resources)

const RESTRICT = (fk: ForeignKeyConstraintBuilder) => fk.onDelete("restrict");

async function applyChange(db: Kysely<Schema>, dialect: Dialect, change: Change): Promise<void> {
  const pg = dialect === "postgres";
  const type = (spec: ColumnSpec) => (pg ? spec.postgres : spec.sqlite) as ColumnDataType;
  switch (change.op) {
    case "createTable": {
      let create: CreateTableBuilder<string, string> = db.schema.createTable(change.table).ifNotExists()
        .addColumn("Id", "integer", (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
        .addColumn("ctime", pg ? "bigint" : "integer", (c) => c.notNull())
        .addColumn("utime", pg ? "bigint" : "integer", (c) => c.notNull());
      for (const [column, spec] of Object.entries(change.spec.columns)) {
        create = create.addColumn(column, type(spec), (c) => (spec.kind === "boolean" ? c.notNull().defaultTo(0) : c));
      }
      for (const [name, fk] of Object.entries(change.spec.foreignKeys)) {
        create = create.addForeignKeyConstraint(name, [fk.column], fk.references, ["Id"], RESTRICT);
      }
      return create.execute();
    }
    case "addColumn":
      return db.schema.alterTable(change.table).addColumn(change.column, type(change.spec), (c) => {
        if (change.spec.kind === "boolean") return c.notNull().defaultTo(0);
        return change.references === undefined ? c : c.references(`${change.references}.Id`).onDelete("restrict");
      }).execute();
    case "createIndex":
      return db.schema.createIndex(change.name).ifNotExists().on(change.table).columns([...change.columns]).execute();
    case "createUniqueIndex": {
      const { column, caseInsensitive, liveOnly } = change.index;
      let index = db.schema.createIndex(change.name).ifNotExists().unique().on(change.table);
      index = caseInsensitive ? index.expression(sql`lower(${sql.ref(column)})`) : index.column(column);
      if (liveOnly) index = index.where(sql.ref("deleted"), "=", 0);
      return index.execute();
    }
    case "dropIndex":
      return db.schema.dropIndex(change.name).ifExists().execute();
    case "substringIndex":
      return substringIndex(db, dialect, change.table, change.columns, change.previous);
    case "adoptForeignKeys":
      if (!pg) return;
      for (const [table, name, fk] of change.keys) {
        await db.schema.alterTable(table).dropConstraint(name).ifExists().execute();
        await db.schema.alterTable(table).addForeignKeyConstraint(name, [fk.column], fk.references, ["Id"], RESTRICT).execute();
      }
  }
}

/** Makes the changes on a database, in order: what the rendered migration does. */
export async function applyChanges(db: Kysely<Schema>, dialect: Dialect, changes: readonly Change[]): Promise<void> {
  for (const change of changes) await applyChange(db, dialect, change);
}

