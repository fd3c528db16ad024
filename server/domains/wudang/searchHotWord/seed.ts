import { searchHotWord } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { DAY, placed, windowOf } from "../editorRecommendation/seedPlacement";

const WORDS: readonly (readonly [string, string, string])[] = [
  ["兰亭序", "ALL", "HOT"], ["千里江山图", "ALL", "HOT"], ["八大山人", "ARTIST", "HOT"], ["赵孟頫", "ARTIST", "NONE"], ["工笔花鸟", "COURSE", "RECOMMEND"],
  ["敦煌", "ALL", "NEW"], ["富春山居图", "SUHA", "HOT"], ["宋徽宗", "ARTIST", "NONE"], ["清明上河图", "SUHA", "HOT"], ["颜真卿", "ARTIST", "NONE"],
  ["祭侄文稿", "SUHA", "NONE"], ["青花瓷", "WENWU", "HOT"], ["楷书入门", "COURSE", "RECOMMEND"], ["王羲之", "ARTIST", "HOT"], ["齐白石", "ARTIST", "NONE"],
  ["四王山水", "SUHA", "NONE"], ["宋人小品", "SUHA", "NEW"], ["汝窑", "WENWU", "NONE"], ["毛公鼎", "WENWU", "NONE"], ["芥子园画传", "COURSE", "NONE"],
  ["溪山行旅图", "SUHA", "NONE"], ["米芾", "ARTIST", "NONE"], ["唐寅", "ARTIST", "NONE"], ["瘦金体", "ALL", "NEW"], ["山水入门", "COURSE", "NONE"],
  ["韩熙载夜宴图", "SUHA", "NONE"], ["故宫", "ALL", "NONE"], ["金文", "WENWU", "NONE"], ["徐渭", "ARTIST", "NONE"], ["唐三彩", "WENWU", "NONE"],
];

/** commerce.md §6.7: 30 words; 24 staff-made and live, 2 ended, 4 suggestions from the search statistics waiting to be 采纳 (offline). */
export const seed = defineSeed({
  resource: searchHotWord,
  async run(ctx) {
    if (await ctx.tx.selectFrom(searchHotWord.table).select("Id").limit(1).executeTakeFirst()) return;
    const { now, random } = ctx;
    for (const [i, [word, scope, style]] of WORDS.entries()) {
      const auto = i >= 26;
      const window = i === 24 || i === 25 ? windowOf(now, "expired", i) : windowOf(now, "open", i);
      const at = auto ? now - 2 * DAY : (window.start ?? now) - DAY;
      await ctx.insert(searchHotWord, {
        word, scope, style, source: auto ? "AUTO" : "MANUAL", searchCount7d: Math.floor((auto ? 400 : 1200) + random() * (30 - i) * 900),
        ...placed(now, { start: window.start, end: window.end, sort: (i + 1) * 10, online: !auto }),
      }, { ctime: at, utime: at });
    }
  },
});
