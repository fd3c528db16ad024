// Client-app slots of /wudang (commerce.md §6.0, 6.6, 6.8, 6.11, 6.13) on both databases: the 展示状态
// follows the window at the server's clock (written on save, moved by the sweeper), so 生效中 lists what
// the app shows now; targeting and windows are checked; an auction slot only points at a published
// auction and follows it; the live vendor's default refuses and changes nothing; rights are the server's.
import { afterAll, beforeAll, expect, it } from "vitest";
import { publishedAuction } from "../../server/domains/wudang/auctionEntry/fixture";
import { sweepNow } from "../../server/platform/sweep";
import { makeUser, TEST_PASSWORD } from "./accounts";
import { fixtureServer } from "./fixtureServer";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDb("client-app slots", (kind) => {
  let t: TestServer;
  const call = (method: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(`OperationServiceAdmin/${method}`, payload, token);
  const row = (table: "recommend_theme" | "auction_entry" | "live_stream" | "faq_issue", Id: number) =>
    t.server.deps.db.selectFrom(table).selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const liveNow = async (method: string) => ((await call(method, { cond: { jsonq: JSON.stringify({ displayState: "LIVE" }) }, limit: 1000 })).body.data as { Id: number }[]).map((r) => r.Id);
  const theme = (over: Record<string, unknown> = {}) => call("createRecommendTheme", { data: {
    title: "宋人小品", cover: "notice/theme/t.jpg", themeType: "DYNASTY", platforms: ["IOS", "ANDROID"], minAppVersion: "3.2.0", maxAppVersion: "4.0.0",
    startAt: t.clock.now + HOUR, endAt: t.clock.now + 2 * HOUR, online: true, sort: 1, ...over,
  } });

  beforeAll(async () => {
    t = await createTestServer(kind);
    await makeUser(t, `slots.reader.${kind}`, "auditor", { notice: "READ", artist: "READ", project: "READ" });
  });
  afterAll(() => t.close());

  it("a theme's 展示状态 follows its window at the server's clock: 待生效 → 生效中 → 已过期, and 生效中 lists only what shows now", async () => {
    const r = await theme();
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const Id = (r.body.data as { Id: number; displayState: string }).Id;
    expect((r.body.data as { displayState: string }).displayState).toBe("SCHEDULED");
    expect(await liveNow("listRecommendTheme")).not.toContain(Id);

    t.clock.advance(HOUR);
    expect((await sweepNow(t.server.deps, ["recommendTheme.displayState"])).changed["recommendTheme.displayState"]).toBe(1);
    expect((await row("recommend_theme", Id)).displayState).toBe("LIVE");
    expect(await liveNow("listRecommendTheme")).toContain(Id);

    t.clock.advance(HOUR);
    await sweepNow(t.server.deps, ["recommendTheme.displayState"]);
    expect((await row("recommend_theme", Id)).displayState).toBe("EXPIRED");
    expect(await liveNow("listRecommendTheme")).not.toContain(Id);

    // Taken offline by staff: 已下线 whatever the window.
    const again = await theme({ startAt: null, endAt: null });
    const made = again.body.data as { Id: number; utime: number; displayState: string };
    expect(made.displayState).toBe("LIVE");
    const off = await call("updateRecommendTheme", { Id: made.Id, utime: made.utime, data: { online: false } });
    expect((off.body.data as { displayState: string }).displayState).toBe("OFFLINE");
  });

  it("targeting and windows are checked in Chinese: versions that hold nothing, unknown platforms, an end before the start, over 100 works", async () => {
    for (const [over, words] of [
      [{ minAppVersion: "4.0.0", maxAppVersion: "3.9.9" }, "须高于最低版本"],
      [{ minAppVersion: "3.2" }, "版本号格式"],
      [{ platforms: ["IOS", "WINDOWS"] }, "投放平台「WINDOWS」不存在"],
      [{ startAt: t.clock.now + 2 * HOUR, endAt: t.clock.now + HOUR }, "结束时间须晚于开始时间"],
      [{ items: Array.from({ length: 101 }, (_, i) => ({ resType: "suha", resId: i + 1 })) }, "最多 100 件"],
    ] as const) {
      const r = await theme(over);
      expect(r.body.code, words).toBe(3);
      expect(String(r.body.message), words).toContain(words);
    }
  });

  it("an auction slot points only at a published auction, copies its dates and phase, and follows it: 拍卖中, then offline once cancelled", async () => {
    const draft = await t.rpc("ShiyServiceAdmin/createAuction", { data: {
      name: "筹备中的拍卖会", auctionType: "timed", previewStartAt: t.clock.now + DAY, previewEndAt: t.clock.now + 2 * DAY, startAt: t.clock.now + 2 * DAY, endAt: t.clock.now + 3 * DAY,
      depositAmount: 100_000, buyerPremiumRate: 15, sellerFeeRate: 10, rules: "<p>规则</p>",
    } }, t.adminToken);
    expect(draft.body.code, JSON.stringify(draft.body)).toBe("SUCCESS");
    const entry = (auctionId: number) => call("createAuctionEntry", { data: { title: "秋季当代书画专场", auctionId, cover: "auction/e.jpg", position: "HOME", online: true, sort: 1 } });
    const refused = await entry((draft.body.data as { Id: number }).Id);
    expect(refused.body.code).toBe(3);
    expect(String(refused.body.message)).toContain("尚在筹备中");
    expect(await t.server.deps.db.selectFrom("auction_entry").select("Id").execute()).toEqual([]);

    const auctionId = await publishedAuction(fixtureServer(t), 7);
    const a = await t.server.deps.db.selectFrom("auction").selectAll().where("Id", "=", auctionId).executeTakeFirstOrThrow();
    const ok = await entry(auctionId);
    expect(ok.body.code, JSON.stringify(ok.body)).toBe("SUCCESS");
    const Id = (ok.body.data as { Id: number }).Id;
    expect(await row("auction_entry", Id)).toMatchObject({ phase: "PREVIEW", previewStartAt: a.previewStartAt, auctionStartAt: a.startAt, auctionEndAt: a.endAt, displayState: "LIVE" });

    await t.server.deps.db.updateTable("auction").set({ status: "bidding" }).where("Id", "=", auctionId).execute();
    await sweepNow(t.server.deps, ["auctionEntry.followAuction"]);
    expect(await row("auction_entry", Id)).toMatchObject({ phase: "BIDDING", displayState: "LIVE" });
    expect(Boolean((await row("auction_entry", Id)).online)).toBe(true);

    await t.server.deps.db.updateTable("auction").set({ status: "cancelled" }).where("Id", "=", auctionId).execute();
    expect((await sweepNow(t.server.deps, ["auctionEntry.followAuction"])).changed["auctionEntry.followAuction"]).toBe(1);
    expect((await row("auction_entry", Id)).displayState).toBe("OFFLINE");
    expect(Boolean((await row("auction_entry", Id)).online)).toBe(false);
    // Made once: the next sweep finds nothing to change.
    expect((await sweepNow(t.server.deps, ["auctionEntry.followAuction"])).changed["auctionEntry.followAuction"]).toBe(0);
  });

  it("直播: 生成推流地址 is refused while no live service is configured and nothing changes; 取消 records the reason and takes it offline", async () => {
    const at = t.clock.now + DAY;
    const r = await call("createLiveStream", { data: {
      title: "《兰亭序》临摹直播课", anchor: "周砚秋", cover: "notice/live/l.jpg", source: "SELF", scheduledAt: at, endAt: at + 2 * HOUR, startAt: t.clock.now - HOUR,
      accessLevel: "ALL", online: true,
    } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const made = r.body.data as { Id: number; utime: number; status: string; displayState: string };
    expect(made).toMatchObject({ status: "SCHEDULED", displayState: "LIVE" });
    const before = await row("live_stream", made.Id);
    const push = await call("issueLivePushUrl", { Id: made.Id, utime: made.utime });
    expect(push.body.code).toBe(9);
    expect(String(push.body.message)).toContain("未配置直播服务");
    expect(await row("live_stream", made.Id)).toEqual(before);

    const channels = await call("createLiveStream", { data: { title: "视频号直播", anchor: "沈知微", cover: "notice/live/c.jpg", source: "CHANNELS", scheduledAt: at, endAt: at + HOUR, accessLevel: "ALL" } });
    expect(channels.body.code).toBe(3);
    expect(String(channels.body.message)).toContain("视频号 ID");

    const c = await call("cancelLiveStream", { Id: made.Id, data: { reason: "主讲老师临时有事" } });
    expect(c.body.code, JSON.stringify(c.body)).toBe("SUCCESS");
    expect(await row("live_stream", made.Id)).toMatchObject({ status: "CANCELLED", cancelReason: "主讲老师临时有事", displayState: "OFFLINE" });
  });

  it("常见问题 lists pinned questions first, then by 排序", async () => {
    const make = async (question: string, isTop: boolean, sort: number) =>
      expect((await call("createFaqIssue", { data: { question, answer: "<p>答</p>", category: "VIP", isTop, sort } })).body.code).toBe("SUCCESS");
    await make("普通二", false, 2);
    await make("置顶五", true, 5);
    await make("普通一", false, 1);
    await make("置顶九", true, 9);
    const list = (await call("listFaqIssue", {})).body.data as { question: string }[];
    expect(list.map((q) => q.question)).toEqual(["置顶五", "置顶九", "普通一", "普通二"]);
  });

  it("rights: READ may list but not create or move a slot (PERMISSION_DENIED), and nothing is written", async () => {
    const token = await t.login(`slots.reader.${kind}`, TEST_PASSWORD);
    const count = async () => (await t.server.deps.db.selectFrom("live_stream").select("Id").execute()).length;
    const before = await count();
    expect((await call("listLiveStream", {}, token)).body.code).toBe("SUCCESS");
    const live = ((await call("listLiveStream", {})).body.data as { Id: number; utime: number }[])[0]!;
    for (const [method, payload] of [
      ["createLiveStream", { data: { title: "x", anchor: "y", cover: "notice/live/x.jpg", source: "SELF", scheduledAt: t.clock.now + DAY, endAt: t.clock.now + DAY + HOUR, accessLevel: "ALL" } }],
      ["issueLivePushUrl", { Id: live.Id, utime: live.utime }],
      ["createRecommendTheme", { data: { title: "x", cover: "notice/theme/x.jpg", themeType: "STYLE" } }],
      ["createAuctionEntry", { data: { title: "x", auctionId: 1, cover: "auction/x.jpg", position: "HOME" } }],
      ["createFaqIssue", { data: { question: "x", answer: "<p>y</p>", category: "VIP" } }],
    ] as const) {
      expect((await call(method, payload, token)).body.code, method).toBe(7);
    }
    expect(await count()).toBe(before);
  });
});
