import { flashSale, flashSaleTake, visitor } from "../../../../src/catalogue/registry";
import { insertRow, lockRow, patchRow } from "../../../resources/rows";
import type { Row, Tx } from "../../../platform/db/types";
import type { ActionHandler } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { findRecord } from "../../../resources/queries";
import type { TransitionHooks } from "../../../resources/transitions";
import { invalid, precondition } from "../../../platform/wire/errors";
import { clockPhase, DAY, overlaps } from "./phase";
import { goodsChanged, promoGoods } from "./promoGoods";


/** What staff may still change once a sale is running (§4.0): the end (later), the stock (higher), display text. */
const RUNNING_EDITABLE = new Set(["name", "endAt", "stock", "sort", "preheatAt", "status"]);
/** Counters only the takes write. */
const SERVER_SET = new Set(["soldCount", "lockedCount"]);

const held = (row: Row) => Number(row.soldCount ?? 0) + Number(row.lockedCount ?? 0);

/** Two live sales of the same goods may not overlap in time (§4.4). */
async function refuseOverlap(tx: Tx, next: Record<string, unknown>, selfId: number | null): Promise<void> {
  let q = tx.selectFrom(flashSale.table).select(["Id", "name", "startAt", "endAt"])
    .where("goodsType", "=", String(next.goodsType)).where("goodsId", "=", Number(next.goodsId))
    .where("status", "in", ["NOT_STARTED", "ONGOING", "SOLD_OUT"]);
  if (selfId !== null) q = q.where("Id", "!=", selfId);
  for (const other of await q.execute()) {
    if (overlaps(Number(next.startAt), Number(next.endAt), Number(other.startAt), Number(other.endAt))) {
      throw precondition(`同一商品的秒杀「${String(other.name)}」与本活动时间重叠`);
    }
  }
}

export const flashSaleHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    const current = ctx.current;
    const next = { ...(current ?? {}), ...ctx.value };
    if (current) {
      const changed = Object.keys(ctx.value).filter((k) => !SERVER_SET.has(k) && JSON.stringify(ctx.value[k]) !== JSON.stringify(current[k]));
      if (current.status === "ENDED" || current.status === "CLOSED") {
        if (changed.length > 0) throw precondition("已结束或已关闭的秒杀不能修改");
      } else if (current.status === "ONGOING" || current.status === "SOLD_OUT") {
        const locked = changed.filter((k) => !RUNNING_EDITABLE.has(k));
        if (locked.length > 0) throw precondition("进行中的秒杀只能修改名称、排序、延后结束时间或增加库存");
        if (Number(next.endAt) < Number(current.endAt)) throw precondition("进行中的秒杀结束时间只能延后");
        if (Number(next.stock) < Number(current.stock)) throw precondition("进行中的秒杀库存只能增加");
      }
    }
    if (Number(next.endAt) <= Number(next.startAt)) throw invalid("秒杀结束须晚于开始");
    if (Number(next.endAt) - Number(next.startAt) > 7 * DAY) throw invalid("一场秒杀最长 7 天");
    if (next.preheatAt !== null && next.preheatAt !== undefined && Number(next.preheatAt) > Number(next.startAt)) throw invalid("预热时间须早于秒杀开始");
    const goods = goodsChanged(ctx.value, current) ? await promoGoods(ctx.tx, next, "秒杀") : {};
    const original = Number(goods.originalPrice ?? next.originalPrice);
    if (Number(next.flashPrice) >= original) throw invalid("秒杀价须低于原价");
    if (current && Number(next.stock) < held(current)) throw precondition(`库存不能低于已售与待支付占用之和（${held(current)}）`);
    if (next.status !== "DRAFT" && next.status !== "CLOSED" && next.status !== "ENDED" && next.status !== undefined) {
      await refuseOverlap(ctx.tx, next, current ? Number(current.Id) : null);
    }
    return current ? { ...ctx.value, ...goods } : { ...ctx.value, ...goods, soldCount: 0, lockedCount: 0, sort: next.sort ?? 0 };
  },
  beforeDelete({ current }) {
    if (!["DRAFT", "NOT_STARTED"].includes(String(current.status)) || held(current) > 0) {
      return Promise.reject(precondition("只有未发布或未开始、且没有订单的秒杀可以删除"));
    }
    return Promise.resolve();
  },
};

export const flashSaleTransitions: TransitionHooks = {
  /** 发布: lands in the phase the clock says; a sale whose time is over cannot be published. */
  publishSale({ call, current }) {
    const phase = clockPhase(current, call.now());
    if (phase === "ENDED") throw precondition("秒杀时间已过，不能发布");
    return { status: phase };
  },
};

