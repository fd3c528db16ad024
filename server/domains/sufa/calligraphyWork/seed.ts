import { calligraphyWork, contributor } from "../../../../src/catalogue/registry";
import { CALLIGRAPHY_WORKS, TRANSCRIPTIONS } from "../../../seed/data/calligraphyWorks";
import { defineSeed } from "../../../seed/factory";
import { idsByName, scaled, seededAlready } from "../../../seed/sufa/lookup";

const DAY = 86_400_000;
const SOURCES = ["MUSEUM", "PUBLICATION", "AUCTION", "PRIVATE", "WEB", "SELF"] as const;

/**
 * content.md §2.1: sixty works (fewer at a smaller scale, the famous first). 书家 and 收藏单位 are looked
 * up by name in the ancient artists and museums (empty where that artist is not seeded). Mix: 45 online,
 * 10 draft, 5 offline; 会员 works only among the online ones that are 墨迹.
 */
export const seed = defineSeed({
  resource: calligraphyWork,
  async run(ctx) {
    if (await seededAlready(ctx.tx, calligraphyWork.table)) return;
    const artists = await idsByName(ctx.tx, "ancient_artist");
    const museums = await idsByName(ctx.tx, "museum");
    const contributors = await ctx.idsOf("contributor");
    const n = scaled(CALLIGRAPHY_WORKS.length, ctx.scale, 8);
    for (const [i, w] of CALLIGRAPHY_WORKS.slice(0, n).entries()) {
      const [title, versionName, artist, attribution, age, yearText, yearFrom, script, carrier, form, material, heightCm, widthCm, museum] = w;
      const publishState = i % 12 === 11 ? "offline" : i % 6 === 5 ? "draft" : "online";
      const published = publishState !== "draft";
      const at = ctx.now - (n - i) * 2 * DAY;
      await ctx.insert(calligraphyWork, {
        title, versionName, artistId: artists.get(artist) ?? null, attribution, age, yearText, yearFrom, yearTo: yearFrom, script, carrier, form, material,
        heightCm, widthCm, dimensionsText: heightCm && widthCm ? `纵${heightCm}厘米 横${widthCm}厘米` : null,
        museumId: museum ? museums.get(museum) ?? null : null,
        authenticity: attribution === "confirmed" ? "recognized" : attribution === "copy" ? "recognized" : "unknown",
        transcription: TRANSCRIPTIONS[title] ?? null,
        description: `<p>${artist}${title}${versionName ? `（${versionName}）` : ""}，${yearText ?? ""}。</p>`,
        cover: published ? `category/sufa/${String(i + 1).padStart(3, "0")}.jpg` : null,
        hdCount: 0, glyphCount: 0,
        source: museum ? "MUSEUM" : SOURCES[i % SOURCES.length],
        contributorId: contributors.length > 0 && i % 3 === 0 ? contributors[i % contributors.length] : null,
        accessLevel: publishState === "online" && carrier === "moji" && i % 4 === 0 ? "vip" : "free",
        publishState, publishedAt: published ? at + DAY : null, republishedAt: null,
        tags: i < 12 ? ["名迹"] : [], deleted: false,
      }, { ctime: at, utime: at + DAY });
    }
    // Contributors count the works that name them.
    for (const id of contributors) {
      const row = await ctx.tx.selectFrom(calligraphyWork.table).select((eb) => eb.fn.countAll<number>().as("n")).where("contributorId", "=", id).executeTakeFirstOrThrow();
      await ctx.tx.updateTable(contributor.table).set({ workCount: Number(row.n) }).where("Id", "=", id).execute();
    }
  },
});
