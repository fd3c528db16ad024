/**
 * The dashboards' daily summaries (server/platform/db/orderDaySummary.ts, issue 26 speed) on both databases: after a
 * payment, a refund, a close, two payments at the same moment and an edit that moves a payment to another day, the
 * summaries hold exactly the aggregate of the orders and refunds (by China-time day × type × platform × channel).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { refundInTx } from "../../server/domains/order/refund/refunds";
import { sql } from "kysely";
import type { Db, Row } from "../../server/platform/db/types";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { payOrder } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const DAY = 86_400_000;
const PAID = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"];
const dayOf = (ms: number) => Math.floor((ms + 8 * 3_600_000) / DAY);
const keyOf = (day: number, r: Row) => `${day}|${String(r.orderType ?? "")}|${String(r.platform ?? "")}|${String(r.payChannel ?? "")}`;

describeEachDb("order and refund daily summaries", (kind) => {
  let t: TestServer;
  let db: Db;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });

  const now = () => t.clock.now;
  const pay = (o: Row, at = now()) => payOrder(db, o, at, "4200");

  /** The summaries' non-empty rows, and the same aggregate computed here from the orders and refunds. */
  const compare = async () => {
    const held = (text: string) => sql.raw<Record<string, unknown>>(text).execute(db).then((r) => Object.fromEntries(r.rows.map((x) => [String(x.k), [Number(x.a), Number(x.b)]])));
    const concat = `"day" || '|' || "orderType" || '|' || "platform" || '|' || "payChannel"`;
    const orderSummary = await held(`select ${concat} as k, "paidCount" as a, "gmv" as b from order_day_summary where "paidCount" <> 0 or "gmv" <> 0`);
    const refundSummary = await held(`select ${concat} as k, 0 as a, "amount" as b from refund_day_summary where "amount" <> 0`);
    const orders = await db.selectFrom("orders").selectAll().execute();
    const expectOrders: Record<string, number[]> = {};
    for (const o of orders) {
      if (o.paidAt === null || !(Number(o.payAmount) > 0) || !PAID.includes(String(o.status))) continue;
      const k = keyOf(dayOf(Number(o.paidAt)), o);
      const [n, g] = expectOrders[k] ?? [0, 0];
      expectOrders[k] = [(n ?? 0) + 1, (g ?? 0) + Number(o.payAmount)];
    }
    const expectRefunds: Record<string, number[]> = {};
    for (const r of await db.selectFrom("refund").selectAll().where("status", "=", "SUCCESS").execute()) {
      const o = orders.find((x) => x.Id === r.orderId) as Row;
      const k = keyOf(dayOf(Number(r.successAt)), o);
      expectRefunds[k] = [0, (expectRefunds[k]?.[1] ?? 0) + Number(r.amount)];
    }
    expect(orderSummary).toEqual(expectOrders);
    expect(refundSummary).toEqual(expectRefunds);
    return { orderSummary, refundSummary };
  };

  it("a payment adds the order to its day; a refund adds to the refunds of its day under the order's dimensions", async () => {
    const v = await makeVisitor(db, now());
    const o = await makeOrder(db, now(), Number(v.Id), { payAmount: 2_500, totalAmount: 2_500 });
    expect(Object.keys((await compare()).orderSummary)).toHaveLength(0);
    await pay(o);
    const { orderSummary } = await compare();
    expect(orderSummary[`${dayOf(now())}|VIP|IOS|WXPAY`]).toEqual([1, 2_500]);
    await db.transaction().execute((tx) => refundInTx(tx, Number(o.Id), { amount: 1_000, reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: "50300000000000000000000000001", at: now() }));
    const after = await compare();
    expect(after.refundSummary[`${dayOf(now())}|VIP|IOS|WXPAY`]).toEqual([0, 1_000]);
    // A refund does not un-pay the order (§7.0): it stays in the paid summary.
    expect(after.orderSummary[`${dayOf(now())}|VIP|IOS|WXPAY`]).toEqual([1, 2_500]);
  });

  it("a closed order adds nothing; two payments at the same moment both count; moving a payment's time moves it to its new day", async () => {
    const v = await makeVisitor(db, now());
    const closed = await makeOrder(db, now(), Number(v.Id), { payAmount: 9_900, totalAmount: 9_900, orderType: "COURSE", platform: "H5" });
    await db.transaction().execute((tx) => tx.updateTable("orders").set({ status: "CLOSED", closedAt: now() }).where("Id", "=", Number(closed.Id)).execute());
    const a = await makeOrder(db, now(), Number(v.Id), { orderNo: `TOPSUMMARY${kind}1`, payAmount: 5_000, totalAmount: 5_000, orderType: "TOPUP", platform: "ANDROID" });
    const b = await makeOrder(db, now(), Number(v.Id), { orderNo: `TOPSUMMARY${kind}2`, payAmount: 5_000, totalAmount: 5_000, orderType: "TOPUP", platform: "ANDROID" });
    await Promise.all([pay(a), pay(b)]);
    const { orderSummary } = await compare();
    expect(orderSummary[`${dayOf(now())}|TOPUP|ANDROID|WXPAY`]).toEqual([2, 10_000]);
    expect(Object.keys(orderSummary).some((k) => k.includes("|COURSE|"))).toBe(false);
    await db.transaction().execute((tx) => tx.updateTable("orders").set({ paidAt: now() - 3 * DAY }).where("Id", "=", Number(a.Id)).execute());
    const moved = await compare();
    expect(moved.orderSummary[`${dayOf(now())}|TOPUP|ANDROID|WXPAY`]).toEqual([1, 5_000]);
    expect(moved.orderSummary[`${dayOf(now() - 3 * DAY)}|TOPUP|ANDROID|WXPAY`]).toEqual([1, 5_000]);
  });
});
