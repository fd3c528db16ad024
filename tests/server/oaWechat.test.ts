// The official account's HTTP client (content.md §7.2) against a local stand-in for api.weixin.qq.com
// (tests/server/wechatStandIn.ts): switched on by MOYUAN_WECHAT_OA_APP_ID/SECRET, pointed at the stand-in
// by MOYUAN_WECHAT_API_BASE. What is sent is what the platform documents; what it answers is stored
// with the new state; a refusal is said in Chinese and changes nothing. Both databases.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { filePathOf } from "../../server/platform/storage/store";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { startWechatStandIn, type WechatStandIn } from "./wechatStandIn";

const APP_ID = "wx_test_app";
const SECRET = "test-secret";
const COVER = "article/20261120/oa-cover.png";
const PICTURE = "article/20261120/oa-body.png";

describeEachDb("official account over HTTP", (kind) => {
  let t: TestServer;
  let wx: WechatStandIn;
  const call = (method: string, payload: Record<string, unknown>) => t.rpc(`ArticleServiceAdmin/${method}`, payload, t.adminToken);
  const row = (Id: number) => t.server.deps.db.selectFrom("oa_draft").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const sent = (p: string) => wx.requests.filter((r) => r.path === `/cgi-bin/${p}`);
  const create = async (data: Record<string, unknown> = {}) => {
    const r = await call("createOaDraft", { data: {
      title: "读懂溪山行旅图", author: "林间", articleType: "news", cover: COVER, needOpenComment: true,
      content: `<p>雨点皴<img src="/files/${PICTURE}" alt="局部"></p><p>再看一次<img src="/files/${PICTURE}" alt="局部"></p>`,
      coverCrops: [{ ratio: "2.35:1", box: "0,0.1,1,0.6" }, { ratio: "1:1", box: "0.2,0,0.8,1" }], ...data,
    } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return (r.body.data as { Id: number }).Id;
  };

  beforeAll(async () => {
    wx = await startWechatStandIn(APP_ID, SECRET);
    Object.assign(process.env, { MOYUAN_WECHAT_OA_APP_ID: APP_ID, MOYUAN_WECHAT_OA_APP_SECRET: SECRET, MOYUAN_WECHAT_API_BASE: wx.base });
    t = await createTestServer(kind);
    for (const [key, w] of [[COVER, 900], [PICTURE, 750]] as const) {
      const file = filePathOf(t.server.deps.config.dataDir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, await sharp({ create: { width: w, height: 383, channels: 3, background: "#a0b0c0" } }).png().toBuffer());
    }
  });
  afterAll(async () => {
    for (const k of ["MOYUAN_WECHAT_OA_APP_ID", "MOYUAN_WECHAT_OA_APP_SECRET", "MOYUAN_WECHAT_API_BASE"]) Reflect.deleteProperty(process.env, k);
    await t.close();
    await wx.close();
  });

  it("同步到草稿箱: a token, the cover as permanent material, each picture re-hosted once, then draft/add as documented", async () => {
    const Id = await create();
    const before = wx.requests.length;
    t.clock.advance(1000);
    const r = await call("syncOaDraft", { Id });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const calls = wx.requests.slice(before);
    expect(calls.map((c) => c.path)).toEqual(["/cgi-bin/stable_token", "/cgi-bin/material/add_material", "/cgi-bin/media/uploadimg", "/cgi-bin/draft/add"]);
    expect(calls[0]!.json).toEqual({ grant_type: "client_credential", appid: APP_ID, secret: SECRET, force_refresh: false });
    // One token, in the query of every call after it.
    const tokens = new Set(calls.slice(1).map((c) => c.query.access_token));
    expect([...tokens]).toEqual([expect.stringMatching(/^TOKEN_\d+$/)]);
    expect(calls[1]!.query.type).toBe("image");
    expect(calls[1]!.media).toMatchObject({ filename: "oa-cover.png", contentType: "image/png" });
    expect(calls[2]!.media).toMatchObject({ filename: "oa-body.png", contentType: "image/png" });
    const article = (calls[3]!.json as { articles: Record<string, unknown>[] }).articles[0]!;
    const url = /src="(https:\/\/mmbiz\.qpic\.cn\/[^"]+)"/.exec(String(article.content))?.[1];
    // The one picture, uploaded once, at both its places; nothing of ours left in the text.
    expect(url).toMatch(/^https:\/\/mmbiz\.qpic\.cn\/mmbiz_png\/img\d+\/0\?wx_fmt=png$/);
    expect(String(article.content)).not.toContain("/files/");
    expect(String(article.content).split(`src="${url!}"`).length - 1).toBe(2);
    const row1 = await row(Id);
    expect(article).toMatchObject({
      article_type: "news", title: "读懂溪山行旅图", author: "林间", thumb_media_id: row1.thumbMediaId, need_open_comment: 1, only_fans_can_comment: 0,
      pic_crop_235_1: "0_0.1_1_0.6", pic_crop_1_1: "0.2_0_0.8_1",
    });
    expect([row1.syncState, Number(row1.syncedAt)]).toEqual(["synced", t.clock.now]);
    expect(row1.mediaId).toMatch(/^DRAFT_\d+$/);
    expect(row1.thumbMediaId).toMatch(/^THUMB_\d+$/);
  });

  it("an edit follows by draft/update with the same cover material; a new cover is uploaded again; the token is reused until it expires", async () => {
    const Id = await create();
    await call("syncOaDraft", { Id });
    const synced = await row(Id);
    const before = wx.requests.length;
    t.clock.advance(1000);
    const u = await call("updateOaDraft", { Id, utime: Number(synced.utime), data: { title: "再读溪山行旅图" } });
    expect(u.body.code, JSON.stringify(u.body)).toBe("SUCCESS");
    expect(wx.requests.slice(before).map((c) => c.path)).toEqual(["/cgi-bin/media/uploadimg", "/cgi-bin/draft/update"]);
    const update = wx.requests.at(-1)!.json as { media_id: string; index: number; articles: Record<string, unknown> };
    expect([update.media_id, update.index, update.articles.title, update.articles.thumb_media_id]).toEqual([synced.mediaId, 0, "再读溪山行旅图", synced.thumbMediaId]);

    const edited = await row(Id);
    t.clock.advance(2 * 3_600_000);
    const before2 = wx.requests.length;
    const c = await call("updateOaDraft", { Id, utime: Number(edited.utime), data: { cover: PICTURE } });
    expect(c.body.code, JSON.stringify(c.body)).toBe("SUCCESS");
    // Two hours on, the token has expired: a new one first; then the new cover as new material.
    expect(wx.requests.slice(before2).map((r) => r.path)).toEqual(["/cgi-bin/stable_token", "/cgi-bin/material/add_material", "/cgi-bin/media/uploadimg", "/cgi-bin/draft/update"]);
    const after = await row(Id);
    expect(after.thumbMediaId).not.toBe(synced.thumbMediaId);
    expect((wx.requests.at(-1)!.json as { articles: Record<string, unknown> }).articles.thumb_media_id).toBe(after.thumbMediaId);
  });

  it("发布 submits, 刷新发布状态 reads freepublish/get: still publishing is refused, then published with its address", async () => {
    const Id = await create();
    await call("syncOaDraft", { Id });
    t.clock.advance(1000);
    expect((await call("publishOaDraft", { Id })).body.code).toBe("SUCCESS");
    const submitted = await row(Id);
    expect(sent("freepublish/submit").at(-1)!.json).toEqual({ media_id: submitted.mediaId });
    expect([submitted.syncState, Number(submitted.publishStatus)]).toEqual(["publishing", 1]);
    const early = await call("refreshOaDraft", { Id });
    expect([early.body.code, early.body.message]).toEqual([9, "公众号仍在发布中，请稍后再刷新状态"]);
    expect(sent("freepublish/get").at(-1)!.json).toEqual({ publish_id: submitted.publishId });
    wx.setPublishStatus(String(submitted.publishId), 0);
    t.clock.advance(1000);
    expect((await call("refreshOaDraft", { Id })).body.code).toBe("SUCCESS");
    const done = await row(Id);
    expect([done.syncState, Number(done.publishStatus), done.articleUrl, Number(done.publishedAt)]).toEqual(["published", 0, `https://mp.weixin.qq.com/s/${String(submitted.publishId)}`, t.clock.now]);
  });

  it("a refusal by the platform is said in Chinese with its code and changes nothing; a stale token is asked for again once", async () => {
    const Id = await create();
    const before = await row(Id);
    wx.refuseNext("draft/add", 45166, "invalid content");
    t.clock.advance(1000);
    const r = await call("syncOaDraft", { Id });
    expect([r.body.code, r.body.message]).toEqual([9, "同步到公众号草稿箱失败：正文含有公众号不接受的内容或链接（错误码 45166）"]);
    expect(await row(Id)).toEqual(before);

    const missing = await create({ content: "<p>图<img src=\"/files/article/20261120/nowhere.png\"></p>" });
    const m = await call("syncOaDraft", { Id: missing });
    expect([m.body.code, m.body.message]).toEqual([9, "图片「article/20261120/nowhere.png」在本平台的存储中找不到，无法转存到公众号"]);
    expect((await row(missing)).syncState).toBe("local");

    wx.revokeTokens();
    const n = wx.requests.length;
    t.clock.advance(1000);
    expect((await call("syncOaDraft", { Id })).body.code).toBe("SUCCESS");
    expect(wx.requests.slice(n).map((c) => c.path).slice(0, 3)).toEqual(["/cgi-bin/material/add_material", "/cgi-bin/stable_token", "/cgi-bin/material/add_material"]);
    expect((await row(Id)).syncState).toBe("synced");
  });

  it("删除草稿箱草稿 calls draft/delete and keeps the local copy and its cover material", async () => {
    const Id = await create();
    await call("syncOaDraft", { Id });
    const synced = await row(Id);
    t.clock.advance(1000);
    expect((await call("unsyncOaDraft", { Id })).body.code).toBe("SUCCESS");
    expect(sent("draft/delete").at(-1)!.json).toEqual({ media_id: synced.mediaId });
    const local = await row(Id);
    expect([local.syncState, local.mediaId, local.thumbMediaId]).toEqual(["local", null, synced.thumbMediaId]);
  });
});
