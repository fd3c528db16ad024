// Written by hand (not by `npm run db:diff`): a covering index is no catalogue field's `(key, Id)` index.
// Once it has shipped, never edit it: add the next migration instead.
import { sql, type Kysely } from "kysely";
import type { Dialect, Schema } from "../types";

/**
 * orders_paid_cover (issue 26, speed): the figures that must read the orders themselves — distinct paying visitors,
 * 复购, 热销课程 — find a period's paid orders by `paidAt` and read every column they filter and count on from the
 * index alone (no row lookups), so the planner also prefers it to a pay channel's or platform's own index.
 */
export async function up(db: Kysely<Schema>, _dialect: Dialect): Promise<void> {
  await sql`create index if not exists orders_paid_cover on orders ("paidAt", "status", "payAmount", "payChannel", "platform", "orderType", "visitorId")`.execute(db);
}
