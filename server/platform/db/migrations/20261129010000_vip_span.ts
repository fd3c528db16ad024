// Written by hand (not by `npm run db:diff`): summary tables and triggers are no catalogue resource.
// Once it has shipped, never edit it: add the next migration instead.
import { sql, type Kysely } from "kysely";
import type { Dialect, Schema } from "../types";
import { VIP_SPAN_BACKFILL, VIP_SPAN_TABLES, VIP_SPAN_TRIGGERS_PG, VIP_SPAN_TRIGGERS_SQLITE } from "../vipSpan";
import { VIP_SPAN_DAY_BACKFILL, VIP_SPAN_DAY_TABLES, VIP_SPAN_DAY_TRIGGERS_SQLITE } from "../vipSpanDay";

/**
 * vip_span (issue 26, speed): each visitor's merged membership spells, over all platforms and per platform, kept in
 * step with the VIP orders by triggers in the writer's own transaction, and filled once from the orders already
 * there; and vip_span_day, the spells starting and ending per day. 有效会员数 reads them instead of every VIP order.
 */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  for (const text of [...VIP_SPAN_TABLES, ...VIP_SPAN_DAY_TABLES]) await sql.raw(text).execute(db);
  const pg = dialect === "postgres";
  // PostgreSQL counts the days inside its recomputation (vipSpanDay.ts pgDropSpellsAndCountDays), SQLite by triggers.
  for (const text of pg ? VIP_SPAN_TRIGGERS_PG : [...VIP_SPAN_TRIGGERS_SQLITE, ...VIP_SPAN_DAY_TRIGGERS_SQLITE]) await sql.raw(text).execute(db);
  for (const text of [...VIP_SPAN_BACKFILL, ...VIP_SPAN_DAY_BACKFILL]) await sql.raw(text).execute(db);
}
