/**
 * Substring filters ("名称包含 0004") through an index instead of a scan of every row: on SQLite an FTS5
 * table with the trigram tokenizer over the resource's filterable text columns (`<table>_fts`, external
 * content kept in step by triggers); on PostgreSQL a pg_trgm GIN index per column (`<table>_<col>_trgm`,
 * which ILIKE '%…%' uses by itself) and a text_pattern_ops index for prefix filters (`<table>_<col>_prefix`).
 * Migrations call `substringIndex`: it is part of their history, so change what it makes only together
 * with a new migration.
 */
import { sql, type Kysely } from "kysely";
import { kindOf, type ResourceDef } from "../../../src/catalogue";
import { indexable } from "./indexable";
import type { Dialect, Schema } from "./types";

/** The FTS5 table beside a table (SQLite). */
export const ftsTable = (table: string) => `${table}_fts`;

/** Text fields filtered by substring: the ones that get the index. */
export function substringColumns(resource: ResourceDef): string[] {
  // Only columns short enough for a B-tree entry: PostgreSQL's prefix index is one.
  return resource.fields.filter((f) => f.filter && kindOf(f).filters.includes("contains") && indexable(f)).map((f) => f.key);
}

/** A trigram index needs at least 3 characters, and LIKE's own wildcards cannot go through it. */
export function usesTrigrams(text: string): boolean {
  return [...text].length >= 3 && !/[%_\\]/.test(text);
}

const id = (name: string) => sql.id(name);

async function sqliteIndex(db: Kysely<Schema>, table: string, columns: readonly string[], previous: readonly string[]): Promise<void> {
  const fts = ftsTable(table);
  if (previous.length > 0) {
    for (const t of ["ai", "ad", "au"]) await sql`drop trigger if exists ${id(`${fts}_${t}`)}`.execute(db);
    await sql`drop table if exists ${id(fts)}`.execute(db);
  }
  if (columns.length === 0) return;
  const cols = sql.join(columns.map(id));
  const news = sql.join(columns.map((c) => sql`new.${id(c)}`));
  const olds = sql.join(columns.map((c) => sql`old.${id(c)}`));
  await sql`create virtual table if not exists ${id(fts)} using fts5(${cols}, content=${sql.lit(table)}, content_rowid='Id', tokenize='trigram')`.execute(db);
  await sql`create trigger if not exists ${id(`${fts}_ai`)} after insert on ${id(table)} begin
    insert into ${id(fts)}(rowid, ${cols}) values (new."Id", ${news}); end`.execute(db);
  await sql`create trigger if not exists ${id(`${fts}_ad`)} after delete on ${id(table)} begin
    insert into ${id(fts)}(${id(fts)}, rowid, ${cols}) values ('delete', old."Id", ${olds}); end`.execute(db);
  await sql`create trigger if not exists ${id(`${fts}_au`)} after update of ${cols} on ${id(table)} begin
    insert into ${id(fts)}(${id(fts)}, rowid, ${cols}) values ('delete', old."Id", ${olds});
    insert into ${id(fts)}(rowid, ${cols}) values (new."Id", ${news}); end`.execute(db);
  await sql`insert into ${id(fts)}(${id(fts)}) values ('rebuild')`.execute(db);
}

/**
 * The schema holding pg_trgm, installing it (into `public` when there is one, so that no throwaway schema
 * takes it along when dropped); null when the server has no pg_trgm: then substring filters scan.
 */
async function trigramSchema(db: Kysely<Schema>): Promise<string | null> {
  const installed = async () => (await sql<{ s: string }>`select extnamespace::regnamespace::text as s from pg_extension where extname = 'pg_trgm'`.execute(db)).rows[0]?.s ?? null;
  const found = await installed();
  if (found) return found;
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return null;
  const hasPublic = (await sql<{ ok: boolean }>`select to_regnamespace('public') is not null as ok`.execute(db)).rows[0]?.ok === true;
  try {
    await (hasPublic ? sql`create extension if not exists pg_trgm with schema public` : sql`create extension if not exists pg_trgm`).execute(db);
  } catch (err) {
    // Another server (or test) installed it at the same moment.
    if (!(await installed())) throw err;
  }
  return installed();
}

async function postgresIndex(db: Kysely<Schema>, table: string, columns: readonly string[], previous: readonly string[]): Promise<void> {
  for (const c of previous.filter((p) => !columns.includes(p))) {
    await sql`drop index if exists ${id(`${table}_${c}_trgm`)}`.execute(db);
    await sql`drop index if exists ${id(`${table}_${c}_prefix`)}`.execute(db);
  }
  const added = columns.filter((c) => !previous.includes(c));
  if (added.length === 0) return;
  const schema = await trigramSchema(db);
  for (const c of added) {
    await sql`create index if not exists ${id(`${table}_${c}_prefix`)} on ${id(table)} (${id(c)} text_pattern_ops)`.execute(db);
    if (schema) await sql`create index if not exists ${id(`${table}_${c}_trgm`)} on ${id(table)} using gin (${id(c)} ${sql.id(schema, "gin_trgm_ops")})`.execute(db);
  }
}

/** Makes the substring index of `table` cover `columns` (it covered `previous`). */
export async function substringIndex(db: Kysely<Schema>, dialect: Dialect, table: string, columns: readonly string[], previous: readonly string[] = []): Promise<void> {
  if (dialect === "postgres") await postgresIndex(db, table, columns, previous);
  else await sqliteIndex(db, table, columns, previous);
}
