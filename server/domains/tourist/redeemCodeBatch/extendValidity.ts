import { formatShanghai } from "../../../../src/catalogue/kinds/shanghai";
import type { ActionHandler } from "../../../resources/actions";
import { invalid, precondition } from "../../../platform/wire/errors";

/**
 * 延长有效期 (commerce.md §5.9): moves a redeemable batch's 兑换截止 later, never earlier — codes
 * already handed out to partners or printed on cards must not lose days. An expired batch stays
 * expired (its unused codes expired with it, §12.6); a new date in the past would only expire it again.
 */
export const extendValidity: ActionHandler = ({ call, current, input }) => {
  if (current.status !== "ACTIVE") throw precondition("只有「可兑换」的批次可以延长有效期（已过期或已作废的批次不能延长）");
  const oldTo = Number(current.validTo);
  const newTo = Number(input.validTo);
  if (newTo <= oldTo) throw invalid(`新的兑换截止须晚于当前的兑换截止（${formatShanghai(oldTo)}）`);
  if (newTo <= call.now()) throw invalid("新的兑换截止须晚于现在");
  return { validTo: newTo };
};
