import { alipayTrade } from "../../../../../src/catalogue/registry";
import type { Tx } from "../../../../platform/db/types";
import type { ServerDeps } from "../../../../platform/rpc/call";
import { applyPayment } from "../../../order/order/settle";
import { verifyAlipay } from "./alipayVerify";
import { beijingTimeOf, existingRecord, fenOfYuan, inNotifyTransaction, lockOrderByNo, matchOf, recordLedger } from "./ledger";
import { paidVerdict, sameTradeRecorded } from "./paidMatch";
import { queueNeedsRefund } from "../../paymentException/queue";
import type { Outcome } from "./wxpay";

const PAID = new Set(["TRADE_SUCCESS", "TRADE_FINISHED"]);

async function recordTrade(deps: ServerDeps, tx: Tx, p: Readonly<Record<string, string>>, total: number): Promise<boolean> {
  const order = await lockOrderByNo(tx, p.out_trade_no);
  if (await existingRecord(tx, alipayTrade, "notifyId", p.notify_id as string)) return true;
  if (await sameTradeRecorded(tx, alipayTrade, { tradeKey: "tradeNo", tradeNo: p.trade_no, stateKey: "tradeStatus", state: p.trade_status })) return true;
  const now = deps.now();
  const verdict = PAID.has(p.trade_status ?? "") ? paidVerdict(order, total, "ALIPAY", p.trade_no) : { match: matchOf(order, total), credit: false };
  const match = verdict.match;
  const gmtPayment = beijingTimeOf(p.gmt_payment);
  const { sign: _sign, ...raw } = p;
  await recordLedger(tx, alipayTrade, {
    outTradeNo: p.out_trade_no, tradeNo: p.trade_no, orderId: order ? Number(order.Id) : null, tradeStatus: p.trade_status,
    totalAmount: total, receiptAmount: fenOfYuan(p.receipt_amount), buyerPayAmount: fenOfYuan(p.buyer_pay_amount),
    refundFee: fenOfYuan(p.refund_fee) ?? 0, buyerLogonId: p.buyer_logon_id, buyerUserId: p.buyer_id ?? p.buyer_open_id,
    subject: p.subject, productCode: p.product_code, gmtCreate: beijingTimeOf(p.gmt_create), gmtPayment, gmtClose: beijingTimeOf(p.gmt_close),
    notifyId: p.notify_id, source: "NOTIFY", orderMatch: match, receivedAt: now, raw,
  }, now);
  // Only an exact amount for a PENDING order credits it; the others stay recorded (AMOUNT_DIFF, NEEDS_REFUND) for staff.
  if (order && verdict.credit && p.trade_no) {
    await applyPayment(tx, { orderId: Number(order.Id), channel: "ALIPAY", amount: total, channelTradeNo: p.trade_no, paidAt: gmtPayment ?? now, at: now });
  }
  if (order && match === "NEEDS_REFUND" && p.trade_no) {
    await queueNeedsRefund(tx, { channel: "ALIPAY", tradeNo: p.trade_no, order, amount: total, paidAt: gmtPayment ?? now }, now);
  }
  return false;
}

/**
 * POST /api/notify/alipay (form-encoded): verifies the RSA2 signature over the sorted parameters,
 * records the trade once per `notify_id` and credits the order when the amount agrees. Alipay is
 * answered `success` only once the notification is safely recorded.
 */
export async function handleAlipayNotify(deps: ServerDeps, params: Readonly<Record<string, string>>): Promise<Outcome> {
  const config = deps.config.payments.alipay;
  if (!config) return { ok: false, kind: "notConfigured", reason: "未配置支付宝公钥，拒绝处理" };
  const verified = verifyAlipay(config, params);
  if (!verified.ok) return { ok: false, kind: "unverified", reason: verified.reason };
  const total = fenOfYuan(params.total_amount);
  if (total === undefined) return { ok: false, kind: "unverified", reason: "total_amount 不是有效金额" };
  const duplicate = await inNotifyTransaction(deps, (tx) => recordTrade(deps, tx, params, total));
  return { ok: true, duplicate };
}
