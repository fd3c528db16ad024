import { ygsfPage } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { DEFAULT_PAGE_SIZE } from "./pageRules";

const MINUTE = 60_000;
/** 《兰亭序》 from its first line: the demo's queries, one character each. */
export const LANTING = "永和九年岁在癸丑暮春之初会于稽山阴兰亭修禊事也群贤毕至少长咸集此地有崇峻岭茂林竹又清流激湍映带左右引以为觞曲水列坐其次虽无丝管弦盛一咏亦足畅叙幽情是日天朗气惠风仰观宇宙大俯察品类所游目骋怀极视听娱信可乐夫人相与世或取诸抱悟言室内因寄托放浪形骸外趣舍万殊静躁不同当欣遇暂得己快然自知老将";

/** Results the source reports for the query of character `i` (a done query: every page fetched, so each is a glyph record). */
export const resultsOf = (i: number) => 3 + ((i * 7) % 6);

/**
 * content.md §12.2: a query per character of 《兰亭序》 (100 at full scale), 60 % done (counts equal to their glyph
 * records, seeded with ygsfGlyph), 20 % fetching or paused before their first page, the rest pending.
 */
export const seed = defineSeed({
  resource: ygsfPage,
  async run(ctx) {
    if (await ctx.tx.selectFrom(ygsfPage.table).select("Id").limit(1).executeTakeFirst()) return;
    const chars = [...new Set([...LANTING])].slice(0, Math.max(20, Math.round(100 * ctx.scale)));
    const doneUntil = Math.round(chars.length * 0.6);
    const busyUntil = Math.round(chars.length * 0.8);
    for (const [i, queryKey] of chars.entries()) {
      const at = ctx.now - (chars.length - i) * 30 * MINUTE;
      const state = i < doneUntil ? "done" : i < busyUntil ? (i % 2 === 0 ? "fetching" : "paused") : "pending";
      const total = state === "done" ? resultsOf(i) : state === "pending" ? 0 : 31 + ((i * 13) % 60);
      const pages = Math.ceil(total / DEFAULT_PAGE_SIZE);
      await ctx.insert(ygsfPage, {
        queryKey, queryType: "char", scriptFilter: "all", totalCount: total, pageSize: DEFAULT_PAGE_SIZE, totalPages: pages,
        fetchedPages: state === "done" ? pages : 0, glyphCount: state === "done" ? total : 0, status: state,
        lastFetchedAt: state === "pending" ? null : at + 5 * MINUTE, lastError: null,
      }, { ctime: at, utime: state === "pending" ? at : at + 5 * MINUTE });
    }
  },
});
