/** Visitors and orders written as the server's own code writes them, for the money tests. */
import type { Db, Row } from "../../server/platform/db/types";
import { insertRow } from "../../server/resources/rows";
import { businessNo } from "../../server/resources/businessNo";

let serial = 0;

export async function makeVisitor(db: Db, at: number, over: Record<string, unknown> = {}): Promise<Row> {
  serial += 1;
  return db.transaction().execute((tx) => insertRow(tx, "visitor", {
    uid: 19_000_000 + serial + Math.floor(Math.random() * 900_000), nickName: `测试用户${serial}`, registerChannel: "IOS", registerAt: at,
    vipLevel: "NONE", pointBalance: 0, balance: 0, totalPaid: 0, status: "NORMAL", ...over,
  }, at));
}

/** A PENDING order of `payAmount` fen (VIP 30 days unless overridden). */
export async function makeOrder(db: Db, at: number, visitorId: number, over: Record<string, unknown> = {}): Promise<Row> {
  serial += 1;
  const type = String(over.orderType ?? "VIP");
  const prefix = type === "TOPUP" ? "TOP" : type === "COURSE" ? "CRS" : "VIP";
  const pay = Number(over.payAmount ?? 2_500);
  return db.transaction().execute((tx) => insertRow(tx, "orders", {
    orderNo: businessNo(prefix, at, serial * 7919), orderType: type, visitorId, platform: "IOS",
    lines: [{ goodsType: type, goodsId: 1, goodsName: "月度会员", unitPrice: pay, quantity: 1, lineAmount: pay }],
    totalAmount: pay, discountAmount: 0, payAmount: pay, status: "PENDING", fulfilStatus: "NONE",
    refundedAmount: 0, refundingAmount: 0, invoiceStatus: "NONE", expireAt: at + 30 * 60_000,
    ...(type === "VIP" ? { vipLevel: "VIP", durationDays: 30 } : {}),
    ...over,
  }, at));
}
