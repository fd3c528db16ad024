/**
 * Redeeming points goods (commerce.md §3.1–3.2): the goods row is locked first (then the visitor,
 * by movePoints), so concurrent redemptions of one goods run one after another; the stock is checked
 * and decremented in the same transaction and never goes below zero; the points are spent by
 * movePoints (an EXCHANGE row). Virtual goods are delivered at once (COMPLETED); physical goods wait
 * for 发货 (PENDING_SHIPMENT). Cancelling returns the stock and the points (EXCHANGE_REFUND).
 */
import type { Row, Tx } from "../../../platform/db/types";
import { RpcError, precondition } from "../../../platform/wire/errors";
import { businessNo } from "../../../resources/businessNo";
import { grantVip } from "../../order/order/entitlements";
import { movePoints } from "../pointsLog/points";
import { insertRow, lockRow, patchRow, SYSTEM_ACTOR, type Actor } from "../../../resources/rows";
import { maskXiaoeCode, takeXiaoeCodes } from "../xiaoeCode/codes";
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";


export interface Redemption {
  readonly visitorId: number;
  readonly goodsId: number;
  readonly quantity?: number;
  /** Shipping snapshot for physical goods. */
  readonly address?: Record<string, unknown> | null;
  readonly at: number;
  /** The order number's last digits (seeds pass their own random source); random otherwise. */
  readonly orderDigits?: number;
}

/** What the visitor gets for virtual goods; the text kept as the order's 发放内容. */
async function deliver(tx: Tx, goods: Row, visitorId: number, quantity: number, at: number, orderNo: string, actor: Actor): Promise<string | null> {
  switch (goods.goodsType) {
    case "VIP_DAYS": {
      const r = await grantVip(tx, visitorId, { level: "VIP", days: Number(goods.vipDays) * quantity, at });
      return `会员至 ${shanghaiDate(r.end)}`;
    }
    case "HD_DOWNLOAD": {
      const v = await lockRow(tx, "visitor", visitorId);
      const added = Number(goods.downloadQuota) * quantity;
      await patchRow(tx, "visitor", v, { hdQuota: Number(v.hdQuota ?? 0) + added }, at);
      return `高清下载 +${added} 次`;
    }
    case "XIAOE_CODE": {
      // One IN_STOCK code of the goods' activity each, issued once (refused, nothing spent, when none is left).
      const codes = await takeXiaoeCodes(tx, String(goods.xiaoeActivityId), quantity, { visitorId, at, actor, pointsOrderNo: orderNo });
      return `兑换码 ${codes.map((c) => String(maskXiaoeCode(c.code))).join("、")}`;
    }
    case "PHYSICAL":
      return null;
    default:
      // Coupons are delivered by a screen not built yet (marketing).
      throw precondition(`积分商品「${String(goods.name)}」的类型暂不支持兑换`);
  }
}

/** One redemption, all or nothing, inside the caller's transaction; answers the points order. */
export async function redeemPointsGoods(tx: Tx, r: Redemption, actor: Actor = SYSTEM_ACTOR): Promise<Row> {
  const quantity = r.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) throw new RpcError("INVALID_ARGUMENT", "兑换数量须为 1–99 的整数");
  const goods = await lockRow(tx, "pointsGoods", r.goodsId);
  const name = `积分商品「${String(goods.name)}」`;
  if (goods.status !== "ON_SALE") throw precondition(`${name}当前不可兑换`);
  const stock = Number(goods.stock);
  if (stock < quantity) throw precondition(`${name}库存不足（剩余 ${stock}）`);
  const limit = Number(goods.perVisitorLimit ?? 0);
  if (limit > 0) {
    const had = await tx.selectFrom("points_order").select((eb) => eb.fn.coalesce(eb.fn.sum<number>("quantity"), eb.lit(0)).as("n"))
      .where("visitorId", "=", r.visitorId).where("goodsId", "=", r.goodsId).where("status", "not in", ["CANCELLED", "FAILED"]).executeTakeFirst();
    if (Number(had?.n ?? 0) + quantity > limit) throw precondition(`${name}每人限兑 ${limit} 件`);
  }
  if (goods.vipOnly === true) {
    const v = await lockRow(tx, "visitor", r.visitorId);
    if (v.vipLevel === "NONE" || Number(v.vipExpireAt ?? 0) <= r.at) throw precondition(`${name}仅会员可兑换`);
  }
  const orderNo = businessNo("PTS", r.at, r.orderDigits);
  const amount = Number(goods.pointsPrice) * quantity;
  await movePoints(tx, r.visitorId, -amount, { reason: "EXCHANGE", ref: orderNo, remark: `兑换${String(goods.name)}×${quantity}`, actor, at: r.at, digits: r.orderDigits });
  const left = stock - quantity;
  await patchRow(tx, "pointsGoods", goods, { stock: left, soldCount: Number(goods.soldCount ?? 0) + quantity, ...(left === 0 ? { status: "SOLD_OUT" } : {}) }, r.at);
  const deliveryRef = await deliver(tx, goods, r.visitorId, quantity, r.at, orderNo, actor);
  const physical = goods.goodsType === "PHYSICAL";
  return insertRow(tx, "pointsOrder", {
    orderNo, visitorId: r.visitorId, goodsId: r.goodsId, goodsType: goods.goodsType, goodsName: goods.name, quantity, pointsAmount: amount,
    status: physical ? "PENDING_SHIPMENT" : "COMPLETED", deliveryRef, address: physical ? (r.address ?? null) : null,
    completedAt: physical ? null : r.at,
  }, r.at);
}

/** 取消并退还积分: the stock back on the goods (on sale again if it was sold out), the points back by an EXCHANGE_REFUND row. */
export async function returnPointsOrder(tx: Tx, order: Row, actor: Actor, at: number, digits?: number): Promise<void> {
  const goods = await lockRow(tx, "pointsGoods", Number(order.goodsId));
  const quantity = Number(order.quantity);
  await patchRow(tx, "pointsGoods", goods, {
    stock: Number(goods.stock) + quantity, soldCount: Math.max(0, Number(goods.soldCount ?? 0) - quantity),
    ...(goods.status === "SOLD_OUT" ? { status: "ON_SALE" } : {}),
  }, at);
  await movePoints(tx, Number(order.visitorId), Number(order.pointsAmount), { reason: "EXCHANGE_REFUND", ref: String(order.orderNo), remark: `取消兑换单 ${String(order.orderNo)}`, actor, at, digits });
}
