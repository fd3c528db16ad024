/**
 * Refunds of an order (commerce.md §2.2, §12.1): the amount rules, the three routes money takes back
 * (原路 through the channel's adapter, 登记线下退款 already made in the merchant platform, back to the
 * balance for balance-paid orders) and what a finished refund moves. Callers lock the order first
 * (lockRow), so two refunds of one order never both pass the amount check.
 */
import { PAY_CHANNELS, REFUND_STATUSES } from "../../../../src/catalogue/commerce";
import type { Row, Tx } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";
import { moveBalance } from "../../tourist/balanceLog/balance";
import { flagRedFlushOnRefund } from "../../tourist/invoiceRequest/redFlushFlag";
import { formatMoney } from "../../../../src/catalogue/kinds/money";
import { writeAutoEntry } from "../bookkeepingEntry/autoEntries";
import { businessNo } from "../../../resources/businessNo";
import { channelAdapter } from "./channels";
import { releaseOrderHolds } from "../order/holds";
import { addTotalPaid, revokeEntitlement } from "../order/entitlements";
import { movePoints, pointsForAmount } from "../../point/pointsLog/points";
import { insertRow, lockRow, patchRow, recordActorChange, SYSTEM_ACTOR, type Actor } from "../../../resources/rows";

const REFUNDABLE_STATES = ["PAID", "PARTIAL_REFUNDED"];
/** Channels whose refunds made outside the console (merchant platform, Apple) may be registered. */
const OFFLINE_CHANNELS = ["WXPAY", "ALIPAY", "APPLE_IAP"];
const label = (list: readonly { value: string; label: string }[], v: unknown) => list.find((o) => o.value === v)?.label ?? String(v);
const num = (v: unknown) => Number(v ?? 0);

/** What may still be refunded: payAmount − refunded − being refunded (fen). */
export function refundableOf(order: Row): number {
  return num(order.payAmount) - num(order.refundedAmount) - num(order.refundingAmount);
}

export interface RefundRequest {
  /** fen */
  readonly amount: number;
  readonly reason: string;
  readonly reasonText?: string | null;
  readonly mode: "CHANNEL" | "OFFLINE";
  /** Required for OFFLINE: the refund's number in the merchant platform. */
  readonly channelRefundId?: string | null;
  readonly revokeEntitlement?: boolean | null;
  readonly actor?: Actor;
  readonly at?: number;
}

/** Where the money goes back: through the channel, recorded as made offline, or onto the balance. */
export type RefundRoute = "CHANNEL" | "OFFLINE" | "BALANCE";

/**
 * Checks a refund request against the order (read under lock) and answers its route; throws with a
 * Chinese message, changing nothing: wrong state or channel (FAILED_PRECONDITION), bad amount or
 * missing refund number (INVALID_ARGUMENT).
 */
export function planRefund(order: Row, req: RefundRequest): { route: RefundRoute } {
  const no = String(order.orderNo);
  if (!REFUNDABLE_STATES.includes(String(order.status))) {
    throw precondition(`订单「${no}」当前为「${label([{ value: "PENDING", label: "待支付" }, { value: "CLOSED", label: "已关闭" }, { value: "REFUNDING", label: "退款中" }, { value: "REFUNDED", label: "已退款" }], order.status)}」，不能退款：只有已支付或部分退款的订单可以退款`);
  }
  // Apple decides IAP refunds: there is no 原路退款 to ask for, but a refund Apple already made
  // (seen in App Store Connect or told by the user) may be registered offline, so the order is not left stuck.
  if (order.payChannel === "APPLE_IAP" && req.mode !== "OFFLINE") {
    throw precondition(`订单「${no}」为苹果内购，未配置 App Store 退款通道，不能原路退款：苹果退款由用户向苹果申请；苹果已退款的，请选择「登记线下退款」并填写苹果的交易号或退款凭证号`);
  }
  if (!Number.isInteger(req.amount) || req.amount < 1) throw invalid("退款金额须为至少 ¥0.01 的整数分");
  const left = refundableOf(order);
  if (req.amount > left) {
    throw invalid(`退款金额 ${formatMoney(req.amount)} 超过可退金额 ${formatMoney(left)}（实付 ${formatMoney(num(order.payAmount))}，已退 ${formatMoney(num(order.refundedAmount))}，退款中 ${formatMoney(num(order.refundingAmount))}）`);
  }
  if (order.payChannel === "BALANCE") {
    if (req.mode === "OFFLINE") throw invalid("余额支付的订单请选择「原路退款」：退款即时退回用户余额");
    return { route: "BALANCE" };
  }
  if (req.mode === "OFFLINE") {
    if (!req.channelRefundId || String(req.channelRefundId).trim() === "") throw invalid("登记线下退款须填写渠道退款单号（商户平台里的退款单号）");
    if (!OFFLINE_CHANNELS.includes(String(order.payChannel))) throw precondition(`「${label(PAY_CHANNELS, order.payChannel)}」订单没有可登记的渠道退款`);
    return { route: "OFFLINE" };
  }
  return { route: "CHANNEL" };
}

