import { groupPurchaseConf, vipGoods } from "../../../../src/catalogue/registry";
import { decodeRow } from "../../../platform/db/columns";
import type { Row } from "../../../platform/db/types";
import type { ResourceHooks, WriteContext } from "../../../resources/hooks";
import { invalid, precondition } from "../../../platform/wire/errors";
import { lockRecord } from "../../../resources/rows";
import { formatMoney } from "../../../../src/catalogue/kinds/money";

const INFINITY = Number.MAX_SAFE_INTEGER;

/** Whether two tiers' seat ranges and validity periods meet (ends included; no maximum = 不限). */
export function tiersOverlap(a: Row, b: Row): boolean {
  const seats = Number(a.minSeats) <= Number(b.maxSeats ?? INFINITY) && Number(b.minSeats) <= Number(a.maxSeats ?? INFINITY);
  const dates = String(a.validFrom) <= String(b.validTo) && String(b.validFrom) <= String(a.validTo);
  return seats && dates;
}

const seatsText = (r: Row) => (r.maxSeats === null || r.maxSeats === undefined ? `${String(r.minSeats)} 人以上` : `${String(r.minSeats)}–${String(r.maxSeats)} 人`);

/**
 * Checks a tier as it will be written: its own bounds, its price below the product's, and — when it
 * is or becomes ENABLED — no other ENABLED tier of the same product overlapping it. The product's row
 * is locked first, so two tiers enabled at the same moment are checked one after the other.
 */
async function checkTier(ctx: WriteContext): Promise<Record<string, unknown>> {
  const { call, tx, value, current } = ctx;
  const next = { ...(current ?? {}), ...value } as Row;
  if (next.maxSeats !== null && next.maxSeats !== undefined && Number(next.maxSeats) < Number(next.minSeats)) {
    throw invalid(`最多人数（${String(next.maxSeats)}）不能小于最少人数（${String(next.minSeats)}）`);
  }
  if (String(next.validTo) < String(next.validFrom)) throw invalid("失效日期不能早于生效日期");
  const goods = await lockRecord(call, tx, vipGoods, Number(next.vipGoodsId));
  if (Number(next.unitPrice) >= Number(goods.price)) {
    throw invalid(`团购单价 ${formatMoney(Number(next.unitPrice))} 须低于会员商品「${String(goods.name)}」的售价 ${formatMoney(Number(goods.price))}`);
  }
  if (next.status === "ENABLED") {
    let q = tx.selectFrom(groupPurchaseConf.table).selectAll()
      .where("vipGoodsId", "=", Number(next.vipGoodsId)).where("status", "=", "ENABLED");
    if (current) q = q.where("Id", "<>", Number(current.Id));
    for (const raw of await q.execute()) {
      const other = decodeRow(groupPurchaseConf.fields, raw);
      if (tiersOverlap(next, other)) {
        throw precondition(`与已启用的方案「${String(other.name)}」（${seatsText(other)}，${String(other.validFrom)} 至 ${String(other.validTo)}）人数与有效期重叠，请先调整或停用它`);
      }
    }
  }
  return value;
}

export const groupConfHooks: ResourceHooks = { beforeWrite: checkTier };
