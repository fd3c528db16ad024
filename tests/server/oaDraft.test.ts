// Official-account drafts (content.md §7.2): every move goes through the official-account adapter. The
// embedded default refuses in Chinese and changes nothing; an installed adapter's answers are stored
// with the state they lead to. Both databases.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { officialAccountConfig, setOfficialAccountAdapter } from "../../server/domains/article/oaDraft/officialAccount";
import { memoryOfficialAccount } from "../../server/domains/article/oaDraft/testAdapter";
import { sweepNow } from "../../server/platform/sweep";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("official-account drafts", (kind) => {
  let t: TestServer;
  const call = (method: string, payload: Record<string, unknown>) => t.rpc(`ArticleServiceAdmin/${method}`, payload, t.adminToken);
  const row = (Id: number) => t.server.deps.db.selectFrom("oa_draft").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const create = async () => {
    const r = await call("createOaDraft", { data: { title: "读懂溪山行旅图", articleType: "news", cover: "article/20261120/c.png", content: "<p>正文</p>" } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return (r.body.data as { Id: number }).Id;
  };
  /** A draft as the platform left it after an earlier, configured sync. */
  const synced = async () => {
    const Id = await create();
    await t.server.deps.db.updateTable("oa_draft").set({ syncState: "synced", mediaId: "MEDIA_1", thumbMediaId: "THUMB_1", syncedAt: t.clock.now - 86_400_000 }).where("Id", "=", Id).execute();
    return Id;
  };

  beforeAll(async () => {
    t = await createTestServer(kind);
  });
  afterEach(() => setOfficialAccountAdapter(null));
  afterAll(() => t.close());

  it("without configuration every move is refused in Chinese and nothing changes", async () => {
    const local = await create();
    const before = await row(local);
    t.clock.advance(1000);
    const sync = await call("syncOaDraft", { Id: local });
    expect(sync.body.code).toBe(9);
    expect(String(sync.body.message)).toContain("未配置公众号接口，无法同步");
    expect(await row(local)).toEqual(before);

    const remote = await synced();
    const kept = await row(remote);
    for (const [method, payload, words] of [
      ["publishOaDraft", { Id: remote }, "未配置公众号接口，无法发布"],
      ["unsyncOaDraft", { Id: remote }, "无法删除草稿箱中的草稿"],
      ["updateOaDraft", { Id: remote, utime: Number(kept.utime), data: { title: "改过的标题" } }, "未配置公众号接口，无法同步修改到草稿箱"],
      ["deleteOaDraft", { Id: remote }, "不能只删除本地记录"],
    ] as const) {
      t.clock.advance(1000);
      const r = await call(method, payload);
      expect(r.body.code, method).toBe(9);
      expect(String(r.body.message), method).toContain(words);
      expect(await row(remote), method).toEqual(kept);
    }
  });

  it("unconfigured, the publishing poll asks nobody and changes nothing; 同步到公众号 from an article is refused and makes no draft", async () => {
    const Id = await synced();
    await t.server.deps.db.updateTable("oa_draft").set({ syncState: "publishing", publishId: "P_1" }).where("Id", "=", Id).execute();
    const before = await row(Id);
    const report = await sweepNow(t.server.deps, ["oaDraft.publishPoll"]);
    expect([report.changed["oaDraft.publishPoll"], report.failed]).toEqual([0, {}]);
    expect(await row(Id)).toEqual(before);

    const a = await call("createArticle", { data: { title: "未配置时同步", categoryId: "NEWS", cover: "article/20261120/c.png", content: "<p>正文</p>" } });
    const articleId = (a.body.data as { Id: number }).Id;
    const r = await call("syncArticleToOa", { Ids: [articleId] });
    expect(r.body.code).toBe(9);
    expect(String(r.body.message)).toContain("未配置公众号接口，无法同步到草稿箱");
    expect(await t.server.deps.db.selectFrom("oa_draft").select("Id").where("sourceArticleId", "=", articleId).execute()).toEqual([]);
  });

  it("through a configured account: synced with its ids, submitted, then published with its address", async () => {
    const account = memoryOfficialAccount(0);
    setOfficialAccountAdapter(account);
    const Id = await create();
    t.clock.advance(1000);
    expect((await call("syncOaDraft", { Id })).body.code).toBe("SUCCESS");
    let r = await row(Id);
    expect([r.syncState, r.mediaId, r.thumbMediaId, Number(r.syncedAt)]).toEqual(["synced", "test-media-1", "test-thumb-1", t.clock.now]);
    t.clock.advance(1000);
    expect((await call("publishOaDraft", { Id })).body.code).toBe("SUCCESS");
    r = await row(Id);
    expect([r.syncState, r.publishId, Number(r.publishStatus)]).toEqual(["publishing", "test-publish-test-media-1", 1]);
    t.clock.advance(1000);
    expect((await call("refreshOaDraft", { Id })).body.code).toBe("SUCCESS");
    r = await row(Id);
    expect([r.syncState, Number(r.publishStatus), r.articleUrl, Number(r.publishedAt)]).toEqual(["published", 0, "https://mp.weixin.qq.com/s/test-publish-test-media-1", t.clock.now]);
    expect(account.calls).toEqual(["draft/add 读懂溪山行旅图", "freepublish/submit test-media-1", "freepublish/get test-publish-test-media-1"]);
  });

  it("a refusal by the platform's review ends 发布失败 with its reason; 重新同步 is offered from there", async () => {
    setOfficialAccountAdapter(memoryOfficialAccount(4));
    const Id = await create();
    await call("syncOaDraft", { Id });
    await call("publishOaDraft", { Id });
    t.clock.advance(1000);
    expect((await call("refreshOaDraft", { Id })).body.code).toBe("SUCCESS");
    const r = await row(Id);
    expect([r.syncState, Number(r.publishStatus), r.failReason]).toEqual(["failed", 4, "平台审核不通过"]);
    t.clock.advance(1000);
    expect((await call("syncOaDraft", { Id })).body.code).toBe("SUCCESS");
    expect((await row(Id)).syncState).toBe("synced");
  });
});

it("the official account is configured by both environment variables or neither", () => {
  expect(officialAccountConfig({})).toBeNull();
  expect(officialAccountConfig({ MOYUAN_WECHAT_OA_APP_ID: "wx1", MOYUAN_WECHAT_OA_APP_SECRET: "s" })).toEqual({ appId: "wx1", appSecret: "s", base: "https://api.weixin.qq.com" });
  expect(officialAccountConfig({ MOYUAN_WECHAT_OA_APP_ID: "wx1", MOYUAN_WECHAT_OA_APP_SECRET: "s", MOYUAN_WECHAT_API_BASE: "http://127.0.0.1:9/" })?.base).toBe("http://127.0.0.1:9");
  expect(() => officialAccountConfig({ MOYUAN_WECHAT_OA_APP_ID: "wx1", MOYUAN_WECHAT_OA_APP_SECRET: "s", MOYUAN_WECHAT_API_BASE: "ftp://x" })).toThrow(/must be an http/);
  expect(() => officialAccountConfig({ MOYUAN_WECHAT_OA_APP_ID: "wx1" })).toThrow(/must be set together/);
});