/** A top-up refund takes its money (and that share of the bonus) back off the balance. */
function topupDebitOf(order: Row, amount: number): number {
  if (order.orderType !== "TOPUP") return 0;
  return amount + Math.floor((num(order.bonusAmount) * amount) / Math.max(num(order.payAmount), 1));
}

export interface RefundOutcome {
  readonly refund: Row;
  /** Fields of the order to write (status, refundedAmount, refundingAmount, fulfilStatus …). */
  readonly orderPatch: Record<string, unknown>;
}

/**
 * Finishes a refund: SUCCESS moves the amount from "being refunded" to "refunded" (and returns it
 * to the balance for balance-paid orders, writes the EXPENSE entry, claws back the points, takes
 * back the entitlement when asked); CLOSED/ABNORMAL gives the amount back to what is refundable
 * (and a top-up's debit back to the balance). Writes the refund and the side effects; answers the
 * order's fields for the caller to write — the order must be locked by the caller.
 */
export async function finishRefund(
  tx: Tx, order: Row, refund: Row,
  result: { success: boolean; channelRefundId?: string | null; failStatus?: "CLOSED" | "ABNORMAL"; userReceivedAccount?: string | null; at: number; actor?: Actor },
): Promise<RefundOutcome> {
  const amount = num(refund.amount);
  const pay = num(order.payAmount);
  const visitorId = num(order.visitorId);
  const ref = String(refund.refundNo);
  const { at } = result;
  const actor = result.actor ?? SYSTEM_ACTOR;
  // An ABNORMAL refund already gave its amount back: completing it later takes it again, if still there.
  const counted = refund.status === "PROCESSING";
  let refunding = num(order.refundingAmount) - (counted ? amount : 0);
  let refunded = num(order.refundedAmount);
  const patch: Record<string, unknown> = {};
  if (result.success) {
    if (!counted) {
      if (refundableOf(order) < amount) throw precondition(`退款单「${ref}」的金额 ${formatMoney(amount)} 已超过订单可退金额 ${formatMoney(refundableOf(order))}`);
      const debit = topupDebitOf(order, amount);
      if (debit > 0) await moveBalance(tx, visitorId, -debit, { reason: "TOPUP_REFUND", ref, actor, at });
    }
    refunded += amount;
    if (order.payChannel === "BALANCE") await moveBalance(tx, visitorId, amount, { reason: "REFUND", ref, remark: `订单 ${String(order.orderNo)} 退款`, actor, at });
    await writeAutoEntry(tx, { kind: "REFUND", order, amount, occurredAt: at, relatedNo: ref, actor, at });
    const claw = pointsForAmount(amount);
    if (claw > 0 && order.orderType !== "TOPUP") {
      const visitor = await lockRow(tx, "visitor", visitorId);
      const have = num(visitor.pointBalance);
      const take = Math.min(claw, have);
      const gap = claw - take;
      if (take > 0) {
        await movePoints(tx, visitorId, -take, { reason: "REFUND_CLAWBACK", ref: String(order.orderNo), remark: gap > 0 ? `退款扣回，积分不足，少扣 ${gap}` : "退款扣回", actor, at });
      }
    }
    await addTotalPaid(tx, visitorId, -amount, at);
    const full = refunded >= pay;
    if (refund.revokeEntitlement === true) Object.assign(patch, await revokeEntitlement(tx, order, amount, full, at));
  } else {
    const debit = counted ? topupDebitOf(order, amount) : 0;
    if (debit > 0) await moveBalance(tx, visitorId, debit, { reason: "TOPUP_REFUND", ref, remark: "退款未成功，退回已扣余额", actor, at });
  }
  refunding = Math.max(0, refunding);
  const status = refunding > 0 ? "REFUNDING" : refunded >= pay ? "REFUNDED" : refunded > 0 ? "PARTIAL_REFUNDED" : "PAID";
  // Refunded in full: coupon, flash-sale stock and team place go back (holds.ts, once).
  if (result.success && status === "REFUNDED") await releaseOrderHolds(tx, order, "REFUNDED", at, String(refund.reason));
  if (result.success && status === "REFUNDED") await flagRedFlushOnRefund(tx, order, actor, at);
  const refundPatch: Record<string, unknown> = result.success
    ? { status: "SUCCESS", successAt: at }
    : { status: result.failStatus ?? "ABNORMAL" };
  if (result.channelRefundId) refundPatch.channelRefundId = result.channelRefundId;
  if (result.userReceivedAccount) refundPatch.userReceivedAccount = result.userReceivedAccount;
  const finished = await patchRow(tx, "refund", refund, refundPatch, at);
  await recordActorChange(tx, actor, {
    table: "refund", recordId: num(refund.Id), before: refund, after: finished, at,
    method: "refundResult", summary: `${label(REFUND_STATUSES, finished.status)}：退款单「${ref}」${formatMoney(amount)}`,
  });
  return { refund: finished, orderPatch: { ...patch, refundingAmount: refunding, refundedAmount: refunded, status } };
}

