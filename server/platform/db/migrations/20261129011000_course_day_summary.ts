// Written by hand (not by `npm run db:diff`): summary tables and triggers are no catalogue resource.
// Once it has shipped, never edit it: add the next migration instead.
import { sql, type Kysely } from "kysely";
import type { Dialect, Schema } from "../types";
import { COURSE_SUMMARY_BACKFILL, COURSE_SUMMARY_TABLES, COURSE_SUMMARY_TRIGGERS_PG, COURSE_SUMMARY_TRIGGERS_SQLITE } from "../courseDaySummary";

/**
 * course_day_summary (issue 26, speed): paid course GMV per China-time day × course × platform × pay channel, with the
 * course's latest name, kept in step with the orders by triggers in the writer's own transaction and filled once from
 * the orders already there. 热销课程 groups these rows instead of every course order of the period.
 */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  for (const text of COURSE_SUMMARY_TABLES) await sql.raw(text).execute(db);
  for (const text of dialect === "postgres" ? COURSE_SUMMARY_TRIGGERS_PG : COURSE_SUMMARY_TRIGGERS_SQLITE) await sql.raw(text).execute(db);
  for (const text of COURSE_SUMMARY_BACKFILL) await sql.raw(text).execute(db);
}
