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
