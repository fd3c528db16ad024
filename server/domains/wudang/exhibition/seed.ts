import { exhibition, exhibitionWork } from "../../../../src/catalogue/registry";
import { EXHIBIT_ITEM_RESOURCES, type ExhibitItemType } from "../../../../src/catalogue/resources/wudang/exhibitionEnums";
import { resourceByName } from "../../../../src/catalogue/registry";
import { byCatalogue, type Row } from "../../../platform/db/types";
import type { SeedContext } from "../../../seed/factory";
import { defineSeed } from "../../../seed/factory";
import { defaultLabel, itemStateOf } from "../exhibitionWork/items";
import { demoImageKey, recordDemoImages } from "./demoImages";

const DAY = 86_400_000;

interface Part {
  readonly type: ExhibitItemType;
  /** Titles looked for first (a substring of the library's title), in this order. */
  readonly named?: readonly string[];
  /** Then rows whose column holds this text (石渠宝笈 in 著录). */
  readonly where?: { readonly column: string; readonly like: string };
  /** How many works of this library in all. */
  readonly count: number;
}

interface ExhibitionSeed {
  readonly title: string;
  readonly subtitle: string;
  readonly exhibitionType: string;
  readonly curator: string;
  readonly museum?: string;
  readonly hall?: string;
  readonly layoutTemplate: string;
  readonly status: "draft" | "scheduled" | "online" | "ended";
  /** Start and end in days from now. */
  readonly days: readonly [number, number];
  readonly sections: readonly string[];
  readonly parts: readonly Part[];
}

/** content.md §13.1: eight exhibitions (five on view, one ended, two to open, one in preparation). */
const EXHIBITIONS: readonly ExhibitionSeed[] = [
  { title: "千里江山——宋代青绿山水特展", subtitle: "以《千里江山图》为中心", exhibitionType: "theme", curator: "陈晓岚", hall: "songhua", layoutTemplate: "scroll", status: "online", days: [-35, 55],
    sections: ["第一单元 · 青绿溯源", "第二单元 · 千里江山", "第三单元 · 余韵"], parts: [{ type: "suha", named: ["千里江山图", "江山秋色", "明皇幸蜀"], count: 16 }] },
  { title: "台北故宫北宋山水三巨碑", subtitle: "溪山行旅图 · 早春图 · 万壑松风图", exhibitionType: "museumHighlights", curator: "林文琪", museum: "台北故宫博物院", hall: "shanshui", layoutTemplate: "gallery", status: "online", days: [-20, 70],
    sections: ["第一单元 · 溪山行旅", "第二单元 · 早春", "第三单元 · 万壑松风"], parts: [{ type: "suha", named: ["溪山行旅图", "早春图", "万壑松风图"], count: 12 }] },
  { title: "兰亭八百年", subtitle: "从《兰亭序》到历代临本", exhibitionType: "theme", curator: "周墨", layoutTemplate: "timeline", status: "ended", days: [-210, -120],
    sections: ["第一单元 · 神龙本", "第二单元 · 历代临摹"], parts: [{ type: "sufa", named: ["兰亭", "快雪时晴帖"], count: 14 }] },
  { title: "石渠宝笈著录精品", subtitle: "清宫旧藏书画", exhibitionType: "museumHighlights", curator: "王子瑜", museum: "故宫博物院", layoutTemplate: "gallery", status: "online", days: [-60, 30],
    sections: ["第一单元 · 初编", "第二单元 · 续编与三编"], parts: [{ type: "suha", where: { column: "recordedIn", like: "%石渠宝笈%" }, named: ["清明上河图"], count: 12 }, { type: "sufa", count: 6 }] },
  { title: "吉金铸国史——商周青铜器", subtitle: "礼器中的早期中国", exhibitionType: "theme", curator: "赵启元", museum: "中国国家博物馆", hall: "qingtong", layoutTemplate: "grid", status: "online", days: [-10, 120],
    sections: ["第一单元 · 商代", "第二单元 · 西周", "第三单元 · 东周"], parts: [{ type: "wenwu", named: ["后母戊", "四羊方尊", "鼎"], where: { column: "category", like: "bronze" }, count: 16 }] },
  { title: "光与色——印象派名作", subtitle: "从莫奈到雷诺阿", exhibitionType: "theme", curator: "李安娜", hall: "yinxiangpai", layoutTemplate: "gallery", status: "scheduled", days: [12, 100],
    sections: ["第一单元 · 日出", "第二单元 · 睡莲"], parts: [{ type: "westart", named: ["日出·印象", "睡莲"], where: { column: "movement", like: "impressionism" }, count: 14 }] },
  { title: "墨韵新声——2024 驻留艺术家作品展", subtitle: "驻留计划年度汇报展", exhibitionType: "programme", curator: "墨苑驻留计划", hall: "zhuliu", layoutTemplate: "grid", status: "scheduled", days: [20, 80],
    sections: ["第一单元 · 笔墨", "第二单元 · 新境"], parts: [{ type: "shiyWork", count: 18 }] },
  { title: "宋元花鸟小品", subtitle: "册页与团扇里的四时", exhibitionType: "theme", curator: "陈晓岚", hall: "huaniao", layoutTemplate: "grid", status: "draft", days: [45, 135],
    sections: ["第一单元 · 春夏", "第二单元 · 秋冬"], parts: [{ type: "suha", where: { column: "category", like: "BIRD_FLOWER" }, count: 8 }] },
];

/** Named focus regions for the works §13.2 names; others get a generic 局部 on their first rows. */
const REGIONS: Readonly<Record<string, { title: string; text: string }>> = {
  溪山行旅图: { title: "树丛中“范宽”款", text: "画幅右下树荫中藏有“范宽”二字款，1958 年方被发现。" },
  清明上河图: { title: "虹桥", text: "全卷最热闹的一段：漕船过桥，桥上人群呼喊相助。" },
  千里江山图: { title: "青绿设色", text: "石青、石绿层层罩染，山体以赭石打底。" },
};

