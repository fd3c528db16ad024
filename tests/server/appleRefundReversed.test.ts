/**
 * 应用 on an Apple REFUND_REVERSED kept for a person (commerce.md §12.1 REFUNDED → PAID), on both
 * databases: the order is paid again, the VIP days and the clawed-back points come back and the
 * income is booked again — exactly once, whether clicked twice or by two staff at once; without
 * W(order) nothing moves; a notification that needs no person is refused.
 */
import { beforeAll, expect, it } from "vitest";
import { uniformRights } from "../../src/catalogue";
import type { Db, Row } from "../../server/platform/db/types";
import { movePoints } from "../../server/domains/point/pointsLog/points";
import { makeUser } from "./accounts";
import { appStoreWorld } from "./appStoreWorld";
import { describeEachDb, type TestServer } from "./harness";

describeEachDb("Apple refund reversed, applied by staff", (kind) => {
  const world = appStoreWorld(kind);
  const { post, buyer, transaction, notification, orderOf, notices } = world;
  let t: TestServer;
  let db: Db;
  beforeAll(() => {
    ({ t, db } = world);
  });
  const visitorOf = (v: Row) => db.selectFrom("visitor").selectAll().where("Id", "=", Number(v.Id)).executeTakeFirstOrThrow();
  const incomes = (o: Row) => db.selectFrom("bookkeeping_entry").selectAll().where("direction", "=", "INCOME").where("remark", "like", `%${String(o.orderNo)}%`).execute();
  const apply = (n: Row, token = t.adminToken) => t.rpc("PaymentServiceAdmin/applyAppStoreNotification", { Id: n.Id, utime: n.utime, data: {} }, token);

  /** A paid subscription Apple refunded (order REFUNDED, days and points taken back), then a REFUND_REVERSED kept 已接收. */
  const reversedWaiting = async () => {
    const b = await buyer();
    const tx = transaction(b.token);
    expect((await post(t, notification(tx))).status).toBe(200);
    // Points the buyer holds, so that the refund's claw-back takes some.
    await db.transaction().execute((x) => movePoints(x, Number(b.visitor.Id), 500, { reason: "GIFT", at: t.clock.now }));
    const paid = { order: await orderOf(b.order), visitor: await visitorOf(b.visitor) };
    expect((await post(t, notification({ ...tx, revocationDate: t.clock.now, revocationReason: 0 }, "REFUND", undefined))).status).toBe(200);
    const refunded = { order: await orderOf(b.order), visitor: await visitorOf(b.visitor) };
    expect(refunded.order).toMatchObject({ status: "REFUNDED", fulfilStatus: "REVOKED" });
    expect(Number(refunded.visitor.pointBalance)).toBeLessThan(Number(paid.visitor.pointBalance));
    expect((await post(t, notification(tx, "REFUND_REVERSED", undefined))).status).toBe(200);
    const n = (await notices()).find((x) => x.transactionId === tx.transactionId && x.notificationType === "REFUND_REVERSED")!;
    expect(n).toMatchObject({ processStatus: "RECEIVED" });
    return { ...b, tx, n, paid, refunded };
  };

  it("应用 restores the order to PAID, the VIP days and the clawed-back points, books the income again; the refund rows stay", async () => {
    const { order, visitor, n, paid, refunded } = await reversedWaiting();
    const incomesBefore = (await incomes(order)).length;
    const refundRows = await db.selectFrom("refund").selectAll().where("orderId", "=", Number(order.Id)).execute();
    const r = await apply(n);
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS", data: [{ Id: n.Id, processStatus: "PROCESSED", processError: null }] });
    expect(await orderOf(order)).toMatchObject({ status: "PAID", refundedAmount: 0, fulfilStatus: "DONE" });
    const v = await visitorOf(visitor);
    expect(v.pointBalance).toBe(paid.visitor.pointBalance);
    expect(Number(v.vipExpireAt)).toBeGreaterThan(Number(refunded.visitor.vipExpireAt ?? 0));
    expect(v.vipLevel).toBe("VIP");
    expect(v.totalPaid).toBe(paid.visitor.totalPaid);
    expect(await incomes(order)).toHaveLength(incomesBefore + 1);
    expect(await db.selectFrom("refund").selectAll().where("orderId", "=", Number(order.Id)).execute()).toEqual(refundRows);
    const audit = await db.selectFrom("data_change").select("Id").where("resource", "=", "appStoreNotification").where("recordId", "=", Number(n.Id)).where("method", "=", "applyAppStoreNotification").execute();
    expect(audit).toHaveLength(1);
    // A second click: refused, nothing doubled.
    const again = await apply({ ...n, utime: (await notices()).find((x) => x.Id === n.Id)!.utime });
    expect(again.body.code).toBe(9);
    expect(String(again.body.message)).toContain("已处理");
    expect((await visitorOf(visitor)).pointBalance).toBe(paid.visitor.pointBalance);
    expect(await incomes(order)).toHaveLength(incomesBefore + 1);
  });

  it("two 应用 at the same moment: exactly one applies, the other is refused in Chinese; points and days restored once", async () => {
    const { order, visitor, n, paid } = await reversedWaiting();
    const incomesBefore = (await incomes(order)).length;
    const answers = await Promise.all([apply(n), apply(n)]);
    expect(answers.filter((a) => a.body.code === "SUCCESS"), JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
    const loser = answers.find((a) => a.body.code !== "SUCCESS")!;
    expect([9, 10]).toContain(loser.body.code);
    expect(String(loser.body.message)).toMatch(/[\u4e00-\u9fa5]/);
    expect(await orderOf(order)).toMatchObject({ status: "PAID", refundedAmount: 0 });
    expect((await visitorOf(visitor)).pointBalance).toBe(paid.visitor.pointBalance);
    expect(await incomes(order)).toHaveLength(incomesBefore + 1);
    const grants = await db.selectFrom("points_log").select("Id").where("visitorId", "=", Number(visitor.Id)).where("bizType", "=", "ADJUST").execute();
    expect(grants).toHaveLength(1);
  });

  it("without W(order) 应用 is PERMISSION_DENIED and nothing changes; a processed notification is refused", async () => {
    const { order, n } = await reversedWaiting();
    const before = await orderOf(order);
    const reader = await makeUser(t, `applereader${kind}`, "operator", { ...uniformRights("NONE"), order: "READ" });
    expect((await apply(n, reader.token)).body.code).toBe(7);
    expect(await orderOf(order)).toEqual(before);
    expect((await notices()).find((x) => x.Id === n.Id)).toMatchObject({ processStatus: "RECEIVED" });
    const subscribed = (await notices()).find((x) => x.notificationType === "SUBSCRIBED")!;
    const r = await apply(subscribed);
    expect(r.body.code).toBe(9);
  });
});
