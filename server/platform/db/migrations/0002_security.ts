import type { Kysely } from "kysely";
import type { Dialect, Schema } from "../types";

/**
 * Refused anonymous calls are counted per hour, address, method and code instead of logged one
 * row each, so that a flood of them cannot grow the security log without bound.
 */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  const big = dialect === "postgres" ? "bigint" : "integer";
  await db.schema.createTable("security_tally")
    .addColumn("hour", big, (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("count", big, (c) => c.notNull())
    .addPrimaryKeyConstraint("security_tally_pk", ["hour", "ip", "method", "code"])
    .execute();
}
