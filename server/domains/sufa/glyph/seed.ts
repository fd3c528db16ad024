import { calligraphyWork, glyph } from "../../../../src/catalogue/registry";
import { GLYPH_WORKS, TRANSCRIPTIONS } from "../../../seed/data/calligraphyWorks";
import { defineSeed } from "../../../seed/factory";
import { codepointOf } from "./glyphs";
import { idsByName, scaled, seededAlready } from "../../../seed/sufa/lookup";

const HAN = /\p{Script=Han}/u;
/** Traditional forms some glyphs carry, with the standard form a search finds them by (蘭 → 兰). */
const TRADITIONAL: Readonly<Record<string, string>> = { 兰: "蘭", 会: "會", 岁: "歲", 贤: "賢", 长: "長", 岭: "嶺", 觞: "觴", 叙: "敘" };

/** Where the k-th character of a page sits: columns of 12 read right to left, 160 px apart, on a 4000 × 2400 page. */
function regionOf(k: number) {
  const col = Math.floor(k / 12);
  const row = k % 12;
  return { x: 3800 - col * 160 - 140, y: 120 + row * 180, w: 128 + (k % 5) * 4, h: 132 + (k % 3) * 6 };
}

/**
 * content.md §2.2: 600 glyphs (scaled) in 释文 order from eight works, 兰亭序 (its 324 characters) first;
 * 永 twenty times across 王羲之, 颜真卿, 柳公权 and 欧阳询; 70 % verified, 25 % to review, 5 % rejected.
 * Each work's glyphCount is its verified glyphs.
 */
export const seed = defineSeed({
  resource: glyph,
  async run(ctx) {
    if (await seededAlready(ctx.tx, glyph.table)) return;
    const works = await idsByName(ctx.tx, calligraphyWork.table, "title");
    const meta = new Map((await ctx.tx.selectFrom(calligraphyWork.table).select(["Id", "script", "artistId"]).execute()).map((r) => [Number(r.Id), r]));
    const total = scaled(600, ctx.scale, 24);
    const plan: { workTitle: string; char: string; textIndex: number }[] = [];
    for (const title of GLYPH_WORKS) {
      const chars = [...(TRANSCRIPTIONS[title] ?? "")].map((c, i) => ({ c, i })).filter(({ c }) => HAN.test(c));
      for (const { c, i } of chars) plan.push({ workTitle: title, char: c, textIndex: i });
    }
    // 永 from the four masters (兰亭序's own 永 is its first character).
    const yong = ["多宝塔碑", "玄秘塔碑", "九成宫醴泉铭", "兰亭序"];
    const yongs = Array.from({ length: 19 }, (_, k) => ({ workTitle: yong[k % yong.length] as string, char: "永", textIndex: null as number | null }));
    const chosen = [...plan.slice(0, Math.max(0, total - Math.min(19, Math.round(total / 30)))), ...yongs.slice(0, Math.min(19, Math.round(total / 30)))];
    const pageK = new Map<string, number>();
    for (const [i, g] of chosen.entries()) {
      const workId = works.get(g.workTitle);
      if (workId === undefined) continue;
      const work = meta.get(workId);
      const k = pageK.get(g.workTitle) ?? 0;
      pageK.set(g.workTitle, k + 1);
      const roll = ctx.random();
      const verifyState = roll < 0.7 ? "verified" : roll < 0.95 ? "unverified" : "rejected";
      const trad = g.workTitle === "兰亭序" ? TRADITIONAL[g.char] : undefined;
      await ctx.insert(glyph, {
        char: trad ?? g.char, codepoint: codepointOf(trad ?? g.char), standardChar: trad ? g.char : null,
        script: work?.script ?? "xing", artistId: work?.artistId ?? null, workId, pageImageId: null,
        region: regionOf(k), textIndex: g.textIndex, image: null,
        brokenLevel: String(Math.floor(ctx.random() * 10) === 0 ? 2 : Math.floor(ctx.random() * 4) === 0 ? 1 : 0), ligature: ctx.random() < 0.08,
        quality: 1 + Math.floor(ctx.random() * 5), verifyState,
        rejectReason: verifyState === "rejected" ? (i % 2 === 0 ? "segmentation" : "unusable") : null, rejectNote: null,
        source: i % 4 === 0 ? "auto" : "manual",
        verifiedBy: verifyState === "unverified" ? null : "admin", verifiedAt: verifyState === "unverified" ? null : ctx.now - (chosen.length - i) * 60_000,
      }, { ctime: ctx.now - (chosen.length - i) * 120_000 });
    }
    for (const workId of new Set(works.values())) {
      const row = await ctx.tx.selectFrom(glyph.table).select((eb) => eb.fn.countAll<number>().as("n")).where("workId", "=", workId).where("verifyState", "=", "verified").executeTakeFirstOrThrow();
      await ctx.tx.updateTable(calligraphyWork.table).set({ glyphCount: Number(row.n) }).where("Id", "=", workId).execute();
    }
  },
});
