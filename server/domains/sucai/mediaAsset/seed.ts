import { shanghaiDate } from "../../../../src/catalogue";
import { mediaAsset, programmeArtist, shootingLocation, vodVideo } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { recountVodRefs } from "../../vodvideo/vodVideo/references";
import { recountLocationUsage } from "../shootingLocation/rules";

const DAY = 86_400_000;
const SHOOTERS = ["赵一帆", "钱小满", "孙立", "李晓光", "周映雪", "吴镜"];
const SUBJECTS: Readonly<Record<string, readonly string[]>> = {
  image: ["展厅全景", "碑刻局部", "题跋特写", "印章细节", "画案俯拍", "笔墨工具", "窟内壁画", "建筑外景", "艺术家肖像"],
  video: ["创作过程", "临摹示范", "访谈素材", "空镜", "展厅漫游"],
  audio: ["访谈录音", "环境声"],
};
const USAGES = [["课程"], ["短视频"], ["宣传"], ["文章配图"], ["展览"], ["课程", "短视频"]];
/** content.md §9.1: 150 assets — 90 images, 50 videos, 10 audio — over the first 12 places. */
const PLAN: readonly [string, number, string][] = [["image", 90, "jpg"], ["video", 50, "mp4"], ["audio", 10, "mp3"]];

export const seed = defineSeed({
  resource: mediaAsset,
  async run(ctx) {
    if (await ctx.tx.selectFrom(mediaAsset.table).select("Id").limit(1).executeTakeFirst()) return;
    const places = (await ctx.tx.selectFrom(shootingLocation.table).select(["Id", "name"]).where("enabled", "=", 1).orderBy("Id").execute()).slice(0, 12);
    // Long footage lives on the VOD service: the library's 正常 channel and "other" videos.
    const longVideos = await ctx.tx.selectFrom(vodVideo.table).select(["Id", "durationSec"]).where("status", "=", "Normal")
      .where("usage", "in", ["channel", "other"]).orderBy("Id").execute();
    const artists = await ctx.tx.selectFrom(programmeArtist.table).select("Id").orderBy("Id").execute();
    let n = 0;
    for (const [assetType, count, ext] of PLAN) {
      const subjects = SUBJECTS[assetType] as readonly string[];
      for (let i = 0; i < count; i += 1) {
        n += 1;
        const place = places[n % Math.max(places.length, 1)];
        const daysAgo = 10 + ((n * 37) % 600);
        const onVod = assetType === "video" && i % 5 === 0 ? longVideos[(i / 5) % Math.max(longVideos.length, 1)] : undefined;
        const status = n % 17 === 0 ? "discarded" : n % 11 === 0 ? "archived" : n % 4 === 0 ? "raw" : "ready";
        const seconds = assetType === "image" ? null : onVod ? Math.round(Number(onVod.durationSec)) : 20 + Math.floor(ctx.random() * 600);
        await ctx.insert(mediaAsset, {
          title: `${String(place?.name ?? "外景").replace(/（.*）/, "")}·${subjects[i % subjects.length] as string} ${String(i + 1).padStart(2, "0")}`,
          assetType,
          file: onVod ? null : `shiy/sucai/${assetType}/${String(n).padStart(4, "0")}.${ext}`,
          vodVideoId: onVod ? Number(onVod.Id) : null,
          // No stored files behind the demo's material: no thumbnails to show.
          thumbnail: null,
          durationSec: seconds,
          widthPx: assetType === "audio" ? null : assetType === "image" ? 8000 + (n % 4) * 1000 : 3840,
          heightPx: assetType === "audio" ? null : assetType === "image" ? 6000 + (n % 3) * 500 : 2160,
          fileSize: assetType === "image" ? 18_000_000 + n * 131_071 : (seconds ?? 60) * (assetType === "video" ? 2_500_000 : 32_000),
          locationId: place ? Number(place.Id) : null,
          shotDate: shanghaiDate(ctx.now - daysAgo * DAY),
          shooter: SHOOTERS[n % SHOOTERS.length],
          // Every third shot shows a programme artist at work.
          artistId: n % 3 === 0 && artists.length > 0 ? Number(artists[n % artists.length]?.Id) : null,
          usage: USAGES[n % USAGES.length], rights: n % 9 === 0 ? "licensed" : "own",
          status, discardReason: status === "discarded" ? "画面虚焦，不可用" : null,
          tags: [assetType === "image" ? "高清" : "原始素材"], deleted: false,
        }, { ctime: ctx.now - daysAgo * DAY + 8 * 3_600_000 });
      }
    }
    await recountLocationUsage(ctx.tx, places.map((p) => p.Id));
    await recountVodRefs(ctx.tx, longVideos.map((v) => v.Id));
  },
});
