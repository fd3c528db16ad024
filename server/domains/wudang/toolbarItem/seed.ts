import { toolbarItem } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { DAY, placed } from "../editorRecommendation/seedPlacement";

const TABS: readonly (readonly [string, string])[] = [["首页", "home"], ["发现", "discover"], ["书院", "course"], ["工具", "tools"], ["我的", "mine"]];
const TOOLS: readonly (readonly [string, string, string, string | null])[] = [
  ["识图", "NATIVE", "tools/recognize", null], ["线稿", "NATIVE", "tools/lineart", null], ["对比", "NATIVE", "tools/compare", null],
  ["字典", "NATIVE", "tools/dictionary", "TOOLS"], ["集字", "NATIVE", "tools/collect", null], ["临摹", "NATIVE", "tools/copy", null],
  ["高清库", "NATIVE", "hd/library", null], ["直播", "NATIVE", "live/list", null], ["积分", "NATIVE", "points/home", "POINTS"],
  ["展览", "H5", "https://m.moyuan.art/exhibitions", null],
];

/** Last February's Spring Festival, 15 days from the first of the month (Shanghai time). */
function springFestival(now: number): { start: number; end: number } {
  const d = new Date(now + 8 * 3_600_000);
  const year = d.getUTCMonth() >= 2 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
  const start = Date.UTC(year, 1, 1) - 8 * 3_600_000;
  return { start, end: start + 15 * DAY };
}

/** commerce.md §6.4: 5 bottom tabs and 10 home tools, live without end; a 春节 icon set of the tabs for last February, expired. */
export const seed = defineSeed({
  resource: toolbarItem,
  async run(ctx) {
    if (await ctx.tx.selectFrom(toolbarItem.table).select("Id").limit(1).executeTakeFirst()) return;
    const { now } = ctx;
    const since = now - 400 * DAY;
    const festival = springFestival(now);
    for (const [i, [title, key]] of TABS.entries()) {
      await ctx.insert(toolbarItem, {
        position: "TAB_BAR", title, icon: `notice/toolbar/tab-${key}.png`, iconActive: `notice/toolbar/tab-${key}-on.png`, linkType: "NATIVE", link: key,
        badgeModuleKey: key === "mine" ? "MINE" : key === "course" ? "COURSE" : null,
        ...placed(now, { start: since, end: null, sort: (i + 1) * 10, online: true }),
      }, { ctime: since, utime: since });
      const made = festival.start - 20 * DAY;
      await ctx.insert(toolbarItem, {
        position: "TAB_BAR", title, icon: `notice/toolbar/spring-${key}.png`, iconActive: `notice/toolbar/spring-${key}-on.png`, linkType: "NATIVE", link: key,
        badgeModuleKey: null,
        ...placed(now, { start: festival.start, end: festival.end, sort: (i + 1) * 10, online: true }),
      }, { ctime: made, utime: made });
    }
    for (const [i, [title, linkType, link, badge]] of TOOLS.entries()) {
      await ctx.insert(toolbarItem, {
        position: "HOME_TOOLS", title, icon: `notice/toolbar/tool-${String(i + 1).padStart(2, "0")}.png`, iconActive: null, linkType, link, badgeModuleKey: badge,
        ...placed(now, { platforms: title === "直播" ? ["IOS", "ANDROID"] : [], start: since, end: null, sort: (i + 1) * 10, online: true }),
      }, { ctime: since, utime: since });
    }
  },
});
