import { sql } from "kysely";
import type { Db, Tx } from "../../../platform/db/types";
import type { Sweeper } from "../../../platform/sweep";
import { bucketKeyOf } from "./record";

const HOUR = 3_600_000;
/** Minute rows are kept this long after their hour ends (commerce.md §7.5: rolled up hourly after 7 days). */
export const MINUTE_ROWS_KEPT_MS = 7 * 24 * HOUR;
/** Hour groups merged per sweep: a backlog (a server that was off for weeks) is worked off over several sweeps. */
const GROUPS_PER_SWEEP = 200;

const COUNTERS = ["calls", "errors", "tokensIn", "tokensOut", "top1Hit", "top5Hit", "zeroResult", "impressions", "clicks", "dislikes", "rated"] as const;
const PERCENTILES = ["latencyP50", "latencyP95", "latencyP99", "firstTokenP95"] as const;

interface Group { algorithm: string; modelVersion: string; platform: string; hour: number }

const num = (v: unknown) => Number(v ?? 0);

/**
 * Merges the minute rows of one algorithm × version × platform × hour into its hour row, in one
 * transaction: counters summed, percentiles the calls-weighted mean (the rule sums.ts states for any
 * span), minute rows deleted. The rows read are locked on PostgreSQL, and the delete must remove every
 * row read or the whole merge is rolled back, so two servers sweeping at once neither lose nor double a call.
 * Answers the minute rows merged (0 when another sweeper had them first).
 */
async function mergeHour(db: Db, pg: boolean, g: Group): Promise<number> {
  return db.transaction().execute(async (tx) => {
    let q = tx.selectFrom("algorithm_metric").selectAll()
      .where("algorithm", "=", g.algorithm).where("modelVersion", "=", g.modelVersion).where("platform", "=", g.platform)
      .where("bucketMinutes", "=", 1).where("bucketAt", ">=", g.hour).where("bucketAt", "<", g.hour + HOUR);
    if (pg) q = q.forUpdate();
    const minutes = await q.execute();
    if (minutes.length === 0) return 0;
    const gone = await tx.deleteFrom("algorithm_metric").where("Id", "in", minutes.map((m) => num(m.Id))).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== minutes.length) throw new LostRace();
    const row: Record<string, number | string> = {};
    for (const c of COUNTERS) row[c] = minutes.reduce((n, m) => n + num(m[c]), 0);
    const calls = num(row.calls);
    for (const p of PERCENTILES) row[p] = calls > 0 ? Math.round(minutes.reduce((n, m) => n + num(m.calls) * num(m[p]), 0) / calls) : 0;
    await upsertHour(tx, g, row, Math.min(...minutes.map((m) => num(m.ctime))), Math.max(...minutes.map((m) => num(m.utime))));
    return minutes.length;
  }).catch((err: unknown) => {
    if (err instanceof LostRace) return 0;
    throw err;
  });
}

/** Another sweeper deleted some of the rows read: this merge is rolled back (that sweeper has them). */
class LostRace extends Error {}

/** Inserts the hour row, or adds into the one already there (weighted percentiles again). */
async function upsertHour(tx: Tx, g: Group, row: Record<string, number | string>, ctime: number, utime: number): Promise<void> {
  const old = (c: string) => sql.ref(`algorithm_metric.${c}`);
  const neu = (c: string) => sql.ref(`excluded.${c}`);
  const add = (c: string) => sql<number>`${old(c)} + ${neu(c)}`;
  const both = sql`(${old("calls")} + ${neu("calls")})`;
  const mean = (c: string) =>
    sql<number>`case when ${both} > 0 then round((${old("calls")} * ${old(c)} + ${neu("calls")} * ${neu(c)}) * 1.0 / ${both}) else ${neu(c)} end`;
  await tx.insertInto("algorithm_metric").values({
    ctime, utime, bucketAt: g.hour, algorithm: g.algorithm, modelVersion: g.modelVersion, platform: g.platform,
    bucketMinutes: 60, bucketKey: bucketKeyOf(g.algorithm, g.modelVersion, g.platform, g.hour, 60), ...row,
  }).onConflict((oc) => oc.column("bucketKey").doUpdateSet({
    utime: sql<number>`case when excluded.utime > algorithm_metric.utime then excluded.utime else algorithm_metric.utime end`,
    // Every right-hand side reads the hour row as it was before this update.
    ...Object.fromEntries(PERCENTILES.map((p) => [p, mean(p)])),
    ...Object.fromEntries(COUNTERS.map((c) => [c, add(c)])),
  })).execute();
}

/**
 * `dashboard.algorithmRollup`: the minute rows of hours that ended more than 7 days ago become hour
 * rows, at most GROUPS_PER_SWEEP hour groups a sweep, oldest first. Answers the minute rows merged.
 */
export async function rollUpAlgorithmMinutes(db: Db, pg: boolean, now: number): Promise<number> {
  const cutoff = Math.floor((now - MINUTE_ROWS_KEPT_MS) / HOUR) * HOUR;
  const hour = sql<number>`(${sql.ref("bucketAt")} - ${sql.ref("bucketAt")} % ${sql.lit(HOUR)})`;
  const groups = await db.selectFrom("algorithm_metric")
    .select(["algorithm", "modelVersion", "platform", hour.as("hour")]).distinct()
    .where("bucketMinutes", "=", 1).where("bucketAt", "<", cutoff)
    .orderBy("hour").orderBy("algorithm").orderBy("modelVersion").orderBy("platform").limit(GROUPS_PER_SWEEP).execute();
  let merged = 0;
  for (const g of groups) {
    merged += await mergeHour(db, pg, { algorithm: String(g.algorithm), modelVersion: String(g.modelVersion), platform: String(g.platform), hour: num(g.hour) });
  }
  return merged;
}

export const algorithmRollupSweeper: Sweeper = {
  name: "dashboard.algorithmRollup",
  sweep: (deps, now) => rollUpAlgorithmMinutes(deps.db, deps.dialect === "postgres", now),
};
