import { shanghaiDayStart } from "../../../../src/catalogue/kinds/shanghai";
import { liveStream } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { demoSlotImage } from "./demoImages";
import { displayStateAt } from "../../../resources/slotPlacement";
import { LIVE_SHOWN } from "./rules";

const DAY = 86_400_000;
const HOUR = 3_600_000;

const TOPICS = [
  ["《兰亭序》临摹直播课", "周砚秋"], ["宋画里的山水结构", "沈知微"], ["工笔花鸟设色示范", "顾南枝"], ["《千里江山图》细读", "苏晚亭"],
  ["小楷《灵飞经》笔法", "何观澜"], ["敦煌壁画色彩解析", "叶疏影"], ["八大山人的鱼和鸟", "陈墨白"], ["赵孟頫行书入门", "周砚秋"],
  ["没骨花卉写生", "顾南枝"], ["碑帖拓本怎么看", "林清远"], ["《富春山居图》两段往事", "苏晚亭"], ["宋徽宗瘦金体", "何观澜"],
] as const;
const SOURCES = ["SELF", "SELF", "CHANNELS", "XIAOE"] as const;
const LEVELS = ["ALL", "ALL", "VIP", "STUDENT"] as const;

/**
 * commerce.md §6.6: 48 lives about one a week at 19:30 Beijing time — 44 ended (with viewers), 2
 * cancelled, and the next 2 scheduled (预告中, shown from three days before).
 */
export const seed = defineSeed({
  resource: liveStream,
  async run(ctx) {
    if (await ctx.tx.selectFrom(liveStream.table).select("Id").limit(1).executeTakeFirst()) return;
    const courses = await ctx.idsOf("shiyCourse");
    const videos = await ctx.idsOf("vodVideo");
    const evening = shanghaiDayStart(ctx.now) + 19.5 * HOUR;
    for (let i = 0; i < 48; i += 1) {
      const weeksAgo = i < 46 ? 46 - i : 45 - i; // the last two (−1, −2 weeks): to come
      const scheduledAt = evening - weeksAgo * 7 * DAY;
      const future = scheduledAt > ctx.now;
      const status = future ? "SCHEDULED" : i === 17 || i === 33 ? "CANCELLED" : "ENDED";
      const [title, anchor] = TOPICS[i % TOPICS.length]!;
      const source = SOURCES[i % SOURCES.length]!;
      const endAt = scheduledAt + (status === "ENDED" ? 90 + (i % 4) * 10 : 90) * 60_000;
      const created = Math.min(scheduledAt - 10 * DAY, ctx.now - DAY);
      const peak = status === "ENDED" ? 800 + Math.round(ctx.random() * 4200) : 0;
      const row = {
        title: `${title}（第 ${Math.floor(i / TOPICS.length) + 1} 期）`.slice(0, 40), anchor, cover: await demoSlotImage(ctx, "UDT_NOTICE", "live", i + 1), source,
        pushUrl: null,
        playUrls: source === "SELF" ? { hls: `https://live.moyuan.example/live/live${i + 1}.m3u8`, flv: `https://live.moyuan.example/live/live${i + 1}.flv` } : null,
        finderUserName: source === "CHANNELS" ? "sphMoyuanShuyuan" : null, feedId: source === "CHANNELS" && status === "ENDED" ? `export/UzFfAgtgekIEAQAAAAAA${String(1000 + i)}` : null,
        externalUrl: source === "XIAOE" ? `https://appmoyuan.h5.xiaoeknow.com/v2/course/alive/l_${(0x6a1f00 + i * 37).toString(16)}` : null,
        startAt: scheduledAt - 3 * DAY, scheduledAt, endAt, accessLevel: LEVELS[i % LEVELS.length]!,
        relatedCourseId: courses.length > 0 && i % 3 === 0 ? courses[i % courses.length]! : null,
        replayVideoId: status === "ENDED" && videos.length > 0 && i % 2 === 0 ? videos[i % videos.length]! : null,
        status, cancelReason: status === "CANCELLED" ? "主讲老师临时有事，改期另行通知" : null,
        peakViewers: peak, totalViewers: status === "ENDED" ? peak * 3 + Math.round(ctx.random() * 2000) : 0,
        platforms: [], minAppVersion: null, maxAppVersion: null, sort: 0, online: true,
      };
      await ctx.insert(liveStream, { ...row, displayState: displayStateAt(row, ctx.now, LIVE_SHOWN) }, { ctime: created, utime: Math.min(status === "ENDED" ? endAt : created, ctx.now) });
    }
  },
});
