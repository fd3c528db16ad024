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
});
