import { hotArtist } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { idsByName, seededAlready } from "../../../seed/sufa/lookup";

const DAY = 86_400_000;

/** content.md §2.4: ten per section, in this order; an artist not among the seeded ancient artists is left out. */
const LISTS: Readonly<Record<"sufa" | "suha", readonly (readonly [string, string])[]>> = {
  sufa: [
    ["王羲之", "书圣，《兰亭序》被誉为天下第一行书"], ["颜真卿", "颜体雄浑，《祭侄文稿》天下第二行书"], ["柳公权", "柳骨劲健，《玄秘塔碑》楷法典范"],
    ["欧阳询", "欧体险峻，《九成宫》楷书极则"], ["怀素", "狂草大家，《自叙帖》一气呵成"], ["苏轼", "宋四家之首，《寒食帖》天下第三行书"],
    ["黄庭坚", "长枪大戟，《松风阁》开张奇崛"], ["米芾", "八面出锋，《蜀素帖》沉着痛快"], ["赵孟頫", "元代书坛领袖，楷行兼擅"], ["董其昌", "明末书画宗师，淡雅秀逸"],
  ],
  suha: [
    ["顾恺之", "传神写照，《洛神赋图》千古名迹"], ["范宽", "《溪山行旅图》雄峙北宋山水"], ["郭熙", "《早春图》三远法典范"], ["王希孟", "十八岁绘《千里江山图》"],
    ["黄公望", "《富春山居图》元四家之首"], ["倪瓒", "逸笔草草，一河两岸"], ["唐寅", "吴门才子，诗书画三绝"], ["八大山人", "白眼向人，简笔传神"],
    ["石涛", "搜尽奇峰打草稿"], ["吴昌硕", "以书入画，金石气象"],
  ],
};

export const seed = defineSeed({
  resource: hotArtist,
  async run(ctx) {
    if (await seededAlready(ctx.tx, hotArtist.table)) return;
    const artists = await idsByName(ctx.tx, "ancient_artist");
    for (const section of ["sufa", "suha"] as const) {
      let sort = 0;
      for (const [name, summary] of LISTS[section]) {
        const artistId = artists.get(name);
        if (artistId === undefined) continue;
        sort += 1;
        await ctx.insert(hotArtist, {
          section, artistId, sort, summary, cover: null, enabled: sort !== 10,
          startAt: null, endAt: sort === 9 ? ctx.now + 30 * DAY : null,
        }, { ctime: ctx.now - (20 - sort) * DAY });
      }
    }
  },
});
