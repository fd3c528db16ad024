import { pointsGoods, pointsOrder } from "../../../../src/catalogue/registry";
import { AUTO_COMPLETE_MS } from "../pointsOrder/autoComplete";
import { redeemPointsGoods, returnPointsOrder } from "../pointsOrder/pointsExchange";
import { patchRow, SYSTEM_ACTOR } from "../../../resources/rows";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

/** The points goods of commerce.md §3.1 (coupon and 小鹅通 goods wait for their screens: off sale). */
const GOODS = [
  { name: "7 天会员", goodsType: "VIP_DAYS", pointsPrice: 700, vipDays: 7, stock: 5000, sort: 100 },
  { name: "31 天会员", goodsType: "VIP_DAYS", pointsPrice: 2600, vipDays: 31, stock: 2000, sort: 95 },
  { name: "满 500 减 50 书院课券", goodsType: "COUPON", pointsPrice: 1000, stock: 500, sort: 90, off: true },
  { name: "高清下载 5 次", goodsType: "HD_DOWNLOAD", pointsPrice: 300, downloadQuota: 5, stock: 8000, sort: 85 },
  { name: "高清下载 20 次", goodsType: "HD_DOWNLOAD", pointsPrice: 1000, downloadQuota: 20, stock: 3000, sort: 84 },
  { name: "《国画基础 30 讲》兑换码", goodsType: "XIAOE_CODE", pointsPrice: 1500, xiaoeActivityId: "ma_rd_61d53a1b654e1_a6UvIedp", stock: 0, sort: 80, off: true },
  { name: "《硬笔书法 21 天》兑换码", goodsType: "XIAOE_CODE", pointsPrice: 1200, xiaoeActivityId: "ma_rd_62a01c9e3f7b2_Hk3pQw8z", stock: 0, sort: 79, off: true },
  { name: "宣纸体验套装", goodsType: "PHYSICAL", pointsPrice: 3800, stock: 120, sort: 70 },
  { name: "湖笔兼毫", goodsType: "PHYSICAL", pointsPrice: 2500, stock: 200, sort: 69, perVisitorLimit: 2 },
  { name: "《千里江山图》长卷明信片", goodsType: "PHYSICAL", pointsPrice: 900, stock: 600, sort: 68 },
  { name: "徽墨松烟小锭", goodsType: "PHYSICAL", pointsPrice: 1600, stock: 80, sort: 60, vipOnly: true },
  { name: "端砚随形小砚（限量）", goodsType: "PHYSICAL", pointsPrice: 9800, stock: 3, sort: 50 },
] as const;

const CARRIERS = ["SF", "ZTO", "YTO", "YUNDA", "JD", "EMS"] as const;

/**
 * 12 points goods, then redemptions through the server's own code (redeemPointsGoods: stock,
 * points log and delivery agree) by visitors who have the points, dated over the last 30 days
 * after their other points moves; physical orders partly shipped, a few cancelled (points back).
 */
export const seed = defineSeed({
  resource: pointsGoods,
  fills: [pointsOrder],
  after: ["order"],
  async run(ctx) {
    const { tx } = ctx;
    if (await tx.selectFrom(pointsGoods.table).select("Id").limit(1).executeTakeFirst()) return;
    const since = ctx.now - 200 * DAY;
    const ids: number[] = [];
    for (const g of GOODS) {
      const { off, ...data } = { off: false, perVisitorLimit: 0, vipOnly: false, ...g };
      ids.push(await ctx.insert(pointsGoods, { ...data, soldCount: 0, status: off ? "OFF_SALE" : "ON_SALE" }, { ctime: since, utime: since }));
    }
    const onSale = GOODS.map((g, i) => ({ g, id: ids[i]! })).filter(({ g }) => !("off" in g));
    // Redemptions come after every seeded points move, so each visitor's log stays in time order.
    const last = await tx.selectFrom("points_log").select((eb) => eb.fn.max("ctime").as("t")).executeTakeFirst();
    const start = Math.max(ctx.now - 30 * DAY, Number(last?.t ?? 0) + 1000);
    const rich = await tx.selectFrom("visitor").select(["Id", "pointBalance"]).where("pointBalance", ">=", 700).where("status", "=", "NORMAL").orderBy("Id").execute();
    const wanted = Math.max(12, Math.round(950 * ctx.scale));
    const step = Math.max(1000, Math.floor((ctx.now - start) / (wanted + 1)));
    let made = 0;
    for (let i = 0; made < wanted && i < wanted * 3 && rich.length > 0; i += 1) {
      const v = rich[Math.floor(ctx.random() * rich.length)]!;
      const { g, id } = onSale[Math.floor(ctx.random() * onSale.length)]!;
      if (Number(v.pointBalance) < g.pointsPrice) continue;
      const at = start + (made + 1) * step;
      const address = g.goodsType === "PHYSICAL" ? { name: "收件人", mobile: "138****5678", region: "浙江省杭州市西湖区", detail: "文三路 90 号" } : null;
      try {
        const order = await redeemPointsGoods(tx, { visitorId: Number(v.Id), goodsId: id, address, at, orderDigits: Math.floor(ctx.random() * 1_000_000) });
        v.pointBalance = Number(v.pointBalance) - g.pointsPrice;
        made += 1;
        if (order.status !== "PENDING_SHIPMENT") continue;
        const fate = ctx.random();
        if (fate < 0.6) {
          // An order placed within the last hour has not been shipped yet.
          if (at + 3_600_000 > ctx.now) continue;
          const shippedAt = at + 3_600_000;
          const shipped = await patchRow(tx, pointsOrder, order, {
            status: "SHIPPED", expressCompany: CARRIERS[Math.floor(ctx.random() * CARRIERS.length)], trackingNo: `SF${String(1_000_000_000 + Math.floor(ctx.random() * 8_999_999_999))}`, shippedAt,
          }, shippedAt);
          // Shipped 15 days ago or more: the system has completed it already (pointsOrder/autoComplete.ts).
          if (shippedAt + AUTO_COMPLETE_MS <= ctx.now) await patchRow(tx, pointsOrder, shipped, { status: "COMPLETED", completedAt: shippedAt + AUTO_COMPLETE_MS }, shippedAt + AUTO_COMPLETE_MS);
        } else if (fate < 0.75) {
          await returnPointsOrder(tx, order, SYSTEM_ACTOR, at + 1000, Math.floor(ctx.random() * 1_000_000));
          await patchRow(tx, pointsOrder, order, { status: "CANCELLED", cancelReason: "用户申请取消：收货地址有误" }, at + 1000);
          v.pointBalance = Number(v.pointBalance) + g.pointsPrice;
        }
      } catch {
        // Sold out, over the per-visitor limit, or a 仅会员 goods for a non-member: that visitor does not redeem it.
      }
    }
  },
});
