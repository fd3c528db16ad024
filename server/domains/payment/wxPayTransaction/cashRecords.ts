import { alipayTrade, paymentException, wxPayTransaction } from "../../../../src/catalogue/registry";
import { alipayBuyerId, alipayLogon, alipayNotifyId, alipayTradeNo, wxNotifyId, wxOpenid, wxTransactionId } from "../../../seed/data/paymentIds";
import type { SeedContext } from "../../../seed/factory";
import type { SeedBatch } from "./seedBatch";
import { alipayProduct, beijingTime, rfc3339, WAS_PAID, wxTradeType, yuanText, type SeedOrder } from "./channelOrders";

const MCHID = "1611234567";
const APPIDS: Readonly<Record<string, string>> = { APP: "wx3f5a8b2c9d1e7f46", JSAPI: "wx8a1b2c3d4e5f6a7b", MWEB: "wx1c2d3e4f5a6b7c8d", NATIVE: "wx1c2d3e4f5a6b7c8d" };
const BANKS = ["OTHERS", "CMB_CREDIT", "ICBC_DEBIT", "CCB_DEBIT", "ABC_DEBIT", "BOC_CREDIT", "CMB_DEBIT", "SPDB_CREDIT"] as const;
const SECOND = 1000;

const pick = <T>(random: () => number, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;

/** One WeChat Pay record, with the decrypted resource it came from as `raw`; answers its transaction id. */
async function wxRecord(ctx: SeedContext, out: SeedBatch, o: SeedOrder | null, v: { outTradeNo: string; total: number; state: string; at: number; match: string; tradeType: string; transactionId?: string }): Promise<string> {
  const transactionId = v.transactionId ?? wxTransactionId(ctx.random, v.at);
  const openid = wxOpenid(ctx.random);
  const bank = pick(ctx.random, BANKS);
  const paid = v.state === "SUCCESS" || v.state === "REFUND";
  const resource = {
    mchid: MCHID, appid: APPIDS[v.tradeType], out_trade_no: v.outTradeNo, transaction_id: transactionId, trade_type: v.tradeType, trade_state: v.state,
    trade_state_desc: paid ? "支付成功" : v.state === "CLOSED" ? "订单已关闭" : "订单未支付", bank_type: paid ? bank : undefined,
    success_time: paid ? rfc3339(v.at) : undefined, payer: { openid }, amount: { total: v.total, payer_total: v.total, currency: "CNY", payer_currency: "CNY" },
  };
  const viaQuery = ctx.random() < 0.06;
  const receivedAt = v.at + Math.floor(2 + ctx.random() * 40) * SECOND;
  out.add(wxPayTransaction, {
    outTradeNo: v.outTradeNo, transactionId, orderId: o?.Id ?? null, appid: APPIDS[v.tradeType], mchid: MCHID, tradeType: v.tradeType,
    tradeState: v.state, tradeStateDesc: resource.trade_state_desc, bankType: paid ? bank : null, total: v.total, payerTotal: v.total, currency: "CNY",
    payerOpenid: openid, successTime: paid ? v.at : null, source: viaQuery ? "QUERY" : "NOTIFY", orderMatch: v.match,
    notifyId: viaQuery ? null : wxNotifyId(ctx.random), receivedAt, raw: { resource, serial: "5157F09EFDC096DE15EBE81A47057A7232F1B8E1" },
  }, receivedAt);
  return transactionId;
}

async function alipayRecord(ctx: SeedContext, out: SeedBatch, o: SeedOrder | null, v: { outTradeNo: string; total: number; status: string; at: number; match: string; subject: string; platform: string; refundFee?: number; tradeNo?: string }): Promise<string> {
  const tradeNo = v.tradeNo ?? alipayTradeNo(ctx.random, v.at);
  // A full refund closes a paid trade: it keeps its payment time.
  const paid = v.status === "TRADE_SUCCESS" || v.status === "TRADE_FINISHED" || (v.status === "TRADE_CLOSED" && v.refundFee !== undefined);
  const notifyId = alipayNotifyId(ctx.random);
  const buyer = { logon: alipayLogon(ctx.random), id: alipayBuyerId(ctx.random) };
  const created = v.at - Math.floor(10 + ctx.random() * 80) * SECOND;
  const receivedAt = v.at + Math.floor(1 + ctx.random() * 20) * SECOND;
  const raw = {
    notify_type: "trade_status_sync", notify_id: notifyId, app_id: "2021004112345678", trade_no: tradeNo, out_trade_no: v.outTradeNo, trade_status: v.status,
    total_amount: yuanText(v.total), receipt_amount: paid ? yuanText(v.total) : undefined, buyer_logon_id: buyer.logon, buyer_id: buyer.id, subject: v.subject,
    gmt_create: beijingTime(created), gmt_payment: paid ? beijingTime(v.at) : undefined, refund_fee: v.refundFee ? yuanText(v.refundFee) : undefined,
  };
  out.add(alipayTrade, {
    outTradeNo: v.outTradeNo, tradeNo, orderId: o?.Id ?? null, tradeStatus: v.status, totalAmount: v.total, receiptAmount: paid ? v.total : 0,
    buyerPayAmount: paid ? v.total : 0, refundFee: v.refundFee ?? 0, buyerLogonId: buyer.logon, buyerUserId: buyer.id, subject: v.subject,
    productCode: alipayProduct(v.platform), gmtCreate: created, gmtPayment: paid ? v.at : null, gmtClose: paid ? null : v.at,
    notifyId, source: "NOTIFY", orderMatch: v.match, receivedAt, raw,
  }, receivedAt);
  return tradeNo;
}

/**
 * WeChat Pay and Alipay records from the seeded orders: one per paid order of the channel (the
 * order's trade number and amount), NOTPAY/CLOSED or WAIT_BUYER_PAY/TRADE_CLOSED for part of the
 * closed orders (abandoned payments), and the planted differences of the reconcile demo: two test
 * payments with no order and one short payment of a closed order (WeChat), one stray trade (Alipay).
 */
export async function seedCashRecords(ctx: SeedContext, out: SeedBatch, orders: readonly SeedOrder[]): Promise<void> {
  for (const o of orders) {
    if (WAS_PAID.has(o.status) && o.paidAt !== null && o.payChannel === "WXPAY") {
      await wxRecord(ctx, out, o, { outTradeNo: o.orderNo, total: o.payAmount, state: o.status === "REFUNDED" ? "REFUND" : "SUCCESS", at: o.paidAt, match: "MATCHED", tradeType: wxTradeType(o.platform), ...(o.channelTradeNo ? { transactionId: o.channelTradeNo } : {}) });
    } else if (WAS_PAID.has(o.status) && o.paidAt !== null && o.payChannel === "ALIPAY") {
      await alipayRecord(ctx, out, o, {
        outTradeNo: o.orderNo, total: o.payAmount, status: o.status === "REFUNDED" ? "TRADE_CLOSED" : "TRADE_SUCCESS", at: o.paidAt, match: "MATCHED",
        subject: o.goodsName, platform: o.platform, ...(o.status === "REFUNDED" ? { refundFee: o.payAmount } : {}), ...(o.channelTradeNo ? { tradeNo: o.channelTradeNo } : {}),
      });
      // An Alipay trade paid and never refunded is finished three months later (no refund possible after that).
    } else if (o.status === "CLOSED" && o.payAmount > 0 && o.platform !== "IOS") {
      const roll = ctx.random();
      const at = o.ctime + Math.floor(20 + ctx.random() * 600) * SECOND;
      if (roll < 0.55) await wxRecord(ctx, out, o, { outTradeNo: o.orderNo, total: o.payAmount, state: ctx.random() < 0.6 ? "CLOSED" : "NOTPAY", at, match: "MATCHED", tradeType: wxTradeType(o.platform) });
      else if (roll < 0.75) await alipayRecord(ctx, out, o, { outTradeNo: o.orderNo, total: o.payAmount, status: ctx.random() < 0.7 ? "TRADE_CLOSED" : "WAIT_BUYER_PAY", at, match: "MATCHED", subject: o.goodsName, platform: o.platform });
    }
  }
  // Planted differences, within the last 30 days so that the seeded reconciliation finds them.
  const day = 86_400_000;
  const base = ctx.now - (ctx.now % day);
  for (const [i, daysAgo] of [12, 25].entries()) {
    const at = base - daysAgo * day + (3 + i) * 3_600_000;
    await wxRecord(ctx, out, null, { outTradeNo: `TEST${beijingTime(at).replace(/\D/g, "")}${i}`, total: 1, state: "SUCCESS", at, match: "NO_ORDER", tradeType: "NATIVE" });
  }
  const closed = [...orders].reverse().find((o) => o.status === "CLOSED" && o.payAmount > 100 && o.ctime > ctx.now - 30 * day && o.ctime < ctx.now - 2 * day);
  if (closed) {
    await wxRecord(ctx, out, closed, { outTradeNo: closed.orderNo, total: closed.payAmount - 100, state: "SUCCESS", at: closed.ctime + 300 * SECOND, match: "AMOUNT_DIFF", tradeType: wxTradeType(closed.platform) });
  }
  await seedPaymentsToRefund(ctx, out, orders, closed ?? null);
  const strayAt = base - 18 * day + 14 * 3_600_000;
  await alipayRecord(ctx, out, null, { outTradeNo: `VIP${beijingTime(strayAt).replace(/\D/g, "")}900001`, total: 2_500, status: "TRADE_SUCCESS", at: strayAt, match: "NO_ORDER", subject: "墨苑月度会员", platform: "H5" });
}

/**
 * Payments waiting for a refund (orderMatch NEEDS_REFUND, never credited), each an item of the
 * finance queue 待处理款项: two WeChat payments that arrived after their order had closed (still
 * waiting), and one Alipay payment of an order WeChat had already paid (given back offline the next
 * day by finance, when that day is past).
 */
async function seedPaymentsToRefund(ctx: SeedContext, out: SeedBatch, orders: readonly SeedOrder[], skip: SeedOrder | null): Promise<void> {
  const day = 86_400_000;
  const recent = (at: number) => at > ctx.now - 80 * day && at < ctx.now - 2 * day;
  const queue = (o: SeedOrder, v: { channel: string; tradeNo: string; kind: string; paidAt: number; settledAt?: number; channelRefundId?: string }) => {
    const settled = v.settledAt !== undefined;
    out.add(paymentException, {
      tradeNo: v.tradeNo, channel: v.channel, kind: v.kind, orderId: o.Id, orderNo: o.orderNo, amount: o.payAmount, paidAt: v.paidAt,
      status: settled ? "SETTLED" : "PENDING", settleMode: settled ? "OFFLINE" : null, channelRefundId: v.channelRefundId ?? null,
      note: settled ? "重复支付，已在支付宝商户平台全额退回" : null, settledBy: settled ? "finance.sun" : null, settledAt: v.settledAt ?? null,
    }, v.paidAt + 60 * SECOND);
  };
  const late = [...orders].reverse().filter((o) => o !== skip && o.status === "CLOSED" && o.payAmount > 0 && o.platform !== "IOS" && recent(o.ctime)).slice(0, 2);
  for (const o of late) {
    const at = o.ctime + 42 * 60 * SECOND;
    const tradeNo = await wxRecord(ctx, out, o, { outTradeNo: o.orderNo, total: o.payAmount, state: "SUCCESS", at, match: "NEEDS_REFUND", tradeType: wxTradeType(o.platform) });
    queue(o, { channel: "WXPAY", tradeNo, kind: "AFTER_CLOSE", paidAt: at });
  }
  const twice = [...orders].reverse().find((o) => o.status === "PAID" && o.payChannel === "WXPAY" && o.paidAt !== null && recent(o.paidAt));
  if (twice?.paidAt) {
    const at = twice.paidAt + 95 * SECOND;
    const tradeNo = await alipayRecord(ctx, out, twice, { outTradeNo: twice.orderNo, total: twice.payAmount, status: "TRADE_SUCCESS", at, match: "NEEDS_REFUND", subject: twice.goodsName, platform: twice.platform });
    const settledAt = at + day;
    queue(twice, { channel: "ALIPAY", tradeNo, kind: "DUPLICATE", paidAt: at, ...(settledAt < ctx.now ? { settledAt, channelRefundId: `${tradeNo}_RF1` } : {}) });
  }
}
