/**
 * A channel's payment success applied to its order (commerce.md §2.1 invariants 3 and 5, §12.1):
 * credits a PENDING order once, fulfils it, writes the income entry and the points reward.
 */
import { PAY_CHANNELS } from "../../../../src/catalogue/commerce";
import type { Row, Tx } from "../../../platform/db/types";
import { moveBalance } from "../../tourist/balanceLog/balance";
import { formatMoney } from "../../../../src/catalogue/kinds/money";
import { writeAutoEntry } from "../bookkeepingEntry/autoEntries";
import { addTotalPaid, fulfilOrder } from "./entitlements";
import { movePoints, pointsForAmount } from "../../point/pointsLog/points";
import { settleOrderHolds } from "./holds";
import { lockRow, patchRow, recordActorChange, SYSTEM_ACTOR, type Actor } from "../../../resources/rows";

export { applyRefundResult } from "../refund/refunds";

/** A closed order may still be credited when the payment came just before it closed (查单同步 within 24 h). */
const CLOSED_GRACE_MS = 24 * 3_600_000;

export interface PaymentInput {
  readonly orderId: number;
  /** payChannel code: WXPAY, ALIPAY, APPLE_IAP, BALANCE … */
  readonly channel: string;
  /** fen, as the channel reported it (WeChat amount.total; Alipay total_amount × 100). */
  readonly amount: number;
  /** WeChat transaction_id / Alipay trade_no / Apple transactionId; null for balance payments. */
  readonly channelTradeNo: string | null;
  /** The channel's success time. */
  readonly paidAt: number;
  readonly actor?: Actor;
  /** When the server applies it (change records, ledgers); defaults to now. */
  readonly at?: number;
}

export interface PaymentOutcome {
  /** The order was credited by this call. */
  readonly credited: boolean;
  /** The reported amount differs from payAmount: never credited (record it as AMOUNT_DIFF). */
  readonly mismatch: boolean;
  /** This very payment was already credited: nothing changed. */
  readonly duplicate: boolean;
  /** The order was already paid by another trade: a double payment, to refund in full (DUPLICATE). */
  readonly doublePayment: boolean;
  /** Why the order could not take the payment (closed too long ago …), when it did not. */
  readonly refusal: string | null;
  readonly order: Row;
}

const outcome = (order: Row, o: Partial<Omit<PaymentOutcome, "order">>): PaymentOutcome => ({
  credited: false, mismatch: false, duplicate: false, doublePayment: false, refusal: null, ...o, order,
});

/**
 * Applies a payment success to its order under lock. Idempotent: the same trade twice changes
 * nothing the second time. An amount ≠ payAmount never credits (`mismatch`). On credit: PAID with the
 * channel's trade number and time; a balance payment debits the balance (refused if short); the
 * order is fulfilled (VIP days, top-up balance, course seat); an INCOME entry for cash channels;
 * 1 point per yuan for VIP and course orders; the visitor's 累计消费; a change record.
 */
export async function applyPayment(tx: Tx, p: PaymentInput): Promise<PaymentOutcome> {
  const at = p.at ?? Date.now();
  const actor = p.actor ?? SYSTEM_ACTOR;
  const order = await lockRow(tx, "orders", p.orderId);
  const no = String(order.orderNo);
  if (order.status !== "PENDING" && order.status !== "CLOSED") {
    const same = p.channelTradeNo !== null && order.channelTradeNo === p.channelTradeNo && order.payChannel === p.channel;
    return same ? outcome(order, { duplicate: true }) : outcome(order, { doublePayment: true, refusal: `订单「${no}」已由另一笔交易支付` });
  }
  if (order.status === "CLOSED" && at - Number(order.closedAt ?? 0) > CLOSED_GRACE_MS) {
    return outcome(order, { refusal: `订单「${no}」已关闭超过 24 小时，不能再入账` });
  }
  if (!Number.isInteger(p.amount) || p.amount !== Number(order.payAmount)) {
    return outcome(order, { mismatch: true, refusal: `支付金额 ${formatMoney(p.amount)} 与订单实付 ${formatMoney(Number(order.payAmount))} 不符，未入账` });
  }
  const visitorId = Number(order.visitorId);
  const pay = Number(order.payAmount);
  if (p.channel === "BALANCE" && pay > 0) await moveBalance(tx, visitorId, -pay, { reason: "PURCHASE", ref: no, remark: `订单 ${no} 余额支付`, actor, at });
  const paid: Row = { ...order, status: "PAID", payChannel: p.channel, channelTradeNo: p.channelTradeNo, paidAt: p.paidAt };
  const fulfilled = await fulfilOrder(tx, paid, at, actor);
  await writeAutoEntry(tx, { kind: "ORDER", order: paid, amount: pay, occurredAt: p.paidAt, actor, at });
  const reward = order.orderType === "TOPUP" ? 0 : pointsForAmount(pay);
  if (reward > 0) await movePoints(tx, visitorId, reward, { reason: "ORDER_REWARD", ref: no, remark: "消费返积分", actor, at });
  await addTotalPaid(tx, visitorId, pay, at);
  await settleOrderHolds(tx, order, at);
  const after = await patchRow(tx, "orders", order, {
    status: "PAID", payChannel: p.channel, channelTradeNo: p.channelTradeNo, paidAt: p.paidAt, ...fulfilled,
  }, at);
  const channelLabel = PAY_CHANNELS.find((c) => c.value === p.channel)?.label ?? p.channel;
  await recordActorChange(tx, actor, {
    table: "orders", recordId: Number(order.Id), before: order, after, at, method: "applyPayment",
    summary: `支付成功：订单「${no}」${channelLabel} ${formatMoney(pay)}`,
  });
  return outcome(after, { credited: true });
}
