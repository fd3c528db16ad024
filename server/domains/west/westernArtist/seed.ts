import { westernArtist } from "../../../../src/catalogue/registry";
import { rebuildWestArtistDict } from "./westArtists";
import { defineSeed } from "../../../seed/factory";
import { WEST_ARTISTS } from "../../../seed/west/westData";

const DAY = 86_400_000;

/** Short lives for the demo, in the voice of a collection catalogue. */
const bioOf = (a: (typeof WEST_ARTISTS)[number]) =>
  `<p>${a.nameZh}（${a.nameOriginal}，${a.birthYear}—${a.deathYear}），${a.nationality}画家，生于${a.birthPlace}，卒于${a.deathPlace}。</p>`;

/**
 * content.md §5.2: 40 Western artists × scale (at least 8), the best-known first; every one on line
 * but the last two. The `westArtist` dictionary is rebuilt from them (Id → 中文名), as an edit would.
 */
export const seed = defineSeed({
  resource: westernArtist,
  async run(ctx) {
    // Written once: a database seeded before the per-resource markers keeps its records.
    if (await ctx.tx.selectFrom(westernArtist.table).select("Id").limit(1).executeTakeFirst()) return;
    const count = Math.min(WEST_ARTISTS.length, Math.max(8, Math.round(40 * ctx.scale)));
    for (const [i, a] of WEST_ARTISTS.slice(0, count).entries()) {
      const created = ctx.now - (count - i) * 3 * DAY;
      const online = i < count - 2;
      await ctx.insert(westernArtist, {
        nameZh: a.nameZh, nameOriginal: a.nameOriginal, nationality: a.nationality, birthYear: a.birthYear, deathYear: a.deathYear,
        birthPlace: a.birthPlace, deathPlace: a.deathPlace, movement: a.movement, bio: bioOf(a), wikidataId: a.wikidataId,
        workCount: 0, publishState: online ? "online" : "draft", publishedAt: online ? created + DAY : null, deleted: false,
      }, { ctime: created, utime: created + DAY });
    }
    await rebuildWestArtistDict(ctx.tx, null, ctx.now);
  },
});
