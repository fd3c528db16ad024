/**
 * The money API (server/domains/order: order/settle.ts, refund/refunds.ts; the visitor ledgers) on both
 * databases: payments credit once, refunds never exceed what is left (also when sent at the same
 * moment), ledgers hold the balance after each move.
 */
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { moveBalance } from "../../server/domains/tourist/balanceLog/balance";
import { setChannelAdapter } from "../../server/domains/order/refund/channels";
import { movePoints } from "../../server/domains/point/pointsLog/points";
import { applyRefundResult, refundInTx, refundableOf } from "../../server/domains/order/refund/refunds";
import { applyPayment } from "../../server/domains/order/order/settle";
import type { Db, Row } from "../../server/platform/db/types";
import { byCatalogue } from "../../server/platform/db/types";
import { RpcError } from "../../server/platform/wire/errors";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const DAY = 86_400_000;

describeEachDb("money API (settle, refunds, ledgers)", (kind) => {
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
  });

  const now = () => t.clock.now;
  const order = async (id: unknown) => db.selectFrom("orders").selectAll().where("Id", "=", Number(id)).executeTakeFirstOrThrow();
  const visitor = async (id: unknown) => db.selectFrom("visitor").selectAll().where("Id", "=", Number(id)).executeTakeFirstOrThrow();
  const rows = async (table: string, col: string, id: unknown) => byCatalogue(db).selectFrom(table).selectAll().where(col, "=", id as number).orderBy("Id").execute();
  const pay = (o: Row, over: Partial<Parameters<typeof applyPayment>[1]> = {}) => db.transaction().execute((tx) => applyPayment(tx, {
    orderId: Number(o.Id), channel: "WXPAY", amount: Number(o.payAmount), channelTradeNo: `4200${String(o.Id).padStart(24, "0")}`, paidAt: now(), at: now(), ...over,
  }));
  const refund = (o: Row, req: Partial<Parameters<typeof refundInTx>[2]>) => db.transaction().execute((tx) => refundInTx(tx, Number(o.Id), {
    amount: 100, reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: "50300000000000000000000000001", at: now(), ...req,
  }));
  const refusal = async (p: Promise<unknown>) => {
    const err = await p.then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(RpcError);
    return err as RpcError;
  };
  const snapshot = async (o: Row) => ({
    order: await order(o.Id), refunds: await rows("refund", "orderId", o.Id), visitor: await visitor(o.visitorId),
    entries: await rows("bookkeeping_entry", "relatedNo", o.orderNo), balance: await rows("balance_log", "visitorId", o.visitorId),
  });

  it("a payment credits a pending VIP order once: days stacked, income entry, 1 point per yuan; the same trade again and a wrong amount change nothing", async () => {
    const v = await makeVisitor(db, now(), { vipLevel: "VIP", vipExpireAt: now() + 10 * DAY });
    const o = await makeOrder(db, now(), Number(v.Id), { payAmount: 2_500, totalAmount: 2_500 });
    const short = await pay(o, { amount: 2_400 });
    expect(short).toMatchObject({ credited: false, mismatch: true });
    expect((await order(o.Id)).status).toBe("PENDING");
    const first = await pay(o);
    expect(first).toMatchObject({ credited: true, mismatch: false });
    const after = await order(o.Id);
    expect(after).toMatchObject({ status: "PAID", payChannel: "WXPAY", fulfilStatus: "DONE", isRenewal: 1 });
    expect(Number(after.vipStartAt)).toBe(now() + 10 * DAY);
    expect(Number((await visitor(v.Id)).vipExpireAt)).toBe(now() + 40 * DAY);
    const before = await snapshot(o);
    expect(before.entries.map((e) => [e.direction, e.category, Number(e.amount), e.source])).toEqual([["INCOME", "VIP_INCOME", 2_500, "AUTO_ORDER"]]);
    const points = await rows("points_log", "visitorId", v.Id);
    expect(points.map((p) => [p.bizType, Number(p.change), Number(p.balanceAfter)])).toEqual([["ORDER_REWARD", 25, 25]]);
    expect(await pay(o)).toMatchObject({ credited: false, duplicate: true });
    expect(await pay(o, { channelTradeNo: "4200999" })).toMatchObject({ credited: false, doublePayment: true });
    expect(await snapshot(o)).toEqual(before);
    expect(Number((await visitor(v.Id)).totalPaid)).toBe(2_500);
  });

  it("a top-up puts its money and bonus on the balance, each move a ledger row with the balance after it", async () => {
    const v = await makeVisitor(db, now());
    const o = await makeOrder(db, now(), Number(v.Id), { orderType: "TOPUP", payAmount: 12_800, totalAmount: 12_800, bonusAmount: 1_200 });
    await pay(o, { channel: "ALIPAY", channelTradeNo: "2026112222001400000000000001" });
    expect(await order(o.Id)).toMatchObject({ creditAmount: 14_000, balanceAfter: 14_000 });
    const log = await rows("balance_log", "visitorId", v.Id);
    expect(log.map((l) => [l.bizType, Number(l.change), Number(l.balanceAfter)])).toEqual([["TOPUP", 12_800, 12_800], ["TOPUP_BONUS", 1_200, 14_000]]);
    expect(Number((await visitor(v.Id)).balance)).toBe(14_000);
    expect(await rows("points_log", "visitorId", v.Id)).toEqual([]);
  });

  it("an offline refund is recorded as made: order partly refunded, EXPENSE entry, points clawed back; the rest then refunds it fully", async () => {
    const v = await makeVisitor(db, now());
    const o = await makeOrder(db, now(), Number(v.Id), { payAmount: 6_800, totalAmount: 6_800 });
    await pay(o);
    const { refund: r, order: after } = await refund(o, { amount: 1_800, channelRefundId: "50300000012026112200000000001" });
    expect(r).toMatchObject({ status: "SUCCESS", mode: "OFFLINE", amount: 1_800, channelRefundId: "50300000012026112200000000001" });
    expect(after).toMatchObject({ status: "PARTIAL_REFUNDED", refundedAmount: 1_800, refundingAmount: 0 });
    expect(refundableOf(after)).toBe(5_000);
    const entries = await rows("bookkeeping_entry", "relatedNo", r.refundNo);
    expect(entries.map((e) => [e.direction, e.category, Number(e.amount), e.source])).toEqual([["EXPENSE", "REFUND", 1_800, "AUTO_REFUND"]]);
    expect((await rows("points_log", "visitorId", v.Id)).map((p) => [p.bizType, Number(p.change), Number(p.balanceAfter)]))
      .toEqual([["ORDER_REWARD", 68, 68], ["REFUND_CLAWBACK", -18, 50]]);
    const full = await refund(o, { amount: 5_000, revokeEntitlement: true });
    expect(full.order).toMatchObject({ status: "REFUNDED", refundedAmount: 6_800, fulfilStatus: "REVOKED" });
    expect(Number((await visitor(v.Id)).totalPaid)).toBe(0);
  });

  it("refused refunds change nothing: above what is left, wrong state, offline without its number, channel not configured", async () => {
    const v = await makeVisitor(db, now());
    const o = await makeOrder(db, now(), Number(v.Id), { payAmount: 3_000, totalAmount: 3_000 });
    const pending = await snapshot(o);
    const wrongState = await refusal(refund(o, { amount: 100 }));
    expect(wrongState.status).toBe(9);
    expect(wrongState.message).toContain("不能退款");
    expect(await snapshot(o)).toEqual(pending);
    await pay(o);
    const before = await snapshot(o);
    const tooMuch = await refusal(refund(o, { amount: 3_001 }));
    expect(tooMuch.status).toBe(3);
    expect(tooMuch.message).toContain("超过可退金额 ¥30.00");
    const noNumber = await refusal(refund(o, { amount: 100, channelRefundId: "" }));
    expect(noNumber.message).toContain("渠道退款单号");
    const channel = await refusal(refund(o, { amount: 100, mode: "CHANNEL" }));
    expect(channel.status).toBe(9);
    expect(channel.message).toMatch(/^未配置微信支付退款通道/);
    expect(await snapshot(o)).toEqual(before);
  });

  it("a channel refund waits for the channel's result: success finishes it once, failure gives the amount back", async () => {
    const asked: unknown[] = [];
    setChannelAdapter("WXPAY", { refund: (req) => { asked.push(req); return Promise.resolve({ status: "PROCESSING", channelRefundId: `5030${asked.length}` }); } });
    const v = await makeVisitor(db, now());
    const o = await makeOrder(db, now(), Number(v.Id), { payAmount: 9_900, totalAmount: 9_900 });
    await pay(o);
    const a = await refund(o, { amount: 900, mode: "CHANNEL", channelRefundId: null });
    expect(a.refund).toMatchObject({ status: "PROCESSING", channelRefundId: "50301" });
    expect(a.order).toMatchObject({ status: "REFUNDING", refundingAmount: 900, refundedAmount: 0 });
    expect(asked).toEqual([expect.objectContaining({ refundNo: a.refund.refundNo, amount: 900, total: 9_900 })]);
    // Another refund while one is under way: the order is REFUNDING.
    expect((await refusal(refund(o, { amount: 100 }))).status).toBe(9);
    const failed = await db.transaction().execute((tx) => applyRefundResult(tx, { refundId: Number(a.refund.Id), success: false, failStatus: "CLOSED", at: now() }));
    expect(failed.order).toMatchObject({ status: "PAID", refundingAmount: 0, refundedAmount: 0 });
    const b = await refund(o, { amount: 9_900, mode: "CHANNEL" });
    const ok = await db.transaction().execute((tx) => applyRefundResult(tx, { refundId: Number(b.refund.Id), success: true, channelRefundId: "50302", at: now() }));
    expect(ok).toMatchObject({ changed: true, order: { status: "REFUNDED", refundedAmount: 9_900, refundingAmount: 0 }, refund: { status: "SUCCESS" } });
    const again = await db.transaction().execute((tx) => applyRefundResult(tx, { refundId: Number(b.refund.Id), success: true, channelRefundId: "50302", at: now() }));
    expect(again.changed).toBe(false);
    expect((await rows("bookkeeping_entry", "relatedNo", b.refund.refundNo)).length).toBe(1);
  });

  it("a balance-paid order is paid from and refunded to the balance at once", async () => {
    const v = await makeVisitor(db, now());
    await db.transaction().execute((tx) => moveBalance(tx, Number(v.Id), 5_000, { reason: "ADJUST", ref: null, at: now() }));
    const o = await makeOrder(db, now(), Number(v.Id), { orderType: "COURSE", payAmount: 2_990, totalAmount: 2_990, courseName: "小楷入门" });
    await pay(o, { channel: "BALANCE", channelTradeNo: null });
    expect(Number((await visitor(v.Id)).balance)).toBe(2_010);
    const r = await refund(o, { amount: 2_990, mode: "CHANNEL", channelRefundId: null });
    expect(r.refund).toMatchObject({ status: "SUCCESS", userReceivedAccount: "账户余额" });
    expect(r.order.status).toBe("REFUNDED");
    const log = await rows("balance_log", "visitorId", v.Id);
    expect(log.map((l) => [l.bizType, Number(l.change), Number(l.balanceAfter)])).toEqual([["ADJUST", 5_000, 5_000], ["PURCHASE", -2_990, 2_010], ["REFUND", 2_990, 5_000]]);
    expect(Number((await visitor(v.Id)).balance)).toBe(5_000);
    // No cash moved: no bookkeeping entries for either.
    expect(await rows("bookkeeping_entry", "relatedNo", o.orderNo)).toEqual([]);
  });

  it("two refunds sent at the same moment whose sum exceeds what is left: exactly one succeeds and the money adds up", async () => {
    const v = await makeVisitor(db, now());
    const o = await makeOrder(db, now(), Number(v.Id), { payAmount: 10_000, totalAmount: 10_000 });
    await pay(o);
    const results = await Promise.allSettled([6_000, 7_000, 5_000].map((amount, i) => refund(o, { amount, channelRefundId: `5030000000${i}` })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect((r.reason as RpcError).message).toContain("超过可退金额");
    const after = await order(o.Id);
    const refunds = await rows("refund", "orderId", o.Id);
    expect(refunds).toHaveLength(1);
    expect(Number(after.refundedAmount)).toBe(Number(refunds[0]!.amount));
    expect(Number(after.refundedAmount) + refundableOf({ ...after, refundingAmount: 0 })).toBe(10_000);
  });

  it("balance and points never go below zero: 20 concurrent debits of a balance that covers 7", async () => {
    const v = await makeVisitor(db, now());
    await db.transaction().execute((tx) => moveBalance(tx, Number(v.Id), 700, { reason: "ADJUST", ref: null, at: now() }));
    await db.transaction().execute((tx) => movePoints(tx, Number(v.Id), 70, { reason: "GIFT", ref: null, at: now() }));
    const debits = await Promise.allSettled(Array.from({ length: 20 }, () => db.transaction().execute((tx) => moveBalance(tx, Number(v.Id), -100, { reason: "ADJUST", ref: null, at: now() }))));
    const spends = await Promise.allSettled(Array.from({ length: 20 }, () => db.transaction().execute((tx) => movePoints(tx, Number(v.Id), -10, { reason: "EXCHANGE", ref: null, at: now() }))));
    expect(debits.filter((r) => r.status === "fulfilled")).toHaveLength(7);
    expect(spends.filter((r) => r.status === "fulfilled")).toHaveLength(7);
    for (const r of [...debits, ...spends]) if (r.status === "rejected") expect((r.reason as RpcError).message).toMatch(/(余额|积分)不足/);
    const after = await visitor(v.Id);
    expect([Number(after.balance), Number(after.pointBalance)]).toEqual([0, 0]);
    const log = await rows("balance_log", "visitorId", v.Id);
    expect(log.map((l) => Number(l.balanceAfter))).toEqual([700, 600, 500, 400, 300, 200, 100, 0]);
  });
});
