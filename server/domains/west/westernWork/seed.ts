import { westernArtist, westernWork } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { museumIds } from "../../dataadmin/museum/seed";
import { WEST_ARTISTS, WEST_WORKS } from "../../../seed/west/westData";

const DAY = 86_400_000;
const MOVEMENT_BY_ARTIST = new Map(WEST_ARTISTS.map((a) => [a.key, a.movement]));
const nameZh = new Map(WEST_ARTISTS.map((a) => [a.key, a.nameZh]));

/**
 * content.md §5.1: 100 Western works × scale (at least 10) by the artists seeded before them; works
 * whose artist a small seed left out are skipped. Most are on line and free; workCount is set after.
 */
export const seed = defineSeed({
  resource: westernWork,
  async run(ctx) {
    // Written once: a database seeded before the per-resource markers keeps its records.
    if (await ctx.tx.selectFrom(westernWork.table).select("Id").limit(1).executeTakeFirst()) return;
    const museums = await museumIds(ctx.tx, ctx.now);
    const artists = await ctx.tx.selectFrom(westernArtist.table).select(["Id", "nameOriginal"]).orderBy("Id").execute();
    const artistId = new Map(artists.map((a) => [String(a.nameOriginal), Number(a.Id)]));
    const keyToOriginal = new Map(WEST_ARTISTS.map((a) => [a.key, a.nameOriginal]));
    const works = WEST_WORKS.filter((w) => artistId.has(keyToOriginal.get(w.artist) ?? ""));
    const count = Math.min(works.length, Math.max(10, Math.round(100 * ctx.scale)));
    for (const [i, w] of works.slice(0, count).entries()) {
      const museumId = museums.get(w.holder) ?? null;
      const state = i % 10 === 9 ? "draft" : i % 10 === 8 ? "offline" : "online";
      const created = ctx.now - (count - i) * DAY;
      const publishedAt = state === "draft" ? null : created + DAY / 2;
      const holder = museumId === null ? `${w.holder}藏` : `${w.holder}藏${w.accessionNumber ? `，馆藏号 ${w.accessionNumber}` : ""}`;
      await ctx.insert(westernWork, {
        title: w.title, titleOriginal: w.titleOriginal, artistId: artistId.get(keyToOriginal.get(w.artist) ?? ""), artistName: nameZh.get(w.artist), dateText: w.dateText,
        yearFrom: w.yearFrom, yearTo: w.yearTo, medium: w.medium, movement: MOVEMENT_BY_ARTIST.get(w.artist) ?? "other", genre: w.genre,
        heightCm: w.heightCm, widthCm: w.widthCm, museumId, museumName: museumId === null ? null : w.holder, accessionNumber: w.accessionNumber ?? null, isPublicDomain: w.yearTo < 1930,
        creditLine: holder, description: `<p>《${w.title}》（${w.titleOriginal}），${w.dateText}，${w.heightCm} × ${w.widthCm} 厘米。${holder}。</p>`,
        hdCount: 0, accessLevel: "free", publishState: state, publishedAt, tags: [], deleted: false,
      }, { ctime: created, utime: (publishedAt ?? created) + DAY / 2 });
    }
    for (const [, id] of artistId) {
      const row = await ctx.tx.selectFrom(westernWork.table).select((eb) => eb.fn.countAll<number>().as("n")).where("artistId", "=", id).executeTakeFirst();
      await ctx.tx.updateTable(westernArtist.table).set({ workCount: Number(row?.n ?? 0) }).where("Id", "=", id).execute();
    }
  },
});
