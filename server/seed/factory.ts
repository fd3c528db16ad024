import { validateRecord, type ResourceDef } from "../../src/catalogue";
import type { ResourceName } from "../../src/catalogue/registry";
import { encodeRecord } from "../resources/columns";
import type { Tx } from "../platform/db/types";
import { byCatalogue } from "../platform/db/types";

/** What a seed factory is given: the transaction, a fixed clock and random source, and the admin's initial password. */
export interface SeedContext {
  readonly tx: Tx;
  readonly now: number;
  /** Deterministic for a resource (seeded by its name), so every install gets the same demo data. */
  readonly random: () => number;
  /** Share of the designed volume to write (1 = commerce.md §10's counts); factories of large worlds scale their counts by it, never below a handful. */
  readonly scale: number;
  /** One password for every demo account, or null: each gets its own (see `issued`). */
  readonly password: string | null;
  /** Passwords a factory made up, to be printed once at start: user name → password. */
  readonly issued: Map<string, string>;
  /**
   * Validates a record as a create would (server-set fields allowed), encodes it as the server
   * does and inserts it; answers its Id. `times` places it in the past for a realistic order.
   */
  insert(resource: ResourceDef, data: Record<string, unknown>, times?: { ctime?: number; utime?: number }): Promise<number>;
  /** The Ids of a resource's records, for references (seeded earlier: factories run in reference order). */
  idsOf(resource: ResourceName): Promise<number[]>;
}

/** The demo data of one resource (and of the resources it `fills`, e.g. tag items under their types). */
export interface SeedFactory {
  readonly resource: ResourceDef;
  readonly fills?: readonly ResourceDef[];
  /** Resources (by name) whose demo data must exist first though no field points at them (月结 totals need the orders' entries). */
  readonly after?: readonly ResourceName[];
  run(ctx: SeedContext): Promise<void>;
}

export function defineSeed(factory: SeedFactory): SeedFactory {
  return factory;
}

/** A small, fast, seedable generator (mulberry32): the same seed, the same sequence. */
export function seededRandom(seedText: string): () => number {
  let a = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 1779033703);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Inserts one validated, encoded record. Seeds may set server-set fields (a last sign-in, a soft delete). */
export async function insertSeed(tx: Tx, resource: ResourceDef, data: Record<string, unknown>, ctime: number, utime = ctime): Promise<number> {
  const writable = resource.fields.map((f) => ({ ...f, editable: true, createOnly: false }));
  const checked = validateRecord(writable, data, "create");
  if (!checked.ok) throw new Error(`seed ${resource.name}: ${checked.errors.map((e) => `${e.field} ${e.message}`).join("；")}`);
  const row = await byCatalogue(tx).insertInto(resource.table).values({ ...encodeRecord(resource.fields, checked.value), ctime, utime })
    .returning("Id").executeTakeFirstOrThrow();
  return Number(row.Id);
}
