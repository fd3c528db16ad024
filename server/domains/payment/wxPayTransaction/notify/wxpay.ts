import { wxPayTransaction } from "../../../../../src/catalogue/registry";
import type { Tx } from "../../../../platform/db/types";
import type { ServerDeps } from "../../../../platform/rpc/call";
import { applyPayment, applyRefundResult } from "../../../order/order/settle";
import { existingRecord, inNotifyTransaction, instantOf, lockOrderByNo, matchOf, recordLedger } from "./ledger";
import { paidVerdict, sameTradeRecorded } from "./paidMatch";
import { queueNeedsRefund } from "../../paymentException/queue";
import type { Refusal } from "./respond";
import { decryptWxpayResource, verifyWxpay, type WxpayHeaders } from "./wxpayVerify";

/** What WeChat Pay's v3 `transaction` resource holds (the fields we keep). */
interface WxTransaction {
  mchid?: string; appid?: string; out_trade_no?: string; transaction_id?: string; trade_type?: string; trade_state?: string;
  trade_state_desc?: string; bank_type?: string; attach?: string; success_time?: string;
  payer?: { openid?: string }; amount?: { total?: number; payer_total?: number; currency?: string };
}

/** What its `refund` resource holds. */
interface WxRefund {
  out_refund_no?: string; refund_id?: string; refund_status?: string; success_time?: string; user_received_account?: string;
}

export type Outcome = { ok: true; duplicate: boolean } | ({ ok: false } & Refusal);

async function recordTransaction(deps: ServerDeps, tx: Tx, notifyId: string, t: WxTransaction, serial: string | undefined): Promise<boolean> {
  const order = await lockOrderByNo(tx, t.out_trade_no);
  if (await existingRecord(tx, wxPayTransaction, "notifyId", notifyId)) return true;
  if (await sameTradeRecorded(tx, wxPayTransaction, { tradeKey: "transactionId", tradeNo: t.transaction_id, stateKey: "tradeState", state: t.trade_state })) return true;
  const now = deps.now();
  const total = Number(t.amount?.total ?? NaN);
  const paid = t.trade_state === "SUCCESS";
  const verdict = paid ? paidVerdict(order, total, "WXPAY", t.transaction_id) : { match: matchOf(order, total), credit: false };
  const match = verdict.match;
  const successTime = instantOf(t.success_time);
  await recordLedger(tx, wxPayTransaction, {
    outTradeNo: t.out_trade_no, transactionId: t.transaction_id, orderId: order ? Number(order.Id) : null,
    appid: t.appid, mchid: t.mchid, tradeType: t.trade_type, tradeState: t.trade_state, tradeStateDesc: t.trade_state_desc,
    bankType: t.bank_type, total, payerTotal: t.amount?.payer_total, currency: t.amount?.currency ?? "CNY",
    payerOpenid: t.payer?.openid, successTime, attach: t.attach, source: "NOTIFY", orderMatch: match, notifyId,
    receivedAt: now, raw: { resource: t, serial: serial ?? null },
  }, now);
  // Only an exact amount for a PENDING order credits it; the others stay recorded (AMOUNT_DIFF, NEEDS_REFUND) for staff.
  if (order && verdict.credit && t.transaction_id) {
    await applyPayment(tx, { orderId: Number(order.Id), channel: "WXPAY", amount: total, channelTradeNo: t.transaction_id, paidAt: successTime ?? now, at: now });
  }
  if (order && match === "NEEDS_REFUND" && t.transaction_id) {
    await queueNeedsRefund(tx, { channel: "WXPAY", tradeNo: t.transaction_id, order, amount: total, paidAt: successTime ?? now }, now);
  }
  return false;
}

async function recordRefund(deps: ServerDeps, tx: Tx, r: WxRefund): Promise<boolean> {
  if (!r.out_refund_no) return false;
  const found = await tx.selectFrom("refund").select(["Id", "status"]).where("refundNo", "=", r.out_refund_no).executeTakeFirst();
  // A refund already finished (this result delivered before) changes nothing.
  if (!found || found.status !== "PROCESSING") return true;
  const success = r.refund_status === "SUCCESS";
  await applyRefundResult(tx, {
    refundId: Number(found.Id), success, channelRefundId: r.refund_id ?? null, at: deps.now(),
    ...(success ? {} : { failStatus: r.refund_status === "CLOSED" ? "CLOSED" as const : "ABNORMAL" as const }),
    userReceivedAccount: r.user_received_account ?? null,
  });
  return false;
}

/**
 * POST /api/notify/wxpay: verifies the platform signature, decrypts the resource with the APIv3 key,
 * records the transaction (once per notification id) and credits the order when the amount agrees;
 * refund results finish their refund.
 */
export async function handleWxpayNotify(deps: ServerDeps, headers: WxpayHeaders, body: string): Promise<Outcome> {
  const config = deps.config.payments.wxpay;
  if (!config) return { ok: false, kind: "notConfigured", reason: "未配置微信支付通知密钥，拒绝处理" };
  const envelope = verifyWxpay(config, headers, body, deps.now());
  if (!envelope.ok) return { ok: false, kind: "unverified", reason: envelope.reason };
  const resource = decryptWxpayResource(config, envelope.value.resource);
  if (!resource.ok) return { ok: false, kind: "unverified", reason: resource.reason };
  const event = envelope.value.event_type;
  if (event.startsWith("TRANSACTION.")) {
    const t = resource.value as WxTransaction;
    if (t.mchid !== config.mchid) return { ok: false, kind: "unverified", reason: "商户号与配置不符" };
    if (!t.out_trade_no || !Number.isInteger(t.amount?.total)) return { ok: false, kind: "unverified", reason: "通知缺少商户订单号或金额" };
    const duplicate = await inNotifyTransaction(deps, (tx) => recordTransaction(deps, tx, envelope.value.id, t, headers.serial));
    return { ok: true, duplicate };
  }
  if (event.startsWith("REFUND.")) {
    const duplicate = await inNotifyTransaction(deps, (tx) => recordRefund(deps, tx, resource.value as WxRefund));
    return { ok: true, duplicate };
  }
  return { ok: true, duplicate: false };
}
