// Articles (content.md §7.1, §7.3, §17.6): the text is sanitised by the server at every save and the
// preview shows exactly that; a stale save is refused (also when two saves race); 发布 and 定时发布
// check what an article needs; the scheduler publishes at the time. Both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepNow } from "../../server/platform/sweep";
import { sanitizeRichText } from "../../server/richtext/sanitize";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { dangersIn, EMBED_TAGS, RENDERED_EMBED_TAGS, XSS_VECTORS } from "./richTextCorpus";

/** Vectors of the shapes an article's text meets (pasted from the web, from a WeChat editor, hand-encoded), beside the shared corpus. */
const ARTICLE_VECTORS: readonly string[] = [
  `<p>正文<iframe srcdoc="&lt;script&gt;parent.alert(1)&lt;/script&gt;"></iframe></p>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
  `<p style="background:url(javascript:alert(1))">样式</p>`,
  `<div style="width: expression(alert(1))">IE</div>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">数据链接</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">实体编码</a>`,
  `<a href="&#x6A;avascript&#x3A;alert(1)">十六进制</a>`,
  `<a href="java%0ascript:alert(1)">百分号</a>`,
  `<work-card type="suha" id="1" onclick="alert(1)"></work-card>`,
  `<form action="javascript:alert(1)"><button>提交</button></form>`,
  `<base href="javascript:alert(1)//">`,
  `<link rel="import" href="https://evil.example/x.html">`,
  `<img src="/files/../../etc/passwd" onerror="alert(1)">`,
  `<img src="//evil.example/x.png">`,
  `<svg><foreignObject><script>alert(1)</script></foreignObject></svg>`,
  `<template><img src=x onerror=alert(1)></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<style>@import "https://evil.example/x.css";</style><p>正文</p>`,
];
const VECTORS = [...XSS_VECTORS, ...ARTICLE_VECTORS];

describeEachDb("articles", (kind) => {
  let t: TestServer;
  const call = (method: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(`ArticleServiceAdmin/${method}`, payload, token);
  const row = (Id: number) => t.server.deps.db.selectFrom("article").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const create = async (data: Record<string, unknown>) => {
    const r = await call("createArticle", { data: { title: "测试文章", categoryId: "NEWS", ...data } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body.data as { Id: number; utime: number };
  };

  beforeAll(async () => {
    t = await createTestServer(kind);
  });
  afterAll(() => t.close());

  it("has a corpus of classic vectors, each dangerous as sent", () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(30);
    for (const v of ARTICLE_VECTORS) expect(dangersIn(v).length + (/data:|%0a|\/\/evil|\.\.\//.test(v) ? 1 : 0), v).toBeGreaterThan(0);
  });

  it("stores each vector sanitised, and the preview shows exactly what is stored, with nothing dangerous", async () => {
    for (const vector of VECTORS) {
      t.clock.advance(1000);
      const r = await call("createArticle", { data: { title: "XSS", categoryId: "NEWS", content: `<p>前文</p>${vector}` } });
      expect(r.body.code, vector).toBe("SUCCESS");
      const { Id } = r.body.data as { Id: number };
      const stored = String((await row(Id)).content);
      expect(stored, vector).toBe(sanitizeRichText(`<p>前文</p>${vector}`, { embeds: true }));
      expect(dangersIn(stored, EMBED_TAGS), vector).toEqual([]);
      // In the markup (escaped text such as `&lt;img onerror=…&gt;` is only words on the page).
      expect((stored.match(/<[^>]*>/g) ?? []).join(""), vector).not.toMatch(/javascript:|data:|on[a-z]+=|<script|<iframe|<svg|<style|<object|<embed|<meta|<base|<form|srcdoc|expression\(/i);
      const p = await call("getArticlePreview", { Id });
      expect(p.body.code, vector).toBe("SUCCESS");
      const shown = (p.body.data as { html: string }).html;
      // The same text, its stored pictures signed for this reader (work cards are resolved: articleEmbeds.test.ts).
      if (!/<work-card|<vod-video/.test(stored)) expect(shown.replace(/\?expires=\d+&amp;signature=[\w-]+/g, ""), vector).toBe(stored);
      expect(dangersIn(shown, RENDERED_EMBED_TAGS), vector).toEqual([]);
    }
  });

  it("the preview signs the article's own pictures and cover, and needs READ on article", async () => {
    const { Id } = await create({ cover: "article/20261120/c.png", content: `<p>图<img src="/files/article/20261120/a.png" alt="甲"></p>` });
    const p = await call("getArticlePreview", { Id });
    const data = p.body.data as { html: string; cover: string; title: string; category: string };
    expect(data.html).toMatch(/^<p>图<img src="\/files\/article\/20261120\/a\.png\?expires=\d+&amp;signature=[\w-]+" alt="甲" \/><\/p>$/);
    expect(data.cover).toMatch(/^\/files\/article\/20261120\/c\.png\?expires=\d+&signature=/);
    expect(data.category).toBe("资讯");
    const outsider = await makeUser(t, `art.none.${kind}`, "auditor", { order: "WRITE" });
    expect((await call("getArticlePreview", { Id }, outsider.token)).status).toBe(403);
    expect((await call("getArticlePreview", { Id: 9_999_999 })).body.message).toContain("文章不存在");
  });

  it("refuses a save made from a stale version, and of two saves from one version keeps exactly one", async () => {
    const a = await create({ content: "<p>初稿</p>" });
    t.clock.advance(1000);
    const first = await call("updateArticle", { Id: a.Id, utime: a.utime, data: { content: "<p>甲的修改</p>" } });
    expect(first.body.code).toBe("SUCCESS");
    t.clock.advance(1000);
    const stale = await call("updateArticle", { Id: a.Id, utime: a.utime, data: { content: "<p>乙的旧稿</p>" } });
    expect(stale.body.code).toBe(10);
    expect(String(stale.body.message)).toContain("已被他人修改");
    expect((await row(a.Id)).content).toBe("<p>甲的修改</p>");

    const b = await create({ content: "<p>初稿</p>" });
    t.clock.advance(1000);
    const both = await Promise.all(["<p>一</p>", "<p>二</p>"].map((content) => call("updateArticle", { Id: b.Id, utime: b.utime, data: { content } })));
    expect(both.map((r) => r.body.code).sort()).toEqual([10, "SUCCESS"].sort());
    const winner = both.findIndex((r) => r.body.code === "SUCCESS");
    expect((await row(b.Id)).content).toBe(winner === 0 ? "<p>一</p>" : "<p>二</p>");
  });

  it("saves an unfinished draft (autosave), fills the summary from the text, and refuses 发布 until cover and text are there", async () => {
    const a = await create({});
    expect((await row(a.Id)).publishState).toBe("draft");
    const refused = await call("publishArticle", { Ids: [a.Id] });
    expect(refused.body.code).toBe(9);
    expect(String(refused.body.message)).toContain("还缺少封面、正文");
    expect((await row(a.Id)).publishState).toBe("draft");
    t.clock.advance(1000);
    const text = "《溪山行旅图》是范宽的代表作，巨峰壁立，雨点皴密如豆瓣。".repeat(3);
    const u = await call("updateArticle", { Id: a.Id, utime: a.utime, data: { cover: "article/20261120/c.png", content: `<h2>导语</h2><p>${text}<script>x</script></p>` } });
    expect(u.body.code).toBe("SUCCESS");
    expect((await row(a.Id)).summary).toBe([...`导语 ${text}`].slice(0, 54).join(""));
    t.clock.advance(1000);
    expect((await call("publishArticle", { Ids: [a.Id] })).body.code).toBe("SUCCESS");
    const online = await row(a.Id);
    expect(online.publishState).toBe("online");
    expect(Number(online.publishedAt)).toBe(t.clock.now);
  });

  it("定时发布 needs a time at least five minutes ahead; the scheduler publishes at that time", async () => {
    const a = await create({ cover: "article/20261120/c.png", content: "<p>定时</p>" });
    const soon = await call("scheduleArticle", { Id: a.Id, data: { scheduledAt: t.clock.now + 60_000 } });
    expect(soon.body.code).toBe(3);
    expect(String(soon.body.message)).toContain("5 分钟之后");
    const at = t.clock.now + 3_600_000;
    expect((await call("scheduleArticle", { Id: a.Id, data: { scheduledAt: at } })).body.code).toBe("SUCCESS");
    expect((await row(a.Id)).publishState).toBe("scheduled");
    t.clock.now = at - 1;
    await sweepNow(t.server.deps, ["article.scheduled"]);
    expect((await row(a.Id)).publishState).toBe("scheduled");
    t.clock.now = at;
    await sweepNow(t.server.deps, ["article.scheduled"]);
    const done = await row(a.Id);
    expect(done.publishState).toBe("online");
    expect(Number(done.publishedAt)).toBe(at);
  });

  it("an online article is not deleted (下线 first)", async () => {
    const a = await create({ cover: "article/20261120/c.png", content: "<p>在线</p>" });
    await call("publishArticle", { Ids: [a.Id] });
    const r = await call("deleteArticle", { Id: a.Id });
    expect(r.body.code).toBe(9);
    expect(Number((await row(a.Id)).deleted)).toBe(0);
  });
});

describe("article vectors", () => {
  it("sanitise to text the preview frame can show as is", () => {
    for (const v of ARTICLE_VECTORS) expect(dangersIn(sanitizeRichText(v, { embeds: true }), EMBED_TAGS), v).toEqual([]);
  });
});
