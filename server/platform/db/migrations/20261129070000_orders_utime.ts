// Written by hand (not by `npm run db:diff`): an index no grid asks for, so the catalogue does not derive it.
// Once it has shipped, never edit it: add the next migration instead.
import type { Kysely } from "kysely";
import type { Dialect, Schema } from "../types";

/**
 * 同步延迟 (commerce.md §7.6): the per-minute lag sample of 订单→搜索索引 reads the orders changed since the
 * task's last run or last sample of 0 (server/domains/dashboard/syncTask/lag.ts); without an index on utime that
 * is a scan of every order each minute on every server. The works' tables have theirs already (their grids sort by it).
 */
export async function up(db: Kysely<Schema>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex("orders_utime").ifNotExists().on("orders").columns(["utime", "Id"]).execute();
}
