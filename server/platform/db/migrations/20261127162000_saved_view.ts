import type { Kysely } from "kysely";
import type { Dialect, Schema } from "../types";

/**
 * Saved views (issue 22): a user's named filters, sort and columns of one screen, kept on the server so
 * that they follow the user to another browser. Hand-written: not a catalogue resource.
 */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const big = pg ? "bigint" : "integer";
  await db.schema.createTable("saved_view")
    .addColumn("Id", "integer", (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn("userId", "integer", (c) => c.notNull())
    .addColumn("screen", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("ctime", big, (c) => c.notNull())
    .addColumn("utime", big, (c) => c.notNull())
    .addForeignKeyConstraint("saved_view_userId_fkey", ["userId"], "console_user", ["Id"], (fk) => fk.onDelete("cascade"))
    .execute();
  // One name per user and screen; the same index lists a user's views of a screen.
  await db.schema.createIndex("saved_view_user_screen_name").unique().on("saved_view").columns(["userId", "screen", "name"]).execute();
}
