// The composer's HD details (content.md §7.3, §17.1): `<hd-detail id region>` is kept by the sanitiser in an
// article's text only, with exactly its image's Id and an `x,y,w,h` region; a save whose region lies outside
// its image (or names an image the app cannot show) is refused in Chinese and nothing is written; the preview
// shows the region as a signed IIIF region request to our tile server, which cuts it; the official account
// gets a paragraph. Both databases, over the demo world.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveEmbeds } from "../../server/domains/article/article/embeds";
import { regionImage } from "../../server/domains/hd/hdImage/tiles/region";
import { sanitizeRichText } from "../../server/richtext/sanitize";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { dangersIn, EMBED_TAGS, RENDERED_EMBED_TAGS } from "./richTextCorpus";

/** [sent, stored in an article]: vectors aimed at the HD detail's attributes and content. */
const HD_VECTORS: readonly (readonly [string, string])[] = [
  [`<hd-detail id="5" region="10,20,300,200" onclick="alert(1)" style="x" src="javascript:alert(1)" class="x"></hd-detail>`, `<hd-detail id="5" region="10,20,300,200"></hd-detail>`],
  [`<hd-detail id="5" region="javascript:alert(1)"></hd-detail>`, ""],
  [`<hd-detail id="5" region="10,20,300,200&quot; onerror=&quot;alert(1)"></hd-detail>`, ""],
  [`<hd-detail id="5" region="full"></hd-detail>`, ""],
  [`<hd-detail id="5" region="0,0,0,10"></hd-detail>`, ""],
  [`<hd-detail id="5" region="-1,0,10,10"></hd-detail>`, ""],
  [`<hd-detail id="5" region="pct:1,1,50,50"></hd-detail>`, ""],
  [`<hd-detail id="0" region="1,1,5,5"></hd-detail>`, ""],
  [`<hd-detail id="5 onmouseover=alert(1)" region="1,1,5,5"></hd-detail>`, ""],
  [`<hd-detail region="1,1,5,5"></hd-detail>`, ""],
  [`<hd-detail id="5" region="1,1,5,5"><img src=x onerror=alert(1)><script>alert(1)</script>字</hd-detail>`, `<hd-detail id="5" region="1,1,5,5"></hd-detail>`],
  [`<HD-DETAIL ID="7" REGION="0,0,64,64"></HD-DETAIL>`, `<hd-detail id="7" region="0,0,64,64"></hd-detail>`],
];

describe("HD detail vectors", () => {
  it("an article keeps an HD detail only with its image's Id and a pixel region, and nothing inside it", () => {
    for (const [sent, stored] of HD_VECTORS) {
      const clean = sanitizeRichText(sent, { embeds: true });
      expect(clean, sent).toBe(stored);
      expect(dangersIn(clean, EMBED_TAGS), sent).toEqual([]);
    }
  });
  it("any other rich text keeps no HD detail", () => {
    expect(sanitizeRichText(`<p>课</p><hd-detail id="1" region="0,0,10,10"></hd-detail>`)).toBe("<p>课</p>");
  });
});

