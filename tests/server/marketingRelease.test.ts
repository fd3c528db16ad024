/**
 * Marketing holds follow the order (commerce.md §4, §12.5, Q9), on both databases: a coupon record is
 * LOCKED by its order and USED when the order is paid; closing or fully refunding the order gives the
 * coupon and the flash-sale stock back exactly once, even when a close and a refund (or two refunds) race.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { claimCoupon, lockCouponForOrder } from "../../server/domains/marketing/coupon/coupons";
import { takeFlashSale } from "../../server/domains/marketing/flashSale/flashSales";
import { applyPayment } from "../../server/domains/order/order/settle";
import type { Db, Row } from "../../server/platform/db/types";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeVipGoods } from "./requestsFixture";

const S = "MarketingServiceAdmin";
const DAY = 86_400_000;
const HOUR = 3_600_000;

describeEachDb("marketing holds follow the order", (kind) => {
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
    // One VIP product per sale: two sales of one product may not overlap.
    const goodsId = await makeVipGoods(t, { name: `年度会员${serial}`, price: 23800 });
    const r = await t.rpc(`${S}/createFlashSale`, {
      data: { name: `周三秒杀${(serial += 1)}`, goodsType: "VIP_GOODS", goodsId, flashPrice: 9_000, stock: 1, perVisitorLimit: 1, startAt: now() - HOUR, endAt: now() + 2 * HOUR },
    }, t.adminToken);
    ok(r);
    ok(await t.rpc(`${S}/publishFlashSale`, { Id: (r.body.data as Row).Id }, t.adminToken));
    return Number((r.body.data as Row).Id);
  };
  /** A pending order holding one coupon record and the last unit of a flash sale. */
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
    return { o, recId: Number(rec.Id), couponId, saleId };
  };
  const pay = (o: Row) => db.transaction().execute((tx) => applyPayment(tx, { orderId: Number(o.Id), channel: "WXPAY", amount: Number(o.payAmount), channelTradeNo: `4200${String(o.Id).padStart(24, "0")}`, paidAt: now(), at: now() }));
  const close = (o: Row) => t.rpc("OrderServiceAdmin/closeOrder", { Id: o.Id }, t.adminToken);
  const refund = (o: Row, n: number) => t.rpc("OrderServiceAdmin/refundOrder", {
    Id: o.Id, data: { reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: `5030000001202611220000000000${n}`, amount: Number(o.payAmount) },
  }, t.adminToken);
  const record = (Id: number) => db.selectFrom("coupon_record").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const coupon = (Id: number) => db.selectFrom("coupon").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const flash = (Id: number) => db.selectFrom("flash_sale").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const takes = (saleId: number) => db.selectFrom("flash_sale_take").selectAll().where("saleId", "=", saleId).execute();

  it("the coupon is LOCKED by its order and USED when the order is paid; the flash-sale unit becomes sold", async () => {
    const { o, recId, couponId, saleId } = await heldOrder();
    expect(await record(recId)).toMatchObject({ status: "LOCKED", orderNo: o.orderNo });
    expect(await flash(saleId)).toMatchObject({ status: "SOLD_OUT", lockedCount: 1 });
    expect((await pay(o)).credited).toBe(true);
    expect(await record(recId)).toMatchObject({ status: "USED", orderNo: o.orderNo });
    expect(Number((await coupon(couponId)).usedCount)).toBe(1);
    expect(await flash(saleId)).toMatchObject({ status: "SOLD_OUT", lockedCount: 0, soldCount: 1 });
    expect((await takes(saleId)).map((x) => x.status)).toEqual(["SOLD"]);
  });

  it("closing and refunding race on a pending order: the close wins, the refund is refused, coupon and stock come back once", async () => {
    const { o, recId, saleId } = await heldOrder();
    const [c, r] = await Promise.all([close(o), refund(o, 1)]);
    ok(c);
    expect(r.body.code).toBe(9);
    expect(String(r.body.message)).toContain("不能");
    expect(await record(recId)).toMatchObject({ status: "UNUSED", orderNo: null });
    expect(await flash(saleId)).toMatchObject({ status: "ONGOING", lockedCount: 0, soldCount: 0 });
    expect((await takes(saleId)).map((x) => x.status)).toEqual(["RELEASED"]);
    // A second close is refused and gives nothing back twice.
    expect((await close(o)).body.code).toBe(9);
    expect(await flash(saleId)).toMatchObject({ lockedCount: 0, soldCount: 0 });
  });

  it("two full refunds of a paid order race: one wins, the other is refused; coupon (Q9) and stock come back once", async () => {
    const { o, recId, couponId, saleId } = await heldOrder();
    await pay(o);
    const answers = await Promise.all([refund(o, 2), refund(o, 3), close(o)]);
    expect(answers.filter((a) => a.body.code === "SUCCESS")).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== "SUCCESS")) expect(String(a.body.message)).toMatch(/不能|超过可退金额|已被修改|刷新/);
    expect(await db.selectFrom("orders").select("status").where("Id", "=", Number(o.Id)).executeTakeFirstOrThrow()).toMatchObject({ status: "REFUNDED" });
    expect(await record(recId)).toMatchObject({ status: "UNUSED", orderNo: null });
    expect(Number((await coupon(couponId)).usedCount)).toBe(0);
    expect(await flash(saleId)).toMatchObject({ status: "ONGOING", lockedCount: 0, soldCount: 0 });
    expect((await takes(saleId)).map((x) => x.status)).toEqual(["RELEASED"]);
  });

  it("a partial refund keeps the coupon used; the full remainder gives it back", async () => {
    const { o, recId } = await heldOrder();
    await pay(o);
    ok(await t.rpc("OrderServiceAdmin/refundOrder", { Id: o.Id, data: { reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: "50300000012026112200000000077", amount: 4_000 } }, t.adminToken));
    expect((await record(recId)).status).toBe("USED");
    ok(await t.rpc("OrderServiceAdmin/refundOrder", { Id: o.Id, data: { reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: "50300000012026112200000000078", amount: 5_000 } }, t.adminToken));
    expect((await record(recId)).status).toBe("UNUSED");
  });
});
