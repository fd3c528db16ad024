import { artistVideo, programmeArtist, programmeWork, vodVideo } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { recountVodRefs } from "../../vodvideo/vodVideo/references";

const DAY = 86_400_000;
const TYPES = [["documentary", "纪录片"], ["interview", "访谈"], ["process", "创作过程"], ["replay", "直播回放"], ["promo", "宣传片"]] as const;
const TARGET = 40;

/**
 * content.md §8.9: 40 artist videos, one or two per programme artist, each playing a library video
 * (the artist-video ones first). Online only when the video is 正常; the others draft, a few taken off.
 */
export const seed = defineSeed({
  resource: artistVideo,
  async run(ctx) {
    if (await ctx.tx.selectFrom(artistVideo.table).select("Id").limit(1).executeTakeFirst()) return;
    const artists = await ctx.tx.selectFrom(programmeArtist.table).select(["Id", "name", "ctime"]).orderBy("Id").execute();
    const library = await ctx.tx.selectFrom(vodVideo.table).select(["Id", "status", "durationSec", "cover", "usage", "ctime"])
      .where("usage", "in", ["artistVideo", "channel", "other"]).orderBy("Id").execute();
    const videos = [...library.filter((v) => v.usage === "artistVideo"), ...library.filter((v) => v.usage !== "artistVideo")];
    if (artists.length === 0 || videos.length === 0) return;
    const used: number[] = [];
    for (let i = 0; i < Math.min(TARGET, videos.length); i += 1) {
      const artist = artists[i % artists.length] as (typeof artists)[number];
      const video = videos[i] as (typeof videos)[number];
      const [videoType, typeLabel] = TYPES[i % TYPES.length] as (typeof TYPES)[number];
      const works = await ctx.tx.selectFrom(programmeWork.table).select("Id").where("artistId", "=", Number(artist.Id)).orderBy("Id").limit(1 + (i % 3)).execute();
      const ctime = Math.max(Number(artist.ctime), Number(video.ctime)) + DAY;
      const playable = video.status === "Normal";
      const publishState = !playable ? "draft" : i % 9 === 4 ? "offline" : i % 6 === 5 ? "draft" : "online";
      const publishedAt = publishState === "draft" ? null : Math.min(ctime + 2 * DAY, ctx.now - DAY);
      await ctx.insert(artistVideo, {
        title: `${String(artist.name)}·${typeLabel}`, artistId: Number(artist.Id), videoType, vodVideoId: Number(video.Id),
        cover: video.cover, durationSec: video.durationSec === null ? null : Math.round(Number(video.durationSec)),
        relatedWorkIds: works.map((w) => Number(w.Id)), sort: i + 1, publishState, publishedAt, republishedAt: null,
        viewCount: publishState === "draft" ? 0 : 200 + Math.floor(ctx.random() * 20_000),
      }, { ctime: Math.min(ctime, ctx.now - 2 * DAY), utime: Math.min(ctime + 2 * DAY, ctx.now - DAY) });
      used.push(Number(video.Id));
    }
    await recountVodRefs(ctx.tx, used);
  },
});
