import { videoChannelItem } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { DAY, placed, windowOf } from "../editorRecommendation/seedPlacement";

const FINDER = "sphMoyuanArt2021";
const TITLES = [
  "三分钟看懂《千里江山图》", "《兰亭序》为什么是天下第一行书", "宋画里的猫", "工笔花鸟：勾线示范", "敦煌壁画的青金石", "八大山人的鱼和鸟",
  "赵孟頫的一天", "《富春山居图》的合璧", "怎么看一幅山水画", "楷书笔画：永字八法", "故宫藏扇面精选", "徐渭的泼墨葡萄",
  "汝窑天青色", "唐寅不只会画美人", "《清明上河图》里的船", "齐白石的虾", "颜真卿《祭侄文稿》", "米芾的石头",
];

/** commerce.md §6.9: 20 items of the platform's 视频号 — 18 videos, a live preview and the account's profile — for the mini program. */
export const seed = defineSeed({
  resource: videoChannelItem,
  async run(ctx) {
    if (await ctx.tx.selectFrom(videoChannelItem.table).select("Id").limit(1).executeTakeFirst()) return;
    const { now } = ctx;
    for (let i = 0; i < 20; i++) {
      const type = i === 18 ? "LIVE" : i === 19 ? "PROFILE" : "FEED";
      const kind = type === "LIVE" ? "scheduled" : i < 12 || type === "PROFILE" ? "open" : "expired";
      const window = windowOf(now, kind, i);
      const at = Math.min(now - DAY, (window.start ?? now) - DAY);
      await ctx.insert(videoChannelItem, {
        type, finderUserName: FINDER,
        feedId: type === "PROFILE" ? null : `export/UzFfAgtgekIEAQAAAAAA${String(100_000 + i * 7919)}`,
        nonceId: type === "LIVE" ? `${String(1_700_000_000 + i)}` : null,
        title: type === "LIVE" ? "周六直播：《兰亭序》临摹" : type === "PROFILE" ? "墨苑视频号主页" : (TITLES[i] ?? `墨苑短视频 ${i + 1}`),
        cover: `notice/channels/${String(i + 1).padStart(2, "0")}.jpg`,
        ...placed(now, { platforms: ["MP_WEIXIN"], start: window.start, end: window.end, sort: (i + 1) * 10, online: i !== 11 }),
      }, { ctime: at, utime: at });
    }
  },
});
