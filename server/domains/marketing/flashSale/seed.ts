import { flashSale, flashSaleTake, order } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { seedLeftoverTakes } from "./seedTakes";
import { nameDiscountRefs } from "../../../seed/commerce/discountRefs";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** commerce.md §4.4 seed: ten Wednesday-evening sales of courses, 6 sold out, 2 ended with stock left, 1 running, 1 upcoming. */
const PLAN = [
  { name: "周三书画秒杀", phase: "SOLD_OUT" }, { name: "开学季限时秒杀", phase: "SOLD_OUT" }, { name: "国庆书法专场秒杀", phase: "ENDED" },
  { name: "双 11 书院课秒杀", phase: "SOLD_OUT" }, { name: "年货节临帖秒杀", phase: "SOLD_OUT" }, { name: "元宵节花鸟秒杀", phase: "ENDED" },
  { name: "春季开班秒杀", phase: "SOLD_OUT" }, { name: "618 公开课秒杀", phase: "SOLD_OUT" }, { name: "周三书画秒杀·本周", phase: "ONGOING" },
  { name: "周三书画秒杀·下周", phase: "NOT_STARTED" },
] as const;

/**
 * Flash sales of the courses the seeded orders sold (courses are named by the orders' courseId and
 * courseName: the course screens are not built yet). A past sale's takes are the paid FLASH_SALE
 * orders of its course in its week (SOLD), and a sold-out sale's stock is exactly what they took; the
 * other flash-sale orders get theirs in earlier sales (seedTakes.ts).
 */
export const seed = defineSeed({
  resource: flashSale,
  fills: [flashSaleTake],
  after: ["order"],
  async run(ctx) {
    const { tx } = ctx;
    if (await tx.selectFrom(flashSale.table).select("Id").limit(1).executeTakeFirst()) return;
    const promo = await tx.selectFrom(order.table).select(["orderNo", "visitorId", "courseType", "courseId", "courseName", "classId", "totalAmount", "paidAt"])
      .where("promotionType", "=", "FLASH_SALE").where("paidAt", "is not", null).orderBy("paidAt").execute();
    if (promo.length === 0) return;
    const usedOrders = new Set<string>();
    for (const [i, plan] of PLAN.entries()) {
      // Past sales: the week ending at the payment of one of the flash-sale orders, spread over the year.
      // (an order no earlier sale took, so that each past sale has its own).
      let at = Math.floor((i / PLAN.length) * promo.length);
      while (at < promo.length - 1 && usedOrders.has(String(promo[at]!.orderNo))) at += 1;
      const anchor = promo[at]!;
      const live = plan.phase === "ONGOING" || plan.phase === "NOT_STARTED";
      const startAt = plan.phase === "ONGOING" ? ctx.now - DAY : plan.phase === "NOT_STARTED" ? ctx.now + 6 * DAY : Number(anchor.paidAt) - 7 * DAY + HOUR;
      const endAt = live ? startAt + 3 * DAY : Number(anchor.paidAt) + HOUR;
      const courseType = String(anchor.courseType);
      const inWeek = live ? [] : promo.filter((o) => o.courseId === anchor.courseId && Number(o.paidAt) >= startAt && Number(o.paidAt) <= endAt);
      // One per visitor: the limit of the seeded sales is 1.
      // An order is taken once (two sales may anchor on the same week at a small scale).
      const open = inWeek.filter((o) => !usedOrders.has(String(o.orderNo)));
      const taken = open.filter((o, k) => open.findIndex((p) => p.visitorId === o.visitorId) === k);
      for (const o of taken) usedOrders.add(String(o.orderNo));
      const phase = plan.phase === "SOLD_OUT" && taken.length === 0 ? "ENDED" : plan.phase;
      const original = Number(anchor.totalAmount);
      const stock = phase === "SOLD_OUT" ? taken.length : taken.length + 20 + Math.floor(ctx.random() * 30);
      const Id = await ctx.insert(flashSale, {
        name: plan.name, goodsType: courseType === "SHIY" ? "SHIY_COURSE" : "PUBLIC_COURSE", goodsId: Number(anchor.courseId), goodsName: String(anchor.courseName),
        classId: anchor.classId === null ? null : Number(anchor.classId), originalPrice: original, flashPrice: Math.round(original * 0.7 / 100) * 100,
        stock, soldCount: taken.length, lockedCount: 0, perVisitorLimit: 1, preheatAt: startAt - DAY, startAt, endAt,
        vipOnly: plan.phase === "NOT_STARTED", sort: PLAN.length - i, status: phase,
      }, { ctime: startAt - 3 * DAY, utime: live ? startAt - 3 * DAY : endAt });
      for (const o of taken) {
        await ctx.insert(flashSaleTake, { saleId: Id, visitorId: Number(o.visitorId), quantity: 1, orderNo: String(o.orderNo), status: "SOLD" }, { ctime: Number(o.paidAt) - 5 * 60_000, utime: Number(o.paidAt) });
      }
    }
    // Every other flash-sale order gets its take in an earlier sale of its course.
    await seedLeftoverTakes(ctx);
    // Each FLASH_SALE line of an order names the sale of its take.
    const saleOf = new Map((await tx.selectFrom(flashSaleTake.table).select(["orderNo", "saleId"]).execute()).map((k) => [String(k.orderNo), Number(k.saleId)]));
    await nameDiscountRefs(tx, "FLASH_SALE", (orderNo) => saleOf.get(orderNo) ?? null);
  },
});
