import { artistNews, programmeArtist } from "../../../../src/catalogue/registry";
import { TIMELINE_NEWS_TYPES } from "../../../../src/catalogue/resources/shiy/shiyEnums";
import { shanghaiDate } from "../../../../src/catalogue";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

/** content.md §8.8 seed: five entries per artist (150) — study, teaching, an exhibition, an award, a piece of news. */
export const seed = defineSeed({
  resource: artistNews,
  async run(ctx) {
    if (await ctx.tx.selectFrom(artistNews.table).select("Id").limit(1).executeTakeFirst()) return;
    const artists = await ctx.tx.selectFrom(programmeArtist.table).select(["Id", "name", "birthYear", "city", "status", "ctime"]).orderBy("Id").execute();
    const thisYear = Number(shanghaiDate(ctx.now).slice(0, 4));
    for (const [i, a] of artists.entries()) {
      const born = Number(a.birthYear ?? 1980);
      const since = Number(a.ctime);
      const entries = [
        { newsType: "education", title: `${["中国美术学院", "中央美术学院", "南京艺术学院", "西安美术学院"][i % 4] ?? "美术学院"}本科毕业`, startDate: `${born + 18}-09-01`, endDate: `${born + 22}-06-30`, organization: ["杭州", "北京", "南京", "西安"][i % 4] ?? null },
        { newsType: "teaching", title: `任教于${String(a.city)}画院`, startDate: `${Math.min(thisYear - 1, born + 26)}-09-01`, endDate: null, organization: `${String(a.city)}画院` },
        { newsType: "exhibition", title: `「${String(a.name)}作品展」`, startDate: `${Math.min(thisYear - 1, born + 35)}-05-10`, endDate: `${Math.min(thisYear - 1, born + 35)}-05-30`, organization: `${String(a.city)}美术馆` },
        { newsType: "award", title: "作品入选全国美术作品展览", startDate: `${Math.min(thisYear - 1, born + 30)}-11-20`, endDate: null, organization: "中国美术家协会" },
        { newsType: "news", title: `${String(a.name)}加入墨苑驻留计划`, startDate: shanghaiDate(since), endDate: null, organization: "墨苑" },
      ];
      for (const [k, e] of entries.entries()) {
        const at = Math.min(ctx.now - DAY, since + (k + 1) * 2 * DAY);
        // Entries of signed artists are on line; a terminated artist's were taken down.
        const publishState = a.status === "signing" ? "draft" : a.status === "terminated" ? "offline" : "online";
        await ctx.insert(artistNews, {
          artistId: Number(a.Id), ...e, description: `<p>${e.title}。</p>`, images: null, link: null,
          showInTimeline: TIMELINE_NEWS_TYPES.includes(e.newsType),
          publishState, publishedAt: publishState === "draft" ? null : at, republishedAt: null,
        }, { ctime: at });
      }
    }
  },
});
