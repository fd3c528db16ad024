import { clientModuleBadge } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { DAY, placed, windowOf } from "../editorRecommendation/seedPlacement";

const MODULES: readonly (readonly [string, string, string | null, string])[] = [
  ["HOME", "DOT", null, "首页改版"], ["DISCOVER", "NEW", null, "发现页上线「宋画」专题"], ["COURSE", "TEXT", "上新", "书院秋季班开课"],
  ["POINTS", "NUMBER", "3", "积分商品上新 3 件"], ["VIP", "TEXT", "限时", "会员年卡限时优惠"], ["MESSAGE", "NUMBER", "1", "系统通知"],
  ["TOOLS", "NEW", null, "新增「字典」工具"], ["MINE", "DOT", null, "画单功能升级"],
];
const PLATFORMS = ["IOS", "ANDROID", "MP_WEIXIN"] as const;

/** commerce.md §6.3: 8 modules × 3 platforms; most live, the mini program's tools badge offline, a few already expired. */
export const seed = defineSeed({
  resource: clientModuleBadge,
  async run(ctx) {
    if (await ctx.tx.selectFrom(clientModuleBadge.table).select("Id").limit(1).executeTakeFirst()) return;
    const { now } = ctx;
    let k = 0;
    for (const platform of PLATFORMS) {
      for (const [moduleKey, badgeType, badgeText, reason] of MODULES) {
        k += 1;
        const kind = k % 6 === 0 ? "expired" : k % 9 === 0 ? "scheduled" : "live";
        const online = !(platform === "MP_WEIXIN" && moduleKey === "TOOLS");
        const window = windowOf(now, kind, k % 5);
        const at = Math.min(now - DAY, (window.start ?? now) - DAY);
        await ctx.insert(clientModuleBadge, {
          moduleKey, badgeType, badgeText, reason, badgeVersion: 1 + (k % 4),
          ...placed(now, { platforms: [platform], min: platform === "MP_WEIXIN" ? null : "3.7.0", start: window.start, end: window.end, sort: k * 10, online }),
        }, { ctime: at, utime: at });
      }
    }
  },
});
