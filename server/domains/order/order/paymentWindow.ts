/**
 * The payment window (commerce.md §2.1 expireAt, §12.1 PENDING →超时→ CLOSED): a PENDING order not
 * paid by its expireAt (下单 + 30 min) closes itself through the same close as 关闭订单, giving back
 * its coupon, flash-sale stock and team place once. Each order is closed in its own transaction on
 * its locked row with the rule asked again (changeOnce), so two servers sweeping at once close it once,
 * and a payment that got the lock first leaves it PAID.
 *
 * Auction orders are left alone: their window is days long and ending it is staff's 标记违约 (it
 * forfeits the deposit), which closes the order itself.
 */
import { order } from "../../../../src/catalogue/registry";
import type { Db, Row } from "../../../platform/db/types";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce } from "../../../resources/systemChange";
import { closeLockedOrder } from "./close";

/** The window when an order was written without one (commerce.md §2.1: createdAt + 30 min). */
export const PAYMENT_WINDOW_MS = 30 * 60_000;
const BATCH = 500;
const SWEPT_TYPES = ["VIP", "TOPUP", "COURSE"];

/** When the order's payment window ends. */
export const windowEnd = (row: Row): number =>
  row.expireAt === null || row.expireAt === undefined ? Number(row.ctime) + PAYMENT_WINDOW_MS : Number(row.expireAt);

const due = (row: Row, now: number): boolean =>
  row.status === "PENDING" && SWEPT_TYPES.includes(String(row.orderType)) && windowEnd(row) <= now;

async function closeExpired(db: Db, now: number): Promise<number> {
  // Orders without expireAt are found by their creation time.
  const rows = await db.selectFrom(order.table).select(["Id"]).where("status", "=", "PENDING").where("orderType", "in", SWEPT_TYPES)
    .where((eb) => eb.or([eb("expireAt", "<=", now), eb.and([eb("expireAt", "is", null), eb("ctime", "<=", now - PAYMENT_WINDOW_MS)])]))
    .orderBy("Id").limit(BATCH).execute();
  let n = 0;
  for (const { Id } of rows) {
    const id = Number(Id);
    const closed = await changeOnce(db, order, id, now,
      async (row, tx) => (due(row, now) ? { status: "CLOSED", ...(await closeLockedOrder(tx, row, now)) } : null),
      (before) => `订单「${String(before.orderNo)}」：待支付 → 已关闭（超过支付截止时间）`);
    if (closed) n += 1;
  }
  return n;
}

export const paymentWindowSweeper: Sweeper = { name: "order.paymentWindow", sweep: ({ db }, now) => closeExpired(db, now) };