/** 加库存: more stock for a sale not yet over; a sold-out sale is on again. */
export const addFlashSaleStock: ActionHandler = ({ call, current, input }) => {
  if (!["DRAFT", "NOT_STARTED", "ONGOING", "SOLD_OUT"].includes(String(current.status))) throw precondition("已结束或已关闭的秒杀不能加库存");
  const stock = Number(current.stock) + Number(input.quantity);
  if (stock > 100_000) throw invalid("秒杀库存最多 100000");
  const soldOut = current.status === "SOLD_OUT" ? { status: clockPhase(current, call.now()) === "ENDED" ? "ENDED" : "ONGOING" } : {};
  return { stock, ...soldOut };
};

export interface FlashSaleTake {
  readonly saleId: number;
  readonly visitorId: number;
  readonly quantity: number;
  /** The order that holds the stock (created by the caller in the same transaction). */
  readonly orderNo: string;
  readonly at: number;
}

/**
 * Reserves stock of a running sale for one visitor's order (§4.4 "never oversell"): the sale's row is
 * locked, then `soldCount + lockedCount + quantity ≤ stock` and the visitor's limit over LOCKED and
 * SOLD takes are checked, and the take and the counter are written together. The last unit turns
 * the sale SOLD_OUT. Refusals are FAILED_PRECONDITION and change nothing.
 */
export async function takeFlashSale(tx: Tx, take: FlashSaleTake): Promise<Row> {
  let sale = await lockRow(tx, flashSale, take.saleId);
  if (sale.status === "SOLD_OUT") throw precondition("已抢光");
  if (sale.status !== "ONGOING" && sale.status !== "NOT_STARTED") throw precondition("秒杀未在进行中");
  const phase = clockPhase(sale, take.at);
  if (phase === "NOT_STARTED") throw precondition("秒杀尚未开始");
  if (phase === "ENDED") throw precondition("秒杀已结束");
  // Only the locked sale moves with the clock here (a sweep over every sale would make concurrent takes deadlock).
  if (sale.status === "NOT_STARTED") sale = await patchRow(tx, flashSale, sale, { status: "ONGOING" }, take.at);
  if (take.quantity < 1) throw invalid("数量至少为 1");
  if (sale.vipOnly) {
    const v = await findRecord(tx, visitor, take.visitorId);
    if (!v || v.vipLevel === "NONE" || Number(v.vipExpireAt ?? 0) < take.at) throw precondition("本场秒杀仅限会员");
  }
  const mine = await tx.selectFrom(flashSaleTake.table).select((eb) => eb.fn.sum<number>("quantity").as("n"))
    .where("saleId", "=", take.saleId).where("visitorId", "=", take.visitorId).where("status", "in", ["LOCKED", "SOLD"])
    .executeTakeFirst();
  if (Number(mine?.n ?? 0) + take.quantity > Number(sale.perVisitorLimit)) throw precondition(`每人限购 ${String(sale.perVisitorLimit)} 件`);
  const left = Number(sale.stock) - held(sale);
  if (take.quantity > left) throw precondition(left === 0 ? "已抢光" : `库存不足，仅剩 ${left} 件`);
  const lockedCount = Number(sale.lockedCount ?? 0) + take.quantity;
  await patchRow(tx, flashSale, sale, { lockedCount, ...(take.quantity === left ? { status: "SOLD_OUT" } : {}) }, take.at);
  return insertRow(tx, flashSaleTake, { saleId: take.saleId, visitorId: take.visitorId, quantity: take.quantity, orderNo: take.orderNo, status: "LOCKED" }, take.at);
}

/**
 * The order of a take was paid (SOLD: the stock becomes sold) or closed (RELEASED: it returns, and a
 * sold-out sale still running is on again). Locks the sale, then the take.
 */
export async function settleFlashSaleTake(tx: Tx, orderNo: string, outcome: "SOLD" | "RELEASED", at: number): Promise<void> {
  const found = await tx.selectFrom(flashSaleTake.table).select(["Id", "saleId"]).where("orderNo", "=", orderNo).where("status", "=", "LOCKED").executeTakeFirst();
  if (!found) return;
  const sale = await lockRow(tx, flashSale, Number(found.saleId));
  const take = await lockRow(tx, flashSaleTake, Number(found.Id));
  if (take.status !== "LOCKED") return;
  const qty = Number(take.quantity);
  const patch: Record<string, unknown> = { lockedCount: Number(sale.lockedCount) - qty };
  if (outcome === "SOLD") patch.soldCount = Number(sale.soldCount) + qty;
  else if (sale.status === "SOLD_OUT" && clockPhase(sale, at) === "ONGOING") patch.status = "ONGOING";
  await patchRow(tx, flashSale, sale, patch, at);
  await patchRow(tx, flashSaleTake, take, { status: outcome }, at);
}
