import { sql } from "kysely";
import type { Db } from "../db/types";

export type SecurityEvent = "login_success" | "login_failure" | "login_refused" | "logout" | "call_refused";

const HOUR_MS = 3_600_000;
const PURGE_EVERY_MS = HOUR_MS;
/** When each database was last purged by this process (several processes may purge; it is idempotent). */
const lastPurge = new WeakMap<Db, number>();

/** Deletes log rows and tallies older than the retention, at most once an hour per process. */
async function purgeOld(db: Db, now: number, retentionDays: number): Promise<void> {
  if (now - (lastPurge.get(db) ?? -Infinity) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now);
  const cutoff = now - retentionDays * 86_400_000;
  await db.deleteFrom("security_log").where("ctime", "<", cutoff).execute();
  await db.deleteFrom("security_tally").where("hour", "<", cutoff).execute();
}

/** Records a sign-in attempt or a signed-in user's refused call, for the audit trail. Never fails the call it logs. */
export async function logSecurity(
  db: Db,
  event: { kind: SecurityEvent; ctime: number; userName?: string | undefined; ip: string; method?: string; code?: string; message?: string },
  retentionDays = 180,
): Promise<void> {
  try {
    await db.insertInto("security_log").values({
      ctime: event.ctime, kind: event.kind, userName: event.userName ?? null, ip: event.ip,
      method: event.method ?? null, code: event.code ?? null, message: event.message ?? null,
    }).execute();
    await purgeOld(db, event.ctime, retentionDays);
  } catch (err) {
    console.error("security log write failed", err);
  }
}

/**
 * Counts a refusal that needs no row of its own (an anonymous call, a sign-in refused by the
 * throttle before any password was checked): one counter per hour, address, method and code.
 */
export async function tallyRefusal(db: Db, event: { ctime: number; ip: string; method: string; code: string }, retentionDays = 180): Promise<void> {
  const hour = event.ctime - (event.ctime % HOUR_MS);
  try {
    await db.insertInto("security_tally")
      .values({ hour, ip: event.ip.slice(0, 64), method: event.method.slice(0, 200), code: event.code, count: 1 })
      .onConflict((oc) => oc.columns(["hour", "ip", "method", "code"]).doUpdateSet({ count: sql`security_tally.count + 1` }))
      .execute();
    await purgeOld(db, event.ctime, retentionDays);
  } catch (err) {
    console.error("security tally write failed", err);
  }
}
