import { sql, type SqlBool } from "kysely";
import type { ResourceDef } from "../../src/catalogue";
import { decodeRow } from "../platform/db/columns";
import type { Db, Dialect, Row, Tx } from "../platform/db/types";
import { byCatalogue } from "../platform/db/types";
import { notFound } from "../platform/wire/errors";
import { countRows, exactCountLimit, type CountMode, type Counted } from "./listCount";
import type { Condition } from "./filters";
import { DEFAULT_LIMIT } from "./payload";

export interface ListQuery {
  readonly where: readonly Condition[];
  readonly columns: readonly string[];
  readonly sortBy: string;
  readonly asc: boolean;
  readonly skip?: number | undefined;
  readonly limit?: number | undefined;
  /** Keyset paging: the rows right after / right before this record in the list's order. */
  readonly after?: number | undefined;
  readonly before?: number | undefined;
  /** The last `limit` rows, answered in the list's order. */
  readonly last?: boolean | undefined;
  readonly count?: CountMode | undefined;
  /** Config's exactCountLimit (0: the database's default). */
  readonly countLimit?: number | undefined;
}

type Dir = "asc" | "desc";
/** Columns that never hold NULL: the system ones. Any field column may (rows older than a field, optional fields). */
const NOT_NULL = new Set(["Id", "ctime", "utime"]);

/**
 * Where NULLs fall in an order: each database's default (SQLite: first ascending; PostgreSQL: last
 * ascending), so that the (key, Id) indexes serve both directions; reversing an order reverses it exactly.
 */
const nullsFirst = (dialect: Dialect, dir: Dir) => (dialect === "sqlite" ? dir === "asc" : dir === "desc");

interface Anchor {
  readonly value: unknown;
  readonly id: number;
}

/**
 * The rows of one order from an anchor on (or from the start), up to `limit`, one index-friendly query per
 * segment of the order: the non-NULL values compared as a row value `(key, Id) > (v, id)`, the NULLs by Id.
 */
async function walk(db: Db | Tx, table: string, q: ListQuery, dialect: Dialect, dir: Dir, anchor: Anchor | null, limit: number, few = false): Promise<Record<string, unknown>[]> {
  const key = q.sortBy;
  const nullable = !NOT_NULL.has(key);
  const segments: ("values" | "nulls")[] = !nullable ? ["values"] : nullsFirst(dialect, dir) ? ["nulls", "values"] : ["values", "nulls"];
  const op = dir === "asc" ? ">" : "<";
  let from = 0;
  if (anchor) from = segments.indexOf(anchor.value === null ? "nulls" : "values");
  const out: Record<string, unknown>[] = [];
  for (let i = from; i < segments.length && out.length < limit; i++) {
    const segment = segments[i];
    const start = i === from ? anchor : null;
    let query = few ? matches(db, table, q) : byCatalogue(db).selectFrom(table).select([...q.columns]);
    if (!few) for (const c of q.where) query = query.where(c);
    if (segment === "values") {
      if (start) query = query.where(sql<SqlBool>`(${sql.ref(key)}, ${sql.ref("Id")}) ${sql.raw(op)} (${start.value}, ${start.id})`);
      else if (nullable) query = query.where(key, "is not", null);
      if (key !== "Id") query = query.orderBy(key, dir);
    } else {
      query = query.where(key, "is", null);
      if (start) query = query.where("Id", op, start.id);
    }
    query = query.orderBy("Id", dir);
    out.push(...(await query.limit(limit - out.length).execute()));
  }
  return out;
}

/**
 * PostgreSQL, when the count found few matches: the matches first (a materialized CTE, so through the
 * filter's own index, e.g. the trigram one), then their order. Left to itself the planner may walk the
 * sort index backwards testing each row against the filter: 31 ms instead of 1 at 1M rows for 300 matches.
 */
function matches(db: Db | Tx, table: string, q: ListQuery) {
  const cols = [...new Set([...q.columns, q.sortBy, "Id"])];
  return byCatalogue(db).with((cte) => cte("m").materialized(), (d) => {
    let inner = d.selectFrom(table).select(cols);
    for (const c of q.where) inner = inner.where(c);
    return inner;
  }).selectFrom("m").select([...q.columns]);
}

/** The raw sort value of the record a keyset page starts from: it must still be in the list. */
async function anchorOf(db: Db | Tx, table: string, q: ListQuery, id: number): Promise<Anchor> {
  let query = byCatalogue(db).selectFrom(table).select(sql<unknown>`${sql.ref(q.sortBy)}`.as("v")).where("Id", "=", id);
  for (const c of q.where) query = query.where(c);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound("翻页的起点记录已不在列表中，请刷新列表");
  return { value: row.v ?? null, id };
}

async function pageRows(db: Db | Tx, resource: ResourceDef, q: ListQuery, dialect: Dialect, few = false): Promise<Record<string, unknown>[]> {
  const dir: Dir = q.asc ? "asc" : "desc";
  const back: Dir = q.asc ? "desc" : "asc";
  const limit = q.limit ?? DEFAULT_LIMIT;
  const { table } = resource;
  if (q.after !== undefined) return walk(db, table, q, dialect, dir, await anchorOf(db, table, q, q.after), limit);
  if (q.before !== undefined) return (await walk(db, table, q, dialect, back, await anchorOf(db, table, q, q.before), limit)).reverse();
  if (q.last) return (await walk(db, table, q, dialect, back, null, limit)).reverse();
  if (!q.skip) return walk(db, table, q, dialect, dir, null, limit, few);
  // A jump into the middle (the scrollbar dragged far): the one case that still walks an OFFSET.
  let rows = byCatalogue(db).selectFrom(table).select([...q.columns]);
  for (const c of q.where) rows = rows.where(c);
  rows = rows.orderBy(q.sortBy, dir);
  if (q.sortBy !== "Id") rows = rows.orderBy("Id", dir);
  return rows.limit(limit).offset(q.skip).execute();
}

/** One page of records, and the total under the same conditions as the count mode asks. */
export async function listRecords(db: Db | Tx, resource: ResourceDef, q: ListQuery, dialect: Dialect): Promise<{ data: Row[] } & Counted> {
  const mode = q.count ?? "auto";
  let data: Record<string, unknown>[];
  let counted: Counted;
  if (dialect === "postgres" && q.where.length > 0 && mode !== "none" && !q.skip && q.after === undefined && q.before === undefined && !q.last) {
    // A filtered first page: the count first, so that few matches are read through their filter's index.
    counted = await countRows(db, resource.table, q.where, mode, dialect, q.countLimit);
    const few = counted.total !== undefined && !counted.estimated && counted.total <= exactCountLimit(dialect, q.countLimit);
    data = await pageRows(db, resource, q, dialect, few);
  } else {
    [data, counted] = await Promise.all([pageRows(db, resource, q, dialect), countRows(db, resource.table, q.where, mode, dialect, q.countLimit)]);
  }
  return { data: data.map((r) => decodeRow(resource.fields, r)), ...counted };
}
