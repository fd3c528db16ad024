/**
 * How a channel's successful payment relates to its order (locked by the caller), decided before
 * anything is credited (commerce.md §2.1 invariants 3 and 5, §12.1). Only a PENDING order with the
 * exact amount takes the money. A payment arriving for an order already CLOSED, already paid, or
 * paid through another channel is never MATCHED: it is recorded NEEDS_REFUND, for finance to give
 * back (原路退款 / 登记线下退款). Provisional (§13 style): a notification for a closed order is not
 * credited even within the 24 h 查单同步 grace — that stays a staff decision.
 */
import type { Row, Tx } from "../../../../platform/db/types";
import { byCatalogue } from "../../../../platform/db/types";
import type { AnyResource } from "../../../../../src/catalogue/registry";
import { matchOf } from "./ledger";

export type PaidMatch = "MATCHED" | "AMOUNT_DIFF" | "NO_ORDER" | "NEEDS_REFUND";

export interface PaidVerdict {
  readonly match: PaidMatch;
  /** Credit the order with this payment (applyPayment). */
  readonly credit: boolean;
}

/** The verdict for a payment the channel reports as paid, against the locked order. */
export function paidVerdict(order: Row | null, amount: number, channel: string, tradeNo: string | undefined): PaidVerdict {
  const base = matchOf(order, amount);
  if (!order || base !== "MATCHED") return { match: base, credit: false };
  if (order.status === "PENDING") return { match: "MATCHED", credit: Boolean(tradeNo) };
  // This very trade already credited the order (a query after the notification): nothing to add.
  if (tradeNo && order.channelTradeNo === tradeNo && order.payChannel === channel) return { match: "MATCHED", credit: false };
  return { match: "NEEDS_REFUND", credit: false };
}

/**
 * A notification of a trade already recorded under another notification id (channels re-send with a
 * new id): the same trade in the same state is recorded once, whatever the id.
 */
export async function sameTradeRecorded(tx: Tx, resource: AnyResource, keys: { tradeKey: string; tradeNo: string | undefined; stateKey: string; state: string | undefined }): Promise<boolean> {
  if (!keys.tradeNo || !keys.state) return false;
  const found = await byCatalogue(tx).selectFrom(resource.table).select("Id")
    .where(keys.tradeKey, "=", keys.tradeNo).where(keys.stateKey, "=", keys.state).where("source", "=", "NOTIFY").executeTakeFirst();
  return found !== undefined;
}
