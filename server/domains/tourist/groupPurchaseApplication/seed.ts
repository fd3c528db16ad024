import { bookkeepingEntry, groupPurchaseApplication, groupPurchaseConf, redeemCodeBatch } from "../../../../src/catalogue/registry";
import { shanghaiDate } from "../../../../src/catalogue";
import { businessNo } from "../../../resources/businessNo";
import { decodeRow } from "../../../platform/db/columns";
import { groupApplications, type GroupApplyStatus } from "../../../seed/data/groupApplications";
import { defineSeed } from "../../../seed/factory";

const HOUR = 3_600_000;
const REACHED: Readonly<Record<GroupApplyStatus, number>> = { SUBMITTED: 0, CONTACTED: 1, QUOTED: 2, APPROVED: 3, PAID: 4, DELIVERED: 5, REJECTED: 1, CANCELLED: 1 };
const REJECT_REASONS = ["资质文件不全", "机构信息无法核实", "人数不足方案下限", "已转为合作渠道批次", "重复提交", "联系人未回复"];

/**
 * The applications of the seed world: each at the step its status says, with its follow-ups, quote
 * (seats × tier price), payment (and the income entry on the bank account) and, when delivered,
 * the batch of codes the redeem-code seed made for it.
 */
export const seed = defineSeed({
  resource: groupPurchaseApplication,
  async run(ctx) {
    // Seeds run once: a database that already has these records keeps them.
    if (await ctx.tx.selectFrom(groupPurchaseApplication.table).select("Id").limit(1).executeTakeFirst()) return;
    const tiers = (await ctx.tx.selectFrom(groupPurchaseConf.table).selectAll().where("status", "=", "ENABLED").orderBy("minSeats").execute()).map((r) => decodeRow(groupPurchaseConf.fields, r));
    if (tiers.length === 0) return;
    for (const [i, a] of groupApplications(ctx.now, ctx.scale).entries()) {
      const tier = tiers.find((t) => a.seats >= Number(t.minSeats) && (t.maxSeats === null || a.seats <= Number(t.maxSeats))) ?? tiers[0];
      if (!tier) continue;
      const reached = REACHED[a.status];
      const handler = i % 2 === 0 ? "ops.wang" : "ops.chen";
      const quoted = a.seats * Number(tier.unitPrice);
      const followUps: { at: number; by: string; note: string }[] = [];
      if (reached >= 1 && a.status !== "REJECTED" && a.status !== "CANCELLED") followUps.push({ at: a.at + 4 * HOUR, by: handler, note: "电话联系，确认人数与开票信息" });
      if (reached >= 2) followUps.push({ at: a.at + 26 * HOUR, by: handler, note: `报价 ¥${(quoted / 100).toFixed(2)}` });
      if (reached >= 3) followUps.push({ at: a.at + 50 * HOUR, by: "finance.sun", note: "审批通过" });
      const paidAt = a.at + 5 * 24 * HOUR;
      if (reached >= 4) followUps.push({ at: paidAt, by: "finance.sun", note: `登记收款 ¥${(quoted / 100).toFixed(2)}` });
      let redeemBatchId: number | null = null;
      if (reached >= 5) {
        const batch = await ctx.tx.selectFrom(redeemCodeBatch.table).select("Id").where("groupApplyNo", "=", a.applyNo).executeTakeFirst();
        redeemBatchId = batch ? Number(batch.Id) : null;
        followUps.push({ at: paidAt + 2 * HOUR, by: handler, note: `开通：生成兑换码 ${a.seats} 个` });
      }
      const rejected = a.status === "REJECTED";
      if (rejected) followUps.push({ at: a.at + 20 * HOUR, by: handler, note: `驳回：${REJECT_REASONS[i % REJECT_REASONS.length] as string}` });
      await ctx.insert(groupPurchaseApplication, {
        applyNo: a.applyNo, orgName: a.orgName, orgType: a.orgType, contactName: a.contactName, contactMobile: a.contactMobile,
        contactEmail: null, seats: a.seats, confId: Number(tier.Id), quotedAmount: reached >= 2 && !rejected ? quoted : null,
        purpose: "用于师生/员工临摹学习与高清作品下载", visitorId: null, handler: reached >= 1 ? handler : null, followUps,
        status: a.status, approver: reached >= 3 && !rejected ? "finance.sun" : null,
        rejectReason: rejected ? REJECT_REASONS[i % REJECT_REASONS.length] : null,
        paidAmount: reached >= 4 ? quoted : null, paidAt: reached >= 4 ? paidAt : null, redeemBatchId,
      }, { ctime: a.at, utime: followUps.at(-1)?.at ?? a.at });
      if (reached >= 4) {
        await ctx.insert(bookkeepingEntry, {
          billNo: businessNo("BK", paidAt, Math.floor(ctx.random() * 1_000_000)), direction: "INCOME", category: "GROUP_PURCHASE_INCOME", amount: quoted,
          occurredOn: shanghaiDate(paidAt), account: "BANK_BASIC", counterparty: a.orgName.slice(0, 50), relatedNo: a.applyNo, source: "AUTO_ORDER",
          reconcileStatus: "UNRECONCILED", locked: false, remark: `机构团购 ${a.applyNo} 对公到账`,
        }, { ctime: paidAt });
      }
    }
  },
});
