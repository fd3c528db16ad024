import { ancientArtist } from "../../../../src/catalogue/registry";
import { rebuildArtistDict } from "./artistDict";
import { defineSeed } from "../../../seed/factory";
import { ARTISTS, type ArtistSeed } from "./artistData";
import { dictLabel } from "../../../seed/suha/labels";

function bioOf(a: ArtistSeed): string {
  const names = [a.courtesyName ? `字${a.courtesyName}` : "", a.artName ? `号${a.artName}` : ""].filter(Boolean).join("，");
  const place = a.nativePlace ? `${a.nativePlace}人` : "";
  const head = [a.name, names, place].filter(Boolean).join("，");
  return `<p>${head}。${dictLabel("age", a.age)}${a.specialties.join("、")}家，生卒：${a.lifeText}。</p>`;
}

/**
 * The 80 ancient artists of content.md §3.3 (all of them at any scale: every work points at one), most
 * online, every ninth a draft; then the generated dictionary `artist` is rebuilt from them.
 */
export const seed = defineSeed({
  resource: ancientArtist,
  async run(ctx) {
    for (const [i, a] of ARTISTS.entries()) {
      const at = ctx.now - (ARTISTS.length - i) * 3_600_000;
      // Put on line half an hour after it was entered (the 上架 is its last write); none taken off yet.
      const publishedAt = i % 9 === 8 ? null : at + 1_800_000;
      await ctx.insert(ancientArtist, {
        name: a.name, courtesyName: a.courtesyName, artName: a.artName, aliases: [...a.aliases], age: a.age,
        birthYear: a.birthYear, deathYear: a.deathYear, lifeText: a.lifeText, nativePlace: a.nativePlace,
        specialties: [...a.specialties], bio: bioOf(a), sort: 1000 - i * 10, workCount: 0,
        publishState: publishedAt === null ? "draft" : "online", publishedAt, republishedAt: null,
      }, { ctime: at, utime: publishedAt ?? at });
    }
    await rebuildArtistDict(ctx.tx, ctx.now);
  },
});
