/**
 * 登记退款成功 / 关闭退款 (commerce.md §12.2): a refund the channel left PROCESSING (no notification
 * came, no adapter to query) or ABNORMAL (handled by hand in the merchant platform) is finished by
 * staff with W(order). The same money rules as a channel result (applyRefundResult): the order and
 * the refund are locked, so two staff finishing one refund at once finish it once.
 */
import { actionOf, validateRecord } from "../../../../src/catalogue";
import { REFUND_STATUSES } from "../../../../src/catalogue/commerce";
import { refund } from "../../../../src/catalogue/registry";
import type { AuthedCall } from "../../../platform/rpc/call";
import { write } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { conflict, invalid, notFound, precondition } from "../../../platform/wire/errors";
import { inTransaction } from "../../../resources/methods";
import { selectionPayload, selectionTargets, type SelectionPayload } from "../../../resources/payload";
import { actorOf } from "../../../resources/rows";
import { applyRefundResult } from "./refunds";

const label = (v: unknown) => REFUND_STATUSES.find((o) => o.value === v)?.label ?? String(v);

async function finishCall(call: AuthedCall, input: SelectionPayload, name: "completeRefund" | "closeRefund") {
  const action = actionOf(refund, name);
  if (!action) throw new Error(`refund: action ${name} is missing from the catalogue`);
  const [target] = selectionTargets(input, { label: action.label, single: true, utimeRequired: false });
  if (!target) throw invalid("请提供 Id");
  const checked = validateRecord(action.input, input.data ?? {}, "create");
  if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
  const success = name === "completeRefund";
  const row = await inTransaction(call.db, async (tx) => {
    const found = await tx.selectFrom(refund.table).select(["Id", "status", "refundNo", "utime"]).where("Id", "=", target.id).executeTakeFirst();
    if (!found) throw notFound(`退款单不存在（Id ${target.id}）`);
    if (target.utime !== undefined && Number(found.utime) !== target.utime) throw conflict();
    const result = await applyRefundResult(tx, {
      refundId: target.id, success, at: call.now(), actor: actorOf(call),
      ...(success
        ? { channelRefundId: String(checked.value.channelRefundId).trim(), userReceivedAccount: (checked.value.userReceivedAccount as string | null | undefined) ?? null }
        : { failStatus: "CLOSED" as const }),
    });
    if (!result.changed) {
      throw precondition(`退款单「${String(result.refund.refundNo)}」当前为「${label(result.refund.status)}」，只有退款中或退款异常的退款单可以${action.label}`);
    }
    return result.refund;
  });
  return { data: [row], total: 1 };
}

/** Registers completeRefund and closeRefund on OrderServiceAdmin, W(order). */
export function registerStaffFinish(registry: MethodRegistry): void {
  for (const name of ["completeRefund", "closeRefund"] as const) {
    registry.add(method({ service: refund.service, method: name, access: write(refund.access), input: selectionPayload, handler: (call, input) => finishCall(call, input, name) }));
  }
}
