/**
 * The payment channels' refund adapters. The embedded default is "not configured": a 原路退款
 * through a channel without an adapter is refused with a clear message and changes nothing — the
 * server never makes up a channel's answer. A deployment (or a test) installs a real adapter.
 */
import { precondition } from "../../../platform/wire/errors";

export interface ChannelRefundRequest {
  readonly payChannel: string;
  /** out_trade_no */
  readonly orderNo: string;
  /** WeChat transaction_id / Alipay trade_no */
  readonly channelTradeNo: string | null;
  /** out_refund_no / out_request_no: the same number on a retry, so a refund never happens twice. */
  readonly refundNo: string;
  /** fen */
  readonly amount: number;
  /** fen: the order's payAmount (WeChat wants the original total). */
  readonly total: number;
  readonly reason: string;
}

/** What the channel answered on accepting a refund request (WeChat: PROCESSING or SUCCESS). */
export interface ChannelRefundAnswer {
  readonly status: "PROCESSING" | "SUCCESS";
  readonly channelRefundId: string | null;
  /** e.g. 支付用户零钱 / 招商银行信用卡0403 */
  readonly userReceivedAccount?: string | null;
}

export interface ChannelRefundAdapter {
  /** Throws (an RpcError with a Chinese message) when the channel refuses. */
  refund(request: ChannelRefundRequest): Promise<ChannelRefundAnswer>;
}

const CHANNEL_NAMES: Readonly<Record<string, string>> = { WXPAY: "微信支付", ALIPAY: "支付宝" };

const adapters = new Map<string, ChannelRefundAdapter>();

/** Installs (or, with null, removes) the refund adapter of a channel: WXPAY or ALIPAY. */
export function setChannelAdapter(payChannel: string, adapter: ChannelRefundAdapter | null): void {
  if (adapter) adapters.set(payChannel, adapter);
  else adapters.delete(payChannel);
}

/** The channel's refund adapter, or FAILED_PRECONDITION saying it is not configured. */
export function channelAdapter(payChannel: string): ChannelRefundAdapter {
  const adapter = adapters.get(payChannel);
  const name = CHANNEL_NAMES[payChannel];
  if (!name) throw precondition("该订单的支付方式不支持原路退款");
  if (!adapter) {
    throw precondition(`未配置${name}退款通道，无法原路退款：请在${name}商户平台完成退款后，选择「登记线下退款」并填写渠道退款单号`);
  }
  return adapter;
}

/** What the channel says of a refund (WeChat 查询单笔退款: status, refund_id, user_received_account, success_time). */
export interface ChannelRefundState {
  readonly status: "PROCESSING" | "SUCCESS" | "CLOSED" | "ABNORMAL";
  readonly channelRefundId: string | null;
  readonly userReceivedAccount?: string | null;
}

/** What the channel says of a payment order (WeChat 查询订单 trade_state / Alipay trade_status, normalised). */
export interface ChannelOrderState {
  readonly paid: boolean;
  readonly channelTradeNo: string | null;
  /** fen */
  readonly amount: number | null;
  readonly raw: Readonly<Record<string, unknown>>;
}

/** The channel's query methods the screens use (查询退款, 重新查单). A read of the channel, never a write. */
export interface ChannelQueryAdapter {
  queryRefund(request: { payChannel: string; orderNo: string; refundNo: string }): Promise<ChannelRefundState>;
  queryOrder(request: { payChannel: string; orderNo: string }): Promise<ChannelOrderState>;
}

const queries = new Map<string, ChannelQueryAdapter>();

/** Installs (or, with null, removes) the query adapter of a channel: WXPAY or ALIPAY. */
export function setChannelQueryAdapter(payChannel: string, adapter: ChannelQueryAdapter | null): void {
  if (adapter) queries.set(payChannel, adapter);
  else queries.delete(payChannel);
}

/** The channel's query adapter, or FAILED_PRECONDITION saying it is not configured (nothing is changed). */
export function channelQueryAdapter(payChannel: string, what: string): ChannelQueryAdapter {
  const name = CHANNEL_NAMES[payChannel];
  if (!name) throw precondition(`该支付方式没有可${what}的渠道`);
  const adapter = queries.get(payChannel);
  if (!adapter) throw precondition(`未配置${name}查询通道，无法${what}：请在${name}商户平台查看结果后，用「登记退款成功」或「关闭退款」登记`);
  return adapter;
}
