// Written by hand (not by `npm run db:diff`): summary tables and triggers are no catalogue resource.
// Once it has shipped, never edit it: add the next migration instead.
import { sql, type Kysely } from "kysely";
import type { Dialect, Schema } from "../types";
import { ORDER_SUMMARY_TRIGGERS_PG, ORDER_SUMMARY_TRIGGERS_SQLITE, SUMMARY_BACKFILL, SUMMARY_TABLES } from "../orderDaySummary";

/**
 * order_day_summary and refund_day_summary (issue 26, speed): the dashboards' money figures per China-time day ×
 * order type × platform × pay channel, kept in step with orders and refunds by triggers — in the same transaction
 * as every write, whoever writes — and filled once from the rows already there.
 */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  for (const text of SUMMARY_TABLES) await sql.raw(text).execute(db);
  for (const text of dialect === "postgres" ? ORDER_SUMMARY_TRIGGERS_PG : ORDER_SUMMARY_TRIGGERS_SQLITE) await sql.raw(text).execute(db);
  for (const text of SUMMARY_BACKFILL) await sql.raw(text).execute(db);
}
