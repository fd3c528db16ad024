/**
 * The tables the fuzz watches, a digest of each, and what a write to one may change besides itself
 * (triggers, foreign-key actions, an FTS5 table's shadow tables): the statement hook names only the
 * table a statement writes.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../../server/platform/db/types";
import { writtenTables } from "../../../server/platform/db/writtenTables";
import type { DbKind } from "../harness";

/** Tables that legitimately change on refused or failed calls (sessions, sign-in throttling, the security log). */
export const VOLATILE_TABLES = new Set(["session", "security_log", "security_tally", "login_throttle"]);

export interface Tables {
  /** Every table but the volatile ones, as the fingerprints list them. */
  readonly watched: readonly string[];
  /** A written table → every table that write may change (itself included), volatile ones left out. */
  readonly reach: ReadonlyMap<string, ReadonlySet<string>>;
}

type Edges = Map<string, Set<string>>;
const edge = (edges: Edges, from: string, to: string) => {
  const set = edges.get(from) ?? new Set<string>();
  set.add(to);
  edges.set(from, set);
};

/** SQLite: trigger bodies (the FTS5 tables kept in step), ON DELETE/UPDATE actions, virtual tables' shadow tables. */
async function sqliteEdges(db: Db, names: readonly string[]): Promise<Edges> {
  const edges: Edges = new Map();
  const triggers = await sql<{ t: string; sql: string }>`select tbl_name as t, sql from sqlite_master where type = 'trigger'`.execute(db);
  for (const tr of triggers.rows) for (const target of writtenTables(tr.sql)) edge(edges, tr.t, target);
  for (const child of names) {
    const fks = await sql<{ parent: string; on_update: string; on_delete: string }>`select "table" as parent, on_update, on_delete from pragma_foreign_key_list(${child})`.execute(db);
    for (const fk of fks.rows) if (/cascade|set/i.test(`${fk.on_update} ${fk.on_delete}`)) edge(edges, fk.parent, child);
  }
  const list = await sql<{ name: string; type: string }>`select name, type from pragma_table_list where schema = 'main'`.execute(db);
  const virtual = list.rows.filter((r) => r.type === "virtual").map((r) => r.name);
  for (const shadow of list.rows.filter((r) => r.type === "shadow")) {
    const owner = virtual.filter((v) => shadow.name.startsWith(`${v}_`)).sort((a, b) => b.length - a.length)[0];
    if (owner) edge(edges, owner, shadow.name);
  }
  return edges;
}

/** PostgreSQL: ON DELETE/UPDATE actions; a table with a trigger of its own may change anything (its function is not read). */
async function postgresEdges(db: Db, names: readonly string[]): Promise<Edges> {
  const edges: Edges = new Map();
  const fks = await sql<{ child: string; parent: string; upd: string; del: string }>`
    select c.relname as child, p.relname as parent, k.confupdtype as upd, k.confdeltype as del
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`.execute(db);
  for (const fk of fks.rows) if (/[cnd]/.test(fk.upd + fk.del)) edge(edges, fk.parent, fk.child);
  const triggers = await sql<{ t: string }>`
    select distinct c.relname as t from pg_trigger g join pg_class c on c.oid = g.tgrelid
    where not g.tgisinternal and c.relnamespace = current_schema()::regnamespace`.execute(db);
  for (const tr of triggers.rows) for (const name of names) edge(edges, tr.t, name);
  return edges;
}

export async function readTables(db: Db, kind: DbKind): Promise<Tables> {
  const names = kind === "sqlite"
    ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)).rows.map((r) => r.name)
    : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)).rows.map((r) => r.name);
  const edges = kind === "sqlite" ? await sqliteEdges(db, names) : await postgresEdges(db, names);
  const reach = new Map<string, Set<string>>();
  for (const start of names) {
    const seen = new Set([start]);
    const queue = [start];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      for (const to of edges.get(next) ?? []) if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
    reach.set(start, new Set([...seen].filter((n) => !VOLATILE_TABLES.has(n))));
  }
  return { watched: names.filter((n) => !VOLATILE_TABLES.has(n)), reach };
}

/** A row value as JSON takes it: a blob (the FTS5 index) as hex, not as an array of numbers (ten times slower). */
function plain(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Record<string, unknown>)[key];
  if (raw instanceof Uint8Array) return { blob: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("hex") };
  return typeof value === "bigint" ? value.toString() : value;
}

/** A digest of every row of one table (they are small), to catch changes that keep utime. */
export async function digestTable(db: Db, table: string): Promise<string> {
  const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  const lines = rows.rows.map((r) => JSON.stringify(r, plain)).sort();
  return `${lines.length} rows, ${createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16)}`;
}
