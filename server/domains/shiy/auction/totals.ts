import { auctionLot } from "../../../../src/catalogue/registry";
import { byCatalogue, type Tx } from "../../../platform/db/types";

/** An auction's counts from its lots: lots offered (withdrawn ones not counted), sold, turnover with premium, sell-through in %. */
export async function auctionTotals(tx: Tx, auctionId: number): Promise<{ lotCount: number; soldCount: number; turnover: number; sellThroughRate: number }> {
  const lots = await byCatalogue(tx).selectFrom(auctionLot.table).select(["status", "totalPrice"]).where("auctionId", "=", auctionId).execute();
  const offered = lots.filter((l) => l.status !== "withdrawn");
  const sold = offered.filter((l) => l.status === "sold" || l.status === "defaulted");
  const turnover = sold.filter((l) => l.status === "sold").reduce((s, l) => s + Number(l.totalPrice ?? 0), 0);
  return { lotCount: offered.length, soldCount: sold.length, turnover, sellThroughRate: offered.length === 0 ? 0 : Math.round((sold.length / offered.length) * 10_000) / 100 };
}
