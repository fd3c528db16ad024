/**
 * Customer service's visitor screen (issue 25): a 支付未到账补发 work order needs the channel record
 * of a paid, uncredited VIP order and grants its days once however many submit or approve at once;
 * 发券 from a visitor keeps the coupon's rules (issuing, per-visitor limit) under a race and needs the
 * coupon group's write right; an address's region code must be a real district.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { wxPayTransaction } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeOrder, makeVisitor } from "./requestsFixture";

const S = "TouristServiceAdmin";
const DAY = 86_400_000;
type Work = { Id: number; status: string; workNo: string; executionResult: string };

describeEachDb("customer service: 补发, 发券, addresses", (kind) => {
  let t: TestServer;
  let wang: TestUser;
  let li: TestUser;
  let zhao: TestUser;
  let plain: TestUser;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    wang = await makeUser(t, "cs5.wang", "editor", { order: "WRITE", shiy: "WRITE" });
    li = await makeUser(t, "cs5.li", "editor", { order: "WRITE" });
    zhao = await makeUser(t, "cs5.zhao", "editor", { order: "WRITE" });
    plain = await makeUser(t, "cs5.plain", "editor", { order: "WRITE" });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.server.deps.db;
  const submit = (data: Record<string, unknown>, token = wang.token) =>
    t.rpc(`${S}/createVipWorkOrder`, { data: { description: "用户支付成功但会员未到账", source: "CUSTOMER_SERVICE", type: "MISSING_CREDIT", ...data } }, token);
  const approve = (Id: number, token: string) => t.rpc(`${S}/approveVipWorkOrder`, { Id, data: {} }, token);
  const adminOrders = (visitorId: number) => db().selectFrom("orders").selectAll().where("visitorId", "=", visitorId).where("payChannel", "=", "ADMIN").execute();
  /** A paid VIP order whose membership never arrived, with (or without) WeChat's SUCCESS record. */
  const uncredited = async (visitorId: number, paidRecord = true) => {
    const orderId = await makeOrder(t, visitorId, { fulfilStatus: "NONE", vipLevel: "VIP", durationDays: 31 });
    if (paidRecord) {
      serial += 1;
      await insertSeed(db() as unknown as Tx, wxPayTransaction, {
        outTradeNo: `T5OUT${serial}`, transactionId: `42000019${String(serial).padStart(8, "0")}`, orderId, appid: "wx3f5a8b2c9d1e7f46", mchid: "1611234567", tradeType: "APP",
        tradeState: "SUCCESS", tradeStateDesc: "支付成功", total: 23800, payerTotal: 23800, currency: "CNY", successTime: t.clock.now, source: "QUERY", orderMatch: "MATCHED", receivedAt: t.clock.now,
      }, t.clock.now);
    }
    return orderId;
  };

  it("补发 is refused without a successful channel record, and for an order already credited; nothing is written", async () => {
    const visitorId = await makeVisitor(t);
    const unpaid = await uncredited(visitorId, false);
    const r1 = await submit({ visitorId, relatedOrderId: unpaid });
    expect(r1.body.code).toBe(3);
    expect(String(r1.body.message)).toContain("没有支付成功的微信支付流水");
    const credited = await makeOrder(t, visitorId, { vipLevel: "VIP", durationDays: 31 });
    const r2 = await submit({ visitorId, relatedOrderId: credited });
    expect(String(r2.body.message)).toContain("会员已到账，不能重复补发");
    expect(await db().selectFrom("vip_work_order").select("Id").where("visitorId", "=", visitorId).execute()).toHaveLength(0);
  });

  it("two submissions for one order at once: one work order; two approvals at once: the days granted once, the order marked 已发放", async () => {
    const visitorId = await makeVisitor(t);
    const orderId = await uncredited(visitorId);
    const subs = await Promise.all([submit({ visitorId, relatedOrderId: orderId }), submit({ visitorId, relatedOrderId: orderId })]);
    const ok = subs.filter((s) => s.body.code === "SUCCESS");
    expect(ok, JSON.stringify(subs.map((s) => s.body.message))).toHaveLength(1);
    expect(String(subs.find((s) => s.body.code !== "SUCCESS")?.body.message)).toContain("已有补发工单");
    const w = ok[0]!.body.data as Work;
    const answers = await Promise.all([approve(w.Id, li.token), approve(w.Id, zhao.token)]);
    expect(answers.filter((a) => a.body.code === "SUCCESS"), JSON.stringify(answers.map((a) => a.body.message))).toHaveLength(1);
    expect(String(answers.find((a) => a.body.code !== "SUCCESS")?.body.message)).toMatch(/已被他人处理|当前状态为「已执行」/);
    const done = await db().selectFrom("vip_work_order").selectAll().where("Id", "=", w.Id).executeTakeFirstOrThrow();
    expect(done.status).toBe("EXECUTED");
    expect(await adminOrders(visitorId)).toHaveLength(1);
    const v = await db().selectFrom("visitor").selectAll().where("Id", "=", visitorId).executeTakeFirstOrThrow();
    expect(Number(v.vipExpireAt)).toBe(t.clock.now + 31 * DAY);
    const o = await db().selectFrom("orders").selectAll().where("Id", "=", orderId).executeTakeFirstOrThrow();
    expect(o.fulfilStatus).toBe("DONE");
    const again = await submit({ visitorId, relatedOrderId: orderId });
    expect(String(again.body.message)).toContain("会员已到账");
  });

  it("two 补发 work orders that reached approval for one order: the second execution fails with the reason, no second grant", async () => {
    const visitorId = await makeVisitor(t);
    const orderId = await uncredited(visitorId);
    const first = (await submit({ visitorId, relatedOrderId: orderId })).body.data as Work;
    // A second one written beside the first (as an import would): only the execution's own check stands in the way.
    const second = (await submit({ visitorId, type: "COMPENSATION", days: 3 })).body.data as Work;
    await db().updateTable("vip_work_order").set({ type: "MISSING_CREDIT", relatedOrderId: orderId, days: null }).where("Id", "=", second.Id).execute();
    const answers = await Promise.all([approve(first.Id, li.token), approve(second.Id, zhao.token)]);
    expect(answers.map((a) => a.body.code)).toEqual(["SUCCESS", "SUCCESS"]);
    const rows = await db().selectFrom("vip_work_order").selectAll().where("Id", "in", [first.Id, second.Id]).execute();
    expect(rows.map((r) => r.status).sort()).toEqual(["EXECUTED", "FAILED"]);
    expect(String(rows.find((r) => r.status === "FAILED")?.executionResult)).toContain("不能重复补发");
    expect(await adminOrders(visitorId)).toHaveLength(1);
  });

  const coupon = async (over: Record<string, unknown> = {}) => {
    serial += 1;
    const r = await t.rpc("MarketingServiceAdmin/createCoupon", {
      data: {
        name: `客服券${serial}`, type: "NO_THRESHOLD", reduceFen: 2000, thresholdFen: 0, scope: "ALL_COURSES", totalQuantity: 100, perVisitorLimit: 1, claimMode: "ADMIN_ONLY",
        claimStartAt: t.clock.now - DAY, claimEndAt: t.clock.now + 30 * DAY, validType: "RELATIVE", validDays: 7, ...over,
      },
    }, t.adminToken);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    const c = r.body.data as { Id: number };
    expect((await t.rpc("MarketingServiceAdmin/startCoupon", { Id: c.Id }, t.adminToken)).body.code).toBe("SUCCESS");
    return c.Id;
  };
  const issue = (visitorId: number, couponId: number, token = wang.token) => t.rpc(`${S}/issueCoupon`, { Id: visitorId, data: { couponId } }, token);
  const records = (couponId: number) => db().selectFrom("coupon_record").selectAll().where("couponId", "=", couponId).execute();

  it("发券 from a visitor: one ADMIN record; two at once under a limit of 1: one record, the other told the limit", async () => {
    const visitorId = await makeVisitor(t);
    const couponId = await coupon();
    const answers = await Promise.all([issue(visitorId, couponId), issue(visitorId, couponId)]);
    expect(answers.filter((a) => a.body.code === "SUCCESS")).toHaveLength(1);
    expect(String(answers.find((a) => a.body.code !== "SUCCESS")?.body.message)).toContain("每人限领 1 张");
    const recs = await records(couponId);
    expect(recs).toHaveLength(1);
    expect(recs[0]).toMatchObject({ visitorId, source: "ADMIN", status: "UNUSED" });
    const tpl = await db().selectFrom("coupon").selectAll().where("Id", "=", couponId).executeTakeFirstOrThrow();
    expect(Number(tpl.claimedCount)).toBe(1);
  });

  it("发券 refused: without the coupon group's write right (nothing written), a stopped coupon, a spent quantity", async () => {
    const visitorId = await makeVisitor(t);
    const couponId = await coupon({ totalQuantity: 1, perVisitorLimit: 5 });
    const denied = await issue(visitorId, couponId, plain.token);
    expect(denied.body.code).toBe(7);
    expect(await records(couponId)).toHaveLength(0);
    expect((await issue(visitorId, couponId)).body.code).toBe("SUCCESS");
    const spent = await issue(await makeVisitor(t), couponId);
    expect(String(spent.body.message)).toMatch(/发放总量已用完|未在发放中/);
    expect(await records(couponId)).toHaveLength(1);
  });

  it("an address's region code must be a district of the table; the names come from the server", async () => {
    const visitorId = await makeVisitor(t);
    const base = { visitorId, receiverName: "王雨桐", mobile: "13912345678", detail: "阜通东大街 6 号院 3 号楼 1202" };
    const bad = await t.rpc(`${S}/createAddress`, { data: { ...base, regionCode: "999999" } }, wang.token);
    expect(bad.body.code).toBe(3);
    expect(String(bad.body.message)).toContain("不是有效的行政区划代码");
    const ok = await t.rpc(`${S}/createAddress`, { data: { ...base, regionCode: "110105" } }, wang.token);
    expect(ok.body.code, String(ok.body.message)).toBe("SUCCESS");
    expect(ok.body.data).toMatchObject({ province: "北京市", city: "北京市", district: "朝阳区", isDefault: true });
  });
});
