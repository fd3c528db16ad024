/**
 * 开通或延长会员 on a visitor (commerce.md §5.1, §5.10): no direct grant — it submits a PENDING 手动开通
 * VIP work order for the visitor, prefilled from the action's input; the membership moves only when a
 * second person approves it (server/domains/tourist/vipWorkOrder/hooks.ts, which locks the order so
 * that two approvals at once grant once).
 */
import { vipWorkOrder } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { actorOf, insertRow, recordActorChange } from "../../../resources/rows";
import type { Row, Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { precondition } from "../../../platform/wire/errors";

export async function submitVipWorkOrder(call: AuthedCall, tx: Tx, visitorRow: Row, input: Record<string, unknown>): Promise<Row> {
  // The caller locked the visitor: a 注销 at the same moment either came first (refused here) or sees this work order.
  if (visitorRow.status === "DEACTIVATED") throw precondition(`用户「${String(visitorRow.nickName ?? visitorRow.uid)}」已注销，不能提交会员工单`);
  const at = call.now();
  const work = await insertRow(tx, vipWorkOrder, {
    workNo: businessNo("WO", at), visitorId: Number(visitorRow.Id), type: "MANUAL_OPEN", vipLevel: String(input.vipLevel), days: Number(input.days),
    description: String(input.reason), source: "CUSTOMER_SERVICE", submittedBy: call.user.userName, submittedAt: at, status: "PENDING",
  }, at);
  await recordActorChange(tx, actorOf(call), {
    table: vipWorkOrder, recordId: Number(work.Id), before: null, after: work, at, method: "grantVip",
    summary: `提交 VIP 工单 ${String(work.workNo)}：用户「${String(visitorRow.nickName ?? visitorRow.uid)}」手动开通 ${String(input.days)} 天，待审批`,
  });
  return work;
}
