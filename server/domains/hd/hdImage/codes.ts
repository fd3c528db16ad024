/**
 * Server-made codes of the HD library: the next number after the largest code with the prefix, under
 * a lock so two creates never take the same one — a transaction-scoped advisory lock on PostgreSQL
 * (released at commit), SQLite's single write transaction elsewhere. Codes of deleted rows are never reused.
 */
import { sql } from "kysely";
import type { Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { dialectOf } from "../../../resources/rows";
import { shanghaiDay } from "../../../../src/catalogue/kinds/shanghai";

/** Serialises code making for one key until the transaction ends. */
async function lockCodes(tx: Tx, key: string): Promise<void> {
  if (dialectOf(tx) === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
}

/** `{prefix}{n}` with n zero-padded to `width`, one more than the largest stored with that prefix. */
export async function nextCode(tx: Tx, table: string, column: string, prefix: string, width: number): Promise<string> {
  await lockCodes(tx, `${table}.${column}`);
  const rows = await byCatalogue(tx).selectFrom(table).select(column).where(column, "like", `${prefix}%`).execute();
  let max = 0;
  for (const r of rows) {
    const n = Number(String(r[column]).slice(prefix.length));
    if (Number.isInteger(n) && n > max) max = n;
  }
  return `${prefix}${String(max + 1).padStart(width, "0")}`;
}

/** `IMP-yyyyMMdd-` of the Beijing day of `at`. */
export function importCodePrefix(at: number): string {
  return `IMP-${shanghaiDay(at)}-`;
}
