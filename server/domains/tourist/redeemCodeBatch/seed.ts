import { order, redeemCode, redeemCodeBatch, vipGoods } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { CODE_ALPHABET, CODE_LENGTH } from "../../../resources/codeText";
import { groupApplications } from "../../../seed/data/groupApplications";
import { defineSeed, type SeedContext } from "../../../seed/factory";
import { GROUP_TIERS } from "../../order/groupPurchaseConf/seed";

const DAY = 86_400_000;

/** Batches of the seed world besides the group purchases' (commerce.md §5.9), oldest first; quantities at full scale. */
const BATCHES = [
  { name: "2025 教师节合作卡", channel: "PARTNER", partnerName: "某教育出版社", goodsNo: "VIP_YEAR", quantity: 1500, settlePrice: 9800, daysAgo: 330, validDays: 365, prefix: "JS" },
  { name: "书店联名实体卡", channel: "OFFLINE_CARD", partnerName: null, goodsNo: "VIP_QUARTER", quantity: 800, settlePrice: null, daysAgo: 300, validDays: 240, prefix: "" },
  { name: "双 11 运营活动", channel: "CAMPAIGN", partnerName: null, goodsNo: "VIP_MONTH", quantity: 600, settlePrice: null, daysAgo: 260, validDays: 90, prefix: "S11" },
  { name: "新春拉新活动（已作废）", channel: "CAMPAIGN", partnerName: null, goodsNo: "VIP_MONTH", quantity: 500, settlePrice: null, daysAgo: 200, validDays: 180, prefix: "" },
  { name: "画材品牌合作卡", channel: "PARTNER", partnerName: "某画材品牌", goodsNo: "VIP_QUARTER", quantity: 1000, settlePrice: 3900, daysAgo: 150, validDays: 365, prefix: "HC" },
  { name: "讲师赠送", channel: "GIFT", partnerName: null, goodsNo: "SVIP_YEAR", quantity: 300, settlePrice: null, daysAgo: 60, validDays: 365, prefix: "" },
] as const;

/** Seeded (deterministic) codes of the redemption format, unique among `taken`. */
function codeMaker(ctx: SeedContext, taken: Set<string>) {
  return (prefix: string): string => {
    for (;;) {
      let raw = prefix;
      while (raw.length < CODE_LENGTH) raw += CODE_ALPHABET[Math.floor(ctx.random() * CODE_ALPHABET.length)];
      const code = raw.match(/.{4}/g)?.join("-") ?? raw;
      if (!taken.has(code)) {
        taken.add(code);
        return code;
      }
    }
  };
}

interface Redemption { orderId: number; visitorId: number; paidAt: number }

/**
 * Redeem-code batches and their codes. The codes redeemed are exactly the seeded VIP orders paid by
 * REDEEM_CODE (each linked to its order and visitor); group purchases' batches belong to the
 * delivered applications; one campaign batch is voided and one expired, their unused codes with it.
 */
export const seed = defineSeed({
  resource: redeemCodeBatch,
  fills: [redeemCode],
  async run(ctx) {
    // Seeds run once: a database that already has these records keeps them.
    if (await ctx.tx.selectFrom(redeemCodeBatch.table).select("Id").limit(1).executeTakeFirst()) return;
    const goodsId = new Map((await ctx.tx.selectFrom(vipGoods.table).select(["Id", "goodsNo", "vipLevel", "durationDays"]).execute()).map((g) => [String(g.goodsNo), g]));
    const redemptions: Redemption[] = (await ctx.tx.selectFrom(order.table).select(["Id", "visitorId", "paidAt"])
      .where("payChannel", "=", "REDEEM_CODE").where("orderType", "=", "VIP").where("status", "=", "PAID").orderBy("paidAt").execute())
      .map((o) => ({ orderId: Number(o.Id), visitorId: Number(o.visitorId), paidAt: Number(o.paidAt) }));
    const taken = new Set<string>();
    const makeCode = codeMaker(ctx, taken);
    const groupTier = GROUP_TIERS[0];
    const plans = [
      ...BATCHES.map((b) => ({ ...b, quantity: Math.max(5, Math.round(b.quantity * ctx.scale)), groupApplyNo: null as string | null })),
      ...groupApplications(ctx.now, ctx.scale).filter((a) => a.status === "DELIVERED").map((a) => ({
        name: `${a.orgName}团购`.slice(0, 30), channel: "GROUP_PURCHASE", partnerName: a.orgName, goodsNo: groupTier.goodsNo, quantity: a.seats,
        settlePrice: a.seats >= 50 ? 13800 : 16800, daysAgo: Math.round((ctx.now - a.at) / DAY) - 5, validDays: 365, prefix: "", groupApplyNo: a.applyNo as string | null,
      })),
    ].sort((x, y) => y.daysAgo - x.daysAgo);
    // Each redemption goes to the first batch whose window holds it and that still has codes.
    const windows = plans.map((p) => ({ from: ctx.now - p.daysAgo * DAY, to: ctx.now - p.daysAgo * DAY + p.validDays * DAY, mine: [] as Redemption[], size: p.quantity, ok: goodsId.has(p.goodsNo) }));
    for (const r of redemptions) {
      const w = windows.find((x) => x.ok && x.from <= r.paidAt && r.paidAt <= x.to && x.mine.length < x.size);
      w?.mine.push(r);
    }
    for (const [index, plan] of plans.entries()) {
      const goods = goodsId.get(plan.goodsNo);
      if (!goods) continue;
      const created = ctx.now - plan.daysAgo * DAY;
      const validTo = created + plan.validDays * DAY;
      const voided = plan.name.includes("已作废");
      const expired = !voided && validTo < ctx.now;
      const mine = windows[index]?.mine ?? [];
      const unusedState = voided ? "VOID" : expired ? "EXPIRED" : "UNUSED";
      const batchId = await ctx.insert(redeemCodeBatch, {
        batchNo: businessNo("RC", created, Math.floor(ctx.random() * 1_000_000)), name: plan.name, vipGoodsId: Number(goods.Id),
        vipLevel: goods.vipLevel, durationDays: Number(goods.durationDays), quantity: plan.quantity, prefix: plan.prefix || null,
        channel: plan.channel, partnerName: plan.partnerName, settlePrice: plan.settlePrice, groupApplyNo: plan.groupApplyNo,
        validFrom: created, validTo, generatedCount: plan.quantity, redeemedCount: mine.length,
        voidCount: voided ? plan.quantity - mine.length : 0, exportCount: plan.channel === "GIFT" ? 0 : 1, lastExportedBy: plan.channel === "GIFT" ? null : "ops.wang",
        voidReason: voided ? "活动提前结束，未发放的兑换码作废" : null, status: voided ? "VOIDED" : expired ? "EXPIRED" : "ACTIVE",
      }, { ctime: created, utime: voided ? created + 30 * DAY : created });
      const rows = Array.from({ length: plan.quantity }, (_, i) => {
        const r = mine[i];
        return {
          ctime: created, utime: r ? r.paidAt : created, batchId, code: makeCode(plan.prefix), status: r ? "REDEEMED" : unusedState,
          redeemedBy: r ? r.visitorId : null, redeemedAt: r ? r.paidAt : null, orderId: r ? r.orderId : null,
          voidReason: !r && voided ? "活动提前结束，未发放的兑换码作废" : null,
        };
      });
      for (let i = 0; i < rows.length; i += 500) await ctx.tx.insertInto(redeemCode.table).values(rows.slice(i, i + 500)).execute();
    }
  },
});
