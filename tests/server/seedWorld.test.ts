/**
 * The demo world's waiting states work with the real server (issue 25 "Demo world"): the seeded Apple
 * REFUND_REVERSED kept for a person is applied by 应用 over the wire and restores its order, and the
 * points-expiry sweeper run at the seeding moment finds nothing the seed left due. A server of its
 * own: applying changes the world the read-only checks (worldConsistency.test.ts) look at.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { byCatalogue } from "../../server/platform/db/types";
import { sweepNow } from "../../server/platform/sweep";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("the seeded demo world under the server's rules", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => byCatalogue(t.server.deps.db);

  it("the points-expiry sweep at the seeding moment expires nothing: the seed already wrote what was due", async () => {
    const before = await db().selectFrom("points_log").select("Id").where("bizType", "=", "EXPIRE").execute();
    const report = await sweepNow(t.server.deps, ["points.expire"]);
    expect(report).toEqual({ changed: { "points.expire": 0 }, failed: {} });
    expect(await db().selectFrom("points_log").select("Id").where("bizType", "=", "EXPIRE").execute()).toHaveLength(before.length);
  });

  it("应用 on the seeded REFUND_REVERSED restores its Apple order: paid again, VIP days back, the refund row kept", async () => {
    const [n] = await db().selectFrom("app_store_notification").selectAll().where("notificationType", "=", "REFUND_REVERSED").execute();
    expect(n).toMatchObject({ processStatus: "RECEIVED" });
    const order = await db().selectFrom("orders").selectAll().where("Id", "=", Number(n!.orderId)).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ payChannel: "APPLE_IAP", status: "REFUNDED", fulfilStatus: "REVOKED", channelTradeNo: n!.transactionId });
    const refunds = await db().selectFrom("refund").selectAll().where("orderId", "=", Number(order.Id)).execute();
    const visitorBefore = await db().selectFrom("visitor").selectAll().where("Id", "=", Number(order.visitorId)).executeTakeFirstOrThrow();

    const r = await t.rpc("PaymentServiceAdmin/applyAppStoreNotification", { Id: n!.Id, utime: n!.utime, data: {} }, t.adminToken);
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS", data: [{ Id: n!.Id, processStatus: "PROCESSED", processError: null }] });

    expect(await db().selectFrom("orders").selectAll().where("Id", "=", Number(order.Id)).executeTakeFirstOrThrow()).toMatchObject({ status: "PAID", refundedAmount: 0, fulfilStatus: "DONE" });
    expect(await db().selectFrom("refund").selectAll().where("orderId", "=", Number(order.Id)).execute()).toEqual(refunds);
    const visitor = await db().selectFrom("visitor").selectAll().where("Id", "=", Number(order.visitorId)).executeTakeFirstOrThrow();
    expect(Number(visitor.vipExpireAt)).toBeGreaterThan(Math.max(Number(visitorBefore.vipExpireAt ?? 0), t.clock.now));
    expect(Number(visitor.totalPaid)).toBe(Number(visitorBefore.totalPaid) + Number(order.payAmount));

    // A second 应用 is refused in Chinese and changes nothing.
    const again = await t.rpc("PaymentServiceAdmin/applyAppStoreNotification", { Id: n!.Id, utime: Number(n!.utime), data: {} }, t.adminToken);
    expect(again.body.code).not.toBe("SUCCESS");
    expect(String(again.body.message)).toMatch(/[\u4e00-\u9fa5]/);
  });
});
