import { formatShanghai } from "../../../../src/catalogue/kinds/shanghai";
import type { Tx } from "../../../platform/db/types";

/** What the payment seeds need of an order. */
export interface SeedOrder {
  readonly Id: number;
  readonly orderNo: string;
  readonly orderType: string;
  readonly visitorId: number | null;
  readonly platform: string;
  readonly payAmount: number;
  readonly payChannel: string | null;
  readonly channelTradeNo: string | null;
  readonly status: string;
  readonly paidAt: number | null;
  readonly ctime: number;
  readonly goodsName: string;
  readonly isRenewal: boolean;
  readonly originalTransactionId: string | null;
  readonly vipEndAt: number | null;
}

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Every order, oldest first, as the seeded order factory wrote it. */
export async function seededOrders(tx: Tx): Promise<SeedOrder[]> {
  const rows = await tx.selectFrom("orders")
    .select(["Id", "ctime", "orderNo", "orderType", "visitorId", "platform", "payAmount", "payChannel", "channelTradeNo", "status", "paidAt", "lines", "isRenewal", "originalTransactionId", "vipEndAt"])
    .orderBy("Id", "asc").execute();
  return rows.map((r) => {
    let goodsName = "墨苑订单";
    try {
      const lines = JSON.parse(String(r.lines ?? "[]")) as { goodsName?: string }[];
      goodsName = lines[0]?.goodsName ?? goodsName;
    } catch {
      // a malformed snapshot keeps the generic title
    }
    return {
      Id: Number(r.Id), ctime: Number(r.ctime), orderNo: String(r.orderNo), orderType: String(r.orderType), visitorId: n(r.visitorId),
      platform: String(r.platform ?? "IOS"), payAmount: Number(r.payAmount ?? 0), payChannel: r.payChannel === null ? null : String(r.payChannel),
      channelTradeNo: r.channelTradeNo === null ? null : String(r.channelTradeNo), status: String(r.status), paidAt: n(r.paidAt), goodsName,
      isRenewal: Boolean(Number(r.isRenewal ?? 0)), originalTransactionId: r.originalTransactionId === null ? null : String(r.originalTransactionId),
      vipEndAt: n(r.vipEndAt),
    };
  });
}

/** The paid states: refunds do not undo a payment. */
export const WAS_PAID = new Set(["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"]);

/** WeChat's trade type for the platform an order came from. */
export function wxTradeType(platform: string): string {
  return platform === "MP_WEIXIN" ? "JSAPI" : platform === "H5" ? "MWEB" : platform === "PC" ? "NATIVE" : "APP";
}

/** Alipay's product for the platform. */
export function alipayProduct(platform: string): string {
  return platform === "H5" ? "QUICK_WAP_WAY" : platform === "PC" ? "FAST_INSTANT_TRADE_PAY" : "QUICK_MSECURITY_PAY";
}

/** Alipay's Beijing-time string of an instant. */
export function beijingTime(ms: number): string {
  return formatShanghai(ms, true);
}

/** RFC 3339 in +08:00, as WeChat writes `success_time`. */
export function rfc3339(ms: number): string {
  return `${formatShanghai(ms, true).replace(" ", "T")}+08:00`;
}

export function yuanText(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;
}
