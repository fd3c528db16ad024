// The article composer's embeds (content.md §7.1, §7.3, §17.6): work cards and on-demand videos are kept by
// the sanitiser in an article's text only, with exactly their kind and Id; the preview shows what their
// records say now (a renamed work updates the article); the official account gets plain paragraphs.
// Both databases, over the demo world.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveEmbeds } from "../../server/domains/article/article/embeds";
import { sanitizeRichText } from "../../server/richtext/sanitize";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { dangersIn, EMBED_TAGS, RENDERED_EMBED_TAGS } from "./richTextCorpus";

/** [sent, stored in an article]: vectors aimed at the embeds' attributes and content. */
const EMBED_VECTORS: readonly (readonly [string, string])[] = [
  [`<work-card type="suha" id="12" onclick="alert(1)" style="background:url(javascript:alert(1))" data-x="1" class="x"></work-card>`, `<work-card type="suha" id="12"></work-card>`],
  [`<work-card type="javascript:alert(1)" id="1"></work-card>`, ""],
  [`<work-card type="suha" id="1 onmouseover=alert(1)"></work-card>`, ""],
  [`<work-card type="suha" id="1&quot; onfocus=&quot;alert(1)"></work-card>`, ""],
  [`<work-card type="suha" id="0"></work-card>`, ""],
  [`<work-card type="suha" id="3"><img src=x onerror=alert(1)><script>alert(1)</script>里面的字</work-card>`, `<work-card type="suha" id="3"></work-card>`],
  [`<WORK-CARD TYPE="sufa" ID="7"></WORK-CARD>`, `<work-card type="sufa" id="7"></work-card>`],
  [`<vod-video id="3" src="javascript:alert(1)" autoplay onerror="alert(1)"></vod-video>`, `<vod-video id="3"></vod-video>`],
  [`<vod-video id="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></vod-video>`, ""],
  [`<vod-video id="5"><iframe src="https://evil.example"></iframe></vod-video>`, `<vod-video id="5"></vod-video>`],
];

describe("embed vectors", () => {
  it("an article keeps an embed only with its kind and Id, and nothing inside it", () => {
    for (const [sent, stored] of EMBED_VECTORS) {
      const clean = sanitizeRichText(sent, { embeds: true });
      expect(clean, sent).toBe(stored);
      expect(dangersIn(clean, EMBED_TAGS), sent).toEqual([]);
    }
  });
  it("any other rich text keeps no embed at all", () => {
    expect(sanitizeRichText(`<p>课</p><work-card type="suha" id="1"></work-card><vod-video id="2"></vod-video>`)).toBe("<p>课</p>");
  });
});

describeEachDb("article embeds", (kind) => {
  let t: TestServer;
  const db = () => t.server.deps.db;
  const call = (method: string, payload: Record<string, unknown>) => t.rpc(`ArticleServiceAdmin/${method}`, payload, t.adminToken);

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(() => t.close());

  it("the preview shows the work and the video as they are now; a card of a work taken offline says so", async () => {
    const work = await db().selectFrom("painting_work").select(["Id", "title", "attribution"]).where("publishState", "=", "online").where("deleted", "=", 0).orderBy("Id").limit(1).executeTakeFirstOrThrow();
    const offline = await db().selectFrom("painting_work").select("Id").where("publishState", "!=", "online").orderBy("Id").limit(1).executeTakeFirst();
    const video = await db().selectFrom("vod_video").select(["Id", "title"]).orderBy("Id").limit(1).executeTakeFirstOrThrow();
    const content = `<p>看图</p><work-card type="suha" id="${work.Id}"></work-card><vod-video id="${video.Id}"></vod-video>${offline ? `<work-card type="suha" id="${offline.Id}"></work-card>` : ""}`;
    const a = await call("createArticle", { data: { title: "嵌入测试", categoryId: "NEWS", content } });
    expect(a.body.code, JSON.stringify(a.body)).toBe("SUCCESS");
    const { Id } = a.body.data as { Id: number };
    expect((await db().selectFrom("article").select("content").where("Id", "=", Id).executeTakeFirstOrThrow()).content).toBe(content);

    const shown = async () => ((await call("getArticlePreview", { Id })).body.data as { html: string }).html;
    const first = await shown();
    expect(first).toContain(`<aside class="work-card" data-type="suha"><p class="wc-kind">书画</p><p class="wc-title">《${String(work.title)}》</p>`);
    expect(first).toContain(`<figcaption>${String(video.title)}`);
    if (offline) expect(first).toContain(`<aside class="work-card missing" data-type="suha"><p>书画作品已下线或不存在</p></aside>`);
    expect(dangersIn(first, RENDERED_EMBED_TAGS)).toEqual([]);

    await db().updateTable("painting_work").set({ title: "改名后的作品" }).where("Id", "=", work.Id).execute();
    expect(await shown()).toContain("<p class=\"wc-title\">《改名后的作品》</p>");
    await db().updateTable("painting_work").set({ title: work.title }).where("Id", "=", work.Id).execute();
  });

  it("for the official account, a card is a paragraph naming the work and a video a line pointing to the app", async () => {
    const work = await db().selectFrom("painting_work").select(["Id", "title"]).where("publishState", "=", "online").where("deleted", "=", 0).orderBy("Id").limit(1).executeTakeFirstOrThrow();
    const video = await db().selectFrom("vod_video").select(["Id", "title"]).orderBy("Id").limit(1).executeTakeFirstOrThrow();
    const html = await resolveEmbeds(db(), `<work-card type="suha" id="${work.Id}"></work-card><vod-video id="${video.Id}"></vod-video><work-card type="west" id="999999999"></work-card>`, "wechat");
    expect(html).toMatch(new RegExp(`^<p><strong>《${String(work.title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}》</strong>（书画[^<]*）</p><p>【视频】`));
    expect(html).toContain("（请在墨苑 App 中观看）</p>");
    expect(html).not.toContain("work-card");
  });
});
