/**
 * 支付未到账补发 (commerce.md §5.10): only for a paid VIP order whose channel record says it was paid
 * and whose membership was never credited. Both the submission and the execution lock the order, so
 * two work orders (or two approvals) for one order grant its days once; the credit marks the original
 * order 已发放, which is what every later check reads.
 */
import { alipayTrade, appStoreReceipt, order, vipWorkOrder, wxPayTransaction } from "../../../../src/catalogue/registry";
import { lockRow, patchRow, recordActorChange, type Actor } from "../../../resources/rows";
import type { Row, Tx } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";

/** The channel record proving the payment (WeChat SUCCESS, Alipay TRADE_SUCCESS/FINISHED, an unrevoked Apple receipt), or why none. */
async function paymentProof(tx: Tx, o: Row): Promise<{ ok: true; proof: string } | { ok: false; why: string }> {
  const orderId = Number(o.Id);
  switch (o.payChannel) {
    case "WXPAY": {
      const r = await tx.selectFrom(wxPayTransaction.table).select(["transactionId"]).where("orderId", "=", orderId).where("tradeState", "in", ["SUCCESS", "REFUND"]).executeTakeFirst();
      return r ? { ok: true, proof: `微信支付 ${String(r.transactionId)}` } : { ok: false, why: "没有支付成功的微信支付流水" };
    }
    case "ALIPAY": {
      const r = await tx.selectFrom(alipayTrade.table).select(["tradeNo"]).where("orderId", "=", orderId).where("tradeStatus", "in", ["TRADE_SUCCESS", "TRADE_FINISHED"]).executeTakeFirst();
      return r ? { ok: true, proof: `支付宝 ${String(r.tradeNo)}` } : { ok: false, why: "没有支付成功的支付宝流水" };
    }
    case "APPLE_IAP": {
      const r = await tx.selectFrom(appStoreReceipt.table).select(["transactionId"]).where("orderId", "=", orderId).where("revocationDate", "is", null).executeTakeFirst();
      return r ? { ok: true, proof: `苹果交易 ${String(r.transactionId)}` } : { ok: false, why: "没有有效的苹果内购收据" };
    }
    default:
      return { ok: false, why: `支付渠道「${String(o.payChannel)}」没有可核对的渠道流水` };
  }
}

/** Why this order cannot be credited by a work order, or null when it can. */
async function refusalOf(tx: Tx, o: Row): Promise<string | null> {
  const no = String(o.orderNo);
  if (o.orderType !== "VIP" || !o.vipLevel || !o.durationDays) return `订单 ${no} 不是会员订单，无法补发`;
  if (o.status !== "PAID") return `订单 ${no} 不是「已支付」状态，无法补发`;
  if (o.fulfilStatus === "DONE") return `订单 ${no} 的会员已到账，不能重复补发`;
  if (o.fulfilStatus === "REVOKED") return `订单 ${no} 的会员已收回，不能补发`;
  const proof = await paymentProof(tx, o);
  return proof.ok ? null : `订单 ${no} ${proof.why}，请先核实支付`;
}

/** Submission (and edit) of a 补发 work order: the order qualifies and no other live work order covers it. */
export async function checkMissingCredit(tx: Tx, orderId: number, selfId: number | null): Promise<void> {
  const o = await lockRow(tx, order, orderId);
  const why = await refusalOf(tx, o);
  if (why) throw invalid(why);
  let q = tx.selectFrom(vipWorkOrder.table).select(["workNo"]).where("type", "=", "MISSING_CREDIT").where("relatedOrderId", "=", orderId)
    .where("status", "in", ["PENDING", "APPROVED", "EXECUTED", "FAILED"]);
  if (selfId !== null) q = q.where("Id", "!=", selfId);
  const other = await q.executeTakeFirst();
  if (other) throw invalid(`订单 ${String(o.orderNo)} 已有补发工单 ${String(other.workNo)}，请勿重复提交`);
}

/**
 * Execution: re-checks under the order's lock, grants through `grant` (the ADMIN order of 0 fen) and
 * marks the original order credited. A refusal is an RpcError, so the work order ends FAILED with it.
 */
export async function creditMissing(tx: Tx, actor: Actor, work: Row, at: number, grant: (level: string, days: number) => Promise<string>): Promise<string> {
  const before = await lockRow(tx, order, Number(work.relatedOrderId));
  const why = await refusalOf(tx, before);
  if (why) throw precondition(why);
  const no = await grant(String(before.vipLevel), Number(before.durationDays));
  const after = await patchRow(tx, order, before, { fulfilStatus: "DONE" }, at);
  await recordActorChange(tx, actor, {
    table: order, recordId: Number(before.Id), before, after, method: "approveVipWorkOrder", at,
    summary: `补发到账：订单「${String(before.orderNo)}」由工单 ${String(work.workNo)} 补发（订单 ${no}）`,
  });
  return `已补发 ${String(before.durationDays)} 天（订单 ${no}，原订单 ${String(before.orderNo)}）`;
}
