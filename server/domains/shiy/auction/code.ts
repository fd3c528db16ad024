import { auction } from "../../../../src/catalogue/registry";
import { byCatalogue, type Tx } from "../../../platform/db/types";

/** An auction's 编号: `AU-` + the year + the next free letter (AU-2024A, AU-2024B …). */
export async function nextAuctionCode(tx: Tx, year: string): Promise<string> {
  const taken = await byCatalogue(tx).selectFrom(auction.table).select("code").where("code", "like", `AU-${year}%`).execute();
  const used = new Set(taken.map((r) => String(r.code)));
  const letter = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].find((l) => !used.has(`AU-${year}${l}`));
  return letter ? `AU-${year}${letter}` : `AU-${year}-${used.size + 1}`;
}
