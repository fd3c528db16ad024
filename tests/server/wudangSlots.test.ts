/**
 * /wudang client-app slots, group 1 (commerce.md §6.1–6.5, 6.7, 6.9): the feedback machine and its
 * rights, the live-now state of a slot (computed at the server's clock, moved by the sweeper when a
 * window opens and closes), window and version-range checks, and the per-platform live limits.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { feedback } from "../../src/catalogue/registry";
import { insertSeed } from "../../server/seed/factory";
import type { Tx } from "../../server/platform/db/types";
import { sweepNow } from "../../server/platform/sweep";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeOrder, makeVisitor } from "./requestsFixture";

const S = "OperationServiceAdmin";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Rec = Record<string, unknown> & { Id: number; utime: number };

describeEachDb("wudang slots", (kind) => {
  let t: TestServer;
  let reader: TestUser;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    reader = await makeUser(t, "ops.reader", "operator", { commnet: "READ", recommend: "READ", notice: "READ" });
  });
  afterAll(async () => {
    await t.close();
  });

  const ok = (r: { body: Record<string, unknown> }) => {
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Rec;
  };
  const get = async (entity: string, Id: number) => ok(await t.rpc(`${S}/get${entity}`, { Id }, t.adminToken));
  const makeFeedback = async (over: Record<string, unknown> = {}) => {
    const Id = await insertSeed(t.server.deps.db as unknown as Tx, feedback, {
      type: "PAYMENT", content: `开通会员扣款成功但没到账 ${(serial += 1)}`, platform: "IOS", appVersion: "3.8.1", submittedAt: t.clock.now, status: "NEW", ...over,
    }, t.clock.now);
    return get("Feedback", Id);
  };
  const recommendation = (over: Record<string, unknown> = {}) => ({
    title: `宋画里的中国 ${(serial += 1)}`, position: "DISCOVER", targetType: "URL", targetId: "https://m.moyuan.art/topic/songhua",
    cover: "notice/recom/01.jpg", platforms: ["IOS"], online: true, startAt: t.clock.now - HOUR, endAt: t.clock.now + DAY, ...over,
  });
  const createRec = (over: Record<string, unknown> = {}) => t.rpc(`${S}/createEditorRecommendation`, { data: recommendation(over) }, t.adminToken);

  it("a feedback is claimed, answered (the reply and who answered are kept) and reopened; a closed one cannot be answered", async () => {
    const fb = await makeFeedback();
    expect(ok(await t.rpc(`${S}/claimFeedback`, { Id: fb.Id }, t.adminToken))).toMatchObject([{ status: "PROCESSING", handler: "admin" }]);
    const empty = await t.rpc(`${S}/replyFeedback`, { Id: fb.Id, data: {} }, t.adminToken);
    expect(empty.body.code).toBe(3);
    expect(String(empty.body.message)).toContain("回复内容");
    t.clock.advance(60_000);
    const replied = ok(await t.rpc(`${S}/replyFeedback`, { Id: fb.Id, data: { reply: "您好，会员已补发到账。" } }, t.adminToken));
    expect(replied).toMatchObject([{ status: "RESOLVED", reply: "您好，会员已补发到账。", handler: "admin", repliedAt: t.clock.now }]);
    expect(ok(await t.rpc(`${S}/reopenFeedback`, { Id: fb.Id }, t.adminToken))).toMatchObject([{ status: "PROCESSING" }]);

    const other = await makeFeedback();
    const noReason = await t.rpc(`${S}/closeFeedback`, { Ids: [other.Id], data: {} }, t.adminToken);
    expect(noReason.body.code).toBe(3);
    expect(ok(await t.rpc(`${S}/closeFeedback`, { Ids: [other.Id], data: { reason: "DUPLICATE" } }, t.adminToken))).toMatchObject([{ status: "CLOSED", closeReason: "DUPLICATE" }]);
    const late = await t.rpc(`${S}/replyFeedback`, { Id: other.Id, data: { reply: "您好" } }, t.adminToken);
    expect(late.body.code).toBe(9);
    expect(String(late.body.message)).toContain("已关闭");
    expect(await get("Feedback", other.Id)).toMatchObject({ status: "CLOSED", reply: null });
  });

  it("a reader of commnet may list feedback but not answer, close or annotate it: PERMISSION_DENIED and nothing changes", async () => {
    const fb = await makeFeedback();
    expect((ok(await t.rpc(`${S}/listFeedback`, { page: { skip: 0, limit: 50 }, cond: { jsonq: JSON.stringify({ status: "NEW" }) } }, reader.token)) as unknown as Rec[]).some((r) => r.Id === fb.Id)).toBe(true);
    for (const [method, payload] of [
      ["replyFeedback", { Id: fb.Id, data: { reply: "您好" } }],
      ["closeFeedback", { Ids: [fb.Id], data: { reason: "INVALID" } }],
      ["claimFeedback", { Id: fb.Id }],
      ["updateFeedback", { Id: fb.Id, utime: fb.utime, data: { internalNote: "看过了" } }],
    ] as const) {
      const r = await t.rpc(`${S}/${method}`, payload, reader.token);
      expect(r.body.code, method).toBe(7);
    }
    expect(await get("Feedback", fb.Id)).toMatchObject({ status: "NEW", reply: null, handler: null, internalNote: null, utime: fb.utime });
  });

  it("what the visitor sent is read-only: an update changes only the internal note", async () => {
    const fb = await makeFeedback();
    const r = await t.rpc(`${S}/updateFeedback`, { Id: fb.Id, utime: fb.utime, data: { internalNote: "已核对微信支付流水", content: "改掉用户的话" } }, t.adminToken);
    expect(r.body.code).toBe(3);
    expect(ok(await t.rpc(`${S}/updateFeedback`, { Id: fb.Id, utime: fb.utime, data: { internalNote: "已核对微信支付流水" } }, t.adminToken))).toMatchObject({ internalNote: "已核对微信支付流水", content: fb.content });
  });

  it("the visitor's recent orders are what the order service answers for that visitor", async () => {
    const visitorId = await makeVisitor(t);
    const orderId = await makeOrder(t, visitorId);
    await makeFeedback({ visitorId });
    const orders = ok(await t.rpc("OrderServiceAdmin/listOrder", { page: { skip: 0, limit: 5 }, cond: { jsonq: JSON.stringify({ visitorId }) }, sort: { by: "ctime", asc: false } }, t.adminToken)) as unknown as Rec[];
    expect(orders.map((o) => o.Id)).toEqual([orderId]);
    const denied = await t.rpc("OrderServiceAdmin/listOrder", { page: { skip: 0, limit: 5 }, cond: { jsonq: JSON.stringify({ visitorId }) } }, reader.token);
    expect(denied.body.code).toBe(7);
  });

  it("a slot's displayState is its window at the server's clock, and the sweeper moves it when the window opens and closes", async () => {
    const live = ok(await createRec());
    const later = ok(await createRec({ startAt: t.clock.now + HOUR, endAt: t.clock.now + 2 * HOUR }));
    const offline = ok(await createRec({ online: false }));
    expect([live.displayState, later.displayState, offline.displayState]).toEqual(["LIVE", "SCHEDULED", "OFFLINE"]);
    const liveNow = async () => (ok(await t.rpc(`${S}/listEditorRecommendation`, { page: { skip: 0, limit: 100 }, cond: { jsonq: JSON.stringify({ displayState: "LIVE" }) } }, t.adminToken)) as unknown as Rec[]).map((r) => r.Id);
    expect(await liveNow()).toEqual(expect.arrayContaining([live.Id]));
    expect(await liveNow()).not.toContain(later.Id);

    t.clock.advance(HOUR + 1000);
    await sweepNow(t.server.deps, ["editorRecommendation.displayState"]);
    expect((await get("EditorRecommendation", later.Id)).displayState).toBe("LIVE");
    expect(await liveNow()).toEqual(expect.arrayContaining([live.Id, later.Id]));

    t.clock.advance(HOUR);
    await sweepNow(t.server.deps, ["editorRecommendation.displayState"]);
    expect((await get("EditorRecommendation", later.Id)).displayState).toBe("EXPIRED");
    expect(await liveNow()).not.toContain(later.Id);

    // 下线 takes it off at once; 上线 again lands in its window's state.
    const fresh = await get("EditorRecommendation", live.Id);
    expect(ok(await t.rpc(`${S}/setEditorRecommendationOnline`, { Ids: [live.Id], utimes: [fresh.utime], data: { online: false } }, t.adminToken))).toMatchObject([{ displayState: "OFFLINE" }]);
    // Extending an expired slot's end brings it back live.
    const expired = await get("EditorRecommendation", later.Id);
    expect(ok(await t.rpc(`${S}/updateEditorRecommendation`, { Id: later.Id, utime: expired.utime, data: { endAt: t.clock.now + DAY } }, t.adminToken))).toMatchObject({ displayState: "LIVE" });
  });

  it("a window ending before it starts and a version range admitting no version are refused in Chinese, and nothing is written", async () => {
    const before = (await t.server.deps.db.selectFrom("editor_recommendation").select("Id").execute()).length;
    const backwards = await createRec({ startAt: t.clock.now + DAY, endAt: t.clock.now });
    expect(backwards.body).toMatchObject({ code: 3, message: "投放结束时间须晚于开始时间" });
    const range = await createRec({ minAppVersion: "3.10.0", maxAppVersion: "3.9.0" });
    expect(range.body).toMatchObject({ code: 3, message: "最高版本 3.9.0 须高于最低版本 3.10.0（含最低版本，不含最高版本）" });
    const same = await createRec({ minAppVersion: "3.8.0", maxAppVersion: "3.8.0" });
    expect(same.body.code).toBe(3);
    const shape = await createRec({ minAppVersion: "3.8" });
    expect(shape.body.code).toBe(3);
    expect(String(shape.body.message)).toContain("版本号格式");
    const platform = await createRec({ platforms: ["WINDOWS"] });
    expect(platform.body.code).toBe(3);
    expect(String(platform.body.message)).toContain("投放平台「WINDOWS」不存在");
    expect((await t.server.deps.db.selectFrom("editor_recommendation").select("Id").execute()).length).toBe(before);
    // Numeric, not textual: 3.10.0 is after 3.9.0.
    expect(ok(await createRec({ minAppVersion: "3.9.0", maxAppVersion: "3.10.0" }))).toMatchObject({ minAppVersion: "3.9.0", maxAppVersion: "3.10.0" });
  });

  it("at most 8 banners live on one platform at one instant; a banner on another platform or after them is accepted", async () => {
    const start = t.clock.now + 10 * DAY;
    const banner = (over: Record<string, unknown> = {}) => createRec({ position: "HOME_BANNER", platforms: ["ANDROID"], startAt: start, endAt: start + DAY, ...over });
    for (let i = 0; i < 8; i++) ok(await banner());
    const ninth = await banner();
    expect(ninth.body.code).toBe(3);
    expect(String(ninth.body.message)).toContain("首页轮播在「安卓」同一时间最多 8 个");
    ok(await banner({ platforms: ["IOS"] }));
    ok(await banner({ startAt: start + DAY, endAt: start + 2 * DAY }));
  });

  it("a reader of recommend may not create, take online or reorder: PERMISSION_DENIED", async () => {
    const rec = ok(await createRec());
    expect((await t.rpc(`${S}/createEditorRecommendation`, { data: recommendation() }, reader.token)).body.code).toBe(7);
    expect((await t.rpc(`${S}/setEditorRecommendationOnline`, { Ids: [rec.Id], utimes: [rec.utime], data: { online: false } }, reader.token)).body.code).toBe(7);
    expect((await t.rpc(`${S}/moveUpEditorRecommendation`, { Id: rec.Id, utime: rec.utime }, reader.token)).body.code).toBe(7);
    expect(await get("EditorRecommendation", rec.Id)).toMatchObject({ displayState: "LIVE", utime: rec.utime });
  });

  it("上移 swaps a recommendation with the one before it in its position", async () => {
    const a = ok(await createRec({ position: "VIP_CENTER", sort: 10 }));
    const b = ok(await createRec({ position: "VIP_CENTER", sort: 20 }));
    ok(await t.rpc(`${S}/moveUpEditorRecommendation`, { Id: b.Id, utime: b.utime }, t.adminToken));
    expect([(await get("EditorRecommendation", a.Id)).sort, (await get("EditorRecommendation", b.Id)).sort]).toEqual([20, 10]);
    const top = await get("EditorRecommendation", b.Id);
    const refused = await t.rpc(`${S}/moveUpEditorRecommendation`, { Id: b.Id, utime: top.utime }, t.adminToken);
    expect(refused.body.code).toBe(9);
    expect(String(refused.body.message)).toContain("已排在最前");
  });

  it("a notice shows only while published and inside its window; published, it changes only its end time", async () => {
    const data = { title: `维护公告 ${(serial += 1)}`, type: "MAINTENANCE", content: "<p>周六凌晨维护</p>", audience: "ALL", startAt: t.clock.now - HOUR, endAt: t.clock.now + DAY };
    const n = ok(await t.rpc(`${S}/createNotice`, { data }, t.adminToken));
    expect(n).toMatchObject({ status: "DRAFT", displayState: "OFFLINE" });
    expect(ok(await t.rpc(`${S}/publishNotice`, { Id: n.Id }, t.adminToken))).toMatchObject([{ status: "PUBLISHED", displayState: "LIVE", publishedAt: t.clock.now }]);
    const published = await get("Notice", n.Id);
    const edit = await t.rpc(`${S}/updateNotice`, { Id: n.Id, utime: published.utime, data: { title: "改标题" } }, t.adminToken);
    expect(edit.body.code).toBe(9);
    expect(String(edit.body.message)).toContain("已发布的通知只能修改结束时间");
    expect(ok(await t.rpc(`${S}/updateNotice`, { Id: n.Id, utime: published.utime, data: { endAt: t.clock.now + 2 * DAY } }, t.adminToken))).toMatchObject({ endAt: t.clock.now + 2 * DAY, displayState: "LIVE" });
    expect(ok(await t.rpc(`${S}/withdrawNotice`, { Id: n.Id }, t.adminToken))).toMatchObject([{ status: "WITHDRAWN", displayState: "OFFLINE" }]);
    const uids = await t.rpc(`${S}/createNotice`, { data: { ...data, audience: "UID_LIST", uidList: "10238745, 123" } }, t.adminToken);
    expect(uids.body).toMatchObject({ code: 3, message: "指定用户中「123」不是 8 位用户编号" });
  });

  it("one badge per module and platform; 重新点亮 raises its version; a number badge needs a number", async () => {
    const base = { moduleKey: "POINTS", badgeType: "NUMBER", badgeText: "3", reason: "积分商品上新 3 件", platforms: ["IOS"], online: true };
    const badge = ok(await t.rpc(`${S}/createClientModuleBadge`, { data: base }, t.adminToken));
    expect(badge).toMatchObject({ badgeVersion: 1, displayState: "LIVE" });
    const twice = await t.rpc(`${S}/createClientModuleBadge`, { data: { ...base, platforms: ["IOS", "ANDROID"] } }, t.adminToken);
    expect(twice.body.code).toBe(3);
    expect(String(twice.body.message)).toContain("模块「积分宝箱」在「iOS」已有红点");
    ok(await t.rpc(`${S}/createClientModuleBadge`, { data: { ...base, platforms: ["ANDROID"] } }, t.adminToken));
    const word = await t.rpc(`${S}/createClientModuleBadge`, { data: { ...base, moduleKey: "VIP", badgeText: "上新" } }, t.adminToken);
    expect(String(word.body.message)).toContain("数字样式的角标文字须是 1–3 位数字");
    expect(ok(await t.rpc(`${S}/relightClientModuleBadge`, { Ids: [badge.Id], utimes: [badge.utime], data: {} }, t.adminToken))).toMatchObject([{ badgeVersion: 2 }]);
    expect((await t.rpc(`${S}/relightClientModuleBadge`, { Ids: [badge.Id], data: {} }, reader.token)).body.code).toBe(7);
  });

  it("a hot word appears once per scope; 采纳 turns a statistics suggestion into a live staff word, once", async () => {
    const word = ok(await t.rpc(`${S}/createSearchHotWord`, { data: { word: "兰亭序", scope: "SUHA", online: true } }, t.adminToken));
    expect(word).toMatchObject({ source: "MANUAL", displayState: "LIVE" });
    const again = await t.rpc(`${S}/createSearchHotWord`, { data: { word: "兰亭序", scope: "SUHA" } }, t.adminToken);
    expect(again.body).toMatchObject({ code: 3, message: "「书画」范围已有热词「兰亭序」" });
    ok(await t.rpc(`${S}/createSearchHotWord`, { data: { word: "兰亭序", scope: "ALL" } }, t.adminToken));
    await t.server.deps.db.updateTable("search_hot_word").set({ source: "AUTO", online: 0, displayState: "OFFLINE" }).where("Id", "=", word.Id).execute();
    const suggested = await get("SearchHotWord", word.Id);
    expect(ok(await t.rpc(`${S}/adoptSearchHotWord`, { Ids: [word.Id], utimes: [suggested.utime], data: {} }, t.adminToken))).toMatchObject([{ source: "MANUAL", online: true, displayState: "LIVE" }]);
    const adopted = await get("SearchHotWord", word.Id);
    const twice = await t.rpc(`${S}/adoptSearchHotWord`, { Ids: [word.Id], utimes: [adopted.utime], data: {} }, t.adminToken);
    expect(twice.body.code).toBe(9);
  });

  it("a bottom tab needs its selected icon and at most 5 tabs are live per platform; a live 视频号 item needs its feedId and nonceId", async () => {
    const tab = (over: Record<string, unknown> = {}) => t.rpc(`${S}/createToolbarItem`, {
      data: { position: "TAB_BAR", title: `页${(serial += 1)}`.slice(0, 6), icon: "notice/toolbar/tab.png", iconActive: "notice/toolbar/tab-on.png", linkType: "NATIVE", link: "home", platforms: ["H5"], online: true, ...over },
    }, t.adminToken);
    expect((await tab({ iconActive: null })).body).toMatchObject({ code: 3, message: "底部导航须上传选中图标" });
    for (let i = 0; i < 5; i++) ok(await tab());
    const sixth = await tab();
    expect(String(sixth.body.message)).toContain("底部导航在「H5」同一时间最多 5 个");
    const live = { type: "LIVE", finderUserName: "sphMoyuanArt2021", feedId: "export/live1", title: "周六直播", cover: "notice/channels/01.jpg", platforms: ["MP_WEIXIN"] };
    expect((await t.rpc(`${S}/createVideoChannelItem`, { data: live }, t.adminToken)).body).toMatchObject({ code: 3, message: "直播须填写 nonceId" });
    expect((await t.rpc(`${S}/createVideoChannelItem`, { data: { ...live, nonceId: "1", finderUserName: "moyuan" } }, t.adminToken)).body.code).toBe(3);
    ok(await t.rpc(`${S}/createVideoChannelItem`, { data: { ...live, nonceId: "1700000018" } }, t.adminToken));
  });
});
