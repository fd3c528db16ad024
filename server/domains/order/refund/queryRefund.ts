/**
 * 查询退款 (commerce.md §2.2, §12.2): asks the channel for a PROCESSING or ABNORMAL refund's outcome
 * and applies it with the channel's own rules (applyRefundResult). No query adapter configured →
 * FAILED_PRECONDITION 「未配置…」 and nothing changes; the channel is asked outside the transaction,
 * its answer applied under lock (a result that arrived meanwhile wins, nothing twice).
 */
import { actionOf } from "../../../../src/catalogue";
import { refund } from "../../../../src/catalogue/registry";
import type { AuthedCall } from "../../../platform/rpc/call";
import { write } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, notFound, precondition } from "../../../platform/wire/errors";
import { inTransaction } from "../../../resources/methods";
import { selectionPayload, selectionTargets, type SelectionPayload } from "../../../resources/payload";
import { findRecord } from "../../../resources/queries";
import { actorOf } from "../../../resources/rows";
import { channelQueryAdapter } from "./channels";
import { applyRefundResult } from "./refunds";

async function queryCall(call: AuthedCall, input: SelectionPayload) {
  const action = actionOf(refund, "queryRefund");
  if (!action) throw new Error("refund: action queryRefund is missing from the catalogue");
  const [target] = selectionTargets(input, { label: action.label, single: true, utimeRequired: false });
  if (!target) throw invalid("请提供 Id");
  const current = await findRecord(call.db, refund, target.id);
  if (!current) throw notFound(`退款单不存在（Id ${target.id}）`);
  const no = String(current.refundNo);
  if (current.status !== "PROCESSING" && current.status !== "ABNORMAL") throw precondition(`退款单「${no}」已结束，无需查询`);
  if (current.mode !== "CHANNEL") throw precondition(`退款单「${no}」为线下登记的退款，没有渠道退款可查询`);
  const adapter = channelQueryAdapter(String(current.payChannel), "查询退款");
  const answer = await adapter.queryRefund({ payChannel: String(current.payChannel), orderNo: String(current.orderNo), refundNo: no });
  const status = answer.status;
  if (status === "PROCESSING" || (status === "ABNORMAL" && current.status === "ABNORMAL")) return { data: [current], total: 1 };
  const row = await inTransaction(call.db, async (tx) => (await applyRefundResult(tx, {
    refundId: target.id, success: status === "SUCCESS", channelRefundId: answer.channelRefundId, userReceivedAccount: answer.userReceivedAccount ?? null,
    at: call.now(), actor: actorOf(call), ...(status === "SUCCESS" ? {} : { failStatus: status }),
  })).refund);
  return { data: [row], total: 1 };
}

/** Registers queryRefund on OrderServiceAdmin, W(order). */
export function registerQueryRefund(registry: MethodRegistry): void {
  registry.add(method({ service: refund.service, method: "queryRefund", access: write(refund.access), input: selectionPayload, handler: queryCall }));
}
