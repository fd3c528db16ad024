/**
 * Apple REFUND / REFUND_REVERSED notifications on both databases (commerce.md §2.9, §12.1): REFUND
 * refunds what is left of the App Store order offline, takes the VIP days back and is PROCESSED;
 * an order already refunded by hand is left alone; REFUND_REVERSED waits RECEIVED for a person.
 */
import { beforeAll, expect, it } from "vitest";
import type { Db, Row } from "../../server/platform/db/types";
import { appStoreWorld } from "./appStoreWorld";
import { describeEachDb, type TestServer } from "./harness";

describeEachDb("App Store refunds", (kind) => {
  const world = appStoreWorld(kind);
  const { post, buyer, transaction, notification, orderOf, notices } = world;
  let t: TestServer;
  let db: Db;
  beforeAll(() => {
    ({ t, db } = world);
  });
  const refundsOf = (o: Row) => db.selectFrom("refund").selectAll().where("orderId", "=", Number(o.Id)).execute();
  const vipEnd = async (v: Row) => Number((await db.selectFrom("visitor").select("vipExpireAt").where("Id", "=", Number(v.Id)).executeTakeFirstOrThrow()).vipExpireAt ?? 0);
  /** A buyer whose monthly subscription Apple's SUBSCRIBED notification paid. */
  const subscribed = async () => {
    const b = await buyer();
    const tx = transaction(b.token);
    expect((await post(t, notification(tx))).status).toBe(200);
    expect(await orderOf(b.order)).toMatchObject({ status: "PAID", fulfilStatus: "DONE" });
    return { ...b, tx };
  };
  const refunded = (tx: Record<string, unknown>) => ({ ...tx, revocationDate: t.clock.now, revocationReason: 0 });

  it("REFUND: the order is REFUNDED through an offline refund numbered by Apple's transaction, VIP days taken back, receipt REVOKED, notice PROCESSED", async () => {
    const { visitor, order, tx } = await subscribed();
    const endBefore = await vipEnd(visitor);
    const body = notification(refunded(tx), "REFUND", undefined);
    expect((await post(t, body)).status).toBe(200);
    expect(await orderOf(order)).toMatchObject({ status: "REFUNDED", refundedAmount: 2_500, refundingAmount: 0, fulfilStatus: "REVOKED" });
    expect(await refundsOf(order)).toMatchObject([{ mode: "OFFLINE", status: "SUCCESS", amount: 2_500, channelRefundId: tx.transactionId, payChannel: "APPLE_IAP" }]);
    expect(await vipEnd(visitor)).toBeLessThan(endBefore);
    const receipt = await db.selectFrom("app_store_receipt").selectAll().where("transactionId", "=", tx.transactionId).executeTakeFirstOrThrow();
    expect(receipt.result).toBe("REVOKED");
    const notice = (await notices()).find((n) => n.transactionId === tx.transactionId && n.notificationType === "REFUND");
    expect(notice).toMatchObject({ processStatus: "PROCESSED", processError: null, orderId: order.Id });
    // Delivered again: nothing more.
    expect((await post(t, body)).status).toBe(200);
    expect(await refundsOf(order)).toHaveLength(1);
  });

  it("REFUND of an order staff already refunded with 登记线下退款: no second refund, PROCESSED", async () => {
    const { order, tx } = await subscribed();
    const r = await t.rpc("OrderServiceAdmin/refundOrder", { Id: order.Id, data: { amount: 2_500, reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: "APPLE-CS-1", revokeEntitlement: true } }, t.adminToken);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    expect((await post(t, notification(refunded(tx), "REFUND", undefined))).status).toBe(200);
    expect(await refundsOf(order)).toHaveLength(1);
    expect(await orderOf(order)).toMatchObject({ status: "REFUNDED", refundedAmount: 2_500 });
    const notice = (await notices()).find((n) => n.transactionId === tx.transactionId && n.notificationType === "REFUND");
    expect(notice).toMatchObject({ processStatus: "PROCESSED" });
  });

  it("REFUND_REVERSED is kept RECEIVED with a Chinese note for a person; the order is not touched", async () => {
    const { order, tx } = await subscribed();
    await post(t, notification(refunded(tx), "REFUND", undefined));
    const after = await orderOf(order);
    expect((await post(t, notification(tx, "REFUND_REVERSED", undefined))).status).toBe(200);
    expect(await orderOf(order)).toEqual(after);
    const notice = (await notices()).find((n) => n.transactionId === tx.transactionId && n.notificationType === "REFUND_REVERSED");
    expect(notice).toMatchObject({ processStatus: "RECEIVED", processError: "苹果撤销了退款：请核对后点「应用」恢复订单与会员权益" });
  });
});
