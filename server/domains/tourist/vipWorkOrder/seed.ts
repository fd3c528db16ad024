import { order, visitor, vipWorkOrder } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { adminGrant } from "./execution";
import { defineSeed } from "../../../seed/factory";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** commerce.md §5.10: COMPENSATION 45 %, MISSING_CREDIT 25 %, REFUND 15 %, MANUAL_OPEN 10 %, TRANSFER 5 % (of 140, 6 PENDING). */
const TYPES: readonly (readonly [string, number])[] = [["COMPENSATION", 0.45], ["MISSING_CREDIT", 0.25], ["REFUND", 0.15], ["MANUAL_OPEN", 0.1], ["TRANSFER", 0.05]];
const STORIES: Readonly<Record<string, string>> = {
  COMPENSATION: "服务器故障导致高清下载不可用 2 天，按规则补偿会员天数",
  MISSING_CREDIT: "用户支付成功但会员未到账，已核对渠道流水为支付成功",
  REFUND: "用户误购，7 天内申请退款，客服已核实未使用高清下载",
  MANUAL_OPEN: "合作讲师活动赠送会员，运营提供名单",
  TRANSFER: "用户更换账号，申请将剩余会员转入新账号",
};
/** The two demo accounts with WRITE on order: one submits, the other approves. */
const PEOPLE = ["finance.sun", "admin"] as const;

function pick(r: number): string {
  let sum = 0;
  for (const [type, share] of TYPES) {
    sum += share;
    if (r < sum) return type;
  }
  return "COMPENSATION";
}

/**
 * 140 VIP work orders (scaled) over the year on seeded visitors. Executed ones did what approval
 * does: VIP granted through an ADMIN order of 0 fen (the visitor's expiry moves with it). Refund
 * work orders stay rejected or pending here — a refund's money belongs to the orders' seed.
 */
export const seed = defineSeed({
  resource: vipWorkOrder,
  async run(ctx) {
    // Seeds run once: a database that already has these records keeps them.
    if (await ctx.tx.selectFrom(vipWorkOrder.table).select("Id").limit(1).executeTakeFirst()) return;
    const visitors = (await ctx.tx.selectFrom(visitor.table).select("Id").orderBy("Id").execute()).map((v) => Number(v.Id));
    if (visitors.length < 2) return;
    // Apple-refunded orders stay in the list so the draws land where they did before those refunds; a draw on one takes the next paid order.
    const vipOrders = await ctx.tx.selectFrom(order.table).select(["Id", "visitorId", "orderNo", "paidAt", "payAmount", "status"])
      .where("orderType", "=", "VIP").where((eb) => eb.or([eb("status", "=", "PAID"), eb.and([eb("status", "=", "REFUNDED"), eb("payChannel", "=", "APPLE_IAP")])]))
      .where("payAmount", ">", 0).orderBy("Id").execute();
    const paidFrom = (k: number) => vipOrders.slice(k).find((o) => o.status === "PAID") ?? vipOrders.find((o) => o.status === "PAID");
    const total = Math.max(10, Math.round(140 * ctx.scale));
    const pending = Math.max(2, Math.round(6 * ctx.scale));
    for (let i = 0; i < total; i++) {
      const open = i >= total - pending;
      // A pending 补发 needs an uncredited paid order, which this world does not have: those wait as compensations.
      const drawn = pick(ctx.random());
      const type = open && drawn === "MISSING_CREDIT" ? "COMPENSATION" : drawn;
      const at = open ? ctx.now - (1 + Math.floor(ctx.random() * 3)) * DAY : ctx.now - (5 + Math.floor(((total - i) / total) * 350)) * DAY;
      const related = type === "MISSING_CREDIT" || type === "REFUND" ? paidFrom(Math.floor(ctx.random() * vipOrders.length)) : undefined;
      if ((type === "MISSING_CREDIT" || type === "REFUND") && !related) continue;
      const visitorId = related ? Number(related.visitorId) : (visitors[Math.floor(ctx.random() * visitors.length)] as number);
      const target = visitors[(visitors.indexOf(visitorId) + 1) % visitors.length] as number;
      const submittedBy = PEOPLE[i % 2] as string;
      const approver = PEOPLE[(i + 1) % 2] as string;
      const days = type === "COMPENSATION" ? [3, 7, 15, 30][i % 4] : type === "MANUAL_OPEN" ? [31, 93, 366][i % 3] : null;
      const workNo = businessNo("WO", at, Math.floor(ctx.random() * 1_000_000));
      // Refunds and transfers were decided by rejection in this world, the rest executed (or still pending).
      const status = open ? "PENDING" : type === "REFUND" || type === "TRANSFER" ? (i % 3 === 0 ? "REJECTED" : "CANCELLED") : "EXECUTED";
      const approvedAt = at + (2 + (i % 20)) * HOUR;
      let executionResult: string | null = null;
      if (status === "EXECUTED") {
        const level = type === "MANUAL_OPEN" && i % 5 === 0 ? "SVIP" : "VIP";
        const grantDays = days ?? 31;
        const no = await adminGrant(ctx.tx, { userId: null, userName: approver }, { workNo }, visitorId, level, grantDays, approvedAt, Math.floor(ctx.random() * 1_000_000));
        executionResult = `已${type === "MISSING_CREDIT" ? "补发" : type === "MANUAL_OPEN" ? "开通" : "延长"} ${grantDays} 天（订单 ${no}）`;
      }
      await ctx.insert(vipWorkOrder, {
        workNo, visitorId, type, relatedOrderId: related ? Number(related.Id) : null, days: days ?? (type === "MISSING_CREDIT" ? 31 : null),
        vipLevel: type === "MANUAL_OPEN" ? (i % 5 === 0 ? "SVIP" : "VIP") : null,
        refundAmount: type === "REFUND" && related ? Number(related.payAmount) : null, targetVisitorId: type === "TRANSFER" ? target : null,
        description: STORIES[type], source: i % 4 === 0 ? "FEEDBACK" : "CUSTOMER_SERVICE", submittedBy, submittedAt: at, status,
        approver: status === "PENDING" || status === "CANCELLED" ? null : approver, approvedAt: status === "PENDING" || status === "CANCELLED" ? null : approvedAt,
        rejectReason: status === "REJECTED" ? "超过 7 天无理由退款期限，建议按补偿处理" : null, executionResult,
      }, { ctime: at, utime: status === "PENDING" ? at : approvedAt });
    }
  },
});
