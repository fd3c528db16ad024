import { relic } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { ALL_MUSEUMS, museumIds } from "../../dataadmin/museum/seed";
import { relicSeeds, type RelicSeed } from "./relicData";

const DAY = 86_400_000;

/** GB/T 2260 province codes (first 6 digits of a 普查登记号); holders abroad have no census number. */
const REGION: Readonly<Record<string, string>> = {
  北京: "110000", 天津: "120000", 河北: "130000", 山西: "140000", 辽宁: "210000", 上海: "310000", 江苏: "320000", 浙江: "330000",
  安徽: "340000", 山东: "370000", 河南: "410000", 湖北: "420000", 湖南: "430000", 广东: "440000", 四川: "510000", 云南: "530000",
  陕西: "610000", 甘肃: "620000", 台湾: "710000",
};

function accessionPeriod(r: RelicSeed): string {
  const year = Number(/(\d{4})年/.exec(r.excavation ?? "")?.[1] ?? 0);
  if (year === 0 || year < 1949) return "before1949";
  if (year <= 1965) return "p1949to1965";
  if (year <= 1976) return "p1966to1976";
  if (year <= 2000) return "p1977to2000";
  return "since2001";
}

function massRange(kg: number | undefined): string | null {
  if (kg === undefined) return null;
  if (kg < 0.01) return "lt0_01";
  if (kg < 1) return "r0_01to1";
  if (kg < 50) return "r1to50";
  if (kg < 100) return "r50to100";
  return kg < 1000 ? "r100to1000" : "gt1000";
}

/**
 * content.md §4.1: 80 relics × scale (at least 8), most on line (free), every tenth a draft and every
 * tenth after it taken off line. Their views are HD images linked by the HD library's seed.
 */
export const seed = defineSeed({
  resource: relic,
  async run(ctx) {
    // Written once: a database seeded before the per-resource markers keeps its records.
    if (await ctx.tx.selectFrom(relic.table).select("Id").limit(1).executeTakeFirst()) return;
    const ids = await museumIds(ctx.tx, ctx.now);
    const all = relicSeeds();
    const count = Math.min(all.length, Math.max(8, Math.round(80 * ctx.scale)));
    const perMuseum = new Map<string, number>();
    for (const [i, r] of all.slice(0, count).entries()) {
      const museumId = ids.get(r.museum);
      if (museumId === undefined) throw new Error(`relic seed ${r.name}: no museum ${r.museum}`);
      const n = (perMuseum.get(r.museum) ?? 0) + 1;
      perMuseum.set(r.museum, n);
      const holder = ALL_MUSEUMS.findIndex((x) => x.name === r.museum);
      const region = REGION[ALL_MUSEUMS[holder]?.province ?? ""];
      const state = i % 10 === 9 ? "draft" : i % 10 === 8 ? "offline" : "online";
      const created = ctx.now - (count - i) * 2 * DAY;
      const publishedAt = state === "draft" ? null : created + DAY;
      await ctx.insert(relic, {
        name: r.name, originalName: r.originalName ?? null, museumId, museumName: r.museum,
        registryNo: `总${String(1000 + n * 37).padStart(6, "0")}`,
        censusNo: region ? `${region}1${"08"}${String(holder + 1).padStart(4, "0")}${String(n).padStart(8, "0")}` : null,
        category: r.category, age: r.age, ageDetail: r.ageDetail, materialClass: r.materialClass, material: r.material,
        quantity: 1, countUnit: r.set ? "set" : "piece", actualCount: r.set ?? null,
        dimensionsText: r.dims, heightCm: r.heightCm ?? null, massKg: r.massKg ?? null, massRange: massRange(r.massKg),
        level: r.level, sourceMethod: r.sourceMethod ?? (r.excavation?.includes("出土") ? "excavation" : "allocation"),
        completeness: i % 7 === 5 ? "basicallyComplete" : "complete", preservation: i % 11 === 6 ? "repaired" : "stable",
        accessionPeriod: accessionPeriod(r), excavation: r.excavation ?? null, exportBanned: r.banned ?? false,
        description: `<p>${r.name}，${r.ageDetail}，${r.material}质，${r.dims}。${r.excavation ? `${r.excavation}。` : ""}现藏${r.museum}。</p>`,
        hdCount: 0, accessLevel: state === "draft" && i % 20 === 19 ? "vip" : "free",
        publishState: state, publishedAt, tags: r.banned ? ["禁止出境"] : [], deleted: false,
      }, { ctime: created, utime: (publishedAt ?? created) + DAY });
    }
  },
});
