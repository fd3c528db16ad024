import { sql } from "kysely";
import type { Db, Dialect, Tx } from "../db/types";

/**
 * Sign-in throttling, counted before the password is checked so that parallel guesses cannot
 * slip past it: each attempt first reserves its place in one transaction that holds the
 * account's and the address's rows, and only a reserved attempt gets a password check.
 *
 * Per account: three attempts freely, then each must wait longer (1 s, 2 s), and the 5th failure
 * locks the account for 15 minutes, even against the right password.
 * Per address: 30 attempts in 15 minutes freely; past that, one attempt every few seconds — an
 * address shared by a whole office (or a load balancer) slows guessing down but never locks
 * anyone out, and a correct sign-in gives its attempt back.
 */
export const THROTTLE = {
  slowAfter: 3,
  lockAfter: 5,
  lockMs: 15 * 60_000,
  windowMs: 15 * 60_000,
  addressLimit: 30,
  addressSpacingMs: 3_000,
} as const;

export type ThrottleVerdict =
  | { ok: true; ticket: AttemptTicket }
  | { ok: false; code: "LOGIN_LOCKED" | "LOGIN_THROTTLED"; message: string; retryAfterMs: number };

/** A reserved attempt: which counters it was counted against. */
export interface AttemptTicket {
  readonly accountKey: string;
  readonly addressKey: string;
}

interface Counter {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

const accountKeyOf = (userName: string) => `user:${userName.trim().toLowerCase()}`;
const addressKeyOf = (ip: string) => `ip:${ip}`;

/** Locks the counter's row for the rest of the transaction (creating it if need be) and reads it. */
async function lockCounter(tx: Tx, dialect: Dialect, key: string, now: number): Promise<Counter> {
  await tx.insertInto("login_throttle").values({ key, failures: 0, lastFailureAt: 0, lockedUntil: 0 })
    .onConflict((oc) => oc.column("key").doNothing()).execute();
  let q = tx.selectFrom("login_throttle").selectAll().where("key", "=", key);
  if (dialect === "postgres") q = q.forUpdate();
  const row = await q.executeTakeFirstOrThrow();
  const c = { failures: Number(row.failures), lastFailureAt: Number(row.lastFailureAt), lockedUntil: Number(row.lockedUntil) };
  // Attempts older than the window are forgiven once no lock is running.
  if (c.lockedUntil <= now && now - c.lastFailureAt > THROTTLE.windowMs) return { failures: 0, lastFailureAt: 0, lockedUntil: 0 };
  return c;
}

async function save(tx: Tx, key: string, c: Counter): Promise<void> {
  await tx.updateTable("login_throttle").set({ failures: c.failures, lastFailureAt: c.lastFailureAt, lockedUntil: c.lockedUntil }).where("key", "=", key).execute();
}

function minutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Serialises reservations on SQLite, whose one connection would otherwise interleave two transactions' statements. */
function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}

/**
 * Reserves one sign-in attempt for this account from this address, or says why it may not be
 * checked now. Address first, then account, always in that order, so two reservations never deadlock.
 */
export async function reserveAttempt(db: Db, dialect: Dialect, userName: string, ip: string, now: number): Promise<ThrottleVerdict> {
  const accountKey = accountKeyOf(userName);
  const addressKey = addressKeyOf(ip);
  return transaction(db, async (tx) => {
    const address = await lockCounter(tx, dialect, addressKey, now);
    if (address.failures >= THROTTLE.addressLimit) {
      const wait = address.lastFailureAt + THROTTLE.addressSpacingMs - now;
      if (wait > 0) return { ok: false, code: "LOGIN_THROTTLED", message: `该网络登录尝试过于频繁，请 ${seconds(wait)} 秒后再试`, retryAfterMs: wait };
    }
    const account = await lockCounter(tx, dialect, accountKey, now);
    if (account.lockedUntil > now) {
      const wait = account.lockedUntil - now;
      return { ok: false, code: "LOGIN_LOCKED", message: `该账号登录失败次数过多，已暂时锁定，请 ${minutes(wait)} 分钟后再试`, retryAfterMs: wait };
    }
    if (account.failures >= THROTTLE.lockAfter) {
      // Five attempts are already being checked: no sixth until they are decided.
      return { ok: false, code: "LOGIN_THROTTLED", message: "尝试过于频繁，请稍后再试", retryAfterMs: 1000 };
    }
    if (account.failures >= THROTTLE.slowAfter) {
      const wait = account.lastFailureAt + 1000 * 2 ** (account.failures - THROTTLE.slowAfter) - now;
      if (wait > 0) return { ok: false, code: "LOGIN_THROTTLED", message: `尝试过于频繁，请 ${seconds(wait)} 秒后再试`, retryAfterMs: wait };
    }
    await save(tx, addressKey, { ...address, failures: address.failures + 1, lastFailureAt: now });
    await save(tx, accountKey, { ...account, failures: account.failures + 1, lastFailureAt: now });
    return { ok: true, ticket: { accountKey, addressKey } };
  });
}

/** A reserved attempt failed: at the account's 5th, the account is locked. */
export async function attemptFailed(db: Db, dialect: Dialect, ticket: AttemptTicket, now: number): Promise<void> {
  await transaction(db, async (tx) => {
    const account = await lockCounter(tx, dialect, ticket.accountKey, now);
    if (account.failures >= THROTTLE.lockAfter && account.lockedUntil <= now) {
      await save(tx, ticket.accountKey, { failures: 0, lastFailureAt: now, lockedUntil: now + THROTTLE.lockMs });
    }
  });
}

/** A reserved attempt succeeded: the account starts afresh and the address gets its attempt back. */
export async function attemptSucceeded(db: Db, ticket: AttemptTicket): Promise<void> {
  await db.deleteFrom("login_throttle").where("key", "=", ticket.accountKey).execute();
  await db.updateTable("login_throttle").set({ failures: sql`case when failures > 0 then failures - 1 else 0 end` })
    .where("key", "=", ticket.addressKey).execute();
}
