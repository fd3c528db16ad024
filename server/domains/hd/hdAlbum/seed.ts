import { hdAlbum, hdAlbumItem } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

/** content.md §1.3: 12 albums, their type, browsing and reading direction, and how many images (designed). */
const ALBUMS = [
  { title: "宋人画册精选（册页）", subtitle: "两宋册页小品四十开", albumType: "theme", behavior: "paged", viewingDirection: "right-to-left", items: 40, online: true },
  { title: "石渠宝笈著录书画", subtitle: "清内府著录名迹选", albumType: "catalogue", behavior: "individuals", viewingDirection: "left-to-right", items: 30, online: true },
  { title: "台北故宫藏北宋山水", subtitle: "范宽、郭熙、李唐", albumType: "museum", behavior: "individuals", viewingDirection: "left-to-right", items: 18, online: true },
  { title: "颜真卿楷书碑帖", subtitle: "多宝塔碑、颜勤礼碑、麻姑仙坛记", albumType: "artist", behavior: "paged", viewingDirection: "right-to-left", items: 24, online: true },
  { title: "千里江山图 局部赏析", subtitle: "王希孟 · 二十四段细读", albumType: "theme", behavior: "continuous", viewingDirection: "right-to-left", items: 24, online: true },
  { title: "西方印象派名作", subtitle: "莫奈、雷诺阿、德加", albumType: "theme", behavior: "individuals", viewingDirection: "left-to-right", items: 16, online: true },
  { title: "元四家山水", subtitle: "黄公望、吴镇、倪瓒、王蒙", albumType: "artist", behavior: "individuals", viewingDirection: "left-to-right", items: 20, online: true },
  { title: "故宫博物院藏青铜器", subtitle: "商周礼器", albumType: "museum", behavior: "individuals", viewingDirection: "left-to-right", items: 14, online: false },
  { title: "明清扇面集萃", subtitle: "成扇与扇页", albumType: "catalogue", behavior: "paged", viewingDirection: "right-to-left", items: 22, online: false },
  { title: "国画基础课配图 · 山石皴法", subtitle: "披麻、斧劈、雨点、卷云", albumType: "course", behavior: "individuals", viewingDirection: "left-to-right", items: 12, online: false },
  { title: "晋唐法书名迹", subtitle: "兰亭序诸本与唐摹", albumType: "theme", behavior: "paged", viewingDirection: "right-to-left", items: 18, online: false },
  { title: "花鸟画中的四季", subtitle: "宋元明清花鸟选", albumType: "theme", behavior: "individuals", viewingDirection: "left-to-right", items: 12, online: false },
] as const;

/**
 * 高清图集 (content.md §1.3): the 12 albums of the design, their items taken from the seeded HD images
 * (helper "tiles" seeds them: with none, every album has no item and stays a draft). Albums with items
 * and a cover image are online as designed.
 */
export const seed = defineSeed({
  resource: hdAlbum,
  fills: [hdAlbumItem],
  after: ["hdImage"],
  async run(ctx) {
    const { tx } = ctx;
    if (await tx.selectFrom(hdAlbum.table).select("Id").limit(1).executeTakeFirst()) return;
    const images = await ctx.idsOf("hdImage");
    const museums = await ctx.idsOf("museum");
    for (const [i, a] of ALBUMS.entries()) {
      const at = ctx.now - (90 - i * 6) * DAY;
      const count = images.length === 0 ? 0 : Math.min(images.length, Math.max(6, Math.round(a.items * Math.min(1, ctx.scale * 4))));
      const start = Math.floor(ctx.random() * Math.max(1, images.length));
      const picked = Array.from({ length: count }, (_, n) => images[(start + n) % images.length] as number);
      const online = a.online && count > 0;
      const albumId = await ctx.insert(hdAlbum, {
        title: a.title, subtitle: a.subtitle, albumType: a.albumType, behavior: a.behavior, viewingDirection: a.viewingDirection,
        description: `<p>${a.subtitle}。</p>`, accessLevel: i % 3 === 0 ? "free" : "vip", sort: (i + 1) * 10,
        museumId: a.albumType === "museum" && museums.length > 0 ? museums[0] : null,
        itemCount: count, coverImageId: picked[0] ?? null,
        sections: count >= 12 ? [{ key: "s1", label: "上编" }, { key: "s2", label: "下编" }] : [],
        publishState: online ? "online" : "draft", publishedAt: online ? at + DAY : null, republishedAt: null, deleted: false,
      }, { ctime: at, utime: at + DAY });
      for (const [n, imageId] of picked.entries()) {
        await ctx.insert(hdAlbumItem, {
          albumId, hdImageId: imageId, itemKey: `${albumId}-${imageId}`, sort: (n + 1) * 10,
          label: a.behavior === "paged" ? `第${n + 1}开` : a.behavior === "continuous" ? `第${n + 1}段` : null,
          sectionKey: count >= 12 ? (n < count / 2 ? "s1" : "s2") : null,
          startRegion: a.behavior === "continuous" ? { x: n * 5000, y: 0, w: 6000, h: 6000 } : null,
        }, { ctime: at, utime: at });
      }
    }
  },
});
