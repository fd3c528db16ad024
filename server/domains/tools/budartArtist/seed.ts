import { budartArtist, westernArtist } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { WEST_ARTISTS } from "../../../seed/west/westData";
import { SCHOOL_OF } from "../budartWork/stagingData";

const DAY = 86_400_000;
export const BUDART_SOURCE = "WGA 目录导出";

/** Artists of the export that /west does not have (no works staged): new, two of them skipped. */
const OTHERS: readonly (readonly [name: string, zh: string, born: number, died: number, school: string, profession: string])[] = [
  ["Hans Memling", "汉斯·梅姆林", 1430, 1494, "Flemish", "painter"],
  ["Giovanni Bellini", "乔瓦尼·贝利尼", 1430, 1516, "Italian", "painter"],
  ["Andrea Mantegna", "安德烈亚·曼特尼亚", 1431, 1506, "Italian", "painter"],
  ["Piero della Francesca", "皮耶罗·德拉·弗朗切斯卡", 1415, 1492, "Italian", "painter"],
  ["Frans Hals", "弗兰斯·哈尔斯", 1582, 1666, "Dutch", "painter"],
  ["Nicolas Poussin", "尼古拉·普桑", 1594, 1665, "French", "painter"],
  ["Canaletto", "卡纳莱托", 1697, 1768, "Italian", "painter"],
  ["Thomas Gainsborough", "托马斯·庚斯博罗", 1727, 1788, "English", "painter"],
  ["Antonio Canova", "安东尼奥·卡诺瓦", 1757, 1822, "Italian", "sculptor"],
  ["Auguste Rodin", "奥古斯特·罗丹", 1840, 1917, "French", "sculptor"],
];

/**
 * content.md §12.5: the export's artists — those of /west first (imported, every fifth only matched; the
 * ones a small seed left out of /west stay new), then ten more /west lacks. 55 at full scale (the design's
 * 60), scaled down with the works. workCount is set by the works' seed.
 */
export const seed = defineSeed({
  resource: budartArtist,
  async run(ctx) {
    if (await ctx.tx.selectFrom(budartArtist.table).select("Id").limit(1).executeTakeFirst()) return;
    const west = await ctx.tx.selectFrom(westernArtist.table).select(["Id", "nameOriginal"]).execute();
    const westId = new Map(west.map((a) => [String(a.nameOriginal), Number(a.Id)]));
    const known = WEST_ARTISTS.slice(0, Math.max(12, Math.round(WEST_ARTISTS.length * ctx.scale)));
    const others = OTHERS.slice(0, Math.max(2, Math.round(OTHERS.length * ctx.scale)));
    const total = known.length + others.length;
    for (const [i, a] of known.entries()) {
      const id = westId.get(a.nameOriginal) ?? null;
      const state = id === null ? "new" : i % 5 === 4 ? "matched" : "imported";
      const at = ctx.now - (total - i) * DAY;
      await ctx.insert(budartArtist, {
        sourceName: BUDART_SOURCE, sourceId: `artist-${String(i + 1).padStart(4, "0")}`, nameOriginal: a.nameOriginal, nameZh: a.nameZh,
        bornDiedText: `b. ${a.birthYear}, d. ${a.deathYear}`, birthYear: a.birthYear, deathYear: a.deathYear, school: SCHOOL_OF[a.nationality] ?? null,
        profession: "painter", wikidataId: a.wikidataId, workCount: 0, westernArtistId: id, importState: state,
      }, { ctime: at, utime: at + (id === null ? 0 : DAY / 2) });
    }
    for (const [j, o] of others.entries()) {
      const i = known.length + j;
      const at = ctx.now - (total - i) * DAY;
      await ctx.insert(budartArtist, {
        sourceName: BUDART_SOURCE, sourceId: `artist-${String(i + 1).padStart(4, "0")}`, nameOriginal: o[0], nameZh: o[1],
        bornDiedText: `b. ${o[2]}, d. ${o[3]}`, birthYear: o[2], deathYear: o[3], school: o[4], profession: o[5],
        workCount: 0, importState: j >= others.length - 2 ? "skipped" : "new",
      }, { ctime: at, utime: at });
    }
  },
});
