/**
 * 补发权益 (commerce.md §2.1 refulfil), on both databases: a paid course order left 未发放 (its class
 * filled before the payment came) seats its buyer once a seat is free, through the payment's own
 * seat code; while the class is full it refuses with the reason and nothing changes. Two 补发 at once
 * give one seat; 补发 racing another order for the last seat: one wins. A VIP order's days start at
 * the 补发. W(order) needed; an order already fulfilled is refused.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { shiyCourse } from "../../src/catalogue/registry";
import { applyPayment } from "../../server/domains/order/order/settle";
import { byCatalogue, type Db, type Row, type Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import { makeUser } from "./accounts";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type RpcAnswer, type TestServer } from "./harness";

const PRICE = 168_000;
const DAY = 86_400_000;

describeEachDb("补发权益", (kind) => {
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
  const classOf = async (capacity: number) => {
    const courseId = await insertSeed(db as unknown as Tx, shiyCourse, {
      title: `山水画基础：树石法 ${(serial += 1)}`, artistId: "MA_YUAN", style: "GONGBI", level: "BEGINNER", mode: "MIXED", price: PRICE,
      validDays: 365, studentLimit: 30, studentCount: 0, salesCount: 0, sort: 0, status: "PUBLISHED",
    }, now());
    const cls = ok(await t.rpc("CourseServiceAdmin/createCourseClass", {
      data: { courseId, name: `2026 冬季班·第 ${serial} 期`, startDate: "2026-12-05", endDate: "2027-02-27", capacity },
    }, t.adminToken));
    return { courseId, classId: Number(cls.Id) };
  };
  const courseOrder = async (c: { courseId: number; classId: number }) => {
    const v = Number((await makeVisitor(db, now())).Id);
    return makeOrder(db, now(), v, {
      orderType: "COURSE", courseType: "SHIY", courseId: c.courseId, courseName: "山水画基础", classId: c.classId, payAmount: PRICE, totalAmount: PRICE,
      lines: [{ goodsType: "SHIY_COURSE", goodsId: c.courseId, goodsName: "山水画基础", unitPrice: PRICE, quantity: 1, lineAmount: PRICE }],
    });
  };
  const pay = async (o: Row) => (await db.transaction().execute((tx) => applyPayment(tx, {
    orderId: Number(o.Id), channel: "WXPAY", amount: Number(o.payAmount), channelTradeNo: `4200${String(o.Id).padStart(24, "0")}`, paidAt: now(), at: now(),
  }))).order;
  let refundSerial = 0;
  const refundAll = (o: Row) => t.rpc("OrderServiceAdmin/refundOrder", {
    Id: o.Id, data: { reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: `503000000120261123${String((refundSerial += 1)).padStart(11, "0")}`, amount: PRICE, revokeEntitlement: true },
  }, t.adminToken);
  const refulfil = (o: Row, token = t.adminToken) => t.rpc("OrderServiceAdmin/refulfilOrder", { Id: o.Id, data: {} }, token);
  const seated = (classId: number) => db.selectFrom("course_student").select(["orderId"]).where("classId", "=", classId).where("status", "!=", "REMOVED").execute();
  const enrolled = async (classId: number) => Number((await get("course_class", classId)).enrolledCount);
  /** A class of one seat held by a paid order, and `n` paid orders left 未发放. */
  const fullClass = async (n: number) => {
    const c = await classOf(1);
    const holder = await courseOrder(c);
    expect((await pay(holder)).fulfilStatus).toBe("DONE");
    const waiting: Row[] = [];
    for (let i = 0; i < n; i += 1) {
      const o = await courseOrder(c);
      expect((await pay(o)).fulfilStatus).toBe("NONE");
      waiting.push(o);
    }
    return { c, holder, waiting };
  };

  it("while the class is full 补发 refuses with the reason and nothing changes; once a seat is free it seats the buyer, with a change record", async () => {
    const { c, holder, waiting: [late] } = await fullClass(1);
    const before = await get("orders", late!.Id);
    const refused = await refulfil(late!);
    expect(refused.body.code).toBe(9);
    expect(refused.body.message).toBe(`班级「2026 冬季班·第 ${serial} 期」名额已满（1 人），不能补发权益`);
    expect(await get("orders", late!.Id)).toEqual(before);
    expect(await seated(c.classId)).toHaveLength(1);

    ok(await refundAll(holder));
    expect(await enrolled(c.classId)).toBe(0);
    const after = (ok(await refulfil(late!)) as unknown as Row[])[0];
    expect(after).toMatchObject({ status: "PAID", fulfilStatus: "DONE" });
    const seats = await db.selectFrom("course_student").selectAll().where("orderId", "=", Number(late!.Id)).execute();
    expect(seats).toHaveLength(1);
    expect(seats[0]).toMatchObject({ classId: c.classId, visitorId: late!.visitorId, orderNo: late!.orderNo, status: "LEARNING", source: "PURCHASE" });
    expect(await enrolled(c.classId)).toBe(1);
    const notes = await db.selectFrom("data_change").select(["summary", "userName"]).where("resource", "=", "order").where("recordId", "=", Number(late!.Id)).where("method", "=", "refulfilOrder").execute();
    expect(notes).toEqual([{ summary: `补发权益：订单「${String(late!.orderNo)}」已入班`, userName: "admin" }]);
    // Fulfilled now: a second 补发 is refused.
    const again = await refulfil(late!);
    expect(again.body.message).toBe(`订单「${String(late!.orderNo)}」权益已发放，不能补发`);
  });

  it("two 补发 of one order at once: one seat, one success", async () => {
    const { c, holder, waiting: [late] } = await fullClass(1);
    ok(await refundAll(holder));
    const answers = await Promise.all([refulfil(late!), refulfil(late!)]);
    expect(answers.filter((a) => a.body.code === "SUCCESS"), JSON.stringify(answers.map((a) => a.body.message))).toHaveLength(1);
    expect(String(answers.find((a) => a.body.code !== "SUCCESS")?.body.message)).toMatch(/权益已发放|已被他人修改|刷新/);
    expect((await seated(c.classId)).map((s) => Number(s.orderId))).toEqual([Number(late!.Id)]);
    expect(await enrolled(c.classId)).toBe(1);
  });

  it("补发 of two orders racing for the last seat: one wins, the other is told the class is full", async () => {
    const { c, holder, waiting: [a, b] } = await fullClass(2);
    ok(await refundAll(holder));
    const answers = await Promise.all([refulfil(a!), refulfil(b!)]);
    expect(answers.filter((r) => r.body.code === "SUCCESS")).toHaveLength(1);
    expect(String(answers.find((r) => r.body.code !== "SUCCESS")?.body.message)).toContain("名额已满");
    expect(await seated(c.classId)).toHaveLength(1);
    expect(await enrolled(c.classId)).toBe(1);
    const statuses = [(await get("orders", a!.Id)).fulfilStatus, (await get("orders", b!.Id)).fulfilStatus].sort();
    expect(statuses).toEqual(["DONE", "NONE"]);
  });

  it("补发 racing a new payment for the last seat: exactly one of them is seated", async () => {
    const { c, holder, waiting: [late] } = await fullClass(1);
    ok(await refundAll(holder));
    const other = await courseOrder(c);
    const [r, paid] = await Promise.all([refulfil(late!), pay(other)]);
    const winners = [r.body.code === "SUCCESS", paid.fulfilStatus === "DONE"].filter(Boolean);
    expect(winners, String(r.body.message)).toHaveLength(1);
    expect(await seated(c.classId)).toHaveLength(1);
    expect(await enrolled(c.classId)).toBe(1);
  });

  it("a VIP order left 未发放: 补发 grants its days from now; without W(order) it is refused and nothing changes; unpaid orders are refused", async () => {
    const v = await makeVisitor(db, now());
    const o = await makeOrder(db, now() - 10 * DAY, Number(v.Id), { status: "PAID", paidAt: now() - 10 * DAY, fulfilStatus: "NONE", payChannel: "WXPAY" });
    const reader = await makeUser(t, "refulfil.reader", "editor", { order: "READ" });
    const denied = await refulfil(o, reader.token);
    expect(denied.body.code).toBe(7);
    expect((await get("orders", o.Id)).fulfilStatus).toBe("NONE");
    expect((await get("visitor", v.Id)).vipLevel).toBe("NONE");
    const done = (ok(await refulfil(o)) as unknown as Row[])[0];
    expect(done).toMatchObject({ fulfilStatus: "DONE", vipStartAt: now(), vipEndAt: now() + 30 * DAY });
    expect(await get("visitor", v.Id)).toMatchObject({ vipLevel: "VIP", vipExpireAt: now() + 30 * DAY });
    const pending = await makeOrder(db, now(), Number(v.Id));
    expect((await refulfil(pending)).body.message).toBe(`订单「${String(pending.orderNo)}」当前为「待支付」，只有已支付的订单可以补发权益`);
  });
});
