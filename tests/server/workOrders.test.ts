/**
 * VIP work orders (/tourist/vipwork, commerce.md §5.10): one person submits, a second approves (the
 * submitter is refused); approval executes at once — VIP through an ADMIN order of 0 fen, a refund
 * through the money rules — or ends FAILED with the reason and nothing of it written. Two approvals at
 * once: one effect. Rights refused.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeOrder, makeVisitor } from "./requestsFixture";

type Work = { Id: number; utime: number; status: string; workNo: string; submittedBy: string; approver: string; executionResult: string };
const S = "TouristServiceAdmin";
const DAY = 86_400_000;

describeEachDb("VIP work orders", (kind) => {
  let t: TestServer;
  let wang: TestUser;
  let li: TestUser;
  let zhao: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    wang = await makeUser(t, "cs.wang", "editor", { order: "WRITE" });
    li = await makeUser(t, "cs.li", "editor", { order: "WRITE" });
    zhao = await makeUser(t, "cs.zhao", "editor", { order: "WRITE" });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.server.deps.db;
  const visitorRow = (Id: number) => db().selectFrom("visitor").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const adminOrders = (visitorId: number) => db().selectFrom("orders").selectAll().where("visitorId", "=", visitorId).where("payChannel", "=", "ADMIN").execute();
  const submit = (data: Record<string, unknown>, token = wang.token) =>
    t.rpc(`${S}/createVipWorkOrder`, { data: { description: "用户反馈支付后会员未到账，已核实", source: "CUSTOMER_SERVICE", ...data } }, token);
  const submitted = async (data: Record<string, unknown>) => {
    const r = await submit(data);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Work;
  };
  const decide = (name: string, Id: number, token: string, data: Record<string, unknown> = {}) => t.rpc(`${S}/${name}VipWorkOrder`, { Id, data }, token);

  it("the submitter may not approve; a second person does, and the visitor's VIP is extended through an ADMIN order of 0 fen", async () => {
    const now = t.clock.now;
    const visitorId = await makeVisitor(t, { vipLevel: "VIP", vipExpireAt: now + 10 * DAY });
    const missing = await submit({ visitorId, type: "COMPENSATION" });
    expect(missing.body.code).toBe(3);
    expect(String(missing.body.message)).toContain("请填写天数");
    const w = await submitted({ visitorId, type: "COMPENSATION", days: 30 });
    expect(w).toMatchObject({ status: "PENDING", submittedBy: "cs.wang" });
    expect(w.workNo).toMatch(/^WO\d{20}$/);
    const self = await decide("approve", w.Id, wang.token);
    expect(self.body.code).toBe(7);
    expect(String(self.body.message)).toContain("不能审批自己提交的工单");
    expect(await adminOrders(visitorId)).toHaveLength(0);
    const ok = await decide("approve", w.Id, li.token);
    expect(ok.body.code, String(ok.body.message)).toBe("SUCCESS");
    const done = (ok.body.data as Work[])[0] as Work;
    expect(done).toMatchObject({ status: "EXECUTED", approver: "cs.li" });
    const orders = await adminOrders(visitorId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ orderType: "VIP", payAmount: 0, status: "PAID", durationDays: 30 });
    expect(done.executionResult).toContain(String(orders[0]?.orderNo));
    expect(Number((await visitorRow(visitorId)).vipExpireAt)).toBe(now + 40 * DAY);
    const audit = await db().selectFrom("data_change").select(["userName", "method"]).where("resource", "=", "vipWorkOrder").where("recordId", "=", w.Id).where("method", "=", "approveVipWorkOrder").execute();
    expect(audit).toEqual([{ userName: "cs.li", method: "approveVipWorkOrder" }]);
  });

  it("two people approve the same work order at once: one succeeds, VIP granted once", async () => {
    const visitorId = await makeVisitor(t);
    const w = await submitted({ visitorId, type: "MANUAL_OPEN", days: 31, vipLevel: "SVIP" });
    const answers = await Promise.all([decide("approve", w.Id, li.token), decide("approve", w.Id, zhao.token)]);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === "SUCCESS"), JSON.stringify(codes)).toHaveLength(1);
    expect(await adminOrders(visitorId)).toHaveLength(1);
    const v = await visitorRow(visitorId);
    expect(v.vipLevel).toBe("SVIP");
    expect(Number(v.vipExpireAt)).toBe(t.clock.now + 31 * DAY);
  });

  it("a refund the channel cannot make ends FAILED with the reason and nothing written; 重试执行 may follow", async () => {
    const visitorId = await makeVisitor(t);
    const orderId = await makeOrder(t, visitorId);
    const tooMuch = await submit({ visitorId, type: "REFUND", relatedOrderId: orderId, refundAmount: 23801 });
    expect(tooMuch.body.code).toBe(3);
    expect(String(tooMuch.body.message)).toContain("超过订单可退金额");
    const w = await submitted({ visitorId, type: "REFUND", relatedOrderId: orderId, refundAmount: 10000 });
    const r = await decide("approve", w.Id, li.token);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    const failed = (r.body.data as Work[])[0] as Work;
    expect(failed.status).toBe("FAILED");
    expect(failed.executionResult).toMatch(/^执行失败：.*微信支付/);
    expect(await db().selectFrom("refund").select("Id").where("orderId", "=", orderId).execute()).toHaveLength(0);
    const o = await db().selectFrom("orders").select(["status", "refundingAmount", "refundedAmount"]).where("Id", "=", orderId).executeTakeFirstOrThrow();
    expect(o).toEqual({ status: "PAID", refundingAmount: 0, refundedAmount: 0 });
    const again = await decide("retry", w.Id, zhao.token);
    expect(((again.body.data as Work[])[0] as Work).status).toBe("FAILED");
  });

  it("a balance-paid order's refund goes back to the balance at once", async () => {
    const visitorId = await makeVisitor(t, { balance: 0 });
    const orderId = await makeOrder(t, visitorId, { payChannel: "BALANCE" });
    const w = await submitted({ visitorId, type: "REFUND", relatedOrderId: orderId, refundAmount: 8000 });
    const r = await decide("approve", w.Id, li.token);
    const done = (r.body.data as Work[])[0] as Work;
    expect(done.status, done.executionResult).toBe("EXECUTED");
    expect(Number((await visitorRow(visitorId)).balance)).toBe(8000);
    const o = await db().selectFrom("orders").select(["status", "refundedAmount"]).where("Id", "=", orderId).executeTakeFirstOrThrow();
    expect(o).toEqual({ status: "PARTIAL_REFUNDED", refundedAmount: 8000 });
  });

  it("驳回 needs a reason; only the submitter withdraws; decided ones move no more", async () => {
    const visitorId = await makeVisitor(t);
    const a = await submitted({ visitorId, type: "COMPENSATION", days: 7 });
    expect((await decide("reject", a.Id, li.token)).body.code).toBe(3);
    expect((await decide("reject", a.Id, li.token, { reason: "证据不足" })).body.code).toBe("SUCCESS");
    expect((await decide("approve", a.Id, li.token)).body.code).toBe(9);
    const b = await submitted({ visitorId, type: "COMPENSATION", days: 7 });
    const other = await decide("cancel", b.Id, li.token);
    expect(other.body.code).toBe(7);
    expect(String(other.body.message)).toContain("只有提交人可以撤回");
    expect((await decide("cancel", b.Id, wang.token)).body.code).toBe("SUCCESS");
    expect(await adminOrders(visitorId)).toHaveLength(0);
  });

  it("READ of order may read work orders but not submit or approve them (PERMISSION_DENIED)", async () => {
    const reader = await makeUser(t, "cs.reader", "editor", { order: "READ" });
    const visitorId = await makeVisitor(t);
    const w = await submitted({ visitorId, type: "COMPENSATION", days: 3 });
    expect((await t.rpc(`${S}/getVipWorkOrder`, { Id: w.Id }, reader.token)).body.code).toBe("SUCCESS");
    expect((await submit({ visitorId, type: "COMPENSATION", days: 3 }, reader.token)).body.code).toBe(7);
    expect((await decide("approve", w.Id, reader.token)).body.code).toBe(7);
  });
});
