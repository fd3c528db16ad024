/**
 * Every seeded FLASH_SALE order has its take (commerce.md §4.4, §10). The planned sales (seed.ts) take one
 * paid order per visitor of their course in their week; the orders left over — another course or week, a
 * visitor's second order, a closed one — go to earlier sales of their course, ENDED, at most 7 days long,
 * one order per visitor each (provisional: §10 plans ten sales, the order world sells flash-sale orders
 * of every course all year). A paid or refunded order's take is SOLD, a closed one's RELEASED, a pending one's LOCKED.
 */
import { flashSale, flashSaleTake, order } from "../../../../src/catalogue/registry";
import type { SeedContext } from "../../../seed/factory";

const DAY = 86_400_000;
const HOUR = 3_600_000;

type FlashOrder = { orderNo: string; visitorId: number; status: string; courseType: string; courseId: number; courseName: string; classId: number | null; totalAmount: number; at: number };

const takeStatus = (o: FlashOrder) => o.status === "CLOSED" ? "RELEASED" : o.status === "PENDING" ? "LOCKED" : "SOLD";

export async function seedLeftoverTakes(ctx: SeedContext): Promise<void> {
  const taken = new Set((await ctx.tx.selectFrom(flashSaleTake.table).select("orderNo").execute()).map((r) => String(r.orderNo)));
  const rows = await ctx.tx.selectFrom(order.table).select(["orderNo", "visitorId", "status", "courseType", "courseId", "courseName", "classId", "totalAmount", "paidAt", "ctime"])
    .where("promotionType", "=", "FLASH_SALE").orderBy("ctime").orderBy("Id").execute();
  const left: FlashOrder[] = rows.filter((r) => !taken.has(String(r.orderNo))).map((r) => ({
    orderNo: String(r.orderNo), visitorId: Number(r.visitorId), status: String(r.status), courseType: String(r.courseType), courseId: Number(r.courseId),
    courseName: String(r.courseName), classId: r.classId === null ? null : Number(r.classId), totalAmount: Number(r.totalAmount), at: Number(r.ctime),
  }));
  const byCourse = new Map<string, FlashOrder[]>();
  for (const o of left) byCourse.set(`${o.courseType}:${o.courseId}`, [...(byCourse.get(`${o.courseType}:${o.courseId}`) ?? []), o]);
  for (const mine of byCourse.values()) {
    // Sales of at most 7 days, each visitor once in a sale.
    let sale: FlashOrder[] = [];
    for (const o of mine) {
      if (sale.length > 0 && (o.at - sale[0]!.at > 6 * DAY || sale.some((s) => s.visitorId === o.visitorId))) {
        await insertSale(ctx, sale);
        sale = [];
      }
      sale.push(o);
    }
    if (sale.length > 0) await insertSale(ctx, sale);
  }
}

async function insertSale(ctx: SeedContext, orders: readonly FlashOrder[]): Promise<void> {
  const first = orders[0]!;
  const startAt = first.at - HOUR;
  const endAt = Math.min(orders[orders.length - 1]!.at + HOUR, ctx.now);
  const sold = orders.filter((o) => takeStatus(o) === "SOLD").length;
  const locked = orders.filter((o) => takeStatus(o) === "LOCKED").length;
  const original = first.totalAmount;
  const Id = await ctx.insert(flashSale, {
    name: `限时秒杀·${first.courseName}`.slice(0, 40), goodsType: first.courseType === "SHIY" ? "SHIY_COURSE" : "PUBLIC_COURSE", goodsId: first.courseId, goodsName: first.courseName,
    classId: first.courseType === "SHIY" ? first.classId : null, originalPrice: original, flashPrice: Math.round(original * 0.7 / 100) * 100,
    stock: Math.max(1, sold + locked), soldCount: sold, lockedCount: locked, perVisitorLimit: 1, preheatAt: startAt - DAY, startAt, endAt,
    vipOnly: false, sort: 0, status: "ENDED",
  }, { ctime: startAt - 3 * DAY, utime: endAt });
  for (const o of orders) {
    await ctx.insert(flashSaleTake, { saleId: Id, visitorId: o.visitorId, quantity: 1, orderNo: o.orderNo, status: takeStatus(o) }, { ctime: o.at, utime: o.at });
  }
}
