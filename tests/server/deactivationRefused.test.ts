/**
 * 注销 waits for unfinished business (commerce.md §5.1, Q10): an order awaiting payment, a refund in
 * progress, a physical points order not yet completed, an open VIP work order each refuse it with a
 * Chinese sentence naming what is open, and nothing changes. A 注销 racing a new work order or an
 * order's close never leaves a deactivated visitor with open business.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { pointsGoods, pointsOrder, refund } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeOrder, makeVisitor } from "./requestsFixture";

const S = "TouristServiceAdmin";
let serial = 0;

describeEachDb("注销 refused while business is open", (kind) => {
  let t: TestServer;
  let admin = "";
  let goodsId = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    goodsId = await insertSeed(t.server.deps.db as unknown as Tx, pointsGoods, { name: "墨苑帆布袋", goodsType: "PHYSICAL", pointsPrice: 800, stock: 10, soldCount: 2, status: "ON_SALE" }, t.clock.now);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    admin = await t.login("admin", ADMIN_PASSWORD);
  });

  const db = () => t.server.deps.db;
  const tx = () => db() as unknown as Tx;
  const visitorRow = (Id: number) => db().selectFrom("visitor").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const deactivate = (Id: number) => t.rpc(`${S}/deactivateVisitor`, { Id, data: { reason: "用户申请注销" } }, admin);
  const changesOf = async (Id: number) => (await db().selectFrom("data_change").select("Id").where("resource", "=", "visitor").where("recordId", "=", Id).execute()).length;
  const orderNo = () => `VIP20261120090000${String((serial += 1)).padStart(6, "0")}`;
  const shipment = (visitorId: number, status: string) => insertSeed(tx(), pointsOrder, {
    orderNo: `PO2026112000${String((serial += 1)).padStart(6, "0")}`, visitorId, goodsId, goodsType: "PHYSICAL", goodsName: "墨苑帆布袋",
    quantity: 1, pointsAmount: 800, status,
  }, t.clock.now);
  const openRefund = (orderId: number, visitorId: number) => insertSeed(tx(), refund, {
    refundNo: `RF2026112000${String((serial += 1)).padStart(6, "0")}`, amount: 5000, status: "PROCESSING", mode: "CHANNEL", orderId, orderNo: "x",
    visitorId, payChannel: "WXPAY", reason: "USER_REQUEST",
  }, t.clock.now);
  const workOrder = (visitorId: number) => t.rpc(`${S}/createVipWorkOrder`, {
    data: { visitorId, type: "COMPENSATION", days: 7, description: "直播卡顿补偿", source: "CUSTOMER_SERVICE" },
  }, admin);

  it("an order awaiting payment and one being refunded refuse 注销, named and counted; nothing changes", async () => {
    const v = await makeVisitor(t);
    await makeOrder(t, v, { orderNo: orderNo(), status: "PENDING", paidAt: null, fulfilStatus: "NONE" });
    await makeOrder(t, v, { orderNo: orderNo(), status: "REFUNDING", refundingAmount: 23800 });
    await makeOrder(t, v, { orderNo: orderNo() }); // a paid order is finished business
    const before = await visitorRow(v);
    const r = await deactivate(v);
    expect(r.body.code).toBe(9); // FAILED_PRECONDITION
    expect(r.body.message).toBe("该用户有 2 笔未完成订单（待支付 1、退款中 1），处理完成后才能注销");
    expect(await visitorRow(v)).toEqual(before);
    expect(await changesOf(v)).toBe(0);
  });

  it("a refund still processing on a paid order, a parcel not yet delivered and an open work order are named too", async () => {
    const v = await makeVisitor(t);
    const paid = await makeOrder(t, v, { orderNo: orderNo() });
    await openRefund(paid, v);
    await shipment(v, "SHIPPED");
    await shipment(v, "COMPLETED");
    expect((await workOrder(v)).body.code).toBe("SUCCESS");
    const r = await deactivate(v);
    expect(r.body.message).toBe("该用户有 1 笔未完成订单（退款中 1）、1 笔未完成的积分实物兑换（待发货或已发货）、1 张未结的会员工单，处理完成后才能注销");
    expect((await visitorRow(v)).status).toBe("NORMAL");
  });

  it("with everything finished (closed order, completed parcel) 注销 goes ahead; afterwards no work order can be opened", async () => {
    const v = await makeVisitor(t);
    await makeOrder(t, v, { orderNo: orderNo(), status: "CLOSED", paidAt: null, fulfilStatus: "NONE" });
    await shipment(v, "COMPLETED");
    expect((await deactivate(v)).body.code).toBe("SUCCESS");
    expect((await visitorRow(v)).status).toBe("DEACTIVATED");
    const w = await workOrder(v);
    expect(w.body.code).toBe(9);
    expect(String(w.body.message)).toContain("已注销，不能提交会员工单");
    expect(await db().selectFrom("vip_work_order").select("Id").where("visitorId", "=", v).execute()).toEqual([]);
  });

  it("注销 and a new work order at the same moment: never a deactivated visitor with an open work order", async () => {
    for (let i = 0; i < 3; i += 1) {
      const v = await makeVisitor(t);
      const [d, w] = await Promise.all([deactivate(v), workOrder(v)]);
      const works = await db().selectFrom("vip_work_order").select("Id").where("visitorId", "=", v).execute();
      const status = (await visitorRow(v)).status;
      // Exactly one of the two wins; the loser's message says why.
      expect([d.body.code, w.body.code].filter((c) => c === "SUCCESS"), JSON.stringify([d.body.message, w.body.message])).toHaveLength(1);
      if (status === "DEACTIVATED") {
        expect(works).toEqual([]);
        expect(String(w.body.message)).toContain("已注销");
      } else {
        expect(works).toHaveLength(1);
        expect(String(d.body.message)).toContain("1 张未结的会员工单");
      }
    }
  });

  it("注销 while its pending order closes: either order of events is fine, never deactivated with a pending order", async () => {
    const v = await makeVisitor(t);
    const pending = await makeOrder(t, v, { orderNo: orderNo(), status: "PENDING", paidAt: null, fulfilStatus: "NONE" });
    const [d, c] = await Promise.all([deactivate(v), t.rpc("OrderServiceAdmin/closeOrder", { Id: pending, data: {} }, admin)]);
    expect(c.body.code, String(c.body.message)).toBe("SUCCESS");
    const order = await db().selectFrom("orders").select("status").where("Id", "=", pending).executeTakeFirstOrThrow();
    expect(order.status).toBe("CLOSED");
    const status = (await visitorRow(v)).status;
    expect(status).toBe(d.body.code === "SUCCESS" ? "DEACTIVATED" : "NORMAL");
    if (d.body.code !== "SUCCESS") expect(d.body.message).toBe("该用户有 1 笔未完成订单（待支付 1），处理完成后才能注销");
  });
});
