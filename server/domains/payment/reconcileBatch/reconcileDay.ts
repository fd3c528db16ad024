import { alipayTrade, appStoreReceipt, order as orderResource, wxPayTransaction, type ReconcileChannel } from "../../../../src/catalogue/registry";
import type { Db, Tx } from "../../../platform/db/types";
import { fromShanghaiInput } from "../../../../src/catalogue/kinds/shanghai";

/** Order states that mean "was paid" (the glossary's paid: refunds do not undo a payment). */
export const PAID_STATES = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"] as const;

/** One difference of a day, as `reconcileBatch.diffs` lists it. */
export interface ReconcileDiff {
  readonly kind: "LOCAL_ONLY" | "CHANNEL_ONLY" | "AMOUNT_DIFF" | "STATUS_DIFF";
  readonly orderNo: string | null;
  readonly channelNo: string | null;
  readonly localAmount: number | null;
  readonly channelAmount: number | null;
}

export interface DayResult {
  readonly channelCount: number;
  readonly channelAmount: number;
  readonly localCount: number;
  readonly localAmount: number;
  readonly diffs: ReconcileDiff[];
}

/** A Beijing calendar day as [start, end) in epoch ms. */
export function dayBounds(day: string): [number, number] {
  const start = fromShanghaiInput(day);
  return [start, start + 86_400_000];
}

/** A channel's successful record: the channel's number, our order number (WeChat/Alipay) or none (Apple), and the amount. */
interface ChannelRecord {
  readonly channelNo: string;
  readonly orderNo: string | null;
  readonly amount: number | null;
}

/** The channel's successful payments of the day, one per channel number (re-queried snapshots count once). */
async function channelRecords(db: Db | Tx, channel: ReconcileChannel, [from, to]: [number, number]): Promise<ChannelRecord[]> {
  const seen = new Map<string, ChannelRecord>();
  if (channel === "WXPAY") {
    const rows = await db.selectFrom(wxPayTransaction.table).select(["transactionId", "outTradeNo", "total"])
      .where("tradeState", "in", ["SUCCESS", "REFUND"]).where("successTime", ">=", from).where("successTime", "<", to).execute();
    for (const r of rows) seen.set(String(r.transactionId), { channelNo: String(r.transactionId), orderNo: r.outTradeNo === null ? null : String(r.outTradeNo), amount: Number(r.total) });
  } else if (channel === "ALIPAY") {
    // A trade paid and later refunded in full is TRADE_CLOSED with its payment time: the day's bill still has its payment.
    const rows = await db.selectFrom(alipayTrade.table).select(["tradeNo", "outTradeNo", "totalAmount"])
      .where("tradeStatus", "in", ["TRADE_SUCCESS", "TRADE_FINISHED", "TRADE_CLOSED"]).where("gmtPayment", ">=", from).where("gmtPayment", "<", to).execute();
    for (const r of rows) seen.set(String(r.tradeNo), { channelNo: String(r.tradeNo), orderNo: r.outTradeNo === null ? null : String(r.outTradeNo), amount: Number(r.totalAmount) });
  } else {
    // Apple's price is informative (commerce.md §2.8): the check is that each transaction has its paid order.
    const rows = await db.selectFrom(appStoreReceipt.table).select(["transactionId"])
      .where("environment", "=", "Production").where("purchaseDate", ">=", from).where("purchaseDate", "<", to).execute();
    for (const r of rows) seen.set(String(r.transactionId), { channelNo: String(r.transactionId), orderNo: null, amount: null });
  }
  return [...seen.values()];
}

const PAY_CHANNEL: Readonly<Record<ReconcileChannel, string>> = { WXPAY: "WXPAY", ALIPAY: "ALIPAY", APPLE: "APPLE_IAP" };

/**
 * Compares one channel's successful records of one Beijing day with our orders (commerce.md §2.5):
 * a record without a paid order (掉单, or no order at all), a paid order without a record, and an
 * amount that differs are each one difference.
 */
export async function reconcileDay(db: Db | Tx, channel: ReconcileChannel, day: string): Promise<DayResult> {
  const bounds = dayBounds(day);
  const records = await channelRecords(db, channel, bounds);
  const paid = await db.selectFrom(orderResource.table).select(["orderNo", "channelTradeNo", "payAmount"])
    .where("payChannel", "=", PAY_CHANNEL[channel]).where("status", "in", [...PAID_STATES])
    .where("paidAt", ">=", bounds[0]).where("paidAt", "<", bounds[1]).execute();
  const keyOf = (orderNo: unknown, tradeNo: unknown) => String(channel === "APPLE" ? tradeNo : orderNo);
  const local = new Map(paid.map((o) => [keyOf(o.orderNo, o.channelTradeNo), { orderNo: String(o.orderNo), amount: Number(o.payAmount) }]));
  // Orders a record names that were not paid that day: unpaid (still pending, closed) or paid another day.
  const named = records.map((r) => r.orderNo).filter((n): n is string => n !== null && !local.has(n));
  const others = named.length === 0 ? [] : await db.selectFrom(orderResource.table).select(["orderNo", "payAmount", "status"]).where("orderNo", "in", named).execute();
  const other = new Map(others.map((o) => [String(o.orderNo), { amount: Number(o.payAmount), status: String(o.status) }]));

  const diffs: ReconcileDiff[] = [];
  const matched = new Set<string>();
  for (const r of records) {
    const key = channel === "APPLE" ? r.channelNo : r.orderNo ?? "";
    const mine = local.get(key);
    if (mine) {
      matched.add(key);
      if (r.amount !== null && r.amount !== mine.amount) diffs.push({ kind: "AMOUNT_DIFF", orderNo: mine.orderNo, channelNo: r.channelNo, localAmount: mine.amount, channelAmount: r.amount });
      continue;
    }
    const elsewhere = r.orderNo === null ? undefined : other.get(r.orderNo);
    if (!elsewhere) {
      diffs.push({ kind: "CHANNEL_ONLY", orderNo: r.orderNo, channelNo: r.channelNo, localAmount: null, channelAmount: r.amount });
    } else {
      const kind = r.amount !== null && r.amount !== elsewhere.amount ? "AMOUNT_DIFF" : "STATUS_DIFF";
      diffs.push({ kind, orderNo: r.orderNo, channelNo: r.channelNo, localAmount: elsewhere.amount, channelAmount: r.amount });
    }
  }
  for (const [key, mine] of local) {
    if (!matched.has(key)) diffs.push({ kind: "LOCAL_ONLY", orderNo: mine.orderNo, channelNo: channel === "APPLE" ? key : null, localAmount: mine.amount, channelAmount: null });
  }
  const sum = (xs: readonly (number | null)[]) => xs.reduce<number>((a, b) => a + (b ?? 0), 0);
  return {
    channelCount: records.length, channelAmount: sum(records.map((r) => r.amount)),
    localCount: paid.length, localAmount: sum(paid.map((o) => Number(o.payAmount))),
    diffs,
  };
}
