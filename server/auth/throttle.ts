import type { Db } from "../db/types";

/**
 * Sign-in throttling. Per account: after 3 failures in a row each attempt must wait longer
 * (1 s, 2 s), and the 5th locks the account for 15 minutes, even against the right password.
 * Per address: 30 failures within 15 minutes block that address, so that one place cannot
 * keep locking accounts; every lock ends on its own.
 */
export const THROTTLE = {
  slowAfter: 3,
  lockAfter: 5,
  lockMs: 15 * 60_000,
  windowMs: 15 * 60_000,
  addressLimit: 30,
} as const;

export type ThrottleVerdict = { ok: true } | { ok: false; code: "LOGIN_LOCKED" | "LOGIN_THROTTLED"; message: string; retryAfterMs: number };

interface ThrottleRow {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

const accountKey = (userName: string) => `user:${userName.trim().toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

async function load(db: Db, key: string, now: number): Promise<ThrottleRow | null> {
  const row = await db.selectFrom("login_throttle").selectAll().where("key", "=", key).executeTakeFirst();
  if (!row) return null;
  const r = { failures: Number(row.failures), lastFailureAt: Number(row.lastFailureAt), lockedUntil: Number(row.lockedUntil) };
  // Failures older than the window are forgiven.
  if (r.lockedUntil <= now && now - r.lastFailureAt > THROTTLE.windowMs) return null;
  return r;
}

function minutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** Whether a sign-in attempt for this account from this address may be checked at all. */
export async function checkThrottle(db: Db, userName: string, ip: string, now: number): Promise<ThrottleVerdict> {
  const address = await load(db, addressKey(ip), now);
  if (address && address.lockedUntil > now) {
    const wait = address.lockedUntil - now;
    return { ok: false, code: "LOGIN_LOCKED", message: `登录失败次数过多，请 ${minutes(wait)} 分钟后再试`, retryAfterMs: wait };
  }
  const account = await load(db, accountKey(userName), now);
  if (!account) return { ok: true };
  if (account.lockedUntil > now) {
    const wait = account.lockedUntil - now;
    return { ok: false, code: "LOGIN_LOCKED", message: `该账号登录失败次数过多，已暂时锁定，请 ${minutes(wait)} 分钟后再试`, retryAfterMs: wait };
  }
  if (account.failures >= THROTTLE.slowAfter) {
    const delay = 1000 * 2 ** (account.failures - THROTTLE.slowAfter);
    const wait = account.lastFailureAt + delay - now;
    if (wait > 0) {
      return { ok: false, code: "LOGIN_THROTTLED", message: `尝试过于频繁，请 ${Math.ceil(wait / 1000)} 秒后再试`, retryAfterMs: wait };
    }
  }
  return { ok: true };
}

async function bump(db: Db, key: string, now: number, lockAfter: number): Promise<void> {
  const prev = await load(db, key, now);
  const failures = (prev?.failures ?? 0) + 1;
  const lockedUntil = failures >= lockAfter ? now + THROTTLE.lockMs : 0;
  const values = { failures: failures >= lockAfter ? 0 : failures, lastFailureAt: now, lockedUntil };
  await db.insertInto("login_throttle").values({ key, ...values })
    .onConflict((oc) => oc.column("key").doUpdateSet(values))
    .execute();
}

/** Counts a failed attempt against the account and the address. */
export async function recordFailure(db: Db, userName: string, ip: string, now: number): Promise<void> {
  await bump(db, accountKey(userName), now, THROTTLE.lockAfter);
  await bump(db, addressKey(ip), now, THROTTLE.addressLimit);
}

/** A successful sign-in clears the account's failures (not the address's). */
export async function recordSuccess(db: Db, userName: string): Promise<void> {
  await db.deleteFrom("login_throttle").where("key", "=", accountKey(userName)).execute();
}