/** The works of one part: the named ones first, then those matching `where`, then any, none twice. */
async function pick(ctx: SeedContext, part: Part, offset: number, taken: Set<string>): Promise<{ def: ReturnType<typeof resourceByName>; rows: Row[] }> {
  const def = resourceByName(EXHIBIT_ITEM_RESOURCES[part.type]);
  if (!def) return { def, rows: [] };
  const db = byCatalogue(ctx.tx);
  const base = () => {
    let q = db.selectFrom(def.table).selectAll();
    if (def.softDelete) q = q.where("deleted", "=", 0);
    return q;
  };
  const out: Row[] = [];
  const add = (rows: readonly Row[]) => {
    for (const r of rows) {
      const key = `${part.type}:${String(r.Id)}`;
      if (out.length < part.count && !taken.has(key)) { taken.add(key); out.push(r); }
    }
  };
  for (const t of part.named ?? []) add(await base().where(def.titleField, "like", `%${t}%`).orderBy("Id").limit(3).execute() as Row[]);
  if (part.where) add(await base().where(part.where.column, "like", part.where.like).orderBy("Id").limit(part.count * 2).execute() as Row[]);
  if (out.length < part.count) add(await base().orderBy("Id").limit(part.count * 3).offset(offset).execute() as Row[]);
  // A small world (a test's 5 % scale) may hold fewer rows than the offset: then from the first.
  if (out.length < part.count) add(await base().orderBy("Id").limit(part.count * 3).execute() as Row[]);
  return { def, rows: out };
}

export const seed = defineSeed({
  resource: exhibition,
  fills: [exhibitionWork],
  after: ["paintingWork", "calligraphyWork", "relic", "westernWork", "programmeWork"],
  async run(ctx) {
    if (await ctx.tx.selectFrom("exhibition").select("Id").limit(1).executeTakeFirst()) return;
    const keys = EXHIBITIONS.flatMap((_, i) => [demoImageKey("project/demo/", "cover", i + 1), demoImageKey("project/demo/", "banner", i + 1)]);
    await recordDemoImages(ctx.tx, keys, "UDT_PROJECT", ctx.now - 240 * DAY);
    const museums = new Map((await ctx.tx.selectFrom("museum").select(["Id", "name"]).execute()).map((m) => [String(m.name), Number(m.Id)]));
    const halls = new Map((await ctx.tx.selectFrom("category_hall").select(["Id", "code"]).execute()).map((h) => [String(h.code), Number(h.Id)]));
    for (const [i, e] of EXHIBITIONS.entries()) {
      const startAt = ctx.now + e.days[0] * DAY;
      const endAt = ctx.now + e.days[1] * DAY;
      // Prepared some weeks before it opens, and never after today.
      const made = Math.min(ctx.now - 2 * DAY, startAt - 40 * DAY);
      const taken = new Set<string>();
      const works: { type: ExhibitItemType; def: NonNullable<ReturnType<typeof resourceByName>>; row: Row }[] = [];
      for (const part of e.parts) {
        const { def, rows } = await pick(ctx, part, i * 7, taken);
        if (def) for (const row of rows) works.push({ type: part.type, def, row });
      }
      const open = e.status !== "draft";
      const viewCount = e.status === "online" || e.status === "ended" ? Math.round(1200 + ctx.random() * 30_000) : 0;
      const id = await ctx.insert(exhibition, {
        title: e.title, subtitle: e.subtitle, exhibitionType: e.exhibitionType, curator: e.curator,
        organizer: "墨苑数字美术馆", museumId: e.museum ? museums.get(e.museum) ?? null : null,
        cover: demoImageKey("project/demo/", "cover", i + 1), banner: open ? demoImageKey("project/demo/", "banner", i + 1) : null,
        intro: open ? `<p>${e.title}：${e.subtitle}。展览分为${e.sections.join("、")}，共展出作品 ${works.length} 件。</p>` : null,
        layoutTemplate: e.layoutTemplate, startAt, endAt, categoryHallId: e.hall ? halls.get(e.hall) ?? null : null,
        accessLevel: i % 4 === 3 ? "vip" : "free", status: e.status, workCount: works.length, viewCount, sort: (i + 1) * 10,
      }, { ctime: made, utime: Math.min(ctx.now - DAY, made + 10 * DAY) });
      for (const [k, w] of works.entries()) {
        const title = String(w.row[w.def.titleField] ?? "").slice(0, 60);
        const named = Object.entries(REGIONS).find(([t]) => title.includes(t))?.[1];
        const regions = named ? [{ x: 1800, y: 5200, w: 900, h: 700, ...named }] : k < 3 ? [{ x: 400 + k * 300, y: 600, w: 800, h: 600, title: "局部", text: `${title}的细节。` }] : null;
        await ctx.insert(exhibitionWork, {
          projectId: id, itemType: w.type, itemId: Number(w.row.Id), itemKey: `${id}:${w.type}:${String(w.row.Id)}`,
          displayTitle: title, label: defaultLabel(w.row), curatorNote: k % 4 === 0 ? `<p>${title}是本单元的重点展品。</p>` : null,
          section: e.sections[Math.min(e.sections.length - 1, Math.floor((k * e.sections.length) / Math.max(1, works.length)))] ?? null,
          focusRegions: regions, sort: (k + 1) * 10, enabled: true, itemState: itemStateOf(w.row),
        }, { ctime: made + DAY, utime: made + DAY });
      }
    }
  },
});
