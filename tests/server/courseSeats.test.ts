/**
 * Course seats follow the money (commerce.md §1.4, §2.1, §2.2, issue 25), on both databases: paying a
 * SHIY course order seats its buyer in the order's class in the same transaction; a payment is never
 * refused for a seat (a full class leaves the order 权益未发放 with the money credited); a full refund
 * with 收回权益 removes the seat once, a partial one or one without 收回权益 keeps it.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { uniformRights } from "../../src/catalogue";
import { shiyCourse } from "../../src/catalogue/registry";
import { assertSeatOpen } from "../../server/domains/order/order/courseSeat";
import { applyPayment } from "../../server/domains/order/order/settle";
import { byCatalogue, type Db, type Row, type Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import { makeUser } from "./accounts";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type RpcAnswer, type TestServer } from "./harness";

const PRICE = 168_000;

describeEachDb("course seats follow the money", (kind) => {
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
  const ok = (r: RpcAnswer) => {
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Row;
  };
  const get = (table: string, Id: unknown) => byCatalogue(db).selectFrom(table).selectAll().where("Id", "=", Number(Id)).executeTakeFirstOrThrow();
  /** A published course and one class of `capacity` seats. */
  const classOf = async (capacity: number) => {
    const courseId = await insertSeed(db as unknown as Tx, shiyCourse, {
      title: `工笔花鸟：从白描到设色 ${(serial += 1)}`, artistId: "MA_YUAN", style: "GONGBI", level: "BEGINNER", mode: "MIXED", price: PRICE,
      validDays: 365, studentLimit: 30, studentCount: 0, salesCount: 0, sort: 0, status: "PUBLISHED",
    }, now());
    const cls = ok(await t.rpc("CourseServiceAdmin/createCourseClass", {
      data: { courseId, name: `2026 冬季班·第 ${serial} 期`, startDate: "2026-12-05", endDate: "2027-02-27", capacity },
    }, t.adminToken));
    return { courseId, classId: Number(cls.Id) };
  };
  const courseOrder = async (c: { courseId: number; classId: number }, visitorId?: number) => {
    const v = visitorId ?? Number((await makeVisitor(db, now())).Id);
    return makeOrder(db, now(), v, {
      orderType: "COURSE", courseType: "SHIY", courseId: c.courseId, courseName: "工笔花鸟", classId: c.classId, payAmount: PRICE, totalAmount: PRICE,
      lines: [{ goodsType: "SHIY_COURSE", goodsId: c.courseId, goodsName: "工笔花鸟", unitPrice: PRICE, quantity: 1, lineAmount: PRICE }],
    });
  };
  const pay = (o: Row) => db.transaction().execute((tx) => applyPayment(tx, {
    orderId: Number(o.Id), channel: "WXPAY", amount: Number(o.payAmount), channelTradeNo: `4200${String(o.Id).padStart(24, "0")}`, paidAt: now(), at: now(),
  }));
  let refundSerial = 0;
  const refund = (o: Row, amount: number, revoke: boolean) => t.rpc("OrderServiceAdmin/refundOrder", {
    Id: o.Id, data: { reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: `503000000120261122${String((refundSerial += 1)).padStart(11, "0")}`, amount, revokeEntitlement: revoke },
  }, t.adminToken);
  const seatsOf = (orderId: unknown) => db.selectFrom("course_student").selectAll().where("orderId", "=", Number(orderId)).execute();
  const active = (classId: number) => db.selectFrom("course_student").selectAll().where("classId", "=", classId).where("status", "!=", "REMOVED").execute();
  const counts = async (c: { courseId: number; classId: number }) => {
    const cls = await get("course_class", c.classId);
    return { enrolled: Number(cls.enrolledCount), status: String(cls.status), students: Number((await get("shiy_course", c.courseId)).studentCount) };
  };
  const incomeOf = (o: Row) => db.selectFrom("bookkeeping_entry").selectAll().where("relatedNo", "=", String(o.orderNo)).where("direction", "=", "INCOME").execute();

  it("paying a course order seats its buyer in the order's class, in the same transaction, naming the order", async () => {
    const c = await classOf(3);
    const o = await courseOrder(c);
    const paid = await pay(o);
    expect(paid.credited).toBe(true);
    expect(paid.order).toMatchObject({ status: "PAID", fulfilStatus: "DONE" });
    const seats = await seatsOf(o.Id);
    expect(seats).toHaveLength(1);
    expect(seats[0]).toMatchObject({ classId: c.classId, courseId: c.courseId, visitorId: o.visitorId, orderNo: o.orderNo, source: "PURCHASE", status: "LEARNING" });
    expect(await counts(c)).toEqual({ enrolled: 1, status: "ENROLLING", students: 1 });
    // The same trade reported again changes nothing.
    expect((await pay(o)).duplicate).toBe(true);
    expect(await seatsOf(o.Id)).toHaveLength(1);
  });

  it("a full class: ordering is refused up front; a payment that comes anyway is credited, no seat, the order stays 未发放", async () => {
    const c = await classOf(1);
    const first = await courseOrder(c);
    await pay(first);
    expect(await counts(c)).toEqual({ enrolled: 1, status: "FULL", students: 1 });
    const late = await courseOrder(c);
    await expect(db.transaction().execute((tx) => assertSeatOpen(tx, c.classId, Number(late.visitorId)))).rejects.toThrow(/名额已满（1 人），不能下单/);
    const paid = await pay(late);
    expect(paid.credited).toBe(true);
    expect(paid.order).toMatchObject({ status: "PAID", fulfilStatus: "NONE" });
    expect(await seatsOf(late.Id)).toHaveLength(0);
    expect(await counts(c)).toEqual({ enrolled: 1, status: "FULL", students: 1 });
    expect(await incomeOf(late)).toHaveLength(1);
    const notes = await db.selectFrom("data_change").select("summary").where("resource", "=", "order").where("recordId", "=", Number(late.Id)).where("method", "=", "seatCourseOrder").execute();
    expect(notes.map((n) => n.summary)).toEqual(["课程座位未发放：班级「2026 冬季班·第 " + String(serial) + " 期」名额已满（1 人）。款项照常入账，请调班后补发或退款"]);
  });

  it("a buyer already in the course pays a second order: credited, no second seat", async () => {
    const c = await classOf(5);
    const first = await courseOrder(c);
    await pay(first);
    const again = await courseOrder(c, Number(first.visitorId));
    expect((await pay(again)).order).toMatchObject({ status: "PAID", fulfilStatus: "NONE" });
    expect(await active(c.classId)).toHaveLength(1);
    expect(await counts(c)).toMatchObject({ enrolled: 1, students: 1 });
  });

  it("two orders paid at once for the last seat: both are credited, exactly one is seated", async () => {
    const c = await classOf(1);
    const a = await courseOrder(c);
    const b = await courseOrder(c);
    const results = await Promise.all([pay(a), pay(b)]);
    expect(results.map((r) => r.credited)).toEqual([true, true]);
    expect(results.map((r) => r.order.fulfilStatus).sort()).toEqual(["DONE", "NONE"]);
    const seated = results.find((r) => r.order.fulfilStatus === "DONE")!.order;
    expect((await active(c.classId)).map((s) => Number(s.orderId))).toEqual([Number(seated.Id)]);
    expect(await counts(c)).toEqual({ enrolled: 1, status: "FULL", students: 1 });
    expect((await incomeOf(a)).length + (await incomeOf(b)).length).toBe(2);
  });

  it("two full refunds with 收回权益 at once: one succeeds, the seat is removed once (row kept), the money adds up", async () => {
    const c = await classOf(2);
    const o = await courseOrder(c);
    await pay(o);
    const answers = await Promise.all([refund(o, PRICE, true), refund(o, PRICE, true)]);
    expect(answers.filter((a) => a.body.code === "SUCCESS")).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== "SUCCESS")) expect(String(a.body.message)).toMatch(/不能|超过可退金额|已被修改|刷新/);
    expect(await get("orders", o.Id)).toMatchObject({ status: "REFUNDED", fulfilStatus: "REVOKED", refundedAmount: PRICE });
    const refunds = await db.selectFrom("refund").selectAll().where("orderId", "=", Number(o.Id)).execute();
    expect(refunds.map((r) => [r.status, Number(r.amount)])).toEqual([["SUCCESS", PRICE]]);
    const seats = await seatsOf(o.Id);
    expect(seats).toHaveLength(1);
    expect(seats[0]).toMatchObject({ status: "REMOVED" });
    expect(String(seats[0]!.removeReason)).toContain("全额退款");
    expect(await counts(c)).toEqual({ enrolled: 0, status: "ENROLLING", students: 0 });
  });

  it("a refund with 收回权益 without W(order) is PERMISSION_DENIED: the order, the seat and the class stay as they were", async () => {
    const c = await classOf(2);
    const o = await courseOrder(c);
    await pay(o);
    const reader = await makeUser(t, `seatreader${kind}`, "operator", { ...uniformRights("NONE"), order: "READ" });
    const r = await t.rpc("OrderServiceAdmin/refundOrder", {
      Id: o.Id, data: { reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: "50300000012026112200000000999", amount: PRICE, revokeEntitlement: true },
    }, reader.token);
    expect(r.body.code).toBe(7);
    expect(await get("orders", o.Id)).toMatchObject({ status: "PAID", fulfilStatus: "DONE", refundedAmount: 0 });
    expect((await seatsOf(o.Id)).map((s) => s.status)).toEqual(["LEARNING"]);
    expect(await counts(c)).toEqual({ enrolled: 1, status: "ENROLLING", students: 1 });
  });

  it("a partial refund, or a full one without 收回权益, keeps the seat; the full remainder with 收回权益 frees it", async () => {
    const c = await classOf(1);
    const o = await courseOrder(c);
    await pay(o);
    ok(await refund(o, 50_000, true));
    expect(await get("orders", o.Id)).toMatchObject({ status: "PARTIAL_REFUNDED", fulfilStatus: "DONE" });
    expect(await counts(c)).toEqual({ enrolled: 1, status: "FULL", students: 1 });
    ok(await refund(o, PRICE - 50_000, true));
    expect(await get("orders", o.Id)).toMatchObject({ status: "REFUNDED", fulfilStatus: "REVOKED" });
    expect(await counts(c)).toEqual({ enrolled: 0, status: "ENROLLING", students: 0 });

    const kept = await courseOrder(c);
    await pay(kept);
    ok(await refund(kept, PRICE, false));
    expect(await get("orders", kept.Id)).toMatchObject({ status: "REFUNDED", fulfilStatus: "DONE" });
    expect((await seatsOf(kept.Id)).map((s) => s.status)).toEqual(["LEARNING"]);
    expect(await counts(c)).toEqual({ enrolled: 1, status: "FULL", students: 1 });
  });
});
