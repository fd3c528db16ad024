/**
 * 同步延迟 of a real-time task (commerce.md §7.6: now − the last applied change), measured, not kept: the
 * oldest change its search index has not applied. Writes update `search_index` in the writer's transaction
 * (server/search/searchIndex.ts), so a live record whose entry is missing or names another title is a change
 * that was not applied; its utime is when it was made.
 */
import { sql } from "kysely";
import { calligraphyWork, order, paintingWork } from "../../../../src/catalogue/registry";
import type { ResourceDef } from "../../../../src/catalogue";
import { byCatalogue, type Db, type Row, type Tx } from "../../../platform/db/types";

/** The records each search-index worker keeps in the index (./../syncRun/workers.ts re-indexes the same). */
export const SEARCH_INDEX_RESOURCES: Readonly<Record<string, readonly ResourceDef[]>> = {
  SEARCH_INDEX_ART: [paintingWork, calligraphyWork],
  SEARCH_INDEX_ORDER: [order],
};

/** How long a writer's transaction may stay open: changes older than a 0 sample by more than this were seen by it. */
const OPEN_WRITE_MARGIN_MS = 5 * 60_000;

/**
 * Seconds (rounded) between `now` and the utime of the oldest live record of the task's resources whose index
 * entry is missing or stale, among the records changed since the start of the task's last run that ended
 * 成功 or 部分失败 (that run re-checked everything older) or, later, since the task's last sample of 0 (less a
 * margin) — so the minute's query reads only recent changes (through the tables' utime indexes); 0 when nothing is pending. Null for a task whose
 * worker has no such measure (only the search-index workers have one): it gets no sample.
 */
export async function measureLag(db: Db | Tx, task: Row, now: number): Promise<number | null> {
  const resources = SEARCH_INDEX_RESOURCES[String(task.worker)];
  if (!resources) return null;
  const lastGood = await db.selectFrom("sync_run").select("startedAt").where("taskId", "=", Number(task.Id))
    .where("status", "in", ["SUCCESS", "PARTIAL"]).orderBy("startedAt", "desc").limit(1).executeTakeFirst();
  // A sample of 0 saw every change before it applied; the margin covers a writer's transaction still open then.
  const lastZero = await db.selectFrom("sync_lag_sample").select("at").where("taskId", "=", Number(task.Id)).where("lagSeconds", "=", 0)
    .orderBy("at", "desc").limit(1).executeTakeFirst();
  const bounds = [lastGood ? Number(lastGood.startedAt) : null, lastZero ? Number(lastZero.at) - OPEN_WRITE_MARGIN_MS : null].filter((x): x is number => x !== null);
  const since = bounds.length > 0 ? Math.max(...bounds) : null;
  let oldest: number | null = null;
  for (const r of resources) {
    const at = await oldestPending(db, r, since);
    if (at !== null && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest === null ? 0 : Math.max(0, Math.round((now - oldest) / 1000));
}

/** The utime of the resource's oldest unapplied change since `since`: utime ≥ since narrows first, then the index is joined. */
async function oldestPending(db: Db | Tx, r: ResourceDef, since: number | null): Promise<number | null> {
  let q = byCatalogue(db as Db).selectFrom(`${r.table} as t`)
    .leftJoin("search_index as s", (j) => j.on("s.resource", "=", r.name).onRef("s.recordId", "=", "t.Id"))
    .where((eb) => eb.or([eb("s.recordId", "is", null), eb("s.title", "!=", sql<string>`coalesce(${sql.ref(`t.${r.titleField}`)}, '')`)]));
  if (since !== null) q = q.where("t.utime", ">=", since);
  if (r.softDelete) q = q.where("t.deleted", "=", 0);
  const row = await q.select(sql<unknown>`min(${sql.ref("t.utime")})`.as("oldest")).executeTakeFirst();
  return row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest);
}
