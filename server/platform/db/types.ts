import type { Kysely, Transaction } from "kysely";
import type { Tables } from "./tables";

/** A row as the database returns it: column name to value. */
export type Row = Record<string, unknown>;

/**
 * The schema queries are checked against: every table and its columns by name, generated from the
 * migrations (tables.ts, `npm run db:diff`), so a misspelt table or column fails `tsc`.
 */
export type Schema = Tables;
export type Db = Kysely<Schema>;
export type Tx = Transaction<Schema>;

/**
 * The same schema as the engine sees it: the table and columns of whichever catalogue resource a
 * call is about, named at run time by the resource's entry (its `table` and field keys).
 */
export type CatalogueSchema = Record<string, Row>;
export type CatalogueDb = Kysely<CatalogueSchema>;
export type CatalogueTx = Transaction<CatalogueSchema>;

/**
 * A connection or transaction for queries whose table and columns come from a catalogue entry at run
 * time (the generic list, save and transition methods; seeds and checks over every resource). The
 * same object: only the compiler's view of the schema changes.
 */
export function byCatalogue(db: Tx): CatalogueTx;
export function byCatalogue(db: Db): CatalogueDb;
export function byCatalogue(db: Db | Tx): CatalogueDb {
  return db as unknown as CatalogueDb;
}
export type Dialect = "sqlite" | "postgres";

/** A versioned migration (server/platform/db/migrations/<YYYYMMDDHHmmss>_name.ts): run once, in name order, on either database. */
export interface VersionedMigration {
  up(db: Kysely<Schema>, dialect: Dialect): Promise<void>;
}
