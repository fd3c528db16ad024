// Written by hand (not by `npm run db:diff`): these tables and triggers are no catalogue resource.
// Once it has shipped, never edit it: add the next migration instead.
import { sql, type Kysely } from "kysely";
import type { Dialect, Schema } from "../types";
import { VISITOR_EVENT_TABLES, visitorEventBackfill, visitorEventTriggers } from "../visitorLastEvent";

/**
 * visitor_last_event and visitor_bucket_count (issue 26, speed): each visitor's last two paid / created / active events
 * per filter key, and paying visitors per past calendar bucket — so 付费用户数 and 转化漏斗 count distinct visitors
 * without reading a year of orders. Kept in step by triggers in the same transaction as every write; filled once.
 */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  for (const text of VISITOR_EVENT_TABLES) await sql.raw(text).execute(db);
  for (const text of visitorEventTriggers(dialect)) await sql.raw(text).execute(db);
  for (const text of visitorEventBackfill(dialect)) await sql.raw(text).execute(db);
}
