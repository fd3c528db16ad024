/**
 * The last known digest of every watched table. Taken whole once; afterwards only the tables a
 * call wrote are digested again (a write that changed nothing — a rolled-back transaction, an update
 * to the same values — leaves the digest as it was).
 */
import type { Db } from "../../../server/platform/db/types";
import { digestTable, type Tables } from "./tables";

export type Digest = Readonly<Record<string, string>>;

export class Digests {
  readonly #cache = new Map<string, string>();
  #last: { readonly digest: Digest; readonly at: number } | undefined;

  /** `statements`: how many statements the database has run so far (the statement hook counts them). */
  constructor(private readonly db: Db, private readonly tables: Tables, private readonly statements: () => number) {}

  /**
   * Every watched table digested (the cache is left as it is). The last one again when the database
   * has run no statement since (not even a read): between one caller's run and the next.
   */
  async full(): Promise<Digest> {
    if (this.#last && this.#last.at === this.statements()) return this.#last.digest;
    const out: Record<string, string> = {};
    for (const table of this.tables.watched) out[table] = await digestTable(this.db, table);
    this.#last = { digest: out, at: this.statements() };
    return out;
  }

  /** The cached digests, as `full` would give them were the cache right. */
  cached(): Digest {
    return Object.fromEntries(this.#cache);
  }

  /** Digests every watched table into the cache. */
  async takeAll(): Promise<void> {
    for (const [table, digest] of Object.entries(await this.full())) this.#cache.set(table, digest);
  }

  /**
   * Digests `tables` again and answers how each that changed differs from the cache, which it then
   * holds the new digest (so that fast-check's shrinking compares each smaller payload with the
   * database as the failing one left it).
   */
  async recheck(tables: Iterable<string>): Promise<string[]> {
    const changed: string[] = [];
    for (const table of tables) {
      const now = await digestTable(this.db, table);
      const before = this.#cache.get(table);
      if (now !== before) changed.push(`${table}: ${before ?? "-"} → ${now}`);
      this.#cache.set(table, now);
    }
    return changed;
  }
}

export function diff(before: Digest, after: Digest): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((k) => before[k] !== after[k]).map((k) => `${k}: ${before[k] ?? "-"} → ${after[k] ?? "-"}`);
}