/**
 * Makes a refund of a locked order: checks it (planRefund), writes the refund PROCESSING, then
 * CHANNEL asks the channel's adapter (not configured → FAILED_PRECONDITION, nothing changed),
 * OFFLINE and balance-paid orders finish it at once. Answers the refund and the order's fields to
 * write; the caller writes the order (the order transition does, with its change record).
 */
export async function createRefund(tx: Tx, order: Row, req: RefundRequest): Promise<RefundOutcome> {
  const { route } = planRefund(order, req);
  const at = req.at ?? Date.now();
  const actor = req.actor ?? SYSTEM_ACTOR;
  // Refused before anything is written when the channel cannot be asked.
  const adapter = route === "CHANNEL" ? channelAdapter(String(order.payChannel)) : null;
  const refundNo = businessNo("RF", at);
  const debit = topupDebitOf(order, req.amount);
  if (debit > 0) {
    await moveBalance(tx, num(order.visitorId), -debit, { reason: "TOPUP_REFUND", ref: refundNo, remark: `充值订单 ${String(order.orderNo)} 退款扣回`, actor, at });
  }
  const refund = await insertRow(tx, "refund", {
    refundNo, orderId: num(order.Id), orderNo: order.orderNo, visitorId: order.visitorId, payChannel: order.payChannel,
    mode: route === "OFFLINE" ? "OFFLINE" : "CHANNEL", channelRefundId: route === "OFFLINE" ? String(req.channelRefundId).trim() : null,
    amount: req.amount, reason: req.reason, reasonText: req.reasonText ?? null, revokeEntitlement: req.revokeEntitlement === true,
    status: "PROCESSING", operator: actor.userName,
  }, at);
  await recordActorChange(tx, actor, { table: "refund", recordId: num(refund.Id), before: null, after: refund, at, method: "refundOrder", summary: `退款：退款单「${refundNo}」${formatMoney(req.amount)}` });
  const pending: Row = { ...order, refundingAmount: num(order.refundingAmount) + req.amount };
  if (route === "OFFLINE") return finishRefund(tx, pending, refund, { success: true, userReceivedAccount: "商户平台线下退款", at, actor });
  if (route === "BALANCE") return finishRefund(tx, pending, refund, { success: true, userReceivedAccount: "账户余额", at, actor });
  const answer = await adapter!.refund({
    payChannel: String(order.payChannel), orderNo: String(order.orderNo), channelTradeNo: (order.channelTradeNo as string | null) ?? null,
    refundNo, amount: req.amount, total: num(order.payAmount), reason: req.reason,
  });
  if (answer.status === "SUCCESS") {
    return finishRefund(tx, pending, refund, { success: true, channelRefundId: answer.channelRefundId, userReceivedAccount: answer.userReceivedAccount ?? null, at, actor });
  }
  const noted = answer.channelRefundId || answer.userReceivedAccount
    ? await patchRow(tx, "refund", refund, { channelRefundId: answer.channelRefundId, userReceivedAccount: answer.userReceivedAccount ?? null }, at)
    : refund;
  return { refund: noted, orderPatch: { refundingAmount: num(pending.refundingAmount), status: "REFUNDING" } };
}

