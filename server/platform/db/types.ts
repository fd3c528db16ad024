import type { Kysely, Transaction } from "kysely";

/** A row as the database returns it: column name to value. */
export type Row = Record<string, unknown>;

/**
 * Tables are derived from the catalogue at run time, so the query layer is typed by
 * table and column *names* (strings that come only from the catalogue), not by a
 * generated schema.
 */
export type Schema = Record<string, Row>;
export type Db = Kysely<Schema>;
export type Tx = Transaction<Schema>;
export type Dialect = "sqlite" | "postgres";

/** A versioned migration (server/platform/db/migrations/<YYYYMMDDHHmmss>_name.ts): run once, in name order, on either database. */
export interface VersionedMigration {
  up(db: Kysely<Schema>, dialect: Dialect): Promise<void>;
}
