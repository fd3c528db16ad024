import { ygsfGlyph, ygsfPage } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const MINUTE = 60_000;
/** Sources of the glyphs: calligrapher, work, dynasty and script, as the source names them. */
const HANDS = [
  ["王羲之", "兰亭序", "东晋", "xing"], ["颜真卿", "多宝塔碑", "唐", "kai"], ["欧阳询", "九成宫醴泉铭", "唐", "kai"], ["赵孟頫", "洛神赋", "元", "xing"],
  ["米芾", "蜀素帖", "北宋", "xing"], ["柳公权", "玄秘塔碑", "唐", "kai"], ["怀素", "自叙帖", "唐", "cao"], ["智永", "真草千字文", "隋", "cao"],
] as const;

/**
 * content.md §12.3: the glyph records of every done YGSF query (as many as its glyphCount), not yet downloaded
 * (the source is not configured here, so no image is stored); one in nine skipped, one in thirteen failed.
 * About 330 at full scale (the design's 400).
 */
export const seed = defineSeed({
  resource: ygsfGlyph,
  async run(ctx) {
    if (await ctx.tx.selectFrom(ygsfGlyph.table).select("Id").limit(1).executeTakeFirst()) return;
    const pages = await ctx.tx.selectFrom(ygsfPage.table).select(["Id", "queryKey", "glyphCount", "lastFetchedAt"]).where("status", "=", "done").orderBy("Id").execute();
    let n = 0;
    for (const p of pages) {
      for (let k = 0; k < Number(p.glyphCount); k++) {
        n += 1;
        const [artistText, workText, ageText, script] = HANDS[(Number(p.Id) + k) % HANDS.length]!;
        const sourceId = `ygsf-${String(n).padStart(6, "0")}`;
        const at = Number(p.lastFetchedAt ?? ctx.now - MINUTE) - MINUTE + k;
        await ctx.insert(ygsfGlyph, {
          sourceId, char: String(p.queryKey), script, artistText, workText, ageText,
          remoteImageUrl: `https://ygsf.example.org/glyph/${sourceId}.png`, pageId: Number(p.Id),
          state: n % 9 === 0 ? "skipped" : n % 13 === 0 ? "failed" : "new",
        }, { ctime: at, utime: at });
      }
    }
  },
});
