import { byCatalogue } from "../../../platform/db/types";
import { ancientIndexEntry, paintingWork } from "../../../../src/catalogue/registry";
import { recountWorks } from "../ancientArtist/artistDict";
import { defineSeed, type SeedContext } from "../../../seed/factory";
import { catalogueTitle, HOLDERS, OTHER_MASTERS, SUBJECTS } from "./indexData";
import { dictLabel, shortAge } from "../../../seed/suha/labels";
import { PAINTINGS, type PaintingSeed } from "./paintingData";

const DAY = 86_400_000;

/** Extra catalogue facts of the works content.md quotes. */
const NOTES: Readonly<Record<string, Record<string, string>>> = {
  溪山行旅图: { inscription: "范宽（款在画幅右下树荫中）", collectorSeals: "御书之宝、乾隆御览之宝、石渠宝笈、宣统御览之宝", recordedIn: "《石渠宝笈》初编" },
  千里江山图: { colophons: "蔡京跋：政和三年闰四月一日赐。希孟年十八岁，昔在画学为生徒……", collectorSeals: "乾隆御览之宝、石渠宝笈、宝笈重编", recordedIn: "《石渠宝笈》初编" },
  清明上河图: { colophons: "金张著跋：翰林张择端，字正道，东武人也……", recordedIn: "《石渠宝笈》三编" },
  避暑山庄图: { inscription: "小臣冷枚恭画", seals: "臣冷枚（白文）\n吉臣（朱文）", collectorSeals: "乾隆御览之宝、石渠宝笈", recordedIn: "《石渠宝笈》续编" },
  富春山居图·无用师卷: { inscription: "至正七年，仆归富春山居，无用师偕往……十年，青龙在庚寅，歜节前一日，大痴学人书于云间夏氏知止堂", recordedIn: "《石渠宝笈》三编" },
  鹊华秋色图: { inscription: "元贞元年十有二月，吴兴赵孟頫制", collectorSeals: "乾隆御览之宝、三希堂精鉴玺", recordedIn: "《石渠宝笈》初编" },
};

async function idsByName(ctx: SeedContext, table: string, name = "name"): Promise<Map<string, number>> {
  const rows = await byCatalogue(ctx.tx).selectFrom(table).select(["Id", name]).execute();
  return new Map(rows.map((r) => [String(r[name]), Number(r.Id)]));
}

/** 90 online, 20 draft, 10 offline of every 120; every fifth a member work, a few internal. */
function stateOf(i: number): string {
  if (i === 0) return "online";
  return i % 6 === 5 ? "draft" : i % 12 === 10 ? "offline" : "online";
}

/** `at`: when the work was entered; it went on line (if it did) half a day later. */
function workData(w: PaintingSeed, i: number, artistId: number, museumId: number | null, ctx: SeedContext, at: number): Record<string, unknown> {
  const state = stateOf(i);
  const dims = w.heightCm !== null && w.widthCm !== null ? `纵${w.heightCm}厘米，横${w.widthCm}厘米` : null;
  const prose = [w.title, dictLabel("age", w.age), `${w.artist}作`, `${dictLabel("material", w.material)}${dictLabel("media", w.media)}`, dims, w.museum ? `${w.museum}藏` : null]
    .filter(Boolean).join("，");
  return {
    title: w.title, artistId, attribution: w.attribution, age: w.age, yearText: w.yearText, yearFrom: w.year, yearTo: w.year,
    category: w.category, form: w.form, material: w.material, media: w.media, heightCm: w.heightCm, widthCm: w.widthCm,
    dimensionsText: dims, museumId, source: museumId === null ? "PUBLICATION" : "MUSEUM",
    accessLevel: i % 5 === 3 ? "vip" : i % 17 === 7 ? "internal" : "free",
    description: `<p>${prose}。</p>`, ...NOTES[w.title],
    publishState: state, publishedAt: state === "draft" ? null : at + DAY / 2,
    viewCount: Math.floor(ctx.random() * 5000), hdCount: 0, tags: w.form === "shoujuan" ? ["手卷"] : [],
  };
}

/**
 * 120 paintings of content.md §3.1 (× scale, never below 8, 溪山行旅图 first) and the 150 index entries
 * of §3.2 (× scale) in one factory: matched entries and their works point at each other.
 */
