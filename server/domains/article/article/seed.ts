import { article } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { DEMO_ARTICLES, demoContent, writerOf } from "./demoArticles";
import { demoBodyKey, demoCoverKey } from "./demoImages";

const DAY = 86_400_000;
const COVERS = 12;
const BODIES = 16;

/** content.md §7.1's mix of 60: 45 online, 5 scheduled, 8 drafts, 2 offline (the same shares at any scale). */
function stateAt(i: number, count: number): "online" | "scheduled" | "draft" | "offline" {
  const share = (i + 0.5) / count;
  return share < 0.75 ? "online" : share < 45 / 60 + 5 / 60 ? "scheduled" : share < 58 / 60 ? "draft" : "offline";
}

/**
 * 60 articles × scale (at least 16, so that every state is there) with their covers and pictures: each picture is a stored file of type
 * UDT_ARTICAL (its `upload_file` row here; the file drawn by the article.demoImages sweeper), referenced
 * from the text as `/files/<key>` exactly as an upload through the composer is. Scheduled ones wait for a
 * time after now; everything else is dated in the past.
 */
export const seed = defineSeed({
  resource: article,
  async run(ctx) {
    if (await ctx.tx.selectFrom(article.table).select("Id").limit(1).executeTakeFirst()) return;
    const count = Math.min(DEMO_ARTICLES.length, Math.max(16, Math.round(60 * ctx.scale)));
    const keys = [...Array.from({ length: COVERS }, (_, n) => demoCoverKey(n + 1)), ...Array.from({ length: BODIES }, (_, n) => demoBodyKey(n + 1))];
    const known = new Set((await ctx.tx.selectFrom("upload_file").select("key").where("key", "in", keys).execute()).map((r) => String(r.key)));
    for (const key of keys.filter((k) => !known.has(k))) {
      await ctx.tx.insertInto("upload_file").values({ key, dataType: "UDT_ARTICAL", contentType: "image/png", size: 0, userId: null, ctime: ctx.now - 320 * DAY }).execute();
    }
    let scheduled = 0;
    for (const [i, [title, categoryId, subject]] of DEMO_ARTICLES.slice(0, count).entries()) {
      const state = stateAt(i, count);
      const created = ctx.now - (count - i) * 5 * DAY - 3 * 3_600_000;
      const images = i % 2 === 0 ? [demoBodyKey((i % BODIES) + 1), demoBodyKey(((i + 5) % BODIES) + 1)] : [demoBodyKey((i % BODIES) + 1)];
      const shown = state === "online" || state === "offline";
      const views = shown ? Math.round(300 + ctx.random() * 12_000) : 0;
      await ctx.insert(article, {
        title, subtitle: null, categoryId, author: writerOf(i), sourceText: i % 7 === 3 ? "转载自 故宫博物院官网" : "原创",
        cover: demoCoverKey((i % COVERS) + 1), summary: null, content: demoContent(subject, images), relatedWorks: null, tags: [],
        isTop: state === "online" && i < 3, sort: 0, publishState: state,
        scheduledAt: state === "scheduled" ? ctx.now + (++scheduled) * DAY : null,
        publishedAt: shown ? created + DAY : null, republishedAt: null,
        viewCount: views, likeCount: Math.round(views * (0.02 + ctx.random() * 0.05)), deleted: false,
      }, { ctime: created, utime: created + (shown ? DAY : 2 * 3_600_000) });
    }
  },
});
