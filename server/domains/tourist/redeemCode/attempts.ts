import type { Db, Tx } from "../../../platform/db/types";
import { BusinessError } from "../../../platform/wire/errors";
import { dialectOf, type Actor } from "../../../resources/rows";
import type { Row } from "../../../platform/db/types";
import { redeemForVisitor, WRONG_CODE } from "./redeem";

/**
 * Wrong-code throttle of redeeming (commerce.md §5.9, anti brute force): at most 5 wrong codes
 * (mistyped or guessed — no code of ours) per visitor per hour; past that every attempt is refused,
 * even with a right code, until the hour that began with the first wrong code is over.
 *
 * Counted before the code is looked at, like the sign-in throttle (server/platform/auth/throttle.ts),
 * whose counter table it shares under its own key: each attempt first reserves its place in a
 * transaction that holds the visitor's counter, so parallel guesses cannot slip past the limit;
 * an attempt that turns out not to be a wrong code gives its place back.
 */
export const REDEEM_THROTTLE = { maxWrong: 5, windowMs: 60 * 60_000 } as const;

const keyOf = (visitorId: number) => `redeem:visitor:${visitorId}`;

/** The visitor's counter, locked for the rest of the transaction: wrong attempts in the window and when the window ends. */
async function lockCounter(tx: Tx, key: string, now: number): Promise<{ failures: number; windowEnd: number }> {
  await tx.insertInto("login_throttle").values({ key, failures: 0, lastFailureAt: 0, lockedUntil: 0 })
    .onConflict((oc) => oc.column("key").doNothing()).execute();
  let q = tx.selectFrom("login_throttle").selectAll().where("key", "=", key);
  if (dialectOf(tx) === "postgres") q = q.forUpdate();
  const row = await q.executeTakeFirstOrThrow();
  // lockedUntil holds the end of the hour that began with the window's first wrong code.
  const windowEnd = Number(row.lockedUntil);
  return windowEnd > now ? { failures: Number(row.failures), windowEnd } : { failures: 0, windowEnd: now + REDEEM_THROTTLE.windowMs };
}

/** Reserves one attempt, or refuses in Chinese with how long to wait. */
async function reserve(db: Db, visitorId: number, now: number): Promise<void> {
  const key = keyOf(visitorId);
  await db.transaction().execute(async (tx) => {
    const c = await lockCounter(tx, key, now);
    if (c.failures >= REDEEM_THROTTLE.maxWrong) {
      const minutes = Math.max(1, Math.ceil((c.windowEnd - now) / 60_000));
      throw new BusinessError("REDEEM_THROTTLED", `兑换码输错次数过多（1 小时内 ${REDEEM_THROTTLE.maxWrong} 次），请 ${minutes} 分钟后再试`);
    }
    await tx.updateTable("login_throttle").set({ failures: c.failures + 1, lastFailureAt: now, lockedUntil: c.windowEnd }).where("key", "=", key).execute();
  });
}

/** An attempt that was not a wrong code (redeemed, or refused for another reason) gives its place back. */
async function giveBack(db: Db, visitorId: number, now: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const key = keyOf(visitorId);
    const c = await lockCounter(tx, key, now);
    if (c.failures > 0) await tx.updateTable("login_throttle").set({ failures: c.failures - 1 }).where("key", "=", key).execute();
  });
}

/**
 * A visitor redeems a code behind the wrong-code throttle (the client app's entry point): reserve an
 * attempt, redeem in its own transaction (redeem.ts), and keep the attempt counted only when the
 * code was wrong. Answers the VIP order; refusals are BusinessErrors with Chinese messages.
 */
export async function redeemWithThrottle(db: Db, input: { visitorId: number; code: string; at: number; actor: Actor }): Promise<Row> {
  await reserve(db, input.visitorId, input.at);
  try {
    return await db.transaction().execute((tx) => redeemForVisitor(tx, input));
  } catch (err) {
    if (!(err instanceof BusinessError && err.code === WRONG_CODE)) await giveBack(db, input.visitorId, input.at);
    throw err;
  }
}
