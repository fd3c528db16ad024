// An article's links (content.md §7.1 复制分享链接, §7.3 复制预览链接), both databases: the preview link is
// signed with the server's secret and opens the phone preview without a session for 24 hours, a draft too;
// expired or tampered it answers a Chinese refusal and shows nothing. The share address is that of an online
// article only, and shows it to anyone. Both need READ on `article`.
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("article links", (kind) => {
  let t: TestServer;
  // Signed in again after the clock has moved a day (the first session expires with it).
  let token: string;
  const db = () => t.server.deps.db;
  const call = (method: string, payload: Record<string, unknown>) => t.rpc(`ArticleServiceAdmin/${method}`, payload, token);
  /** A page of the server, as a browser without a session asks for it. */
  const open = async (address: string) => {
    const res = await t.server.app.request(new URL(address, "http://localhost").pathname, {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
    return { status: res.status, text: await res.text() };
  };

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    token = t.adminToken;
  });
  afterAll(() => t.close());

  it("the signed preview link shows a draft without a session for 24 hours, then refuses", async () => {
    const made = await call("createArticle", { data: { title: "预览链接的草稿", categoryId: "NEWS", content: "<p>只给审稿人看。</p>" } });
    const { Id } = made.body.data as { Id: number };
    const link = await call("copyArticlePreviewLink", { Id, data: {} });
    expect(link.body.code, JSON.stringify(link.body)).toBe("SUCCESS");
    const { url, expiresAt } = link.body.data as { url: string; expiresAt: number };
    expect(url).toMatch(new RegExp(`/share/article-preview/${Id}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(expiresAt).toBe(Math.floor((t.clock.now + 24 * 3_600_000) / 1000) * 1000);

    const shown = await open(url);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("<h1>预览链接的草稿</h1>");
    expect(shown.text).toContain("<p>只给审稿人看。</p>");
    expect(shown.text).toContain("预览：此链接 24 小时内有效");

    t.clock.advance(24 * 3_600_000 - 60_000);
    expect((await open(url)).status).toBe(200);
    t.clock.advance(60_000);
    const late = await open(url);
    expect(late.status).toBe(403);
    expect(late.text).toContain("预览链接已过期（有效期 24 小时），请向编辑重新索取");
    expect(late.text).not.toContain("只给审稿人看");
    token = await t.login("admin", ADMIN_PASSWORD);
  });

  it("a tampered link — another article, a later expiry, a changed signature — is refused", async () => {
    const other = await db().selectFrom("article").select("Id").where("deleted", "=", 0).orderBy("Id").limit(1).executeTakeFirstOrThrow();
    const made = await call("createArticle", { data: { title: "篡改测试", categoryId: "NEWS", content: "<p>机密草稿</p>" } });
    const { Id } = made.body.data as { Id: number };
    const { url } = (await call("copyArticlePreviewLink", { Id, data: {} })).body.data as { url: string };
    const [id, expires, sig] = url.split("/").at(-1)!.split(".") as [string, string, string];
    const base = url.slice(0, url.lastIndexOf("/") + 1);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    for (const token of [`${other.Id}.${expires}.${sig}`, `${id}.${Number(expires) + 86_400}.${sig}`, `${id}.${expires}.${flipped}`, `${id}.${expires}`, "x"]) {
      const page = await open(`${base}${token}`);
      expect(page.status, token).toBe(403);
      expect(page.text, token).toContain("预览链接无效（签名不正确或链接不完整）");
      expect(page.text, token).not.toContain("机密草稿");
    }
  });

  it("the share address is that of an online article and shows it to anyone; a draft has none", async () => {
    const online = await db().selectFrom("article").select(["Id", "title"]).where("publishState", "=", "online").where("deleted", "=", 0).orderBy("Id").limit(1).executeTakeFirstOrThrow();
    const share = await call("copyArticleShareLink", { Id: online.Id, data: {} });
    expect(share.body.code, JSON.stringify(share.body)).toBe("SUCCESS");
    const { url } = share.body.data as { url: string };
    expect(url).toMatch(new RegExp(`/share/article/${online.Id}$`));
    const page = await open(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<h1>${String(online.title).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</h1>`);

    const draft = await db().selectFrom("article").select(["Id", "title"]).where("publishState", "=", "draft").where("deleted", "=", 0).orderBy("Id").limit(1).executeTakeFirstOrThrow();
    const refused = await call("copyArticleShareLink", { Id: draft.Id, data: {} });
    expect(refused.body.code).toBe(9);
    expect(refused.body.message).toBe(`文章「${String(draft.title)}」尚未发布，分享链接打开后读者看不到；请先发布，或复制预览链接`);
    const guessed = await open(`/share/article/${draft.Id}`);
    expect(guessed.status).toBe(404);
    expect(guessed.text).toContain("文章不存在或尚未发布");
  });

  it("asking for either link needs READ on article", async () => {
    const { Id } = await db().selectFrom("article").select("Id").where("publishState", "=", "online").orderBy("Id").limit(1).executeTakeFirstOrThrow();
    const anonymous = await t.rpc("ArticleServiceAdmin/copyArticlePreviewLink", { Id, data: {} });
    expect(anonymous.body.code).not.toBe("SUCCESS");
    expect(anonymous.body.data).toBeUndefined();
  });
});