/** Writes an order's new fields with a change record (for server code outside the order's transition). */
async function writeOrder(tx: Tx, order: Row, patch: Record<string, unknown>, actor: Actor, at: number, method: string, summary: string): Promise<Row> {
  const after = await patchRow(tx, "orders", order, patch, at);
  await recordActorChange(tx, actor, { table: "orders", recordId: num(order.Id), before: order, after, at, method, summary });
  return after;
}

/**
 * A refund made by server code (team-buy failures, work orders, duplicate payments), inside the
 * caller's transaction: locks the order, makes the refund and writes the order. Same rules and
 * messages as the 退款 transition.
 */
export async function refundInTx(tx: Tx, orderId: number, req: RefundRequest): Promise<{ refund: Row; order: Row }> {
  const at = req.at ?? Date.now();
  const actor = req.actor ?? SYSTEM_ACTOR;
  const order = await lockRow(tx, "orders", orderId);
  const { refund, orderPatch } = await createRefund(tx, order, { ...req, at, actor });
  const after = await writeOrder(tx, order, orderPatch, actor, at, "refundOrder", `退款：订单「${String(order.orderNo)}」${formatMoney(req.amount)}`);
  return { refund, order: after };
}

/**
 * The channel's result for a refund (notification or query): finishes a PROCESSING refund (or an
 * ABNORMAL one that later succeeded) and writes its order. A result for a refund already finished
 * changes nothing (`changed: false`), so the same notification twice is harmless.
 */
export async function applyRefundResult(
  tx: Tx,
  result: { refundId: number; success: boolean; channelRefundId?: string | null; at: number; failStatus?: "CLOSED" | "ABNORMAL"; userReceivedAccount?: string | null; actor?: Actor },
): Promise<{ changed: boolean; refund: Row; order: Row }> {
  const peek = await lockRow(tx, "refund", result.refundId);
  // Lock order before refund, as every money path does.
  const order = await lockRow(tx, "orders", num(peek.orderId));
  const refund = await lockRow(tx, "refund", result.refundId);
  // PROCESSING → SUCCESS / CLOSED / ABNORMAL; ABNORMAL → SUCCESS (handled in the merchant platform) / CLOSED.
  const finishable = refund.status === "PROCESSING" || (refund.status === "ABNORMAL" && (result.success || result.failStatus === "CLOSED"));
  if (!finishable) return { changed: false, refund, order };
  const actor = result.actor ?? SYSTEM_ACTOR;
  const { refund: done, orderPatch } = await finishRefund(tx, order, refund, { ...result, actor });
  const after = await writeOrder(tx, order, orderPatch, actor, result.at, "refundResult", `${label(REFUND_STATUSES, done.status)}：订单「${String(order.orderNo)}」${formatMoney(num(refund.amount))}`);
  return { changed: true, refund: done, order: after };
}
