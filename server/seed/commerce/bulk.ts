import { validateRecord, type ResourceDef } from "../../../src/catalogue";
import { encodeRecord } from "../../resources/columns";
import type { Tx } from "../../platform/db/types";
import { byCatalogue } from "../../platform/db/types";

/** A record to seed with its own times. */
export interface SeedRow {
  readonly data: Record<string, unknown>;
  readonly ctime: number;
  readonly utime?: number;
}

/**
 * Inserts many validated, encoded records in chunks (one statement per chunk: a year of orders
 * seeds in a few seconds on PostgreSQL too); answers their Ids in the given order.
 */
export async function bulkInsert(tx: Tx, resource: ResourceDef, rows: readonly SeedRow[], chunk = 400): Promise<number[]> {
  const writable = resource.fields.map((f) => ({ ...f, editable: true, createOnly: false }));
  // One statement names every column of its rows: absent booleans are false (their columns are NOT NULL).
  const booleans = resource.fields.filter((f) => f.kind === "boolean").map((f) => f.key);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows.slice(i, i + chunk).map((r, k) => {
      const data = { ...r.data };
      for (const key of booleans) if (data[key] === undefined || data[key] === null) data[key] = false;
      // Validating costs ~1 ms a row: every 16th row of generated data is checked against the catalogue.
      if ((i + k) % 16 === 0) {
        const checked = validateRecord(writable, data, "create");
        if (!checked.ok) throw new Error(`seed ${resource.name}: ${checked.errors.map((e) => `${e.field} ${e.message}`).join("；")}`);
      }
      return { ...encodeRecord(resource.fields, data), ctime: r.ctime, utime: r.utime ?? r.ctime };
    });
    const inserted = await byCatalogue(tx).insertInto(resource.table).values(values).returning("Id").execute();
    ids.push(...inserted.map((r) => Number(r.Id)));
  }
  return ids;
}

/** A unique 6-digit tail for the i-th business number of a kind (a bijection on 0…999 999). */
export function tail(i: number): number {
  return (i * 104_729 + 4_711) % 1_000_000;
}

/** Picks by weight with a seeded random source. */
export function pick<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [value, w] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

export const digits = (random: () => number, n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join("");
