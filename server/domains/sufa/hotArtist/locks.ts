import { sql } from "kysely";
import { dialectOf } from "../../../resources/rows";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";

/**
 * Serialises writers of one logical group (a hot list's section) until the transaction ends: a
 * transaction-scoped advisory lock on PostgreSQL; SQLite runs one write transaction at a time already.
 */
export async function lockGroup(tx: Tx, key: string): Promise<void> {
  if (dialectOf(tx) === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
}

/** Locks one row (SELECT … FOR UPDATE on PostgreSQL) so that counts written to it follow each other. */
export async function lockRowById(tx: Tx, table: string, id: number): Promise<Row | undefined> {
  let q = byCatalogue(tx).selectFrom(table).selectAll().where("Id", "=", id);
  if (dialectOf(tx) === "postgres") q = q.forUpdate();
  return q.executeTakeFirst();
}
