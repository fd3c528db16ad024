/**
 * The payment window (commerce.md §2.1 expireAt, §12.1 PENDING →超时→ CLOSED), on both databases: the
 * order.paymentWindow sweeper closes a PENDING order past its expireAt through the same close as
 * 关闭订单 (coupon and flash-sale stock back), leaves a fresh one and auction orders alone, closes once
 * when two servers sweep at once, and a payment racing the close ends in exactly one outcome.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { claimCoupon, lockCouponForOrder } from "../../server/domains/marketing/coupon/coupons";
import { takeFlashSale } from "../../server/domains/marketing/flashSale/flashSales";
import { applyPayment } from "../../server/domains/order/order/settle";
import { paidVerdict } from "../../server/domains/payment/wxPayTransaction/notify/paidMatch";
import type { Db, Row } from "../../server/platform/db/types";
import { sweepNow } from "../../server/platform/sweep";
import { lockRow } from "../../server/resources/rows";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeVipGoods } from "./requestsFixture";

const S = "MarketingServiceAdmin";
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MIN = 60_000;

describeEachDb("the payment window closes unpaid orders", (kind) => {
  let t: TestServer;
  let db: Db;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });

  const now = () => t.clock.now;
  const ok = (r: { body: Record<string, unknown> }) => expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
  const sweep = async () => (await sweepNow(t.server.deps, ["order.paymentWindow"])).changed["order.paymentWindow"];
  const template = async () => {
    const r = await t.rpc(`${S}/createCoupon`, {
      data: {
        name: `会员立减${(serial += 1)}`, type: "FULL_REDUCTION", thresholdFen: 10_000, reduceFen: 1_000, scope: "ALL_COURSES", totalQuantity: 100,
        perVisitorLimit: 1, claimMode: "ADMIN_ONLY", claimStartAt: now() - DAY, claimEndAt: now() + 30 * DAY, validType: "RELATIVE", validDays: 7,
      },
    }, t.adminToken);
    ok(r);
    const c = r.body.data as Row;
    ok(await t.rpc(`${S}/startCoupon`, { Id: c.Id }, t.adminToken));
    return Number(c.Id);
  };
  const sale = async () => {
    const goodsId = await makeVipGoods(t, { name: `年度会员${(serial += 1)}`, price: 23800 });
    const r = await t.rpc(`${S}/createFlashSale`, {
      data: { name: `周三秒杀${serial}`, goodsType: "VIP_GOODS", goodsId, flashPrice: 9_000, stock: 1, perVisitorLimit: 1, startAt: now() - HOUR, endAt: now() + 5 * HOUR },
    }, t.adminToken);
    ok(r);
    ok(await t.rpc(`${S}/publishFlashSale`, { Id: (r.body.data as Row).Id }, t.adminToken));
    return Number((r.body.data as Row).Id);
  };
  /** A pending order (window of 30 minutes from now) holding a coupon record and the last unit of a flash sale. */
  const heldOrder = async () => {
    const v = await makeVisitor(db, now());
    const couponId = await template();
    const saleId = await sale();
    const o = await makeOrder(db, now(), Number(v.Id), { payAmount: 9_000, totalAmount: 10_000, discountAmount: 1_000 });
    const rec = await db.transaction().execute(async (tx) => {
      const r = await claimCoupon(tx, couponId, Number(v.Id), "ADMIN", now());
      await lockCouponForOrder(tx, Number(r.Id), String(o.orderNo), 1_000, now());
      await takeFlashSale(tx, { saleId, visitorId: Number(v.Id), quantity: 1, orderNo: String(o.orderNo), at: now() });
      return r;
    });
    return { o, recId: Number(rec.Id), saleId };
  };
  const orderOf = (o: Row) => db.selectFrom("orders").selectAll().where("Id", "=", Number(o.Id)).executeTakeFirstOrThrow();
  const record = (Id: number) => db.selectFrom("coupon_record").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const flash = (Id: number) => db.selectFrom("flash_sale").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const sweepChanges = (o: Row) => db.selectFrom("data_change").select(["userName", "summary"]).where("resource", "=", "order")
    .where("recordId", "=", Number(o.Id)).where("method", "=", "sweep").execute();
  /** A channel's success notification, as the WeChat Pay notify path applies it (only a PENDING order takes the money). */
  const channelPays = (o: Row) => db.transaction().execute(async (tx) => {
    const locked = await lockRow(tx, "orders", Number(o.Id));
    const tradeNo = `4200${String(o.Id).padStart(24, "0")}`;
    if (!paidVerdict(locked, Number(o.payAmount), "WXPAY", tradeNo).credit) return false;
    return (await applyPayment(tx, { orderId: Number(o.Id), channel: "WXPAY", amount: Number(o.payAmount), channelTradeNo: tradeNo, paidAt: now(), at: now() })).credited;
  });

  it("an order past its 30-minute window is closed by the sweeper, its coupon and stock given back; a fresh one stays", async () => {
    const { o, recId, saleId } = await heldOrder();
    t.clock.advance(10 * MIN);
    const fresh = await makeOrder(db, now(), Number(o.visitorId));
    t.clock.advance(20 * MIN - 1);
    expect(await sweep()).toBe(0);
    expect((await orderOf(o)).status).toBe("PENDING");
    t.clock.advance(1);
    expect(await sweep()).toBe(1);
    expect(await orderOf(o)).toMatchObject({ status: "CLOSED", closedAt: now() });
    expect((await orderOf(fresh)).status).toBe("PENDING");
    expect(await record(recId)).toMatchObject({ status: "UNUSED", orderNo: null });
    expect(await flash(saleId)).toMatchObject({ status: "ONGOING", lockedCount: 0, soldCount: 0 });
    expect(await sweepChanges(o)).toEqual([{ userName: "系统", summary: `订单「${String(o.orderNo)}」：待支付 → 已关闭（超过支付截止时间）` }]);
    // Nothing left to close: the fresh order's window has 10 more minutes.
    expect(await sweep()).toBe(0);
  });

  it("two servers sweeping at once close the order once and give its holds back once", async () => {
    // Earlier tests' orders run out first, so the count below is this order's alone.
    t.clock.advance(31 * MIN);
    await sweep();
    const { o, recId, saleId } = await heldOrder();
    t.clock.advance(31 * MIN);
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect((a ?? 0) + (b ?? 0)).toBe(1);
    expect((await orderOf(o)).status).toBe("CLOSED");
    expect(await sweepChanges(o)).toHaveLength(1);
    expect(await record(recId)).toMatchObject({ status: "UNUSED" });
    expect(await flash(saleId)).toMatchObject({ lockedCount: 0, soldCount: 0 });
  });

  it("a payment and the close at the same moment: exactly one outcome, never both", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { o, recId, saleId } = await heldOrder();
      t.clock.advance(30 * MIN);
      const [credited, closed] = await Promise.all([channelPays(o), sweep()]);
      const after = await orderOf(o);
      expect(Number(credited) + Number(closed ?? 0)).toBe(1);
      if (credited) {
        expect(after).toMatchObject({ status: "PAID", closedAt: null, fulfilStatus: "DONE" });
        expect(await record(recId)).toMatchObject({ status: "USED" });
        expect(await flash(saleId)).toMatchObject({ lockedCount: 0, soldCount: 1 });
      } else {
        expect(after).toMatchObject({ status: "CLOSED", paidAt: null });
        expect(await record(recId)).toMatchObject({ status: "UNUSED" });
        expect(await flash(saleId)).toMatchObject({ lockedCount: 0, soldCount: 0 });
      }
    }
  });

  it("关闭订单 by hand and the sweeper at once: closed once; auction orders keep their own (longer) window", async () => {
    const { o, saleId } = await heldOrder();
    t.clock.advance(31 * MIN);
    const [manual, swept] = await Promise.all([t.rpc("OrderServiceAdmin/closeOrder", { Id: o.Id }, t.adminToken), sweep()]);
    expect(Number(manual.body.code === "SUCCESS") + Number(swept ?? 0)).toBe(1);
    expect((await orderOf(o)).status).toBe("CLOSED");
    expect(await flash(saleId)).toMatchObject({ lockedCount: 0, soldCount: 0 });

    const v = await makeVisitor(db, now());
    const auction = await makeOrder(db, now(), Number(v.Id), { orderType: "AUCTION", expireAt: now() + 1 });
    t.clock.advance(DAY);
    expect(await sweep()).toBe(0);
    expect((await orderOf(auction)).status).toBe("PENDING");
  });
});
