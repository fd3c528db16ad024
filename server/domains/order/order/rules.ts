/**
 * {ns}.OrderServiceAdmin for orders (commerce.md §2.1, §2.2): list/get, `remark`
 * the only editable field, state changes only by transitions — 退款 (refundOrder) through the money
 * rules of ../refund/refunds.ts, 关闭订单 (closeOrder). No create or delete method.
 */
import { order } from "../../../../src/catalogue/registry";
import type { RefundRequest } from "../refund/refunds";
import { createRefund, planRefund } from "../refund/refunds";
import { actorOf, lockRow } from "../../../resources/rows";
import { conflict } from "../../../platform/wire/errors";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import type { TransitionHook } from "../../../resources/transitions";
import { registerRecordChanges } from "../../../resources/recordChanges";
import { defineRules } from "../../rules";
import { closeLockedOrder } from "./close";
import { paymentWindowSweeper } from "./paymentWindow";
import { registerRefulfil } from "./refulfil";

/**
 * 退款: locks the order (the transition read it without a lock), re-checks it, makes the refund and
 * answers the order's new amounts and state (REFUNDING while a channel works on it; PARTIAL_REFUNDED
 * or REFUNDED when it finished at once). Two refunds at the same moment: the second sees the first.
 */
const refundHook: TransitionHook = async ({ call, tx, current, input }) => {
  const locked = await lockRow(tx, order, Number(current.Id));
  const req: RefundRequest = {
    amount: Number(input.amount), reason: String(input.reason), reasonText: (input.reasonText as string | null | undefined) ?? null,
    mode: input.mode === "OFFLINE" ? "OFFLINE" : "CHANNEL", channelRefundId: (input.channelRefundId as string | null | undefined) ?? null,
    revokeEntitlement: input.revokeEntitlement === true, actor: actorOf(call), at: call.now(),
  };
  if (locked.utime !== current.utime) {
    // Someone changed it meanwhile: refuse with what is true now, or ask to refresh.
    planRefund(locked, req);
    throw conflict();
  }
  const { orderPatch } = await createRefund(tx, locked, req);
  return orderPatch;
};

/** 关闭订单: no payment after this (also how a defaulted auction lot cancels its order). The channels' close calls come with their adapters (none is configured). */
export const closeOrderHook: TransitionHook = async ({ call, tx, current }) => {
  // Locked so a close and a refund of one order take turns; the holds go back once (holds.ts).
  const locked = await lockRow(tx, order, Number(current.Id));
  if (locked.utime !== current.utime) throw conflict();
  return closeLockedOrder(tx, locked, call.now());
};

export const rules = defineRules("order", (registry: MethodRegistry) => {
  registerResource(registry, order, { transitions: { refund: refundHook, close: closeOrderHook } });
  registerRecordChanges(registry, order);
  registerRefulfil(registry);
}, { sweepers: [paymentWindowSweeper] });
