import type { Kysely } from "kysely";
import type { Dialect, Schema } from "../types";

/** The per-user upload quota sums a user's uploads of the last 24 hours: index them by user and time. */
export async function up(db: Kysely<Schema>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex("upload_file_user_ctime").on("upload_file").columns(["userId", "ctime"]).execute();
}
