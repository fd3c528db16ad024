import { sql } from "kysely";
import type { Db, Dialect, Tx } from "../db/types";
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
  const span = await db.selectFrom(table).select((eb) => [eb.fn.max("Id").as("hi"), eb.fn.min("Id").as("lo")]).executeTakeFirst();
  return span?.hi === null || span?.hi === undefined ? 0 : Number(span.hi) - Number(span.lo) + 1;
}

/** An estimate: the table's size times the share of its newest rows that match. */
async function estimate(db: Db | Tx, table: string, conditions: readonly Condition[], dialect: Dialect, atLeast: number): Promise<number> {
  const newest = db.selectFrom(table).selectAll().orderBy("Id", "desc").limit(SAMPLE);
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
    const row = await where(db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")), conditions).executeTakeFirst();
    return { total: Number(row?.n ?? 0) };
  }
  const limit = exactCountLimit(dialect, configuredLimit);
  const bounded = where(db.selectFrom(table).select(sql`1`.as("one")), conditions).limit(limit + 1);
  const row = await db.selectFrom(bounded.as("b")).select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
  const n = Number(row?.n ?? 0);
  if (n <= limit) return { total: n };
  return { total: await estimate(db, table, conditions, dialect, limit + 1), estimated: true };
}
