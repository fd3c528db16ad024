/** Records the request tests stand on (VIP goods, visitors, orders), written as the server's own code writes them. */
import { vipGoods, visitor, order } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import type { TestServer } from "./harness";

let serial = 0;
const next = () => (serial += 1);

export async function makeVipGoods(t: TestServer, over: Record<string, unknown> = {}): Promise<number> {
  const n = next();
  return insertSeed(t.server.deps.db as unknown as Tx, vipGoods, {
    goodsNo: `VIP_YEAR_T${n}`, name: `年卡${n}`, vipLevel: "VIP", durationDays: 365, price: 23800, platforms: ["IOS", "ANDROID"], sort: n, status: "ON_SALE", soldCount: 0, ...over,
  }, t.clock.now);
}

export async function makeVisitor(t: TestServer, over: Record<string, unknown> = {}): Promise<number> {
  const n = next();
  return insertSeed(t.server.deps.db as unknown as Tx, visitor, {
    uid: 20_000_000 + n, nickName: `测试用户${n}`, mobile: `1390000${String(n).padStart(4, "0")}`, registerChannel: "IOS", registerAt: t.clock.now,
    vipLevel: "NONE", pointBalance: 0, balance: 0, totalPaid: 0, status: "NORMAL", ...over,
  }, t.clock.now);
}

export async function makeOrder(t: TestServer, visitorId: number, over: Record<string, unknown> = {}): Promise<number> {
  const n = next();
  return insertSeed(t.server.deps.db as unknown as Tx, order, {
    orderNo: `VIP20261101120000${String(n).padStart(6, "0")}`, orderType: "VIP", visitorId, platform: "IOS",
    lines: [{ goodsType: "VIP", goodsId: 1, goodsName: "年卡", unitPrice: 23800, quantity: 1, lineAmount: 23800 }],
    totalAmount: 23800, discountAmount: 0, payAmount: 23800, payChannel: "WXPAY", status: "PAID", fulfilStatus: "DONE",
    paidAt: t.clock.now, refundedAmount: 0, refundingAmount: 0, invoiceStatus: "NONE", ...over,
  }, t.clock.now);
}
