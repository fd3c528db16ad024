/**
 * Redeem codes' time rules through the wire and the redeem path (commerce.md §5.9): 延长有效期 moves a
 * batch's 兑换截止 later only (server-checked, Chinese messages, READ refused with nothing changed),
 * 兑换截止 is not editable otherwise, and at most 5 wrong codes per visitor per hour are tried — the
 * limit holds for parallel guesses too.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { redeemWithThrottle } from "../../server/domains/tourist/redeemCode/attempts";
import { drainJobs } from "../../server/platform/jobs/runner";
import { sweepNow } from "../../server/platform/sweep";
import { makeUser, TEST_PASSWORD } from "./accounts";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeVipGoods, makeVisitor } from "./requestsFixture";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const S = "TouristServiceAdmin";
type Batch = { Id: number; utime: number; status: string; validTo: number; batchNo: string };

describeEachDb("redeem codes: 延长有效期 and the wrong-code throttle", (kind) => {
  let t: TestServer;
  let goodsId: number;
  let token = "";
  let serial = 0;
  let readerId = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
    goodsId = await makeVipGoods(t, { durationDays: 31 });
    readerId = (await makeUser(t, "coupon.reader", "editor", { coupon: "READ" })).Id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    token = await t.login("admin", ADMIN_PASSWORD);
  });

  const db = () => t.server.deps.db;
  const create = async (quantity = 3, validDays = 30) => {
    const r = await t.rpc(`${S}/createRedeemCodeBatch`, {
      data: { name: `延期测试${(serial += 1)}`, vipGoodsId: goodsId, quantity, channel: "GIFT", validFrom: t.clock.now, validTo: t.clock.now + validDays * DAY },
    }, token);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    await drainJobs(t.server.deps);
    return get((r.body.data as Batch).Id);
  };
  const get = async (Id: number) => (await t.rpc(`${S}/getRedeemCodeBatch`, { Id }, token)).body.data as Batch;
  const extend = (b: Batch, validTo: unknown, as = token) => t.rpc(`${S}/extendRedeemValidity`, { Id: b.Id, utime: b.utime, data: { validTo } }, as);
  const extensions = (Id: number) => db().selectFrom("data_change").select(["userName", "method"])
    .where("resource", "=", "redeemCodeBatch").where("recordId", "=", Id).where("method", "=", "extendRedeemValidity").execute();

  it("延长有效期: a later 兑换截止 is taken (one change record); an earlier or equal one, an expired batch and a plain edit of 兑换截止 are refused in Chinese", async () => {
    const b = await create();
    const later = b.validTo + 30 * DAY;
    for (const [to, message] of [[b.validTo, "须晚于当前的兑换截止"], [b.validTo - DAY, "须晚于当前的兑换截止"]] as const) {
      const r = await extend(b, to);
      expect(r.body.code).toBe(3);
      expect(String(r.body.message)).toContain(message);
    }
    expect((await get(b.Id)).validTo).toBe(b.validTo);
    const edit = await t.rpc(`${S}/updateRedeemCodeBatch`, { Id: b.Id, utime: b.utime, data: { validTo: later } }, token);
    expect(edit.body.code).toBe(3);
    expect(String(edit.body.message)).toContain("兑换截止");

    const ok = await extend(b, later);
    expect(ok.body.code, String(ok.body.message)).toBe("SUCCESS");
    expect((ok.body.data as Batch[])[0]).toMatchObject({ validTo: later, status: "ACTIVE" });
    expect((await extensions(b.Id)).map((c) => c.userName)).toEqual(["admin"]);
    // The sweep goes by the new date: nothing at the old one, EXPIRED after the new.
    t.clock.now = b.validTo + 1;
    expect((await sweepNow(t.server.deps, ["redeemCodeBatch.expire"])).changed["redeemCodeBatch.expire"]).toBe(0);
    t.clock.now = later + 1;
    expect((await sweepNow(t.server.deps, ["redeemCodeBatch.expire"])).changed["redeemCodeBatch.expire"]).toBe(1);
    token = await t.login("admin", ADMIN_PASSWORD);
    const expired = await get(b.Id);
    expect(expired.status).toBe("EXPIRED");
    const refused = await extend(expired, later + 30 * DAY);
    expect(refused.body.code).toBe(9);
    expect(String(refused.body.message)).toContain("只有「可兑换」的批次可以延长有效期");
    expect((await get(b.Id)).validTo).toBe(later);
  });

  it("延长有效期 needs W(coupon): READ is refused (PERMISSION_DENIED) and nothing changes; two extensions at once: one wins, the other is told the batch changed", async () => {
    const b = await create();
    expect(readerId).toBeGreaterThan(0);
    const denied = await extend(b, b.validTo + DAY, await t.login("coupon.reader", TEST_PASSWORD));
    expect(denied.body.code).toBe(7);
    expect(await get(b.Id)).toEqual(b);
    expect(await extensions(b.Id)).toEqual([]);

    const both = await Promise.all([extend(b, b.validTo + DAY), extend(b, b.validTo + 2 * DAY)]);
    const won = both.filter((r) => r.body.code === "SUCCESS");
    expect(won).toHaveLength(1);
    expect(String(both.find((r) => r.body.code !== "SUCCESS")?.body.message)).toContain("已被他人修改");
    expect((await get(b.Id)).validTo).toBe((won[0]?.body.data as Batch[])[0]?.validTo);
    expect(await extensions(b.Id)).toHaveLength(1);
  });

  it("5 wrong codes per visitor per hour, parallel guesses included: then even a right code is refused until the hour is over; right codes and other refusals do not count", async () => {
    const b = await create(4);
    const codes = (await db().selectFrom("redeem_code").select("code").where("batchId", "=", b.Id).orderBy("Id").execute()).map((c) => String(c.code));
    const [guesser, other] = [await makeVisitor(t), await makeVisitor(t)];
    const redeem = (visitorId: number, code: string) => redeemWithThrottle(db(), { visitorId, code, at: t.clock.now, actor: { userId: null, userName: "系统" } })
      .then((o) => ({ ok: true as const, o, message: "" }), (e: Error) => ({ ok: false as const, message: e.message }));
    const guess = (i: number) => `ZZZZ-ZZZZ-ZZZZ-${String(1000 + i)}`;

    // Another visitor's right code, then a refusal that is not a wrong code: neither counts.
    expect((await redeem(other, String(codes[0]))).ok).toBe(true);
    expect(await redeem(other, String(codes[1]))).toMatchObject({ ok: false, message: "每位用户在同一批次只能兑换一次" });

    const start = t.clock.now;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => redeem(guesser, guess(i))));
    expect(answers.filter((a) => a.message === "兑换码不存在")).toHaveLength(5);
    const throttled = answers.filter((a) => a.message.startsWith("兑换码输错次数过多"));
    expect(throttled).toHaveLength(3);
    expect(throttled[0]?.message).toBe("兑换码输错次数过多（1 小时内 5 次），请 60 分钟后再试");
    // Even the right code waits; nothing was redeemed.
    t.clock.now = start + HOUR - 1;
    expect(await redeem(guesser, String(codes[2]))).toMatchObject({ ok: false, message: "兑换码输错次数过多（1 小时内 5 次），请 1 分钟后再试" });
    expect((await db().selectFrom("redeem_code").select("status").where("code", "=", String(codes[2])).executeTakeFirstOrThrow()).status).toBe("UNUSED");
    // The other visitor is not throttled by the guesser.
    expect(await redeem(other, guess(99))).toMatchObject({ ok: false, message: "兑换码不存在" });

    t.clock.now = start + HOUR;
    const later = await redeem(guesser, String(codes[2]));
    expect(later.ok, later.message).toBe(true);
    expect((await db().selectFrom("redeem_code").select(["status", "redeemedBy"]).where("code", "=", String(codes[2])).executeTakeFirstOrThrow()))
      .toEqual({ status: "REDEEMED", redeemedBy: guesser });
  });
});
