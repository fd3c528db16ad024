import { sql, type Kysely } from "kysely";
import type { Dialect, Schema } from "../types";

/**
 * Record search by name, pinyin and pinyin initials: one row per searchable record (written by hand,
 * not by db:diff — it is no catalogue resource). The server keeps it in step with every change, in
 * the change's transaction (server/search/searchIndex.ts); rows that exist before it are indexed at
 * start when the table is empty. Prefix searches use the (resource, …) indexes (text_pattern_ops on
 * PostgreSQL, so that LIKE 'abc%' can use them); substring searches scan only one resource's rows.
 */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  const big = dialect === "postgres" ? "bigint" : "integer";
  await db.schema.createTable("search_index")
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("recordId", big, (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("pinyin", "text", (c) => c.notNull())
    .addColumn("initials", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_index_pk", ["resource", "recordId"])
    .execute();
  if (dialect === "postgres") {
    await sql`create index search_index_pinyin on search_index (resource, pinyin text_pattern_ops)`.execute(db);
    await sql`create index search_index_initials on search_index (resource, initials text_pattern_ops)`.execute(db);
    await sql`create index search_index_title on search_index (resource, lower(title) text_pattern_ops)`.execute(db);
  } else {
    await db.schema.createIndex("search_index_pinyin").on("search_index").columns(["resource", "pinyin"]).execute();
    await db.schema.createIndex("search_index_initials").on("search_index").columns(["resource", "initials"]).execute();
    await db.schema.createIndex("search_index_title").on("search_index").columns(["resource", "title"]).execute();
  }
}
