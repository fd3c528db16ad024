// 推送消息 (commerce.md §6.12) on both databases: the JPush adapter's embedded default refuses 立即发送
// and 重试 in Chinese and nothing changes; 定时发送 keeps the time (≥ 5 minutes ahead, not in the quiet
// hours), 取消 until a minute before; the sweeper sends a due push and records the default's refusal
// as 发送失败 with its reason; an installed adapter's answer is stored; rights are the server's.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { setPushAdapter } from "../../server/domains/wudang/pushMessage/jpush";
import { memoryPushAdapter } from "../../server/domains/wudang/pushMessage/testAdapter";
import { sweepNow } from "../../server/platform/sweep";
import { makeUser } from "./accounts";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";
import { TEST_PASSWORD } from "./accounts";

const MINUTE = 60_000;
/** The tests' clock starts at 2026-11-22 12:00 Beijing time: tomorrow 10:00 is a time 定时发送 accepts. */
const TOMORROW_10 = Date.UTC(2026, 10, 23, 2, 0);
const TONIGHT_23 = Date.UTC(2026, 10, 22, 15, 0);

describeEachDb("push messages", (kind) => {
  let t: TestServer;
  let admin: string;
  const call = (method: string, payload: Record<string, unknown>, token = admin) => t.rpc(`OperationServiceAdmin/${method}`, payload, token);
  /** Moves the clock (days, at times) and signs in again: a session does not outlive such a jump. */
  const jumpTo = async (at: number) => {
    t.clock.now = at;
    admin = await t.login("admin", ADMIN_PASSWORD);
  };
  const row = (Id: number) => t.server.deps.db.selectFrom("push_message").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const draft = async (over: Record<string, unknown> = {}) => {
    const r = await call("createPushMessage", { data: {
      title: "今日推荐：千里江山图", content: "王希孟十八岁的青绿长卷", platforms: ["IOS", "ANDROID"], audienceType: "TAG", audienceValue: ["vip", "svip"],
      landingType: "SUHA", landingId: "1024", sendType: "NOW", ...over,
    } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body.data as { Id: number; pushNo: string; status: string; utime: number };
  };

  beforeAll(async () => {
    t = await createTestServer(kind);
    admin = t.adminToken;
    await makeUser(t, `push.reader.${kind}`, "auditor", { artist: "READ" });
    await makeUser(t, `push.notice.${kind}`, "operator", { notice: "WRITE", artist: "READ" });
  });
  afterEach(() => setPushAdapter(null));
  afterAll(() => t.close());

  it("a new push is a draft with its PM number; content beyond JPush's limits is refused in Chinese", async () => {
    const d = await draft();
    expect(d.status).toBe("DRAFT");
    expect(d.pushNo).toMatch(/^PM\d{20}$/);
    for (const [over, words] of [
      [{ audienceValue: Array.from({ length: 21 }, (_, i) => `tag${i}`) }, "最多 20 个标签"],
      [{ audienceType: "ALIAS", audienceValue: ["123"] }, "8 位数字"],
      [{ platforms: ["IOS", "WINPHONE"] }, "未知的推送平台"],
      [{ landingType: "URL", landingId: "http://x.example" }, "https://"],
      [{ sendType: "SCHEDULED", scheduledAt: null }, "请填写定时时间"],
    ] as const) {
      const base: Record<string, unknown> = { title: "标题", content: "内容", platforms: ["IOS"], audienceType: "TAG", audienceValue: ["vip"], landingType: "SUHA", landingId: "1", sendType: "NOW" };
      const r = await call("createPushMessage", { data: { ...base, ...over } });
      expect(r.body.code, words).toBe(3);
      expect(String(r.body.message), words).toContain(words);
    }
  });

  it("立即发送 without 极光推送 configured is refused in Chinese and the draft stays exactly as it was", async () => {
    const d = await draft();
    const before = await row(d.Id);
    t.clock.advance(1000);
    const r = await call("sendPushMessage", { Id: d.Id });
    expect(r.body.code).toBe(9);
    expect(String(r.body.message)).toContain("未配置极光推送");
    expect(await row(d.Id)).toEqual(before);
    // 发送测试 and 刷新统计 ask the same adapter: refused, nothing changed.
    const test = await call("sendTestPushMessage", { Id: d.Id, utime: before.utime, data: { registrationIds: ["1a0018970a8d3a2e"] } });
    expect(test.body.code).toBe(9);
    expect(String(test.body.message)).toContain("未配置极光推送");
    expect(await row(d.Id)).toEqual(before);
  });

  it("定时发送 refuses a time too soon or in the quiet hours, then keeps the time; a scheduled push is read-only; 取消 cancels it", async () => {
    const d = await draft();
    for (const [at, words] of [[t.clock.now + 2 * MINUTE, "5 分钟"], [TONIGHT_23, "免打扰"]] as const) {
      const r = await call("schedulePushMessage", { Id: d.Id, data: { scheduledAt: at } });
      expect(r.body.code, words).toBe(9);
      expect(String(r.body.message)).toContain(words);
      expect((await row(d.Id)).status).toBe("DRAFT");
    }
    const s = await call("schedulePushMessage", { Id: d.Id, data: { scheduledAt: TOMORROW_10 } });
    expect(s.body.code, JSON.stringify(s.body)).toBe("SUCCESS");
    const scheduled = await row(d.Id);
    expect(scheduled).toMatchObject({ status: "SCHEDULED", sendType: "SCHEDULED", scheduledAt: TOMORROW_10, sentAt: null, providerMsgId: null });

    const edit = await call("updatePushMessage", { Id: d.Id, utime: scheduled.utime, data: { title: "改过的标题" } });
    expect(edit.body.code).toBe(9);
    expect(String(edit.body.message)).toContain("内容不能再修改");
    const del = await call("deletePushMessage", { Id: d.Id, utime: scheduled.utime });
    expect(del.body.code).toBe(9);

    t.clock.advance(1000);
    const c = await call("cancelPushMessage", { Id: d.Id });
    expect(c.body.code, JSON.stringify(c.body)).toBe("SUCCESS");
    expect(await row(d.Id)).toMatchObject({ status: "CANCELLED", cancelledAt: t.clock.now, sentAt: null });
    // Nothing is sent when its time comes.
    const adapter = memoryPushAdapter();
    setPushAdapter(adapter);
    await jumpTo(TOMORROW_10 + MINUTE);
    await sweepNow(t.server.deps, ["pushMessage.scheduled"]);
    expect((await row(d.Id)).status).toBe("CANCELLED");
    expect(adapter.sent).toEqual([]);
  });

  it("取消 is refused within the last minute before the time; the sweeper then sends it and records the default's refusal as 发送失败; 重试 is refused and changes nothing", async () => {
    await jumpTo(Date.UTC(2026, 10, 24, 4, 0));
    const at = Date.UTC(2026, 10, 25, 2, 0);
    const d = await draft();
    expect((await call("schedulePushMessage", { Id: d.Id, data: { scheduledAt: at } })).body.code).toBe("SUCCESS");
    await jumpTo(at - 30_000);
    const late = await call("cancelPushMessage", { Id: d.Id });
    expect(late.body.code).toBe(9);
    expect(String(late.body.message)).toContain("不足 1 分钟");
    expect((await row(d.Id)).status).toBe("SCHEDULED");

    await jumpTo(at + 1000);
    const report = await sweepNow(t.server.deps, ["pushMessage.scheduled"]);
    expect(report.changed["pushMessage.scheduled"]).toBe(1);
    const failed = await row(d.Id);
    expect(failed).toMatchObject({ status: "FAILED", sentAt: null, providerMsgId: null });
    expect(String(failed.failReason)).toContain("未配置极光推送");
    // A second sweep finds nothing due.
    expect((await sweepNow(t.server.deps, ["pushMessage.scheduled"])).changed["pushMessage.scheduled"]).toBe(0);

    const retry = await call("retryPushMessage", { Id: d.Id });
    expect(retry.body.code).toBe(9);
    expect(await row(d.Id)).toEqual(failed);
  });

  it("with an adapter installed: 立即发送 stores JPush's msg_id and the audience it was sent to; a due scheduled push goes out once", async () => {
    const adapter = memoryPushAdapter();
    setPushAdapter(adapter);
    await jumpTo(Date.UTC(2026, 10, 26, 4, 0));
    const d = await draft({ audienceType: "ALIAS", audienceValue: ["10238745", "10238746"], landingType: "HOME", landingId: null });
    const r = await call("sendPushMessage", { Id: d.Id });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    expect(await row(d.Id)).toMatchObject({ status: "SENT", sendType: "NOW", providerMsgId: "test-msg-1", sentAt: t.clock.now, targetCount: 2 });
    expect(adapter.sent[0]).toMatchObject({ platforms: ["IOS", "ANDROID"], audience: { alias: ["10238745", "10238746"] }, apnsProduction: true, timeToLive: 86_400 });

    const s = await draft();
    const at = Date.UTC(2026, 10, 27, 2, 0);
    expect((await call("schedulePushMessage", { Id: s.Id, data: { scheduledAt: at } })).body.code).toBe("SUCCESS");
    await jumpTo(at);
    await Promise.all([sweepNow(t.server.deps, ["pushMessage.scheduled"]), sweepNow(t.server.deps, ["pushMessage.scheduled"])]);
    expect(await row(s.Id)).toMatchObject({ status: "SENT", providerMsgId: "test-msg-2", sentAt: at });
    expect(adapter.sent).toHaveLength(2);

    const stats = await call("refreshPushMessageStats", { Id: d.Id, utime: (await row(d.Id)).utime });
    expect(stats.body.code, JSON.stringify(stats.body)).toBe("SUCCESS");
    expect(await row(d.Id)).toMatchObject({ receivedCount: 90, clickCount: 6 });
  });

  it("rights: READ on artist, or WRITE on notice only, may not create, schedule, cancel or send (PERMISSION_DENIED), and nothing changes", async () => {
    const d = await draft();
    const tokens = [await t.login(`push.reader.${kind}`, TEST_PASSWORD), await t.login(`push.notice.${kind}`, TEST_PASSWORD)];
    expect((await call("listPushMessage", {}, tokens[0])).body.code).toBe("SUCCESS");
    for (const token of tokens) {
      const before = await row(d.Id);
      for (const [method, payload] of [
        ["createPushMessage", { data: { title: "x", content: "y", platforms: ["IOS"], audienceType: "ALL", landingType: "HOME", sendType: "NOW" } }],
        ["schedulePushMessage", { Id: d.Id, data: { scheduledAt: t.clock.now + 86_400_000 } }],
        ["sendPushMessage", { Id: d.Id }],
        ["cancelPushMessage", { Id: d.Id }],
        ["updatePushMessage", { Id: d.Id, utime: before.utime, data: { title: "改" } }],
      ] as const) {
        const r = await call(method, payload, token);
        expect(r.body.code, method).toBe(7);
      }
      expect(await row(d.Id)).toEqual(before);
    }
    expect((await t.server.deps.db.selectFrom("push_message").select("Id").where("title", "=", "x").execute())).toEqual([]);
  });
});
