import { vipGoods } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

/**
 * The six membership products of commerce.md §2.3, inserted in this order (Id 1–6 on a fresh
 * database). Orders refer to them by `goodsNo` → Id (look the Id up; never assume it), and take
 * `price`, `durationDays` and `vipLevel` from here, so seeded orders and goods agree.
 */
export const VIP_GOODS_SEED = [
  {
    goodsNo: "VIP_MONTH", name: "月度会员", vipLevel: "VIP", durationDays: 31, price: 3000, originalPrice: 3000, firstPrice: null, autoRenew: false,
    platforms: ["ANDROID", "MP_WEIXIN", "H5", "PC"], appStoreProductId: null, subscriptionGroup: null,
    benefits: ["高清原图下载", "无水印对比图"], badgeText: null, sort: 60, share: 0.17,
  },
  {
    goodsNo: "VIP_MONTH_AUTO", name: "连续包月", vipLevel: "VIP", durationDays: 31, price: 2500, originalPrice: 3000, firstPrice: 1800, autoRenew: true,
    platforms: ["IOS", "ANDROID", "MP_WEIXIN"], appStoreProductId: "com.moyuan.vip.month.auto", subscriptionGroup: "moyuan.vip",
    benefits: ["高清原图下载", "无水印对比图", "可随时取消"], badgeText: "首月18元", sort: 100, share: 0.3,
  },
  {
    goodsNo: "VIP_QUARTER", name: "季度会员", vipLevel: "VIP", durationDays: 93, price: 7800, originalPrice: 9000, firstPrice: null, autoRenew: false,
    platforms: ["IOS", "ANDROID", "MP_WEIXIN", "H5", "PC"], appStoreProductId: "com.moyuan.vip.quarter", subscriptionGroup: null,
    benefits: ["高清原图下载", "无水印对比图", "书院课9折"], badgeText: null, sort: 70, share: 0.13,
  },
  {
    goodsNo: "VIP_YEAR", name: "年度会员", vipLevel: "VIP", durationDays: 366, price: 23800, originalPrice: 36000, firstPrice: null, autoRenew: false,
    platforms: ["IOS", "ANDROID", "MP_WEIXIN", "H5", "PC"], appStoreProductId: "com.moyuan.vip.year", subscriptionGroup: null,
    benefits: ["高清原图下载", "无水印对比图", "书院课8折"], badgeText: "限时66折", sort: 90, share: 0.22,
  },
  {
    goodsNo: "VIP_YEAR_AUTO", name: "连续包年", vipLevel: "VIP", durationDays: 366, price: 21800, originalPrice: 23800, firstPrice: null, autoRenew: true,
    platforms: ["IOS", "MP_WEIXIN"], appStoreProductId: "com.moyuan.vip.year.auto", subscriptionGroup: "moyuan.vip",
    benefits: ["高清原图下载", "无水印对比图", "书院课8折"], badgeText: null, sort: 80, share: 0.1,
  },
  {
    goodsNo: "SVIP_YEAR", name: "超级会员年卡", vipLevel: "SVIP", durationDays: 366, price: 39800, originalPrice: 49800, firstPrice: null, autoRenew: false,
    platforms: ["IOS", "ANDROID", "MP_WEIXIN", "H5", "PC"], appStoreProductId: "com.moyuan.svip.year", subscriptionGroup: null,
    benefits: ["高清原图下载", "无水印对比图", "书院课7折", "专属客服"], badgeText: "超值", sort: 50, share: 0.08,
  },
] as const;

/** Share of VIP orders each product takes (sums to 1): what the orders seed may draw from. */
export const VIP_GOODS_SHARES: ReadonlyMap<string, number> = new Map(VIP_GOODS_SEED.map((g) => [g.goodsNo, g.share]));

export const seed = defineSeed({
  resource: vipGoods,
  async run(ctx) {
    // Every product on sale since about a year ago; soldCount is kept by the orders that pay for them.
    const since = ctx.now - 380 * DAY;
    for (const { share: _share, ...goods } of VIP_GOODS_SEED) {
      if (await ctx.tx.selectFrom(vipGoods.table).select("Id").where("goodsNo", "=", goods.goodsNo).executeTakeFirst()) continue;
      await ctx.insert(vipGoods, { ...goods, platforms: [...goods.platforms], benefits: [...goods.benefits], status: "ON_SALE", soldCount: 0 }, { ctime: since, utime: since });
    }
  },
});
