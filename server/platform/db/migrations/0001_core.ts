import type { Kysely } from "kysely";
import type { Dialect, Schema } from "../types";

/** Sessions, credentials, sign-in throttling, the security log, settings and uploads. */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  const big = dialect === "postgres" ? "bigint" : "integer";
  await db.schema.createTable("setting")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
  await db.schema.createTable("user_credential")
    .addColumn("userId", "integer", (c) => c.primaryKey())
    .addColumn("passwordHash", "text", (c) => c.notNull())
    .addColumn("changedAt", big, (c) => c.notNull())
    .execute();
  await db.schema.createTable("session")
    .addColumn("tokenHash", "text", (c) => c.primaryKey())
    .addColumn("userId", "integer", (c) => c.notNull())
    .addColumn("ctime", big, (c) => c.notNull())
    .addColumn("lastSeen", big, (c) => c.notNull())
    .addColumn("expiresAt", big, (c) => c.notNull())
    .addColumn("ip", "text")
    .execute();
  await db.schema.createIndex("session_user").on("session").column("userId").execute();
  await db.schema.createTable("login_throttle")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("lastFailureAt", big, (c) => c.notNull())
    .addColumn("lockedUntil", big, (c) => c.notNull())
    .execute();
  await db.schema.createTable("security_log")
    .addColumn("Id", "integer", (c) => (dialect === "postgres" ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn("ctime", big, (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("userName", "text")
    .addColumn("ip", "text")
    .addColumn("method", "text")
    .addColumn("code", "text")
    .addColumn("message", "text")
    .execute();
  await db.schema.createIndex("security_log_ctime").on("security_log").column("ctime").execute();
  await db.schema.createTable("upload_file")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("dataType", "text", (c) => c.notNull())
    .addColumn("contentType", "text", (c) => c.notNull())
    .addColumn("size", big, (c) => c.notNull())
    .addColumn("userId", "integer")
    .addColumn("ctime", big, (c) => c.notNull())
    .execute();
}
