/** The demo world's payments waiting for a refund (NEEDS_REFUND) are real late or double payments, on both databases. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("seeded payments to refund", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("two WeChat payments after their order closed and one Alipay payment of an order WeChat already paid; none credited, none after now", async () => {
    const db = t.server.deps.db;
    const wx = await db.selectFrom("wx_pay_transaction").selectAll().where("orderMatch", "=", "NEEDS_REFUND").execute();
    const ali = await db.selectFrom("alipay_trade").selectAll().where("orderMatch", "=", "NEEDS_REFUND").execute();
    expect(wx).toHaveLength(2);
    expect(ali).toHaveLength(1);
    for (const r of wx) {
      const o = await db.selectFrom("orders").selectAll().where("Id", "=", Number(r.orderId)).executeTakeFirstOrThrow();
      expect(o).toMatchObject({ status: "CLOSED", orderNo: r.outTradeNo, payAmount: r.total });
      expect(Number(r.successTime)).toBeGreaterThan(Number(o.ctime));
      expect(Number(r.receivedAt)).toBeLessThanOrEqual(t.clock.now);
    }
    const o = await db.selectFrom("orders").selectAll().where("Id", "=", Number(ali[0]!.orderId)).executeTakeFirstOrThrow();
    expect(o).toMatchObject({ status: "PAID", payChannel: "WXPAY", payAmount: ali[0]!.totalAmount });
    expect(o.channelTradeNo).not.toBe(ali[0]!.tradeNo);
  });

  it("each is an item of 待处理款项 with its trade, order and amount: the two late WeChat payments wait, the Alipay one was given back offline", async () => {
    const db = t.server.deps.db;
    const items = await db.selectFrom("payment_exception").selectAll().orderBy("Id").execute();
    expect(items).toHaveLength(3);
    const wx = await db.selectFrom("wx_pay_transaction").selectAll().where("orderMatch", "=", "NEEDS_REFUND").execute();
    const ali = await db.selectFrom("alipay_trade").selectAll().where("orderMatch", "=", "NEEDS_REFUND").execute();
    for (const r of wx) {
      expect(items.find((i) => i.tradeNo === r.transactionId)).toMatchObject({ channel: "WXPAY", kind: "AFTER_CLOSE", status: "PENDING", orderId: r.orderId, orderNo: r.outTradeNo, amount: r.total, settledBy: null });
    }
    const settled = items.find((i) => i.tradeNo === ali[0]!.tradeNo)!;
    expect(settled).toMatchObject({ channel: "ALIPAY", kind: "DUPLICATE", status: "SETTLED", settleMode: "OFFLINE", settledBy: "finance.sun", orderId: ali[0]!.orderId, amount: ali[0]!.totalAmount });
    for (const i of items) {
      expect(Number(i.ctime)).toBeLessThanOrEqual(t.clock.now);
      if (i.settledAt !== null) expect(Number(i.settledAt)).toBeLessThanOrEqual(t.clock.now);
    }
  });
});