export const seed = defineSeed({
  resource: paintingWork,
  fills: [ancientIndexEntry],
  // Calligraphy works (helper "sufa"), where that library exists, first: the artists' work counts below include them.
  after: ["calligraphyWork"],
  async run(ctx) {
    const artists = await idsByName(ctx, "ancient_artist");
    const museums = await idsByName(ctx, "museum");
    const works = PAINTINGS.slice(0, Math.max(8, Math.round(120 * ctx.scale)));
    const made: { w: PaintingSeed; Id: number }[] = [];
    for (const [i, w] of works.entries()) {
      const artistId = artists.get(w.artist);
      if (artistId === undefined) throw new Error(`seed paintingWork: no artist ${w.artist}`);
      const museumId = w.museum === null ? null : museums.get(w.museum) ?? null;
      const at = ctx.now - (works.length - i) * DAY;
      const Id = await ctx.insert(paintingWork, workData(w, i, artistId, museumId, ctx, at), { ctime: at, utime: at + DAY / 2 });
      made.push({ w, Id });
    }
    await seedIndex(ctx, made, artists, museums);
    await recountWorks(ctx.tx, [...artists.values()]);
  },
});

/** Per 15 entries: 5 matched (when a work of the holder is left), 6 unmatched, 3 without HD, 1 ignored. */
async function seedIndex(ctx: SeedContext, made: readonly { w: PaintingSeed; Id: number }[], artists: Map<string, number>, museums: Map<string, number>) {
  const total = Math.max(15, Math.round(150 * ctx.scale));
  let n = 0;
  for (const holder of HOLDERS) {
    const museumId = museums.get(holder.museum) ?? null;
    const held = made.filter((m) => m.w.museum === holder.museum);
    const count = Math.max(5, Math.round((total * holder.share) / 150));
    const [v0, v1] = holder.volumes;
    for (let j = 0; j < count; j++, n++) {
      const slot = n % 15;
      const wanted = slot < 5 ? "matched" : slot < 11 ? "unmatched" : slot < 14 ? "noHd" : "ignored";
      const work = wanted === "matched" ? held.shift() : undefined;
      const volume = v0 + Math.floor((j * (v1 - v0 + 1)) / count);
      const base = { catalogueSource: "tumu", catalogueCode: `${holder.prefix}-${String(j * 7 + 11).padStart(4, "0")}`, volume, page: 10 + j * 3, holderText: holder.museum };
      if (work) {
        const { w, Id } = work;
        const entryId = await ctx.insert(ancientIndexEntry, {
          ...base, title: catalogueTitle(w.title, w.form), artistText: `${shortAge(w.age)} ${w.artist}`, artistId: artists.get(w.artist),
          age: w.age, form: w.form, material: w.material, media: w.media, museumId,
          dimensionsText: w.heightCm === null ? null : `${w.heightCm}×${w.widthCm}`, workType: "suha", workId: Id, matchState: "matched", hdCount: 0,
        });
        await ctx.tx.updateTable(paintingWork.table).set({ indexEntryId: entryId }).where("Id", "=", Id).execute();
        continue;
      }
      const master = OTHER_MASTERS[(j * 5 + n) % OTHER_MASTERS.length] as string;
      const subject = SUBJECTS[(j * 3 + n) % SUBJECTS.length] as (typeof SUBJECTS)[number];
      const artistId = artists.get(master) ?? null;
      const age = artistId === null ? null : await ageOf(ctx, artistId);
      await ctx.insert(ancientIndexEntry, {
        ...base, title: subject.title, artistText: `${age ? shortAge(age) : ""} ${master}`.trim(), artistId: null,
        age, form: subject.form, material: subject.material, media: subject.media, museumId: null,
        matchState: wanted === "matched" ? "unmatched" : wanted, hdCount: 0,
        remark: wanted === "ignored" ? "图目重复著录，以另一条为准" : null,
      });
    }
  }
}

async function ageOf(ctx: SeedContext, artistId: number): Promise<string | null> {
  const row = await ctx.tx.selectFrom("ancient_artist").select("age").where("Id", "=", artistId).executeTakeFirst();
  return row ? String(row.age) : null;
}
