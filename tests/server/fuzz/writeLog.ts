/**
 * The tables the server's statements wrote, as the statement hook (server/platform/db/statementObserver)
 * reports them: kept since the last look for the checks after each call, and separately since the
 * admin run last re-read its known records.
 */
import { writtenTables } from "../../../server/platform/db/writtenTables";
import type { Tables } from "./tables";

/** Distinct statement texts parsed once: the generated queries repeat. */
const MEMO_LIMIT = 20_000;

export interface Written {
  /** Watched tables the writes may have changed (with what triggers and foreign keys change too). */
  readonly tables: ReadonlySet<string>;
  /** Written names that are no table of the database: the parse went wrong, or a table appeared. */
  readonly unknown: ReadonlySet<string>;
}

export class WriteLog {
  readonly #memo = new Map<string, readonly string[]>();
  readonly #sinceLook = new Set<string>();
  readonly #sinceKnown = new Set<string>();
  #tables: Tables | undefined;
  #heard = 0;

  /** How many statements the database has run (reads included). */
  get heard(): number {
    return this.#heard;
  }

  /** The observer handed to the server. */
  readonly hear = (statement: string): void => {
    this.#heard++;
    let written = this.#memo.get(statement);
    if (written === undefined) {
      written = [...writtenTables(statement)];
      if (this.#memo.size >= MEMO_LIMIT) this.#memo.clear();
      this.#memo.set(statement, written);
    }
    for (const table of written) {
      this.#sinceLook.add(table);
      this.#sinceKnown.add(table);
    }
  };

  /** The database's tables, once the server is up: needed to widen what was written. */
  know(tables: Tables): void {
    this.#tables = tables;
  }

  /** What was written since the last `take`. */
  take(): Written {
    return this.#drain(this.#sinceLook);
  }

  /** What was written since the last `takeForKnown`. */
  takeForKnown(): Written {
    return this.#drain(this.#sinceKnown);
  }

  #drain(set: Set<string>): Written {
    const tables = this.#tables;
    if (!tables) throw new Error("WriteLog.know(tables) first");
    const changed = new Set<string>();
    const unknown = new Set<string>();
    // SQLite folds the case of unquoted names; the schema's are lower case.
    for (const name of set) {
      const reach = tables.reach.get(name) ?? tables.reach.get(name.toLowerCase());
      if (reach) for (const t of reach) changed.add(t);
      else unknown.add(name);
    }
    set.clear();
    return { tables: changed, unknown };
  }
}
