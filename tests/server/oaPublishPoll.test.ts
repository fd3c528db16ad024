// The publishing poll (content.md §7.2: publishing → published / failed, published → removed when deleted or
// banned) against the local stand-in for the official account, two sweeps at once as two servers would
// run them; and 同步到公众号 from an article (§7.1), which makes or updates its draft in the draft box.
// Both databases.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { filePathOf } from "../../server/platform/storage/store";
import { sweepNow } from "../../server/platform/sweep";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { startWechatStandIn, type WechatStandIn } from "./wechatStandIn";

const APP_ID = "wx_poll_app";
const SECRET = "poll-secret";
const COVER = "article/20261121/poll-cover.png";
const DAY = 86_400_000;

describeEachDb("official-account publishing poll and 同步到公众号", (kind) => {
  let t: TestServer;
  let wx: WechatStandIn;
  const db = () => t.server.deps.db;
  const call = (method: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(`ArticleServiceAdmin/${method}`, payload, token);
  const draft = (Id: number) => db().selectFrom("oa_draft").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const gets = (publishId: string) => wx.requests.filter((r) => r.path === "/cgi-bin/freepublish/get" && r.json?.publish_id === publishId).length;

  /** A draft as the platform left it after an earlier submit (or publication). */
  const submitted = async (title: string, publishId: string, state: "publishing" | "published") => {
    const r = await call("createOaDraft", { data: { title, articleType: "news", cover: COVER, content: "<p>正文</p>" } });
    const Id = (r.body.data as { Id: number }).Id;
    await db().updateTable("oa_draft").set({
      syncState: state, mediaId: `M_${publishId}`, thumbMediaId: "T_1", publishId, publishStatus: state === "published" ? 0 : 1,
      syncedAt: t.clock.now - DAY, publishedAt: state === "published" ? t.clock.now - DAY : null,
    }).where("Id", "=", Id).execute();
    return Id;
  };

  beforeAll(async () => {
    wx = await startWechatStandIn(APP_ID, SECRET);
    Object.assign(process.env, { MOYUAN_WECHAT_OA_APP_ID: APP_ID, MOYUAN_WECHAT_OA_APP_SECRET: SECRET, MOYUAN_WECHAT_API_BASE: wx.base });
    t = await createTestServer(kind);
    const file = filePathOf(t.server.deps.config.dataDir, COVER);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, await sharp({ create: { width: 900, height: 383, channels: 3, background: "#8899aa" } }).png().toBuffer());
  });
  afterAll(async () => {
    for (const k of ["MOYUAN_WECHAT_OA_APP_ID", "MOYUAN_WECHAT_OA_APP_SECRET", "MOYUAN_WECHAT_API_BASE"]) Reflect.deleteProperty(process.env, k);
    await t.close();
    await wx.close();
  });

  it("two sweeps at once: each answered draft moves once, with one 系统 change record, and is asked about once", async () => {
    const ids = {
      ok: await submitted("发布成功", `P_OK_${kind}`, "publishing"),
      refused: await submitted("审核不通过", `P_NO_${kind}`, "publishing"),
      waiting: await submitted("仍在发布", `P_WAIT_${kind}`, "publishing"),
      banned: await submitted("发布后被封禁", `P_BAN_${kind}`, "published"),
      deleted: await submitted("发布后被删除", `P_DEL_${kind}`, "published"),
    };
    wx.setPublishStatus(`P_OK_${kind}`, 0);
    wx.setPublishStatus(`P_NO_${kind}`, 4);
    wx.setPublishStatus(`P_BAN_${kind}`, 6);
    wx.setPublishStatus(`P_DEL_${kind}`, 5);
    wx.setPublishStatus(`P_WAIT_${kind}`, 1);
    t.clock.advance(60_000);
    const reports = await Promise.all([sweepNow(t.server.deps, ["oaDraft.publishPoll"]), sweepNow(t.server.deps, ["oaDraft.publishPoll"])]);
    expect(reports.map((r) => r.failed)).toEqual([{}, {}]);
    expect(reports.reduce((n, r) => n + (r.changed["oaDraft.publishPoll"] ?? 0), 0)).toBe(4);

    const rows = Object.fromEntries(await Promise.all(Object.entries(ids).map(async ([k, Id]) => [k, await draft(Id)] as const)));
    expect([rows.ok!.syncState, Number(rows.ok!.publishStatus), rows.ok!.articleUrl, Number(rows.ok!.publishedAt)]).toEqual(["published", 0, `https://mp.weixin.qq.com/s/P_OK_${kind}`, t.clock.now]);
    expect([rows.refused!.syncState, Number(rows.refused!.publishStatus), rows.refused!.failReason]).toEqual(["failed", 4, "平台审核不通过"]);
    expect([rows.waiting!.syncState, Number(rows.waiting!.publishStatus)]).toEqual(["publishing", 1]);
    expect([rows.banned!.syncState, Number(rows.banned!.publishStatus), rows.banned!.failReason]).toEqual(["removed", 6, "发布后被公众号平台封禁"]);
    expect([rows.deleted!.syncState, Number(rows.deleted!.publishStatus), rows.deleted!.failReason]).toEqual(["removed", 5, "发布后已在公众号删除"]);
    // The second sweep found the changes made (its row lock waits for the first) and asked nothing more.
    for (const p of ["P_OK", "P_NO", "P_BAN", "P_DEL"]) expect(gets(`${p}_${kind}`), p).toBe(1);
    expect(gets(`P_WAIT_${kind}`)).toBe(2);

    for (const [k, Id] of Object.entries(ids)) {
      const changes = await db().selectFrom("data_change").select(["userName", "summary"]).where("resource", "=", "oaDraft").where("recordId", "=", Id).where("method", "=", "sweep").execute();
      expect(changes.length, k).toBe(k === "waiting" ? 0 : 1);
      if (k !== "waiting") expect(changes[0]!.userName).toBe("系统");
    }
    expect((await db().selectFrom("data_change").select("summary").where("resource", "=", "oaDraft").where("recordId", "=", ids.ok).where("method", "=", "sweep").executeTakeFirstOrThrow()).summary)
      .toBe("公众号文章「发布成功」：发布中 → 已发布（公众号发布状态）");
  });

  it("同步到公众号 makes the article's draft in the draft box, and the next one updates that draft", async () => {
    const title = "《兰亭序》的三个版本：一篇说清楚神龙本、定武本与褚摹本各自的来历和流传经过";
    const a = await call("createArticle", { data: { title, categoryId: "NEWS", author: "周砚", cover: COVER,
      coverCrops: [{ ratio: "1:1", box: "0.3,0,0.726,1" }],
      content: "<h2>三个版本</h2><p>神龙本最为人熟知。</p><work-card type=\"suha\" id=\"999999\"></work-card>" } });
    expect(a.body.code, JSON.stringify(a.body)).toBe("SUCCESS");
    const { Id, utime } = a.body.data as { Id: number; utime: number };
    t.clock.advance(1000);
    const first = await call("syncArticleToOa", { Ids: [Id] });
    expect(first.body.code, JSON.stringify(first.body)).toBe("SUCCESS");
    const madeId = (first.body.data as { Id: number }).Id;
    const made = await draft(madeId);
    expect([made.sourceArticleId, made.title, made.author, made.syncState, made.cover]).toEqual([Id, [...title].slice(0, 32).join(""), "周砚", "synced", COVER]);
    expect(made.mediaId).toMatch(/^DRAFT_/);
    // A card the platform could not show is left out of what it keeps.
    const add = wx.requests.filter((r) => r.path === "/cgi-bin/draft/add").at(-1)!.json as { articles: Record<string, unknown>[] };
    expect(add.articles[0]!.content).toBe("<h2>三个版本</h2><p>神龙本最为人熟知。</p>");
    // The article's crop box went with its cover; the 2.35:1 one it has not set is left to the platform.
    expect([add.articles[0]!.pic_crop_1_1, add.articles[0]!.pic_crop_235_1]).toEqual(["0.3_0_0.726_1", undefined]);

    t.clock.advance(1000);
    expect((await call("updateArticle", { Id, utime, data: { title: "《兰亭序》的三个版本" } })).body.code).toBe("SUCCESS");
    const second = await call("syncArticleToOa", { Ids: [Id] });
    expect((second.body.data as { Id: number }).Id).toBe(madeId);
    const update = wx.requests.at(-1)!;
    expect([update.path, update.json?.media_id, (update.json?.articles as { title: string }).title]).toEqual(["/cgi-bin/draft/update", made.mediaId, "《兰亭序》的三个版本"]);
    expect(await db().selectFrom("oa_draft").select("Id").where("sourceArticleId", "=", Id).execute()).toHaveLength(1);

    // Refused by the platform: the draft keeps the old title.
    wx.refuseNext("draft/update", 45003, "title size out of limit");
    const kept = await draft(madeId);
    t.clock.advance(1000);
    const refused = await call("syncArticleToOa", { Ids: [Id] });
    expect([refused.body.code, refused.body.message]).toEqual([9, "同步修改到公众号草稿箱失败：标题超过公众号上限（32 个字）（错误码 45003）"]);
    expect(await draft(madeId)).toEqual(kept);

    const writer = await makeUser(t, `art.only.${kind}`, "auditor", { article: "WRITE" });
    const denied = await call("syncArticleToOa", { Ids: [Id] }, writer.token);
    expect([denied.status, denied.body.message]).toEqual([403, "同步到公众号还需要公众号文章的写权限"]);
  });
});
