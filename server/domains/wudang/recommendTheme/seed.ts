import { recommendTheme } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { demoSlotImage } from "../liveStream/demoImages";
import { displayStateAt } from "../../../resources/slotPlacement";

const DAY = 86_400_000;

/** [title, subtitle, type]: commerce.md §6.13's themes. */
const THEMES = [
  ["宋人小品", "方寸之间的宋代风雅", "DYNASTY"], ["四王山水", "清初正统派的笔墨程式", "STYLE"], ["敦煌色彩", "千年壁画里的矿物颜料", "SUBJECT"],
  ["八大山人", "白眼向人的鱼与鸟", "ARTIST"], ["故宫藏画", "北京故宫博物院精选", "MUSEUM"], ["青绿山水", "从展子虔到王希孟", "STYLE"],
  ["赵孟頫", "元人冠冕，书画双绝", "ARTIST"], ["文人墨竹", "胸有成竹的前世今生", "SUBJECT"], ["元四家", "黄公望、吴镇、倪瓒、王蒙", "DYNASTY"],
  ["台北故宫", "台北故宫博物院精选", "MUSEUM"], ["工笔花鸟", "勾勒填彩的精微之美", "STYLE"], ["吴门画派", "沈周、文徵明与苏州", "DYNASTY"],
  ["石涛", "一画之法", "ARTIST"], ["雪景寒林", "画里的冬天", "SUBJECT"], ["明清扇面", "盈握之间的书画", "SUBJECT"],
  ["徐渭", "大写意的开山", "ARTIST"], ["上海博物馆", "上博书画精选", "MUSEUM"], ["唐代人物", "绮罗人物与宫廷生活", "DYNASTY"],
  ["米芾", "刷字的宋人", "ARTIST"], ["金碧山水", "泥金勾勒的富丽", "STYLE"], ["百鸟图", "画中的鸟类图谱", "SUBJECT"],
  ["辽宁博物馆", "辽博书画精选", "MUSEUM"], ["董其昌", "南北宗论的提出者", "ARTIST"], ["节气里的画", "二十四节气书画", "SUBJECT"],
] as const;

/**
 * 24 themes: 10 live now (the first ten, some only on newer apps), 4 scheduled for the coming weeks,
 * 6 expired, 4 offline; the picked works are a handful of suha records each.
 */
export const seed = defineSeed({
  resource: recommendTheme,
  after: ["paintingWork"],
  async run(ctx) {
    if (await ctx.tx.selectFrom(recommendTheme.table).select("Id").limit(1).executeTakeFirst()) return;
    const works = (await ctx.idsOf("paintingWork")).slice(0, 60);
    for (const [i, [title, subtitle, themeType]] of THEMES.entries()) {
      const kind = i < 10 ? "live" : i < 14 ? "scheduled" : i < 20 ? "expired" : "offline";
      const startAt = kind === "scheduled" ? ctx.now + (i - 9) * 7 * DAY : ctx.now - (kind === "expired" ? 120 + i * 3 : 30 + i) * DAY;
      const endAt = kind === "expired" ? ctx.now - (i - 13) * 5 * DAY : kind === "offline" ? null : startAt + 90 * DAY;
      const picked = works.slice((i * 5) % Math.max(works.length, 1), (i * 5) % Math.max(works.length, 1) + (i % 3 === 0 ? 0 : 5)).map((resId) => ({ resType: "suha", resId }));
      const row = {
        title, subtitle, cover: await demoSlotImage(ctx, "UDT_NOTICE", "theme", i + 1), themeType, artistIds: [], ages: [], styles: [], museums: [],
        items: picked.length > 0 ? picked : null, itemCount: picked.length, description: `<p>${subtitle}。</p>`,
        platforms: i % 4 === 1 ? ["IOS", "ANDROID"] : [], minAppVersion: i % 5 === 2 ? "3.4.0" : null, maxAppVersion: null,
        startAt, endAt, sort: i + 1, online: kind !== "offline",
      };
      const created = Math.min(startAt - 5 * DAY, ctx.now - DAY);
      await ctx.insert(recommendTheme, { ...row, displayState: displayStateAt(row, ctx.now) }, { ctime: created, utime: created });
    }
  },
});
