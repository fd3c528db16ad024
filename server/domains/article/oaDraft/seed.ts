import { oaDraft } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** content.md §7.2's 15 drafts: 5 published, 1 publishing, 2 failed, 4 synced, 3 local — interleaved, so that a small demo has every state. */
const STATES = ["published", "synced", "local", "failed", "publishing", "published", "synced", "local", "published", "failed", "synced", "published", "local", "synced", "published"] as const;

/** An id the platform would have answered (draft media_id, material media_id, publish_id), fixed per draft. */
const platformId = (kind: string, n: number) => `${kind}_${(0x5f3a91c4 + n * 104_729).toString(36)}${(n * 7_919).toString(36).padStart(4, "0")}`;

/**
 * Official-account drafts made from online articles, each state carrying what the platform had answered
 * by then (media ids once synced, a publish_id once submitted, the article's address once published,
 * result code 4 平台审核不通过 for the failed ones), all dated in the past.
 */
export const seed = defineSeed({
  resource: oaDraft,
  async run(ctx) {
    if (await ctx.tx.selectFrom(oaDraft.table).select("Id").limit(1).executeTakeFirst()) return;
    const sources = await ctx.tx.selectFrom("article").select(["Id", "title", "author", "summary", "content", "cover", "publishedAt"])
      .where("publishState", "=", "online").where("deleted", "=", 0).orderBy("Id").limit(STATES.length).execute();
    for (const [i, a] of sources.entries()) {
      const state = STATES[i]!;
      const n = i + 1;
      const base = Math.max(Number(a.publishedAt ?? ctx.now - 30 * DAY), ctx.now - 60 * DAY) + 2 * HOUR;
      const created = Math.min(base, ctx.now - (STATES.length - i) * DAY);
      const synced = state !== "local";
      const submitted = state === "published" || state === "publishing" || state === "failed";
      const syncedAt = synced ? created + HOUR : null;
      const publishedAt = state === "published" ? created + 3 * HOUR : null;
      await ctx.insert(oaDraft, {
        title: [...String(a.title)].slice(0, 32).join(""), author: a.author === null ? null : [...String(a.author)].slice(0, 16).join(""),
        digest: a.summary ?? null, content: String(a.content ?? ""), contentSourceUrl: null, cover: String(a.cover),
        coverCrops: [{ ratio: "2.35:1", box: "0,0,1,1" }, { ratio: "1:1", box: "0.29,0,0.71,1" }],
        articleType: "news", needOpenComment: i % 3 === 0, onlyFansCanComment: false, sourceArticleId: Number(a.Id),
        mediaId: synced ? platformId("draft", n) : null, thumbMediaId: synced ? platformId("thumb", n) : null,
        publishId: submitted ? String(2_247_483_647 + n * 1_031) : null,
        syncState: state, publishStatus: state === "published" ? 0 : state === "publishing" ? 1 : state === "failed" ? 4 : null,
        articleUrl: state === "published" ? `https://mp.weixin.qq.com/s/${platformId("s", n)}` : null,
        failReason: state === "failed" ? "平台审核不通过" : null, syncedAt, publishedAt,
      }, { ctime: created, utime: publishedAt ?? (submitted ? created + 2 * HOUR : syncedAt ?? created) });
    }
  },
});
