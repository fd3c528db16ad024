/**
 * The seeded orders' 优惠明细 name what gave the discount (commerce.md §2.1 discountDetail, §4): the
 * order world drew a TEAM_BUY / FLASH_SALE / COUPON line's refId before the activities existed; the
 * marketing seeds, once they have placed each order in its team, take or coupon record, write the
 * activity's (or coupon's) Id into the line. Amounts stay as they were: only the reference changes.
 */
import { order } from "../../../src/catalogue/registry";
import type { Tx } from "../../platform/db/types";

type Line = { type: string; refId: number | null; amount: number };

const linesOf = (v: unknown): Line[] => (typeof v === "string" ? JSON.parse(v) : v ?? []) as Line[];

/**
 * Sets the refId of every `type` line of the orders `refOf` answers a number for (by the order's
 * number and its current refId); an order it answers null for keeps its line as it is.
 */
export async function nameDiscountRefs(tx: Tx, type: "TEAM_BUY" | "FLASH_SALE" | "COUPON", refOf: (orderNo: string, refId: number | null) => number | null): Promise<void> {
  const rows = await tx.selectFrom(order.table).select(["Id", "orderNo", "discountDetail"]).where("discountDetail", "like", `%${type}%`).orderBy("Id").execute();
  for (const r of rows) {
    const lines = linesOf(r.discountDetail);
    let changed = false;
    const next = lines.map((l) => {
      if (l.type !== type) return l;
      const ref = refOf(String(r.orderNo), l.refId);
      if (ref === null || ref === l.refId) return l;
      changed = true;
      return { ...l, refId: ref };
    });
    if (changed) await tx.updateTable(order.table).set({ discountDetail: JSON.stringify(next) }).where("Id", "=", Number(r.Id)).execute();
  }
}
