import { sql } from "kysely";
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { byCatalogue, type Db, type Tx } from "../../../platform/db/types";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { lockRow, SYSTEM_ACTOR } from "../../../resources/rows";
import { movePoints } from "./points";

const BATCH = 200;

/**
 * Points of a visitor that have expired and are still unspent at `today` (a Shanghai date), FIFO:
 * every spend (and every earlier EXPIRE row) consumes the oldest points first, and earned rows
 * expire in the order they were earned, so the points consumed so far cover a prefix of the earned
 * rows — what is due is the expired earnings minus everything consumed, never below zero nor above the balance.
 */
async function duePoints(tx: Tx | Db, visitorId: number | null, today: string) {
  const change = sql.ref("change");
  const expired = sql<number>`coalesce(sum(case when ${change} > 0 and ${sql.ref("expireAt")} < ${today} then ${change} else 0 end), 0)`;
  const consumed = sql<number>`coalesce(sum(case when ${change} < 0 then -${change} else 0 end), 0)`;
  let q = byCatalogue(tx as Db).selectFrom("points_log").select(["visitorId", expired.as("expired"), consumed.as("consumed")])
    .groupBy("visitorId").having(sql`${expired} - ${consumed}`, ">", 0);
  if (visitorId !== null) q = q.where("visitorId", "=", visitorId);
  return (await q.orderBy("visitorId").limit(BATCH).execute())
    .map((r) => ({ visitorId: Number(r.visitorId), due: Number(r.expired) - Number(r.consumed) }));
}

/** Expires one visitor's due points in its own transaction; answers whether a row was written. */
async function expireVisitor(db: Db, visitorId: number, now: number, today: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    // Locked first and asked again: a second server sweeping at the same moment finds nothing due.
    const visitor = await lockRow(tx, "visitor", visitorId);
    const [row] = await duePoints(tx, visitorId, today);
    const due = Math.min(row?.due ?? 0, Number(visitor.pointBalance ?? 0));
    if (due <= 0) return false;
    await movePoints(tx, visitorId, -due, { reason: "EXPIRE", actor: SYSTEM_ACTOR, at: now, remark: `${due} 积分已过期（获得满 365 天）` });
    return true;
  });
}

/**
 * 积分过期 (commerce.md §3.3, brief: 365 days): points earned more than 365 days ago and not yet spent
 * leave the balance by one EXPIRE row of the points log (the ledger is never edited; balance = sum of rows).
 */
export const pointsExpiry: Sweeper = {
  name: "points.expire",
  async sweep({ db }, now) {
    const today = shanghaiDate(now);
    let n = 0;
    for (const { visitorId } of await duePoints(db, null, today)) {
      if (await expireVisitor(db, visitorId, now, today)) n += 1;
    }
    return n;
  },
};
