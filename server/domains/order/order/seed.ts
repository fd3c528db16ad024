import { balanceLog, bookkeepingEntry, order, pointsLog, refund, visitor } from "../../../../src/catalogue/registry";
import { bulkInsert } from "../../../seed/commerce/bulk";
import { VIP_PRODUCTS } from "../../../seed/commerce/catalog";
import { buildOrderWorld } from "../../../seed/commerce/orderWorld";
import { defineSeed } from "../../../seed/factory";

/**
 * A year of orders (commerce.md §2.1, §10) with what they derive: refunds, 余额明细, 积分明细 and the
 * automatic bookkeeping entries; then each visitor's VIP, balance, points and 累计消费 as the ledgers
 * left them (the last balanceAfter). VIP goods, when seeded, are referenced by goodsNo and get their soldCount.
 */
export const seed = defineSeed({
  resource: order,
  fills: [refund, balanceLog, pointsLog],
  async run(ctx) {
    const { tx } = ctx;
    if (await tx.selectFrom(order.table).select("Id").limit(1).executeTakeFirst()) return;
    const people = (await tx.selectFrom(visitor.table).select(["Id", "registerAt", "status"]).orderBy("Id").execute())
      .map((r) => ({ Id: Number(r.Id), registerAt: Number(r.registerAt), status: String(r.status) }));
    if (people.length === 0) return;
    const goods = await tx.selectFrom("vip_goods").select(["Id", "goodsNo"]).execute();
    const goodsIds = new Map(goods.map((g) => [String(g.goodsNo), Number(g.Id)]));
    const world = buildOrderWorld(ctx.random, ctx.now, ctx.scale, people, goodsIds);

    // An order's utime is its last change: paid, closed, or its latest refund.
    for (const o of world.orders) o.utime = Math.max(o.ctime, Number(o.data.paidAt ?? 0), Number(o.data.closedAt ?? 0));
    for (const r of world.refunds) {
      const o = world.orders[r.orderIndex]!;
      o.utime = Math.max(o.utime ?? o.ctime, r.utime ?? r.ctime);
    }
    const orderIds = await bulkInsert(tx, order, world.orders);
    await bulkInsert(tx, refund, world.refunds.map((r) => ({ ...r, data: { ...r.data, orderId: orderIds[r.orderIndex] } })));
    await bulkInsert(tx, balanceLog, world.balanceLogs);
    await bulkInsert(tx, pointsLog, world.pointsLogs);
    await bulkInsert(tx, bookkeepingEntry, world.entries);
    for (const [id, s] of world.visitors) {
      if (s.vipExpireAt === null && s.balance === 0 && s.points === 0 && s.totalPaid === 0) continue;
      await tx.updateTable(visitor.table).set({
        vipLevel: s.vipLevel, vipExpireAt: s.vipExpireAt, autoRenew: s.autoRenew ? 1 : 0, balance: s.balance, pointBalance: s.points, totalPaid: s.totalPaid,
      }).where("Id", "=", id).execute();
    }
    for (const p of VIP_PRODUCTS) {
      const sold = world.sold.get(p.name) ?? 0;
      if (sold > 0 && goodsIds.has(p.goodsNo)) await tx.updateTable("vip_goods").set({ soldCount: sold }).where("Id", "=", goodsIds.get(p.goodsNo)!).execute();
    }
  },
});
