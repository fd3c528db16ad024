import { shanghaiDate } from "../../../../src/catalogue";
import { invoiceRequest, order } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { decodeRow } from "../../../platform/db/columns";
import { defineSeed } from "../../../seed/factory";

const HOUR = 3_600_000;
const COMPANIES = ["杭州某设计有限公司", "上海某文化传播有限公司", "北京某教育科技有限公司", "成都某画室", "广州某广告有限公司", "南京某建筑设计院"];
const PEOPLE = ["王雅琴", "李思远", "张明轩", "刘若彤", "陈子墨", "杨书涵", "黄嘉怡", "赵一鸣"];
const ITEM_BY_TYPE: Readonly<Record<string, string>> = { VIP: "MEMBERSHIP", COURSE: "TRAINING", TOPUP: "INFO_SERVICE" };

/**
 * ~260 invoice requests (commerce.md §5.8; PERSONAL 55 %, ENTERPRISE 45 %, SPECIAL 12 %; 210 ISSUED,
 * 8 RED_FLUSHED, 15 PENDING, 10 REJECTED, scaled) on paid orders of the seed world (not Apple's, not
 * 0 fen), one request per order, each for what the order still has (paid − refunded); the order's
 * invoiceStatus says where its request stands.
 */
export const seed = defineSeed({
  resource: invoiceRequest,
  async run(ctx) {
    // Seeds run once: a database that already has these records keeps them.
    if (await ctx.tx.selectFrom(invoiceRequest.table).select("Id").limit(1).executeTakeFirst()) return;
    const candidates = (await ctx.tx.selectFrom(order.table).selectAll().where("status", "in", ["PAID", "PARTIAL_REFUNDED"])
      .where("payChannel", "in", ["WXPAY", "ALIPAY", "BALANCE"]).where("payAmount", ">", 0).orderBy("Id").execute()).map((r) => decodeRow(order.fields, r));
    const want = Math.min(candidates.length, Math.max(10, Math.round(243 * ctx.scale)));
    const plan = [
      ...Array<string>(Math.max(1, Math.round((8 / 243) * want))).fill("RED_FLUSHED"),
      ...Array<string>(Math.max(1, Math.round((15 / 243) * want))).fill("PENDING"),
      ...Array<string>(Math.max(1, Math.round((10 / 243) * want))).fill("REJECTED"),
    ];
    while (plan.length < want) plan.push("ISSUED");
    // A spread of orders over the year: every k-th candidate.
    const step = Math.max(1, Math.floor(candidates.length / Math.max(1, want)));
    for (let i = 0; i < want; i++) {
      const o = candidates[(i * step) % candidates.length];
      if (!o) break;
      // Pending requests are the recent ones: the latest orders.
      const status = plan[(i * 7) % plan.length] as string;
      const amount = Number(o.payAmount) - Number(o.refundedAmount ?? 0) - Number(o.refundingAmount ?? 0);
      if (amount <= 0) continue;
      const enterprise = ctx.random() < 0.45;
      const special = enterprise && ctx.random() < 0.27;
      const at = Number(o.paidAt) + (1 + Math.floor(ctx.random() * 72)) * HOUR;
      const issuedAt = at + (2 + Math.floor(ctx.random() * 46)) * HOUR;
      const number = () => `2644${String(Math.floor(ctx.random() * 1e8)).padStart(8, "0")}${String(Math.floor(ctx.random() * 1e8)).padStart(8, "0")}`;
      const issued = status === "ISSUED" || status === "RED_FLUSHED";
      const title = enterprise ? (COMPANIES[i % COMPANIES.length] as string) : (PEOPLE[i % PEOPLE.length] as string);
      await ctx.insert(invoiceRequest, {
        requestNo: businessNo("INV", at, Math.floor(ctx.random() * 1_000_000)), orderId: Number(o.Id), visitorId: o.visitorId, amount,
        invoiceType: special ? "SPECIAL" : "NORMAL", titleType: enterprise ? "ENTERPRISE" : "PERSONAL", title,
        taxNo: enterprise ? `91330106MA2K${String(1000 + i).slice(-4)}XY` : null,
        address: special ? "杭州市西湖区文三路 90 号 8 楼" : null, phone: special ? "0571-8888" + String(1000 + (i % 9000)).slice(-4) : null,
        bankName: special ? "招商银行杭州分行" : null, bankAccount: special ? `5719${String(10_000_000 + i)}` : null,
        itemName: ITEM_BY_TYPE[String(o.orderType)] ?? "MEMBERSHIP", email: `invoice${String(i).padStart(3, "0")}@example.com`,
        status, invoiceNumber: issued ? number() : null, issuedAt: issued ? issuedAt : null, pdfFile: issued ? `invoice/${shanghaiDate(issuedAt).replaceAll("-", "")}/inv-${i}.pdf` : null,
        rejectReason: status === "REJECTED" ? "抬头与税号不一致" : null, redReason: status === "RED_FLUSHED" ? "01" : null,
        redInvoiceNumber: status === "RED_FLUSHED" ? number() : null, needsRedFlush: false, handler: status === "PENDING" ? null : "finance.sun",
      }, { ctime: at, utime: issued || status === "REJECTED" ? issuedAt : at });
      const invoiceStatus = status === "PENDING" ? "REQUESTED" : status === "REJECTED" ? "NONE" : status;
      await ctx.tx.updateTable(order.table).set({ invoiceStatus }).where("Id", "=", Number(o.Id)).execute();
    }
  },
});
