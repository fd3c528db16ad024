/**
 * POST /api/notify/appstore on both databases: a Notifications V2 `signedPayload` (ES256, x5c chain
 * to the configured root — a throwaway CA the test makes) credits the buyer's pending order of that
 * product once; replays, other roots, tampered or unsigned payloads and unknown transactions each
 * leave the money as it should be.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "../../server/platform/db/types";
import { appStoreWorld } from "./appStoreWorld";
import { describeEachDb, type TestServer } from "./harness";
import { appleChain } from "./paymentKeys";

describeEachDb("App Store notifications", (kind) => {
  const world = appStoreWorld(kind);
  const { post, buyer, transaction, notification, orderOf, notices } = world;
  let t: TestServer;
  let bare: TestServer;
  let db: Db;
  beforeAll(() => {
    ({ t, bare, db } = world);
  });

  it("a verified SUBSCRIBED notification credits the buyer's pending order once, with its receipt and notification recorded", async () => {
    const { token, order } = await buyer();
    const tx = transaction(token);
    const body = notification(tx);
    const answer = await post(t, body);
    expect(answer.status).toBe(200);
    const paid = await orderOf(order);
    expect(paid).toMatchObject({ status: "PAID", payChannel: "APPLE_IAP", channelTradeNo: tx.transactionId });
    const receipt = await db.selectFrom("app_store_receipt").selectAll().where("transactionId", "=", tx.transactionId).executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ orderId: order.Id, result: "CREDITED", priceFen: 2_500, type: "AUTO_RENEWABLE", orderMatch: "MATCHED" });
    const notice = (await notices()).find((n) => n.transactionId === tx.transactionId);
    expect(notice).toMatchObject({ notificationType: "SUBSCRIBED", subtype: "INITIAL_BUY", processStatus: "PROCESSED", orderId: order.Id, orderMatch: "MATCHED" });

    const before = (await notices()).length;
    expect((await post(t, body)).status).toBe(200);
    expect(await notices()).toHaveLength(before);
    expect(await orderOf(order)).toEqual(paid);
  });

  it("one notification delivered five times at once is recorded and credited once", async () => {
    const { token, order } = await buyer();
    const body = notification(transaction(token));
    const before = (await notices()).length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(t, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await notices()).toHaveLength(before + 1);
    expect((await orderOf(order)).status).toBe("PAID");
  });

  it("refuses a chain from another root, a tampered payload, a missing signature and another app's notification; nothing is recorded", async () => {
    const { token, order } = await buyer();
    const before = (await notices()).length;
    const otherRoot = notification(transaction(token), "SUBSCRIBED", "INITIAL_BUY", appleChain(t.clock.now, "冒充的根证书"));
    const good = notification(transaction(token)).signedPayload;
    const [h, , s] = good.split(".");
    const tampered = { signedPayload: `${h}.${Buffer.from(JSON.stringify({ notificationType: "SUBSCRIBED", notificationUUID: randomUUID(), data: {} })).toString("base64url")}.${s}` };
    const otherApp = notification(transaction(token, { bundleId: "com.other.app" }));
    for (const bad of [otherRoot, tampered, {}, { signedPayload: "abc" }, otherApp]) {
      const answer = await post(t, bad);
      expect(answer.status).toBe(401);
    }
    expect(await notices()).toHaveLength(before);
    expect((await orderOf(order)).status).toBe("PENDING");
  });

  it("a transaction without a pending order of its buyer is recorded NO_ORDER and FAILED, crediting nothing", async () => {
    const tx = transaction(randomUUID());
    expect((await post(t, notification(tx))).status).toBe(200);
    const notice = (await notices()).find((n) => n.transactionId === tx.transactionId);
    expect(notice).toMatchObject({ orderMatch: "NO_ORDER", orderId: null, processStatus: "FAILED" });
    expect(String(notice?.processError)).toContain("没有找到对应的订单");
    const receipt = await db.selectFrom("app_store_receipt").selectAll().where("transactionId", "=", tx.transactionId).executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ orderId: null, result: "INVALID", orderMatch: "NO_ORDER" });
  });

  it("a TEST notification is recorded as IGNORED", async () => {
    expect((await post(t, notification(null, "TEST", undefined))).status).toBe(200);
    expect((await notices()).some((n) => n.notificationType === "TEST" && n.processStatus === "IGNORED")).toBe(true);
  });

  it("without a root CA configured the endpoint refuses and records nothing", async () => {
    expect((await post(bare, notification(transaction(randomUUID())))).status).toBe(503);
    expect(await bare.server.deps.db.selectFrom("app_store_notification").select("Id").execute()).toHaveLength(0);
  });
});
