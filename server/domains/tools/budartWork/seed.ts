import { budartArtist, budartWork, westernArtist, westernWork } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { WEST_ARTISTS, WEST_WORKS } from "../../../seed/west/westData";
import { BUDART_SOURCE } from "../budartArtist/seed";
import { EXTRA_WORKS, SCHOOL_OF, TECHNIQUE_OF, timeframeOf } from "./stagingData";
import { museumFor } from "./reviewRules";
import { parseTechnique } from "./technique";

const DAY = 86_400_000;
const OPEN_SOURCE = "开放馆藏 API";
const urlOf = (source: string, id: string) => `https://catalogue.example.org/${source === BUDART_SOURCE ? "wga" : "open"}/${id}`;

/**
 * content.md §12.4 from two exports: the /west works as the export first listed them (60 % imported and linked,
 * one in twenty since changed at the source: 源数据变更), the rest of /west again from a second source (new —
 * 确认映射 finds them duplicates; a few already marked), and works /west lacks (mapped when their artist is in
 * /west and they have a Chinese title, some skipped, the rest new). 130 rows at full scale (the design's 300).
 */
export const seed = defineSeed({
  resource: budartWork,
  async run(ctx) {
    if (await ctx.tx.selectFrom(budartWork.table).select("Id").limit(1).executeTakeFirst()) return;
    const staged = await ctx.tx.selectFrom(budartArtist.table).select(["Id", "nameOriginal", "westernArtistId"]).execute();
    const stagedBy = new Map(staged.map((a) => [String(a.nameOriginal), { id: Number(a.Id), west: a.westernArtistId === null ? null : Number(a.westernArtistId) }]));
    const keyOf = new Map(WEST_ARTISTS.map((a) => [a.key, a]));
    const westArtists = await ctx.tx.selectFrom(westernArtist.table).select(["Id", "nameOriginal"]).execute();
    const westArtistName = new Map(westArtists.map((a) => [Number(a.Id), String(a.nameOriginal)]));
    const works = await ctx.tx.selectFrom(westernWork.table).selectAll().orderBy("Id").execute();
    const seedOf = new Map(WEST_WORKS.map((w) => [w.titleOriginal + w.artist, w]));
    const rows: { data: Record<string, unknown>; touched: boolean }[] = [];
    const imported = Math.round(works.length * 0.6);

    for (const [i, w] of works.entries()) {
      const artistName = westArtistName.get(Number(w.artistId)) ?? "";
      const artist = stagedBy.get(artistName);
      const a = WEST_ARTISTS.find((x) => x.nameOriginal === artistName);
      const source = i < imported ? BUDART_SOURCE : OPEN_SOURCE;
      const sourceId = `${source === BUDART_SOURCE ? "wga" : "open"}-${String(i + 1).padStart(5, "0")}`;
      const original = a ? seedOf.get(String(w.titleOriginal) + a.key) : undefined;
      const technique = `${TECHNIQUE_OF[String(w.medium)] ?? "Oil on canvas"}, ${String(w.heightCm)} x ${String(w.widthCm)} cm`;
      const conflict = i < imported && i % 20 === 7;
      const markedDuplicate = i >= imported && (i - imported) % 3 === 0;
      const state = i < imported ? (conflict ? "conflict" : "imported") : markedDuplicate ? "duplicate" : "new";
      rows.push({
        touched: state !== "new",
        data: {
          sourceName: source, sourceId, sourceUrl: urlOf(source, sourceId), budartArtistId: artist?.id ?? null,
          // A changed source reads a different date than the one imported.
          titleOriginal: w.titleOriginal, titleZh: w.title, dateText: conflict ? `c. ${String(w.yearFrom)}` : w.dateText,
          technique, medium: w.medium, heightCm: w.heightCm, widthCm: w.widthCm, locationText: original?.holder ?? w.museumName ?? null,
          museumId: w.museumId, form: ["MARBLE", "BRONZE"].includes(String(w.medium)) ? "sculpture" : "painting", genreType: w.genre,
          school: a ? SCHOOL_OF[a.nationality] ?? null : null, timeframe: timeframeOf(String(w.dateText ?? "")),
          imageState: "none", importState: state,
          westernWorkId: i < imported ? Number(w.Id) : null, duplicateOfId: markedDuplicate ? Number(w.Id) : null,
        },
      });
    }

    const extras = EXTRA_WORKS.filter(([key]) => stagedBy.has(keyOf.get(key)?.nameOriginal ?? ""))
      .slice(0, Math.max(8, Math.round(EXTRA_WORKS.length * ctx.scale)));
    for (const [j, [key, titleOriginal, titleZh, dateText, technique, location, form, genre]] of extras.entries()) {
      const a = keyOf.get(key);
      const artist = stagedBy.get(a?.nameOriginal ?? "");
      const parsed = parseTechnique(technique);
      const reviewed = artist?.west !== null && titleZh !== null && parsed.medium !== null && j % 3 !== 2;
      const state = j % 7 === 6 ? "skipped" : reviewed ? "mapped" : "new";
      const sourceId = `wga-x${String(j + 1).padStart(4, "0")}`;
      rows.push({
        touched: state !== "new",
        data: {
          sourceName: BUDART_SOURCE, sourceId, sourceUrl: urlOf(BUDART_SOURCE, sourceId), budartArtistId: artist?.id ?? null,
          titleOriginal, titleZh, dateText, technique, locationText: location, form, genreType: genre,
          school: a ? SCHOOL_OF[a.nationality] ?? null : null, timeframe: timeframeOf(dateText), imageState: "none",
          // Mapped rows carry what 自动映射 found; new ones wait for it.
          ...(state === "mapped" ? { medium: parsed.medium, heightCm: parsed.heightCm, widthCm: parsed.widthCm, museumId: await museumFor(ctx.tx, location) } : {}),
          importState: state,
        },
      });
    }

    for (const [i, r] of rows.entries()) {
      const at = ctx.now - (rows.length - i) * DAY / 4;
      await ctx.insert(budartWork, r.data, { ctime: at, utime: r.touched ? at + DAY / 8 : at });
    }
    for (const a of staged) {
      const row = await ctx.tx.selectFrom(budartWork.table).select((eb) => eb.fn.countAll<number>().as("n")).where("budartArtistId", "=", Number(a.Id)).executeTakeFirst();
      await ctx.tx.updateTable(budartArtist.table).set({ workCount: Number(row?.n ?? 0) }).where("Id", "=", Number(a.Id)).execute();
    }
  },
});
