import { shanghaiDate } from "../../../../src/catalogue";
import { groupPurchaseConf, vipGoods } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

/** commerce.md §2.10: four tiers of the year card (¥168 / ¥138 / ¥108 / ¥88 a seat) and one disabled SVIP tier. */
export const GROUP_TIERS = [
  { name: "机构年卡 10–49 人", goodsNo: "VIP_YEAR", minSeats: 10, maxSeats: 49, unitPrice: 16800, status: "ENABLED" },
  { name: "机构年卡 50–199 人", goodsNo: "VIP_YEAR", minSeats: 50, maxSeats: 199, unitPrice: 13800, status: "ENABLED" },
  { name: "机构年卡 200–999 人", goodsNo: "VIP_YEAR", minSeats: 200, maxSeats: 999, unitPrice: 10800, status: "ENABLED" },
  { name: "机构年卡 1000 人以上", goodsNo: "VIP_YEAR", minSeats: 1000, maxSeats: null, unitPrice: 8800, status: "ENABLED" },
  { name: "超级会员机构卡（试点）", goodsNo: "SVIP_YEAR", minSeats: 20, maxSeats: 200, unitPrice: 29800, status: "DISABLED" },
] as const;

export const seed = defineSeed({
  resource: groupPurchaseConf,
  async run(ctx) {
    // Seeds run once: a database that already has these records keeps them.
    if (await ctx.tx.selectFrom(groupPurchaseConf.table).select("Id").limit(1).executeTakeFirst()) return;
    const from = ctx.now - 400 * DAY;
    for (const tier of GROUP_TIERS) {
      const goods = await ctx.tx.selectFrom(vipGoods.table).select("Id").where("goodsNo", "=", tier.goodsNo).executeTakeFirst();
      if (!goods) continue; // no such product in this database: the tier would point at nothing
      const { goodsNo: _goodsNo, ...rest } = tier;
      await ctx.insert(groupPurchaseConf, {
        ...rest, vipGoodsId: Number(goods.Id), deliveryMode: "REDEEM_CODES", specialInvoice: tier.minSeats >= 50,
        validFrom: shanghaiDate(from), validTo: shanghaiDate(ctx.now + 365 * DAY), contact: "商务 赵女士 微信 moyuan-biz",
        description: `按人数选档，${tier.minSeats} 人起；开通后生成兑换码，由机构自行发放。`,
      }, { ctime: from, utime: from });
    }
  },
});
