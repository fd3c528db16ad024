import type { Db } from "../db/types";

export type SecurityEvent = "login_success" | "login_failure" | "login_refused" | "logout" | "call_refused";

/** Records a sign-in attempt or a refused call, for the audit trail. Never fails the call it logs. */
export async function logSecurity(
  db: Db,
  event: { kind: SecurityEvent; ctime: number; userName?: string | undefined; ip: string; method?: string; code?: string; message?: string },
): Promise<void> {
  try {
    await db.insertInto("security_log").values({
      ctime: event.ctime, kind: event.kind, userName: event.userName ?? null, ip: event.ip,
      method: event.method ?? null, code: event.code ?? null, message: event.message ?? null,
    }).execute();
  } catch (err) {
    console.error("security log write failed", err);
  }
}
