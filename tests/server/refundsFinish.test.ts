/**
 * Refunds a channel cannot finish (commerce.md §2.2, §12.2), on both databases: 登记线下退款 for
 * WeChat, Alipay and App Store orders with no channel configured; staff finish PROCESSING and
 * ABNORMAL refunds (登记退款成功 / 关闭退款) once, under concurrency, and without W(order) nothing moves.
 */
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { uniformRights } from "../../src/catalogue";
import { setChannelAdapter, setChannelQueryAdapter } from "../../server/domains/order/refund/channels";
import { applyPayment, applyRefundResult } from "../../server/domains/order/order/settle";
import type { Db, Row } from "../../server/platform/db/types";
import { makeUser } from "./accounts";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("refunds finished offline and by staff", (kind) => {
  let t: TestServer;
  let db: Db;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    setChannelAdapter("WXPAY", null);
    setChannelQueryAdapter("WXPAY", null);
  });

  const now = () => t.clock.now;
  const call = (path: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(path, payload, token);
  const paidOrder = async (channel = "WXPAY", over: Record<string, unknown> = {}) => {
    const v = await makeVisitor(db, now());
    const o = await makeOrder(db, now(), Number(v.Id), { payAmount: 10_000, totalAmount: 10_000, ...over });
    await db.transaction().execute((tx) => applyPayment(tx, { orderId: Number(o.Id), channel, amount: 10_000, channelTradeNo: `4200${String(o.Id).padStart(24, "0")}`, paidAt: now(), at: now() }));
    return o;
  };
  const orderOf = (o: Row) => db.selectFrom("orders").selectAll().where("Id", "=", Number(o.Id)).executeTakeFirstOrThrow();
  const refundsOf = (o: Row) => db.selectFrom("refund").selectAll().where("orderId", "=", Number(o.Id)).execute();
  const expenses = (no: string) => db.selectFrom("bookkeeping_entry").selectAll().where("relatedNo", "=", no).execute();
  const offline = (o: Row, data: Record<string, unknown> = {}) => call("OrderServiceAdmin/refundOrder", {
    Id: o.Id, data: { amount: 10_000, reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: "50300000012026112200000000001", ...data },
  });
  /** A channel refund the channel accepted and then left PROCESSING. */
  const processing = async () => {
    setChannelAdapter("WXPAY", { refund: () => Promise.resolve({ status: "PROCESSING", channelRefundId: null }) });
    const o = await paidOrder();
    const r = await call("OrderServiceAdmin/refundOrder", { Id: o.Id, data: { amount: 4_000, reason: "USER_REQUEST", mode: "CHANNEL" } });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS", data: [{ status: "REFUNDING", refundingAmount: 4_000 }] });
    setChannelAdapter("WXPAY", null);
    const [rf] = await refundsOf(o);
    return { o, rf: rf! };
  };

  it.each(["WXPAY", "ALIPAY", "APPLE_IAP"])("登记线下退款 of a %s order with no channel configured: refunded, EXPENSE written", async (channel) => {
    const o = await paidOrder(channel);
    const r = await offline(o);
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS", data: [{ status: "REFUNDED", refundedAmount: 10_000, refundingAmount: 0 }] });
    const [rf] = await refundsOf(o);
    expect(rf).toMatchObject({ mode: "OFFLINE", status: "SUCCESS", payChannel: channel, channelRefundId: "50300000012026112200000000001", amount: 10_000 });
    expect(await expenses(String(rf!.refundNo))).toHaveLength(1);
  });

  it("an App Store order asked for 原路退款 is refused with a pointer to 登记线下退款, nothing written", async () => {
    const o = await paidOrder("APPLE_IAP");
    const r = await call("OrderServiceAdmin/refundOrder", { Id: o.Id, data: { amount: 100, reason: "USER_REQUEST", mode: "CHANNEL" } });
    expect(r.body.code).toBe(9);
    expect(String(r.body.message)).toContain("登记线下退款");
    expect(await refundsOf(o)).toEqual([]);
    expect(await orderOf(o)).toMatchObject({ status: "PAID", refundedAmount: 0 });
  });

  it("two 登记线下退款 of one App Store order at the same moment: exactly one refunds, the other is told why", async () => {
    const o = await paidOrder("APPLE_IAP");
    const answers = await Promise.all([offline(o), offline(o, { channelRefundId: "APPLE-REFUND-2" })]);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === "SUCCESS"), JSON.stringify(answers.map((a) => a.body.message))).toHaveLength(1);
    const loser = answers.find((a) => a.body.code !== "SUCCESS")!;
    // FAILED_PRECONDITION (already refunded) or ABORTED (changed meanwhile, refresh), in Chinese.
    expect([9, 10]).toContain(loser.body.code);
    expect(String(loser.body.message)).toMatch(/[\u4e00-\u9fa5]/);
    expect(await refundsOf(o)).toHaveLength(1);
    expect(await orderOf(o)).toMatchObject({ status: "REFUNDED", refundedAmount: 10_000, refundingAmount: 0 });
  });

  it("登记退款成功 finishes a PROCESSING refund: order partly refunded, refund SUCCESS with the channel's number, EXPENSE written", async () => {
    const { o, rf } = await processing();
    const r = await call("OrderServiceAdmin/completeRefund", { Id: rf.Id, data: { channelRefundId: "50300000099", userReceivedAccount: "支付用户零钱" } });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS", data: [{ Id: rf.Id, status: "SUCCESS", channelRefundId: "50300000099", userReceivedAccount: "支付用户零钱" }] });
    expect(await orderOf(o)).toMatchObject({ status: "PARTIAL_REFUNDED", refundedAmount: 4_000, refundingAmount: 0 });
    expect(await expenses(String(rf.refundNo))).toHaveLength(1);
    const again = await call("OrderServiceAdmin/completeRefund", { Id: rf.Id, data: { channelRefundId: "50300000099" } });
    expect(again.body.code).toBe(9);
    expect(String(again.body.message)).toBe(`退款单「${String(rf.refundNo)}」当前为「退款成功」，只有退款中或退款异常的退款单可以登记退款成功`);
    expect(await expenses(String(rf.refundNo))).toHaveLength(1);
  });

  it("关闭退款 gives a PROCESSING refund's amount back: order PAID again, no EXPENSE", async () => {
    const { o, rf } = await processing();
    const r = await call("OrderServiceAdmin/closeRefund", { Id: rf.Id, data: {} });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS", data: [{ status: "CLOSED" }] });
    expect(await orderOf(o)).toMatchObject({ status: "PAID", refundedAmount: 0, refundingAmount: 0 });
    expect(await expenses(String(rf.refundNo))).toEqual([]);
  });

  it("an ABNORMAL refund handled in the merchant platform is finished by 登记退款成功 (amount taken again from what is refundable)", async () => {
    const { o, rf } = await processing();
    await db.transaction().execute((tx) => applyRefundResult(tx, { refundId: Number(rf.Id), success: false, failStatus: "ABNORMAL", at: now() }));
    expect(await orderOf(o)).toMatchObject({ status: "PAID", refundingAmount: 0 });
    const r = await call("OrderServiceAdmin/completeRefund", { Id: rf.Id, data: { channelRefundId: "50300000100" } });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS", data: [{ status: "SUCCESS" }] });
    expect(await orderOf(o)).toMatchObject({ status: "PARTIAL_REFUNDED", refundedAmount: 4_000, refundingAmount: 0 });
  });

  it("登记退款成功 and 关闭退款 of one refund at the same moment: exactly one wins, the money adds up", async () => {
    const { o, rf } = await processing();
    const answers = await Promise.all([
      call("OrderServiceAdmin/completeRefund", { Id: rf.Id, data: { channelRefundId: "50300000101" } }),
      call("OrderServiceAdmin/closeRefund", { Id: rf.Id, data: {} }),
    ]);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === "SUCCESS"), JSON.stringify(answers.map((a) => a.body.message))).toHaveLength(1);
    expect(codes.filter((c) => c === 9)).toHaveLength(1);
    const [after] = await refundsOf(o);
    const order = await orderOf(o);
    expect(Number(order.refundingAmount)).toBe(0);
    expect(Number(order.refundedAmount)).toBe(after!.status === "SUCCESS" ? 4_000 : 0);
    expect(await expenses(String(rf.refundNo))).toHaveLength(after!.status === "SUCCESS" ? 1 : 0);
  });

  it("without W(order) both are PERMISSION_DENIED and nothing changes", async () => {
    const { o, rf } = await processing();
    const reader = await makeUser(t, `refundreader${kind}`, "operator", { ...uniformRights("NONE"), order: "READ" });
    for (const m of ["completeRefund", "closeRefund"]) {
      const r = await call(`OrderServiceAdmin/${m}`, { Id: rf.Id, data: { channelRefundId: "50300000102" } }, reader.token);
      expect(r.body.code).toBe(7);
    }
    expect((await refundsOf(o))[0]).toMatchObject({ status: "PROCESSING" });
    expect(await orderOf(o)).toMatchObject({ status: "REFUNDING", refundingAmount: 4_000 });
  });

  it("登记退款成功 without the channel's refund number is INVALID_ARGUMENT", async () => {
    const { rf } = await processing();
    const r = await call("OrderServiceAdmin/completeRefund", { Id: rf.Id, data: {} });
    expect(r.body.code).toBe(3);
    expect(String(r.body.message)).toContain("渠道退款单号");
  });

  it("查询退款 with no query channel configured is refused with 「未配置…」 and changes nothing", async () => {
    const { o, rf } = await processing();
    const before = await orderOf(o);
    const r = await call("OrderServiceAdmin/queryRefund", { Id: rf.Id, data: {} });
    expect(r.body.code).toBe(9);
    expect(String(r.body.message)).toMatch(/^未配置微信支付查询通道，无法查询退款/);
    expect(await orderOf(o)).toEqual(before);
    expect((await refundsOf(o))[0]).toMatchObject({ status: "PROCESSING", utime: rf.utime });
  });

  it("查询退款 applies the channel's answer: SUCCESS finishes the refund once; a refund registered offline has nothing to query", async () => {
    const { o, rf } = await processing();
    setChannelQueryAdapter("WXPAY", {
      queryRefund: (q) => Promise.resolve({ status: "SUCCESS", channelRefundId: `50300${q.refundNo.slice(2)}`, userReceivedAccount: "招商银行信用卡0403" }),
      queryOrder: () => Promise.reject(new Error("not used")),
    });
    const r = await call("OrderServiceAdmin/queryRefund", { Id: rf.Id, data: {} });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS", data: [{ status: "SUCCESS", userReceivedAccount: "招商银行信用卡0403" }] });
    expect(await orderOf(o)).toMatchObject({ status: "PARTIAL_REFUNDED", refundedAmount: 4_000, refundingAmount: 0 });
    const again = await call("OrderServiceAdmin/queryRefund", { Id: rf.Id, data: {} });
    expect(again.body.code).toBe(9);
    expect(await expenses(String(rf.refundNo))).toHaveLength(1);
  });
});