describe("the tile server's region cut", () => {
  let root: string;
  beforeAll(async () => {
    // A pyramid whose largest whole image is half the master (800 × 600 of 1600 × 1200): left red, right blue.
    root = await mkdtemp(path.join(tmpdir(), "moyuan-region-"));
    await writeFile(path.join(root, "info.json"), JSON.stringify({ width: 1600, height: 1200, tiles: [] }));
    await mkdir(path.join(root, "full", "800,600", "0"), { recursive: true });
    const half = { width: 400, height: 600, channels: 3 as const };
    await sharp({ create: { ...half, background: "#ff0000" } }).extend({ right: 400, background: "#0000ff" }).jpeg().toFile(path.join(root, "full", "800,600", "0", "default.jpg"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("cuts a region given in the master's pixels at the asked width; outside the image, nothing", async () => {
    const right = await regionImage(root, "1000,100,400,300/200,/0/default.jpg");
    expect(right).not.toBeNull();
    const { width, height } = await sharp(right!).metadata();
    expect([width, height]).toEqual([200, 150]);
    const { channels } = await sharp(right!).stats();
    expect(channels[2]!.mean).toBeGreaterThan(200);
    expect(channels[0]!.mean).toBeLessThan(50);
    expect(await regionImage(root, "1400,100,400,300/200,/0/default.jpg")).toBeNull();
    expect(await regionImage(root, "0,0,100,100/5000,/0/default.jpg")).toBeNull();
  });
});

describeEachDb("article HD details", (kind) => {
  let t: TestServer;
  let image: { Id: number; title: string };
  const db = () => t.server.deps.db;
  const call = (method: string, payload: Record<string, unknown>) => t.rpc(`ArticleServiceAdmin/${method}`, payload, t.adminToken);

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    // One image with a finished pyramid of 4000 × 3000 (the demo's are tiled only when its jobs run).
    const row = await db().selectFrom("hd_image").select(["Id", "title"]).where("deleted", "=", 0).orderBy("Id").limit(1).executeTakeFirstOrThrow();
    await db().updateTable("hd_image").set({ tileStatus: "ready", tileLayout: "iiif3", tileKey: "article-detail-test", widthPx: 4000, heightPx: 3000, accessLevel: "free" }).where("Id", "=", row.Id).execute();
    image = { Id: Number(row.Id), title: String(row.title) };
  });
  afterAll(() => t.close());

  it("a region inside its image is stored and previewed as a signed IIIF region of our tile server", async () => {
    const content = `<p>看局部</p><hd-detail id="${image.Id}" region="1200,800,1600,900"></hd-detail>`;
    const a = await call("createArticle", { data: { title: "高清细节", categoryId: "NEWS", content } });
    expect(a.body.code, JSON.stringify(a.body)).toBe("SUCCESS");
    const { Id } = a.body.data as { Id: number };
    expect((await db().selectFrom("article").select("content").where("Id", "=", Id).executeTakeFirstOrThrow()).content).toBe(content);
    const html = ((await call("getArticlePreview", { Id })).body.data as { html: string }).html;
    expect(html).toMatch(/<figure class="hd-detail"><img src="\/tiles\/\d+\/[A-Za-z0-9_-]{43}\/article-detail-test\/1200,800,1600,900\/750,\/0\/default\.jpg" alt="[^"]*（局部）"><figcaption>/);
    expect(dangersIn(html, RENDERED_EMBED_TAGS)).toEqual([]);
    // The signed address reaches the tile server's signature check (no pyramid on disk here: 404, not 403).
    const src = /src="([^"]+)"/.exec(html)![1]!;
    const tile = await t.server.app.request(src, {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
    expect(tile.status).toBe(404);
  });

  it("a region outside the image, or an image not ready, is refused in Chinese and nothing is written", async () => {
    const before = await db().selectFrom("article").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    const outside = await call("createArticle", { data: { title: "越界", categoryId: "NEWS", content: `<hd-detail id="${image.Id}" region="3000,2500,1001,400"></hd-detail>` } });
    expect(outside.body.code).toBe(3);
    expect(outside.body.message).toBe(`高清细节的区域 3000,2500,1001,400 超出高清图「${image.title}」的范围（4000 × 3000 像素）`);
    const untiled = await db().selectFrom("hd_image").select("Id").where("tileStatus", "!=", "ready").where("deleted", "=", 0).orderBy("Id").limit(1).executeTakeFirstOrThrow();
    const notReady = await call("createArticle", { data: { title: "未切片", categoryId: "NEWS", content: `<hd-detail id="${untiled.Id}" region="0,0,10,10"></hd-detail>` } });
    expect(notReady.body.message).toBe(`高清细节引用的高清图（Id ${untiled.Id}）不存在、已删除或尚未切片完成`);
    const inner = await db().selectFrom("hd_image").select("Id").where("Id", "!=", image.Id).where("deleted", "=", 0).orderBy("Id").limit(1).executeTakeFirstOrThrow();
    await db().updateTable("hd_image").set({ tileStatus: "ready", tileLayout: "iiif3", tileKey: "article-detail-inner", widthPx: 100, heightPx: 100, accessLevel: "internal", title: "内部高清图" }).where("Id", "=", inner.Id).execute();
    const internal = await call("createArticle", { data: { title: "内部", categoryId: "NEWS", content: `<hd-detail id="${inner.Id}" region="0,0,10,10"></hd-detail>` } });
    expect(internal.body.message).toBe("高清图「内部高清图」仅限内部访问，不能作为高清细节放进文章");
    const after = await db().selectFrom("article").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    // An update too: the stored text stays as it was.
    const ok = await call("createArticle", { data: { title: "改区域", categoryId: "NEWS", content: `<hd-detail id="${image.Id}" region="0,0,4000,3000"></hd-detail>` } });
    const rec = ok.body.data as { Id: number; utime: number };
    const moved = await call("updateArticle", { Id: rec.Id, utime: rec.utime, data: { content: `<hd-detail id="${image.Id}" region="1,0,4000,3000"></hd-detail>` } });
    expect(moved.body.code).toBe(3);
    expect((await db().selectFrom("article").select("content").where("Id", "=", rec.Id).executeTakeFirstOrThrow()).content).toBe(`<hd-detail id="${image.Id}" region="0,0,4000,3000"></hd-detail>`);
  });

  it("for the official account an HD detail is a paragraph naming the image", async () => {
    const html = await resolveEmbeds(db(), `<hd-detail id="${image.Id}" region="0,0,100,100"></hd-detail><hd-detail id="999999999" region="0,0,1,1"></hd-detail>`, "wechat");
    expect(html).toBe(`<p>【高清细节】${image.title}（请在墨苑 App 中查看高清局部）</p>`);
  });
});
