/**
 * Settling an item of 待处理款项 (commerce.md §2.1 invariant 5, §13 provisional): the payment's
 * ledger row is never touched — the item records how the money went back and who gave it back.
 * Each hook locks the item and re-checks it, so two staff settling one item at once settle it once:
 * the second is refused with who settled it. 原路退款 goes through the channel's refund adapter
 * (../../order/refund/channels.ts); its embedded default refuses 「未配置…」 and nothing changes.
 * No bookkeeping entry: the payment was never booked as income (it was never credited), so giving it
 * back moves nothing in the books (provisional).
 */
import { PAYMENT_EXCEPTION_STATUSES } from "../../../../src/catalogue/resources/payment/paymentException";
import { paymentException } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import type { TransitionContext, TransitionHooks } from "../../../resources/transitions";
import { lockRow } from "../../../resources/rows";
import { channelAdapter } from "../../order/refund/channels";

const statusLabel = (v: unknown) => PAYMENT_EXCEPTION_STATUSES.find((o) => o.value === v)?.label ?? String(v);

/** The item locked for the rest of the transaction, refused unless still in one of `from`. */
async function lockOpen(ctx: TransitionContext, from: readonly string[]): Promise<Row> {
  const item = await lockRow(ctx.tx, paymentException, Number(ctx.current.Id));
  if (!from.includes(String(item.status))) {
    const by = item.settledBy ? `，处理人 ${String(item.settledBy)}` : "";
    throw precondition(`款项「${String(item.tradeNo)}」当前为「${statusLabel(item.status)}」${by}，不能再${ctx.transition.label}`);
  }
  return item;
}

/** The merchant refund number of an item: the same on every retry, so the channel never refunds twice. */
export function refundNoOf(item: Row): string {
  return `REX${String(item.Id).padStart(10, "0")}`;
}

export const settleHooks: TransitionHooks = {
  async refundThroughChannel(ctx) {
    const item = await lockOpen(ctx, ["PENDING"]);
    const adapter = channelAdapter(String(item.channel));
    const refundNo = refundNoOf(item);
    const answer = await adapter.refund({
      payChannel: String(item.channel), orderNo: String(item.orderNo), channelTradeNo: String(item.tradeNo), refundNo,
      amount: Number(item.amount), total: Number(item.amount), reason: item.kind === "DUPLICATE" ? "重复支付退款" : "订单已关闭，退回款项",
    });
    return {
      status: answer.status === "SUCCESS" ? "SETTLED" : "REFUNDING", settleMode: "CHANNEL", refundNo,
      channelRefundId: answer.channelRefundId, settledBy: ctx.call.user.userName, settledAt: ctx.call.now(),
    };
  },
  async settleOffline(ctx) {
    const item = await lockOpen(ctx, ["PENDING", "REFUNDING"]);
    const note = typeof ctx.input.note === "string" && ctx.input.note.trim() !== "" ? ctx.input.note.trim() : null;
    return {
      settleMode: item.status === "REFUNDING" ? "CHANNEL" : "OFFLINE", channelRefundId: String(ctx.input.channelRefundId).trim(),
      note, settledBy: ctx.call.user.userName, settledAt: ctx.call.now(),
    };
  },
};
