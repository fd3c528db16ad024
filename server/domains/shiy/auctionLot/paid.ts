/**
 * An auction order paid (the payment notification applies it like any order's): its lot becomes
 * 已付款 and the pool item 已成交. Called from the order's fulfilment, in the payment's transaction.
 */
import { auctionLot } from "../../../../src/catalogue/registry";
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";
import { lockRow, patchRow, recordActorChange, type Actor } from "../../../resources/rows";

export async function auctionOrderPaid(tx: Tx, order: Row, at: number, actor: Actor): Promise<void> {
  const found = await byCatalogue(tx).selectFrom(auctionLot.table).select("Id").where("orderId", "=", Number(order.Id)).executeTakeFirst();
  if (!found) return;
  const lot = await lockRow(tx, auctionLot, Number(found.Id));
  if (lot.paymentState === "paid") return;
  const after = await patchRow(tx, auctionLot, lot, { paymentState: "paid" }, at);
  await recordActorChange(tx, actor, { table: auctionLot, recordId: Number(lot.Id), before: lot, after, at, method: "applyPayment", summary: `已付款：图录号 ${String(lot.lotNo)}（订单「${String(order.orderNo)}」）` });
  if (lot.poolItemId !== null && lot.poolItemId !== undefined) {
    const item = await lockRow(tx, "auctionPoolItem", Number(lot.poolItemId));
    if (item.poolState === "assigned") await patchRow(tx, "auctionPoolItem", item, { poolState: "closed" }, at);
  }
}
