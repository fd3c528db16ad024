import { editorRecommendation } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { DAY, placed, windowOf } from "./seedPlacement";

const ITEMS: readonly (readonly [string, string, string])[] = [
  ["《千里江山图》高清专辑上线", "王希孟十八岁的青绿巨制，一寸一寸看", "HOME_BANNER"],
  ["宋画里的中国", "跟着公开课读懂宋人小品", "HOME_BANNER"],
  ["春节限定：年画里的吉祥", "门神、灶君与年年有余", "HOME_BANNER"],
  ["八大山人的白眼", "孤傲与天真，朱耷花鸟精选", "HOME_FEED"],
  ["敦煌色彩课", "从壁画里学矿物色", "COURSE_HOME"],
  ["会员专享：故宫藏画高清下载", "每日 20 张原图", "VIP_CENTER"],
  ["赵孟頫的楷书", "赵体入门十讲", "DISCOVER"],
  ["富春山居图的分与合", "一卷画，两岸藏", "HOME_FEED"],
];
const TARGETS: readonly (readonly [string, string])[] = [["URL", "https://m.moyuan.art/topic/qianli"], ["URL", "https://m.moyuan.art/topic/songhua"], ["URL", "https://m.moyuan.art/topic/nianhua"]];

/** commerce.md §6.2: 40 recommendations across the positions, 12 live now (at most 8 banners), the rest scheduled, expired or offline. */
export const seed = defineSeed({
  resource: editorRecommendation,
  async run(ctx) {
    if (await ctx.tx.selectFrom(editorRecommendation.table).select("Id").limit(1).executeTakeFirst()) return;
    const { now } = ctx;
    for (let i = 0; i < 40; i++) {
      const [base, subtitle, position] = ITEMS[i % ITEMS.length] as readonly [string, string, string];
      const kind = i < 12 ? "live" : i < 18 ? "scheduled" : i < 34 ? "expired" : "live";
      const online = i < 34;
      const window = windowOf(now, kind, i);
      const [targetType, targetId] = TARGETS[i % TARGETS.length] as readonly [string, string];
      const at = Math.min(now - DAY, (window.start ?? now) - 2 * DAY);
      await ctx.insert(editorRecommendation, {
        title: i < ITEMS.length ? base : `${base}（第 ${Math.floor(i / ITEMS.length) + 1} 期）`.slice(0, 30), subtitle, position, targetType, targetId,
        cover: `notice/recom/${String(i + 1).padStart(2, "0")}.jpg`,
        ...placed(now, { platforms: i % 5 === 0 ? ["IOS", "ANDROID"] : [], min: i % 7 === 0 ? "3.6.0" : null, start: window.start, end: window.end, sort: (i % 10) * 10, online }),
      }, { ctime: at, utime: at });
    }
  },
});
