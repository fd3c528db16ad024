import type { Tx } from "../../platform/db/types";
import { byCatalogue } from "../../platform/db/types";

/** Ids by name of a table's rows (museums, ancient artists), for seeds that refer to real names. */
export async function idsByName(tx: Tx, table: string, column = "name"): Promise<Map<string, number>> {
  const rows = await byCatalogue(tx).selectFrom(table).select(["Id", column]).orderBy("Id").execute();
  const out = new Map<string, number>();
  for (const r of rows) if (!out.has(String(r[column]))) out.set(String(r[column]), Number(r.Id));
  return out;
}

/** A handful at least of `n` scaled. */
export const scaled = (n: number, scale: number, least = 5) => Math.min(n, Math.max(least, Math.round(n * scale)));

/** Whether the table has rows already (a database seeded before the per-resource markers): then a seed writes nothing. */
export async function seededAlready(tx: Tx, table: string): Promise<boolean> {
  return (await byCatalogue(tx).selectFrom(table).select("Id").limit(1).executeTakeFirst()) !== undefined;
}
