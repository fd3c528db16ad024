import type { Kysely } from "kysely";
import type { Dialect, Schema } from "../types";

/**
 * Each console user's own settings that follow them to another browser (a grid's column widths, order
 * and hidden columns): one JSON value per user and key. Written by hand: it is no catalogue resource.
 */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  const big = dialect === "postgres" ? "bigint" : "integer";
  await db.schema.createTable("user_pref")
    .addColumn("userId", "integer", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("utime", big, (c) => c.notNull())
    .addPrimaryKeyConstraint("user_pref_pk", ["userId", "key"])
    .execute();
}
