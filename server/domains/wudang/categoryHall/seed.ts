import { categoryHall } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { demoImageKey, recordDemoImages } from "../exhibition/demoImages";
import { hallItemCount } from "./halls";

const DAY = 86_400_000;
const ALL = ["ios", "android", "miniapp", "web"];
const APP = ["ios", "android"];

interface HallSeed {
  readonly name: string;
  readonly code: string;
  readonly parent?: string;
  readonly description: string;
  readonly query?: { resource: string; filters: Record<string, unknown> };
  /** A manual hall: `{type, id}` of the first rows of a library (filled in at seed time). */
  readonly manual?: { type: string; table: string; count: number };
  readonly platforms?: readonly string[];
  readonly enabled?: boolean;
}

/** content.md §13.3: fourteen halls, two levels (宋画馆 and 元四家 under 山水馆, 碑帖馆 under 书法馆, 印象派 under 西方油画馆). */
const HALLS: readonly HallSeed[] = [
  { name: "山水馆", code: "shanshui", description: "历代山水画，从五代北宋的全景山水到元明清的文人山水。", query: { resource: "suha", filters: { category: ["LANDSCAPE"] } } },
  { name: "宋画馆", code: "songhua", parent: "shanshui", description: "北宋与南宋的绘画。", query: { resource: "suha", filters: { age: ["NORTHERN_SONG", "SOUTHERN_SONG"] } } },
  { name: "元四家", code: "yuansijia", parent: "shanshui", description: "黄公望、吴镇、倪瓒、王蒙的作品。", query: { resource: "suha", filters: { age: ["YUAN"], category: ["LANDSCAPE"] } } },
  { name: "花鸟馆", code: "huaniao", description: "工笔与写意花鸟。", query: { resource: "suha", filters: { category: ["BIRD_FLOWER"] } } },
  { name: "人物馆", code: "renwu", description: "人物画与道释画。", query: { resource: "suha", filters: { category: ["FIGURE"] } } },
  { name: "书法馆", code: "shufa", description: "历代法书墨迹。", query: { resource: "sufa", filters: { carrier: ["moji"] } } },
  { name: "碑帖馆", code: "beitie", parent: "shufa", description: "碑刻与法帖的拓本。", query: { resource: "sufa", filters: { carrier: ["tapian"] } } },
  { name: "青铜馆", code: "qingtong", description: "商周至汉代的青铜礼器与兵器。", query: { resource: "wenwu", filters: { category: ["bronze"] } } },
  { name: "陶瓷馆", code: "taoci", description: "陶器与历代名窑瓷器。", query: { resource: "wenwu", filters: { category: ["pottery", "porcelain"] } } },
  { name: "玉器馆", code: "yuqi", description: "新石器时代以来的玉器。", query: { resource: "wenwu", filters: { category: ["jade"] } }, platforms: APP },
  { name: "西方油画馆", code: "xifang_youhua", description: "文艺复兴以来的西方油画。", query: { resource: "westart", filters: { medium: ["OIL_CANVAS"] } } },
  { name: "印象派", code: "yinxiangpai", parent: "xifang_youhua", description: "莫奈、雷诺阿、德加等印象派画家的作品。", query: { resource: "westart", filters: { movement: ["impressionism"] } } },
  { name: "驻留艺术家馆", code: "zhuliu", description: "墨苑驻留计划艺术家的作品。", manual: { type: "shiyWork", table: "programme_work", count: 24 }, platforms: APP },
  { name: "台北故宫精品", code: "taibei_gugong", description: "台北故宫博物院藏书画精品。", manual: { type: "suha", table: "painting_work", count: 12 }, enabled: false },
];

export const seed = defineSeed({
  resource: categoryHall,
  after: ["paintingWork", "calligraphyWork", "relic", "westernWork", "programmeWork"],
  async run(ctx) {
    if (await ctx.tx.selectFrom("category_hall").select("Id").limit(1).executeTakeFirst()) return;
    const keys = HALLS.flatMap((_, i) => [demoImageKey("category/demo/", "icon", i + 1), demoImageKey("category/demo/", "banner", i + 1)]);
    await recordDemoImages(ctx.tx, keys, "UDT_CATEGORY", ctx.now - 120 * DAY);
    const idByCode = new Map<string, number>();
    const sortAt = new Map<string, number>();
    for (const [i, h] of HALLS.entries()) {
      let items: { type: string; id: number }[] | null = null;
      if (h.manual) {
        const rows = await ctx.tx.selectFrom(h.manual.table as "painting_work").select("Id").where("deleted", "=", 0).orderBy("Id").limit(h.manual.count).execute();
        items = rows.map((r) => ({ type: h.manual?.type ?? "", id: Number(r.Id) }));
      }
      const ruleType = h.manual ? "manual" : "query";
      const query = h.query ?? null;
      const level = h.parent ?? "";
      const sort = sortAt.get(level) ?? 0;
      sortAt.set(level, sort + 1);
      const at = ctx.now - (100 - i * 3) * DAY;
      const id = await ctx.insert(categoryHall, {
        name: h.name, code: h.code, parentId: h.parent ? idByCode.get(h.parent) ?? null : null,
        icon: demoImageKey("category/demo/", "icon", i + 1), banner: demoImageKey("category/demo/", "banner", i + 1),
        description: h.description, ruleType, query, items,
        itemCount: await hallItemCount(ctx.tx, ruleType, items, query),
        platforms: h.platforms ?? ALL, sort, enabled: h.enabled ?? true,
      }, { ctime: at, utime: at + DAY });
      idByCode.set(h.code, id);
    }
  },
});
