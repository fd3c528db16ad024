import { expect, it } from "vitest";
import { shanghaiDate } from "../../src/catalogue/kinds/shanghai";
import { byCatalogue } from "../../server/platform/db/types";
import { describeEachDb } from "./harness";
import { seededWorld, tableOf } from "./seededWorld";

/**
 * The seeded demo world's money, points, stock and seats add up (issue 25 "Demo world", commerce.md §10):
 * orders and their refunds, points balances and their log, team buys, flash sales, coupons, App Store
 * refunds and course seats, as the server's own rules would have left them.
 */

describeEachDb("the seeded demo world adds up", (kind) => {
  const w = seededWorld(kind);
  const rows = w.rows;

  it("orders add up: payAmount = totalAmount − discountAmount, refundedAmount = its successful refunds", async () => {
    const refunds = new Map<number, number>();
    for (const f of await rows("refund")) {
      if (f.status === "SUCCESS") refunds.set(Number(f.orderId), (refunds.get(Number(f.orderId)) ?? 0) + Number(f.amount));
    }
    const wrong: string[] = [];
    for (const o of await rows("order")) {
      if (Number(o.payAmount) !== Number(o.totalAmount) - Number(o.discountAmount)) wrong.push(`order ${String(o.Id)} pay ${String(o.payAmount)} ≠ ${String(o.totalAmount)} − ${String(o.discountAmount)}`);
      if (Number(o.refundedAmount ?? 0) !== (refunds.get(Number(o.Id)) ?? 0)) wrong.push(`order ${String(o.Id)} refunded ${String(o.refundedAmount)} ≠ ${refunds.get(Number(o.Id)) ?? 0}`);
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it("every visitor's points balance is the sum of its points log, and each log row's balanceAfter follows", async () => {
    const logs = await byCatalogue(w.t.server.deps.db).selectFrom(tableOf("pointsLog")).selectAll().orderBy("visitorId").orderBy("ctime").orderBy("Id").execute();
    const sums = new Map<number, number>();
    const wrong: string[] = [];
    for (const l of logs) {
      const v = Number(l.visitorId);
      const sum = (sums.get(v) ?? 0) + Number(l.change);
      sums.set(v, sum);
      if (Number(l.balanceAfter) !== sum) wrong.push(`points_log ${String(l.Id)} balanceAfter ${String(l.balanceAfter)} ≠ ${sum}`);
    }
    for (const v of await rows("visitor")) {
      if (Number(v.pointBalance) !== (sums.get(Number(v.Id)) ?? 0)) wrong.push(`visitor ${String(v.Id)} pointBalance ${String(v.pointBalance)} ≠ ${sums.get(Number(v.Id)) ?? 0}`);
    }
    expect(logs.length).toBeGreaterThan(0);
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it("team buys and flash sales hold their orders: every paid team-buy order is a member of the team it names; every flash-sale order has its take", async () => {
    const orders = await rows("order");
    const members = await rows("teamBuyMember");
    const teams = new Map((await rows("teamBuyTeam")).map((tm) => [Number(tm.Id), tm]));
    const wrong: string[] = [];
    const teamOrders = orders.filter((o) => o.promotionType === "TEAM_BUY");
    for (const o of teamOrders) {
      if (o.paidAt === null) {
        if (o.teamId !== null) wrong.push(`order ${String(o.Id)} unpaid but in team ${String(o.teamId)}`);
        continue;
      }
      const member = members.find((m) => Number(m.orderId) === Number(o.Id));
      if (!teams.has(Number(o.teamId))) wrong.push(`order ${String(o.Id)} team ${String(o.teamId)} missing`);
      else if (!member || Number(member.teamId) !== Number(o.teamId) || Number(member.visitorId) !== Number(o.visitorId)) wrong.push(`order ${String(o.Id)} not a member of team ${String(o.teamId)}`);
    }
    for (const [Id, tm] of teams) {
      const mine = members.filter((m) => Number(m.teamId) === Id);
      if (Number(tm.memberCount) + Number(tm.virtualCount) !== mine.length) wrong.push(`team ${Id} counts ${String(tm.memberCount)}+${String(tm.virtualCount)} ≠ ${mine.length} members`);
      const people = mine.filter((m) => m.visitorId !== null).map((m) => Number(m.visitorId));
      if (new Set(people).size !== people.length) wrong.push(`team ${Id} has a visitor twice`);
    }
    const takes = await rows("flashSaleTake");
    const sales = await rows("flashSale");
    const flashOrders = orders.filter((o) => o.promotionType === "FLASH_SALE");
    for (const o of flashOrders) {
      const take = takes.filter((k) => k.orderNo === o.orderNo);
      const want = o.status === "CLOSED" ? "RELEASED" : o.status === "PENDING" ? "LOCKED" : "SOLD";
      if (take.length !== 1 || take[0]!.status !== want || Number(take[0]!.visitorId) !== Number(o.visitorId)) wrong.push(`order ${String(o.orderNo)} (${String(o.status)}) take ${take.map((k) => String(k.status)).join(",") || "none"}`);
    }
    for (const sale of sales) {
      const mine = takes.filter((k) => Number(k.saleId) === Number(sale.Id));
      const sold = mine.filter((k) => k.status === "SOLD").reduce((n, k) => n + Number(k.quantity), 0);
      if (Number(sale.soldCount) !== sold) wrong.push(`flash_sale ${String(sale.Id)} soldCount ${String(sale.soldCount)} ≠ ${sold}`);
      if (sale.status === "SOLD_OUT" && Number(sale.stock) !== sold + Number(sale.lockedCount)) wrong.push(`flash_sale ${String(sale.Id)} sold out but stock ${String(sale.stock)}`);
    }
    expect(teamOrders.length).toBeGreaterThan(0);
    expect(flashOrders.length).toBeGreaterThan(0);
    expect(sales.filter((x) => x.status === "SOLD_OUT").length).toBeGreaterThan(0);
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it("coupon records follow their orders: LOCKED for a pending order, USED for a paid one; every paid order's coupon is a USED record", async () => {
    const records = await rows("couponRecord");
    const byNo = new Map((await rows("order")).map((o) => [String(o.orderNo), o]));
    const wrong: string[] = [];
    for (const r of records.filter((x) => x.orderNo !== null && x.orderNo !== "")) {
      const o = byNo.get(String(r.orderNo));
      const want = o?.status === "PENDING" ? "LOCKED" : ["PAID", "PARTIAL_REFUNDED", "REFUNDING"].includes(String(o?.status)) ? "USED" : "none";
      if (r.status !== want) wrong.push(`coupon_record ${String(r.Id)} ${String(r.status)} for order ${String(r.orderNo)} (${String(o?.status ?? "missing")})`);
      if (o && Number(r.visitorId) !== Number(o.visitorId)) wrong.push(`coupon_record ${String(r.Id)} visitor ≠ order's`);
    }
    for (const o of byNo.values()) {
      const detail = (typeof o.discountDetail === "string" ? JSON.parse(o.discountDetail) : o.discountDetail ?? []) as { type: string }[];
      const coupons = detail.filter((d) => d.type === "COUPON").length;
      if (coupons > 0 && ["PAID", "PARTIAL_REFUNDED", "REFUNDING", "PENDING"].includes(String(o.status))) {
        const mine = records.filter((r) => r.orderNo === o.orderNo).length;
        if (mine !== coupons) wrong.push(`order ${String(o.orderNo)} (${String(o.status)}) names ${coupons} coupon(s), ${mine} record(s)`);
      }
    }
    expect(records.some((r) => r.status === "USED")).toBe(true);
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it("the 小鹅通 goods' stock is the count of its codes still in stock", async () => {
    const codes = await rows("xiaoeCode");
    const wrong: string[] = [];
    for (const g of (await rows("pointsGoods")).filter((x) => x.goodsType === "XIAOE_CODE")) {
      const inStock = codes.filter((c) => c.activityId === g.xiaoeActivityId && c.status === "IN_STOCK").length;
      if (Number(g.stock) !== inStock) wrong.push(`points_goods ${String(g.Id)} stock ${String(g.stock)} ≠ ${inStock}`);
    }
    expect(wrong).toEqual([]);
  });

  it("Apple refunds as the server makes them: each refunded App Store order has its refund under Apple's transaction id, revoked receipt, REFUND notice and EXPENSE entry; one REFUND_REVERSED waits for a person", async () => {
    const now = w.t.clock.now;
    const refunded = (await rows("order")).filter((o) => o.payChannel === "APPLE_IAP" && o.status === "REFUNDED");
    const refunds = await rows("refund");
    const receipts = await rows("appStoreReceipt");
    const notices = await rows("appStoreNotification");
    const entries = await rows("bookkeepingEntry");
    const wrong: string[] = [];
    for (const o of refunded) {
      const no = String(o.orderNo);
      const mine = refunds.filter((r) => Number(r.orderId) === Number(o.Id));
      const r = mine[0];
      if (mine.length !== 1 || r?.status !== "SUCCESS" || r.mode !== "OFFLINE" || r.channelRefundId !== o.channelTradeNo || Number(r.amount) !== Number(o.payAmount) || r.revokeEntitlement !== 1 && r.revokeEntitlement !== true) {
        wrong.push(`order ${no}: refunds ${JSON.stringify(mine.map((x) => [x.status, x.mode, x.channelRefundId, x.amount]))}`);
        continue;
      }
      const at = Number(r.successAt);
      if (!(at > Number(o.paidAt) && at <= now)) wrong.push(`order ${no}: refund at ${at} not between payment ${String(o.paidAt)} and now`);
      if (o.fulfilStatus !== "REVOKED") wrong.push(`order ${no}: entitlement ${String(o.fulfilStatus)}`);
      const receipt = receipts.filter((x) => x.transactionId === o.channelTradeNo);
      if (receipt.length !== 1 || receipt[0]!.result !== "REVOKED" || Number(receipt[0]!.revocationDate) !== at) wrong.push(`order ${no}: receipt ${receipt.map((x) => `${String(x.result)}@${String(x.revocationDate)}`).join(",") || "none"}`);
      const refundNotice = notices.filter((n) => n.transactionId === o.channelTradeNo && n.notificationType === "REFUND");
      if (refundNotice.length !== 1 || refundNotice[0]!.processStatus !== "PROCESSED" || Number(refundNotice[0]!.orderId) !== Number(o.Id)) wrong.push(`order ${no}: REFUND notices ${refundNotice.map((n) => String(n.processStatus)).join(",") || "none"}`);
      const expense = entries.filter((e) => e.relatedNo === r.refundNo && e.source === "AUTO_REFUND" && e.account === "APPLE");
      if (expense.length !== 1 || Number(expense[0]!.amount) !== Number(r.amount)) wrong.push(`order ${no}: ${expense.length} EXPENSE entries for ${String(r.refundNo)}`);
    }
    const reversed = notices.filter((n) => n.notificationType === "REFUND_REVERSED");
    expect(refunded.length).toBeGreaterThanOrEqual(3);
    expect(reversed.map((n) => n.processStatus)).toEqual(["RECEIVED"]);
    expect(refunded.map((o) => o.channelTradeNo)).toContain(reversed[0]!.transactionId);
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  // Every seeded visitor registered within the last 365 days (tourist/visitor/seed.ts), so no point has expired yet and the
  // seed writes no EXPIRE row; the replay that would write them is tested on its own (tests/unit/pointsReplay.test.ts).
  it("points expire as the sweeper would: nothing earned over 365 days ago is left unspent at the seeding moment", async () => {
    const logs = await rows("pointsLog");
    const today = shanghaiDate(w.t.clock.now);
    const byVisitor = new Map<number, { expired: number; consumed: number }>();
    for (const l of logs) {
      const v = byVisitor.get(Number(l.visitorId)) ?? { expired: 0, consumed: 0 };
      const change = Number(l.change);
      if (change > 0 && String(l.expireAt) < today) v.expired += change;
      if (change < 0) v.consumed -= change;
      byVisitor.set(Number(l.visitorId), v);
    }
    const due = [...byVisitor.entries()].filter(([, v]) => v.expired > v.consumed).map(([id, v]) => `visitor ${id}: ${v.expired - v.consumed} due`);
    const expire = logs.filter((l) => l.bizType === "EXPIRE");
    expect(logs.length).toBeGreaterThan(0);
    expect(expire.every((l) => Number(l.change) < 0 && l.expireAt === null)).toBe(true);
    expect(due.slice(0, 20)).toEqual([]);
  });

  it("every discount line names what gave it: a team-buy line its team's activity, a flash-sale line its take's sale, a coupon line its record's coupon", async () => {
    const orders = await rows("order");
    const teams = new Map((await rows("teamBuyTeam")).map((x) => [Number(x.Id), x]));
    const activities = new Map((await rows("teamBuyActivity")).map((x) => [Number(x.Id), x]));
    const sales = new Map((await rows("flashSale")).map((x) => [Number(x.Id), x]));
    const coupons = new Set((await rows("coupon")).map((x) => Number(x.Id)));
    const takes = new Map((await rows("flashSaleTake")).map((k) => [String(k.orderNo), k]));
    const records = new Map<string, Record<string, unknown>>();
    for (const r of await rows("couponRecord")) if (r.orderNo) records.set(String(r.orderNo), r);
    const goodsOf = (o: Record<string, unknown>) => `${o.courseType === "SHIY" ? "SHIY_COURSE" : "PUBLIC_COURSE"}:${String(o.courseId)}`;
    const wrong: string[] = [];
    const seen = { TEAM_BUY: 0, FLASH_SALE: 0, COUPON: 0 } as Record<string, number>;
    for (const o of orders) {
      const no = String(o.orderNo);
      const lines = (typeof o.discountDetail === "string" ? JSON.parse(o.discountDetail) : o.discountDetail ?? []) as { type: string; refId: number | null }[];
      for (const l of lines) {
        if (l.type in seen) seen[l.type]! += 1;
        if (l.type === "TEAM_BUY") {
          const a = activities.get(Number(l.refId));
          if (!a || `${String(a.goodsType)}:${String(a.goodsId)}` !== goodsOf(o)) wrong.push(`order ${no}: team-buy activity ${String(l.refId)} does not sell its course`);
          if (o.teamId !== null && Number(teams.get(Number(o.teamId))?.activityId) !== Number(l.refId)) wrong.push(`order ${no}: team ${String(o.teamId)} is not of activity ${String(l.refId)}`);
        }
        if (l.type === "FLASH_SALE") {
          const sale = sales.get(Number(l.refId));
          if (!sale || Number(takes.get(no)?.saleId) !== Number(l.refId) || `${String(sale.goodsType)}:${String(sale.goodsId)}` !== goodsOf(o)) wrong.push(`order ${no}: flash sale ${String(l.refId)} is not its take's`);
        }
        if (l.type === "COUPON") {
          const record = records.get(no);
          if (!coupons.has(Number(l.refId)) || (record && Number(record.couponId) !== Number(l.refId))) wrong.push(`order ${no}: coupon ${String(l.refId)} (record's ${String(record?.couponId)})`);
        }
      }
    }
    expect(Object.values(seen).every((n) => n > 0)).toBe(true);
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it("course seats follow the money: a paid academy order holds one seat naming it, in its class; counts are the active seats", async () => {
    const orders = (await rows("order")).filter((o) => o.orderType === "COURSE" && o.courseType === "SHIY");
    const students = await rows("courseStudent");
    const classes = new Map((await rows("courseClass")).map((c) => [Number(c.Id), c]));
    const active = (s: Record<string, unknown>) => s.status !== "REMOVED";
    const wrong: string[] = [];
    const byOrder = new Map<number, Record<string, unknown>[]>();
    for (const s of students.filter((x) => x.orderId !== null && x.orderId !== undefined)) byOrder.set(Number(s.orderId), [...(byOrder.get(Number(s.orderId)) ?? []), s]);
    const paidStates = ["PAID", "PARTIAL_REFUNDED", "REFUNDING", "REFUNDED"];
    for (const o of orders) {
      const seats = byOrder.get(Number(o.Id)) ?? [];
      const held = seats.filter(active);
      const cls = classes.get(Number(o.classId));
      if (!cls || Number(cls.courseId) !== Number(o.courseId)) wrong.push(`order ${String(o.Id)} names class ${String(o.classId)}, not one of course ${String(o.courseId)}`);
      const paid = paidStates.includes(String(o.status));
      if (paid && o.fulfilStatus === "DONE" && (held.length !== 1 || Number(held[0]!.classId) !== Number(o.classId))) wrong.push(`paid order ${String(o.Id)} holds ${held.length} seats (class ${String(o.classId)})`);
      // 未发放: paid while its class was full (courseSeat.ts), waiting for 补发权益 — it holds no seat.
      if (paid && o.fulfilStatus === "NONE" && seats.length > 0) wrong.push(`未发放 order ${String(o.Id)} holds a seat`);
      if (paid && o.fulfilStatus === "REVOKED" && (held.length !== 0 || seats.length !== 1)) wrong.push(`revoked order ${String(o.Id)}: ${held.length} active of ${seats.length} seats`);
      if (!paid && seats.length > 0) wrong.push(`${String(o.status)} order ${String(o.Id)} has a seat`);
      if (o.status === "PENDING" && Number(o.expireAt) <= w.t.clock.now) wrong.push(`pending order ${String(o.Id)} is past its payment window`);
    }
    const orderIds = new Set(orders.map((o) => Number(o.Id)));
    for (const s of students.filter(active)) {
      if (s.orderId !== null && s.orderId !== undefined && !orderIds.has(Number(s.orderId))) wrong.push(`student ${String(s.Id)} names order ${String(s.orderId)}, not an academy course order`);
      if ((s.source === "PURCHASE" || s.source === "TEAM_BUY") && (s.orderId === null || s.orderId === undefined)) wrong.push(`student ${String(s.Id)} bought a seat without an order`);
    }
    for (const [Id, c] of classes) {
      const n = students.filter((s) => Number(s.classId) === Id && active(s)).length;
      if (Number(c.enrolledCount) !== n) wrong.push(`class ${Id} enrolledCount ${String(c.enrolledCount)} ≠ ${n} active students`);
      if (n > Number(c.capacity)) wrong.push(`class ${Id} holds ${n} > capacity ${String(c.capacity)}`);
    }
    expect(orders.filter((o) => o.fulfilStatus === "DONE").length).toBeGreaterThan(0);
    // The demo's 未发放 order (for 补发权益) is in an open class with a free seat.
    const unseated = orders.filter((o) => o.status === "PAID" && o.fulfilStatus === "NONE");
    const open = (o: Record<string, unknown>) => {
      const cls = classes.get(Number(o.classId));
      return ["ENROLLING", "IN_PROGRESS"].includes(String(cls?.status)) && Number(cls?.enrolledCount) < Number(cls?.capacity);
    };
    expect(unseated.filter(open).length, `未发放 orders: ${unseated.length}`).toBeGreaterThan(0);
    expect(wrong.slice(0, 20)).toEqual([]);
  });
});
