/**
 * Closing an order (commerce.md §12.1 PENDING → CLOSED): the one close both 关闭订单 and the payment
 * window's sweeper run, so what a closed order gives back (holds.ts) is written in one place.
 */
import type { Row, Tx } from "../../../platform/db/types";
import { releaseOrderHolds } from "./holds";

/** What closing a locked PENDING order does besides its state: its holds go back; answers the fields to write. */
export async function closeLockedOrder(tx: Tx, locked: Row, at: number): Promise<Record<string, unknown>> {
  await releaseOrderHolds(tx, locked, "CLOSED", at);
  return { closedAt: at };
}
