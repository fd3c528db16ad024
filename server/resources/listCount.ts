import { sql } from "kysely";
import type { Db, Dialect, Tx } from "../platform/db/types";
import { byCatalogue } from "../platform/db/types";
import type { Condition } from "./filters";

export type CountMode = "auto" | "exact" | "none";
// A type, not an interface: answers must be assignable to the dispatcher's Record<string, unknown>.
export type Counted = {
  total?: number;
  /** The total is an estimate (the grid shows 约): counting exactly would cost more than a page. */
  estimated?: true;
};

/**
 * How many matching rows are counted exactly before a list settles for an estimate. Counting walks every
 * match — on this 2-core machine about 0.1 ms per 1,000 index entries on SQLite, more on PostgreSQL (MVCC
 * keeps no row count) — and the first page of an unfiltered list costs 0.01–2 ms, so the count must stay
 * at that scale. MOYUAN_EXACT_COUNT_LIMIT (`configured`) overrides it.
 */
export function exactCountLimit(_dialect: Dialect, configured = 0): number {
  return configured > 0 ? configured : 5_000;
}

/** Rows looked at to guess what share of the table matches. */
const SAMPLE = 500;

function where<T extends { where: (c: Condition) => T }>(query: T, conditions: readonly Condition[]): T {
  let q = query;
  for (const c of conditions) q = q.where(c);
  return q;
}

/** The table's size without counting it: PostgreSQL's statistics when it has some, else the span of Ids. */
async function tableSize(db: Db | Tx, table: string, dialect: Dialect): Promise<number> {
  if (dialect === "postgres") {
    const stats = await sql<{ n: number | string | null }>`select reltuples as n from pg_class where oid = to_regclass(${table})`.execute(db);
    const n = Number(stats.rows[0]?.n ?? -1);
    if (n > 0) return n;
  }
  // Two queries: SQLite answers max() or min() alone from the index end, but both in one by reading every row.
  const [hi, lo] = await Promise.all([
    byCatalogue(db).selectFrom(table).select((eb) => eb.fn.max("Id").as("n")).executeTakeFirst(),
    byCatalogue(db).selectFrom(table).select((eb) => eb.fn.min("Id").as("n")).executeTakeFirst(),
  ]);
  return hi?.n === null || hi?.n === undefined ? 0 : Number(hi.n) - Number(lo?.n) + 1;
}

/** An estimate: the table's size times the share of its newest rows that match. */
async function estimate(db: Db | Tx, table: string, conditions: readonly Condition[], dialect: Dialect, atLeast: number): Promise<number> {
  const newest = byCatalogue(db).selectFrom(table).selectAll().orderBy("Id", "desc").limit(SAMPLE);
  const [size, sample, matched] = await Promise.all([
    tableSize(db, table, dialect),
    db.selectFrom(newest.as("s")).select((eb) => eb.fn.countAll().as("n")).executeTakeFirst(),
    where(db.selectFrom(newest.as("s")).select((eb) => eb.fn.countAll().as("n")), conditions).executeTakeFirst(),
  ]);
  const share = Number(sample?.n ?? 0) === 0 ? 0 : Number(matched?.n ?? 0) / Number(sample?.n);
  const guess = Math.round(size * share);
  // Three significant digits: an estimate should not look exact.
  const rounded = guess < 1000 ? guess : Number(guess.toPrecision(3));
  return Math.max(atLeast, rounded);
}

/** The total a list answers: exact, estimated past the limit (`auto`), or none (later pages). */
export async function countRows(db: Db | Tx, table: string, conditions: readonly Condition[], mode: CountMode, dialect: Dialect, configuredLimit = 0): Promise<Counted> {
  if (mode === "none") return {};
  if (mode === "exact") {
    const row = await where(byCatalogue(db).selectFrom(table).select((eb) => eb.fn.countAll().as("n")), conditions).executeTakeFirst();
    return { total: Number(row?.n ?? 0) };
  }
  const limit = exactCountLimit(dialect, configuredLimit);
  const bounded = byCatalogue(db).selectFrom(where(byCatalogue(db).selectFrom(table).select(sql`1`.as("one")), conditions).limit(limit + 1).as("b")).select((eb) => eb.fn.countAll().as("n"));
  const compiled = bounded.compile();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const known = estimatesOf(db).get(key);
  if (known && known.until > Date.now()) return { total: known.total, estimated: true };
  const n = Number((await bounded.executeTakeFirst())?.n ?? 0);
  if (n <= limit) return { total: n };
  const total = await estimate(db, table, conditions, dialect, limit + 1);
  remember(estimatesOf(db), key, total);
  return { total, estimated: true };
}

/**
 * Estimates of this process, by query, for a few seconds: the next pages and the next users of a large
 * list skip the bounded count. Harmless across servers: an estimate is only ever shown as one.
 */
type Estimates = Map<string, { total: number; until: number }>;
const byDatabase = new WeakMap<object, Estimates>();
const ESTIMATE_MS = 10_000;
const ESTIMATES_KEPT = 1_000;

function estimatesOf(db: Db | Tx): Estimates {
  let estimates = byDatabase.get(db);
  if (!estimates) byDatabase.set(db, (estimates = new Map()));
  return estimates;
}

function remember(estimates: Estimates, key: string, total: number): void {
  if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value as string);
  estimates.set(key, { total, until: Date.now() + ESTIMATE_MS });
}
