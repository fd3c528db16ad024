import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import type { Db, Tx } from "../../../platform/db/types";

/**
 * Notes a visitor active on the China-time day of `at` (commerce.md §7.0): the first call of the day
 * writes the row, every later one — on this server or another, at the same moment — changes nothing
 * (the unique `dayKey` and on-conflict-do-nothing). For the client apps' first authenticated call of a
 * day; this console has no client-facing API yet, so nothing calls it here (provisional).
 */
export async function recordActiveDay(db: Db | Tx, visit: { visitorId: number; at: number; platform: string | null; appVersion: string | null }): Promise<boolean> {
  const date = shanghaiDate(visit.at);
  const dayKey = `${visit.visitorId}:${date}`;
  const inserted = await db.insertInto("visitor_daily_active")
    .values({ visitorId: visit.visitorId, date, platform: visit.platform, appVersion: visit.appVersion, dayKey, ctime: visit.at, utime: visit.at })
    .onConflict((oc) => oc.column("dayKey").doNothing())
    .returning("Id").executeTakeFirst();
  return inserted !== undefined;
}
