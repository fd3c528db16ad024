/** The records payloads aim at (Ids, utimes, each resource's Id and utime pairs), re-read only where writes happened. */
import type { ResourceDef } from "../../../src/catalogue";
import { RESOURCES } from "../../../src/catalogue/registry";
import type { Db } from "../../../server/platform/db/types";
import { byCatalogue } from "../../../server/platform/db/types";
import type { Known } from "./payloads";

/** Resources with a table of their own (a projection such as 书画家作品 has none). */
const STORED = (RESOURCES as readonly ResourceDef[]).filter((r) => !r.projection);

/** Re-reads the records of the resources whose table is in `tables` (every resource when it is omitted) into `known`. */
export async function refreshKnown(db: Db, known: Known, tables?: ReadonlySet<string>): Promise<void> {
  for (const r of STORED) {
    if (tables && !tables.has(r.table)) continue;
    const rows = await byCatalogue(db).selectFrom(r.table).select(["Id", "utime"]).orderBy("Id").limit(200).execute();
    known.records.set(r.name, rows.map((row) => ({ Id: Number(row.Id), utime: Number(row.utime) }))
      .filter((p) => r.name !== "consoleUser" || p.Id !== known.adminId));
  }
  // Ids and utimes of every resource, in the order the full re-read gave them.
  const ids = new Set<number>();
  const utimes = new Set<number>();
  for (const r of STORED) {
    for (const p of known.records.get(r.name) ?? []) {
      ids.add(p.Id);
      utimes.add(p.utime);
    }
  }
  known.ids = [...ids].sort((a, b) => a - b);
  known.utimes = [...utimes].sort((a, b) => a - b);
}
