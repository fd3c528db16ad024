// Written by hand (not by `npm run db:diff`): 订阅日报's tables belong to no catalogue resource.
// Once it has shipped, never edit it: add the next migration instead.
import type { Kysely } from "kysely";
import type { Dialect, Schema } from "../types";

/**
 * 订阅日报 (commerce.md §7.2, Q13): `report_subscription`, one row per console user who asked for the daily report
 * by mail (the address it goes to, the China-time day it was last sent for — the claim that keeps two servers from
 * sending it twice), and `report_mail`, one row per message sent or failed, never edited.
 */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const bigint = pg ? "bigint" : "integer";
  await db.schema.createTable("report_subscription").ifNotExists()
    .addColumn("userId", bigint, (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("ctime", bigint, (c) => c.notNull())
    .addColumn("lastSentDay", "text")
    .execute();
  await db.schema.createTable("report_mail").ifNotExists()
    .addColumn("Id", "integer", (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn("userId", bigint, (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("sentAt", bigint, (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("report_mail_user").ifNotExists().on("report_mail").columns(["userId", "Id"]).execute();
}
