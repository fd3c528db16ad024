/**
 * Orders, refunds and visitors through the wire (commerce.md §2.1, §2.2, §5.1), on both databases:
 * the refund transition's money rules, concurrent refunds, listOrder's filters, remark-only edits,
 * masked mobiles with an audited reveal, and adjustments that never go below zero.
 */
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { uniformRights } from "../../src/catalogue";
import { setChannelAdapter } from "../../server/domains/order/refund/channels";
import { applyPayment } from "../../server/domains/order/order/settle";
import type { Db, Row } from "../../server/platform/db/types";
import { makeUser } from "./accounts";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("orders and visitors over RPC", (kind) => {
  let t: TestServer;
  let db: Db;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => setChannelAdapter("WXPAY", null));

  const now = () => t.clock.now;
  const call = (path: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(path, payload, token);
  const paidOrder = async (over: Record<string, unknown> = {}, channel = "WXPAY", visitorOver: Record<string, unknown> = {}) => {
    const v = await makeVisitor(db, now(), visitorOver);
    const o = await makeOrder(db, now(), Number(v.Id), { payAmount: 10_000, totalAmount: 10_000, ...over });
    await db.transaction().execute((tx) => applyPayment(tx, { orderId: Number(o.Id), channel, amount: Number(o.payAmount), channelTradeNo: channel === "BALANCE" ? null : `4200${String(o.Id).padStart(24, "0")}`, paidAt: now(), at: now() }));
    return { v, o };
  };
  const refund = (o: Row, data: Record<string, unknown>) => call("OrderServiceAdmin/refundOrder", {
    Id: o.Id, data: { reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: "50300000012026112200000000001", ...data },
  });
  const state = async (o: Row) => ({
    order: await db.selectFrom("orders").selectAll().where("Id", "=", Number(o.Id)).executeTakeFirstOrThrow(),
    refunds: await db.selectFrom("refund").selectAll().where("orderId", "=", Number(o.Id)).execute(),
    entries: await db.selectFrom("bookkeeping_entry").selectAll().where("source", "=", "AUTO_REFUND").execute(),
    changes: await db.selectFrom("data_change").select("Id").where("resource", "=", "order").where("recordId", "=", Number(o.Id)).execute(),
  });

  it("refundOrder OFFLINE: the refund is listed under its order, the order partly refunded, the EXPENSE entry written, the change recorded", async () => {
    const { o } = await paidOrder();
    const r = await refund(o, { amount: 2_500 });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS", data: [{ Id: o.Id, status: "PARTIAL_REFUNDED", refundedAmount: 2_500, refundingAmount: 0 }] });
    const listed = await call("OrderServiceAdmin/listRefund", { cond: { jsonq: JSON.stringify({ orderId: o.Id }) } });
    expect(listed.body).toMatchObject({ code: "SUCCESS", total: 1, data: [{ amount: 2_500, status: "SUCCESS", mode: "OFFLINE", operator: "admin" }] });
    const refundNo = (listed.body.data as Row[])[0]!.refundNo;
    const entry = await db.selectFrom("bookkeeping_entry").selectAll().where("relatedNo", "=", String(refundNo)).execute();
    expect(entry.map((e) => [e.direction, e.category, Number(e.amount)])).toEqual([["EXPENSE", "REFUND", 2_500]]);
    const changes = await db.selectFrom("data_change").selectAll().where("resource", "=", "order").where("recordId", "=", Number(o.Id)).where("method", "=", "refundOrder").execute();
    expect(changes).toHaveLength(1);
    expect(changes[0]!.userName).toBe("admin");
    // The drawer's 变更记录 tab: payment by the system, then the refund by admin.
    const history = await call("OrderServiceAdmin/listOrderChange", { Id: o.Id });
    expect((history.body.data as Row[]).map((c) => [c.userName, String(c.summary).split("：")[0]])).toEqual([["admin", "退款"], ["系统", "支付成功"]]);
  });

  it("refused refunds change nothing: above what is left (INVALID_ARGUMENT), not paid (FAILED_PRECONDITION), channel not configured (FAILED_PRECONDITION)", async () => {
    const { o } = await paidOrder();
    await refund(o, { amount: 4_000 });
    const before = await state(o);
    const tooMuch = await refund(o, { amount: 6_001 });
    expect(tooMuch.body.code).toBe(3);
    expect(String(tooMuch.body.message)).toBe("退款金额 ¥60.01 超过可退金额 ¥60.00（实付 ¥100.00，已退 ¥40.00，退款中 ¥0.00）");
    const channel = await refund(o, { amount: 100, mode: "CHANNEL", channelRefundId: null });
    expect(channel.body.code).toBe(9);
    expect(String(channel.body.message)).toMatch(/^未配置微信支付退款通道/);
    expect(await state(o)).toEqual(before);
    const v = await makeVisitor(db, now());
    const pending = await makeOrder(db, now(), Number(v.Id));
    const notPaid = await refund(pending, { amount: 100 });
    expect(notPaid.body.code).toBe(9);
    expect(String(notPaid.body.message)).toContain("不能执行「退款」");
    expect(await db.selectFrom("refund").selectAll().where("orderId", "=", Number(pending.Id)).execute()).toEqual([]);
  });

  it("two refunds sent at the same moment whose sum exceeds what is left: exactly one succeeds and the money adds up", async () => {
    const { o } = await paidOrder();
    const answers = await Promise.all([refund(o, { amount: 7_000 }), refund(o, { amount: 6_000, channelRefundId: "50300000012026112200000000002" })]);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === "SUCCESS"), JSON.stringify(answers.map((a) => a.body.message))).toHaveLength(1);
    expect(codes.filter((c) => c !== "SUCCESS").every((c) => c === 3 || c === 10)).toBe(true);
    const { order, refunds } = await state(o);
    expect(refunds).toHaveLength(1);
    expect(Number(order.refundedAmount)).toBe(Number(refunds[0]!.amount));
  });

  it("a channel refund stays REFUNDING until the channel answers; a balance-paid order refunds to the balance at once", async () => {
    setChannelAdapter("WXPAY", { refund: () => Promise.resolve({ status: "PROCESSING", channelRefundId: "50301" }) });
    const { o } = await paidOrder();
    const r = await refund(o, { amount: 10_000, mode: "CHANNEL", channelRefundId: null });
    expect(r.body).toMatchObject({ code: "SUCCESS", data: [{ status: "REFUNDING", refundingAmount: 10_000 }] });
    const { v, o: byBalance } = await paidOrder({ orderType: "COURSE" }, "WXPAY");
    void byBalance;
    await call("TouristServiceAdmin/adjustBalance", { Id: v.Id, data: { change: 20_000, reason: "补偿" } });
    const course = await makeOrder(db, now(), Number(v.Id), { orderType: "COURSE", payAmount: 8_000, totalAmount: 8_000 });
    await db.transaction().execute((tx) => applyPayment(tx, { orderId: Number(course.Id), channel: "BALANCE", amount: 8_000, channelTradeNo: null, paidAt: now(), at: now() }));
    const back = await refund(course, { amount: 8_000, mode: "CHANNEL", channelRefundId: null });
    expect(back.body).toMatchObject({ code: "SUCCESS", data: [{ status: "REFUNDED" }] });
    const got = await call("TouristServiceAdmin/getVisitor", { Id: v.Id });
    expect((got.body.data as Row).balance).toBe(20_000);
  });

  it("listOrder filters by orderType, status, visitorId, orderNo and a paidAt range", async () => {
    const { v, o } = await paidOrder({ orderType: "TOPUP", bonusAmount: 0 });
    const other = await makeOrder(db, now(), Number(v.Id), { orderType: "VIP" });
    const list = async (q: Record<string, unknown>) => {
      const r = await call("OrderServiceAdmin/listOrder", { cond: { jsonq: JSON.stringify(q) }, page: { skip: 0, limit: 100 } });
      expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
      return (r.body.data as Row[]).map((x) => x.Id);
    };
    expect(await list({ visitorId: v.Id })).toEqual(expect.arrayContaining([o.Id, other.Id]));
    expect(await list({ visitorId: v.Id, orderType: "TOPUP" })).toEqual([o.Id]);
    expect(await list({ visitorId: v.Id, status: "PENDING" })).toEqual([other.Id]);
    expect(await list({ orderNo: o.orderNo })).toEqual([o.Id]);
    expect(await list({ visitorId: v.Id, paidAt: [now() - 1000, now() + 1000] })).toEqual([o.Id]);
    expect(await list({ visitorId: v.Id, paidAt: [now() + 1000, now() + 2000] })).toEqual([]);
  });

  it("orders: only remark is editable; there is no create or delete", async () => {
    const { o } = await paidOrder();
    const row = await db.selectFrom("orders").select("utime").where("Id", "=", Number(o.Id)).executeTakeFirstOrThrow();
    const money = await call("OrderServiceAdmin/updateOrder", { Id: o.Id, utime: Number(row.utime), data: { payAmount: 1 } });
    expect(money.body.code).toBe(3);
    const remark = await call("OrderServiceAdmin/updateOrder", { Id: o.Id, utime: Number(row.utime), data: { remark: "用户来电确认" } });
    expect(remark.body).toMatchObject({ code: "SUCCESS", data: { remark: "用户来电确认", payAmount: 10_000 } });
    for (const m of ["createOrder", "deleteOrder", "createRefund", "updateRefund", "createBalanceLog", "deleteBalanceLog"]) {
      const r = await call(`OrderServiceAdmin/${m}`, { Id: o.Id, utime: 0, data: {} });
      expect(r.status, m).toBe(404);
    }
  });

  it("visitors show a masked mobile; 查看手机号 answers it in full and records who looked, without the number", async () => {
    const v = await makeVisitor(db, now(), { mobile: "17712345678" });
    const listed = await call("TouristServiceAdmin/listVisitor", { cond: { jsonq: JSON.stringify({ uid: v.uid }) } });
    expect((listed.body.data as Row[])[0]!.mobile).toBe("177****5678");
    expect(((await call("TouristServiceAdmin/getVisitor", { Id: v.Id })).body.data as Row).mobile).toBe("177****5678");
    const shown = await call("TouristServiceAdmin/revealMobile", { Id: v.Id, data: {} });
    expect(shown.body).toMatchObject({ code: "SUCCESS", data: [{ mobile: "17712345678" }] });
    const log = await db.selectFrom("data_change").selectAll().where("resource", "=", "visitor").where("recordId", "=", Number(v.Id)).where("method", "=", "revealMobile").execute();
    expect(log).toHaveLength(1);
    expect(String(log[0]!.after)).not.toContain("17712345678");
  });

  it("20 concurrent balance and points adjustments never go below zero; each success is one ledger row; points need W(point)", async () => {
    const v = await makeVisitor(db, now());
    await call("TouristServiceAdmin/adjustBalance", { Id: v.Id, data: { change: 700, reason: "补偿" } });
    await call("TouristServiceAdmin/adjustPoints", { Id: v.Id, data: { change: 70, reason: "活动奖励" } });
    const [money, points] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => call("TouristServiceAdmin/adjustBalance", { Id: v.Id, data: { change: -100, reason: "扣回" } }))),
      Promise.all(Array.from({ length: 20 }, () => call("TouristServiceAdmin/adjustPoints", { Id: v.Id, data: { change: -10, reason: "扣回" } }))),
    ]);
    for (const answers of [money, points]) {
      expect(answers.filter((a) => a.body.code === "SUCCESS")).toHaveLength(7);
      expect(answers.filter((a) => a.body.code === 9)).toHaveLength(13);
    }
    const after = (await call("TouristServiceAdmin/getVisitor", { Id: v.Id })).body.data as Row;
    expect([after.balance, after.pointBalance]).toEqual([0, 0]);
    const logs = await call("TouristServiceAdmin/listBalanceLog", { cond: { jsonq: JSON.stringify({ visitorId: v.Id }) } });
    expect(logs.body.total).toBe(8);
    const clerk = await makeUser(t, `clerk${kind}`, "operator", { ...uniformRights("NONE"), order: "WRITE", point: "READ" });
    const refused = await call("TouristServiceAdmin/adjustPoints", { Id: v.Id, data: { change: 5, reason: "试一下" } }, clerk.token);
    expect(refused.body.code).toBe(7);
  });
});
