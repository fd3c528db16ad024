// Written by hand (not by `npm run db:diff`): the lag samples belong to no catalogue resource.
// Once it has shipped, never edit it: add the next migration instead.
import type { Kysely } from "kysely";
import type { Dialect, Schema } from "../types";

/**
 * 同步延迟 (commerce.md §7.6): `sync_lag_sample`, one row per real-time sync task and minute (`at` floored to
 * 60 000 ms) with the lag measured then. The primary key (taskId, at) is what makes two servers sweeping the
 * same minute leave one sample. Kept 90 days (the sweeper deletes older rows).
 */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  const bigint = dialect === "postgres" ? "bigint" : "integer";
  await db.schema.createTable("sync_lag_sample").ifNotExists()
    .addColumn("taskId", bigint, (c) => c.notNull())
    .addColumn("at", bigint, (c) => c.notNull())
    .addColumn("lagSeconds", bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint("sync_lag_sample_pk", ["taskId", "at"])
    .execute();
  // The figure reads a period of every task's samples; retention deletes by `at`.
  await db.schema.createIndex("sync_lag_sample_at").ifNotExists().on("sync_lag_sample").columns(["at"]).execute();
}
