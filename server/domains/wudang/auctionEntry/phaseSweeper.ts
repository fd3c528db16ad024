/**
 * Keeps each 拍卖展示位 in step with its auction: dates and phase as the auction has them now, and
 * offline (下线) once the auction is cancelled or deleted — one locked change per entry (changeOnce),
 * written as 系统.
 */
import { auctionEntry } from "../../../../src/catalogue/registry";
import { byCatalogue, type Row } from "../../../platform/db/types";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { displayStateAt } from "../../../resources/slotPlacement";
import { changeOnce } from "../../../resources/systemChange";
import { copiedFrom, displayable, readAuction } from "./auctionLink";

const KEYS = ["previewStartAt", "auctionStartAt", "auctionEndAt", "phase"] as const;

/** What changes on `entry` given its auction as it is now, or null when nothing does. */
export async function followAuction(entry: Row, auctionRow: Row | undefined, now: number): Promise<Record<string, unknown> | null> {
  const patch: Record<string, unknown> = {};
  if (auctionRow && displayable(auctionRow)) {
    const copied = copiedFrom(auctionRow);
    for (const k of KEYS) if (String(copied[k] ?? "") !== String(entry[k] ?? "")) patch[k] = copied[k];
  } else if (entry.online) {
    patch.online = false;
  }
  const next = displayStateAt({ ...entry, ...patch }, now);
  if (next !== entry.displayState) patch.displayState = next;
  return Object.keys(patch).length > 0 ? patch : null;
}

export const auctionEntrySweeper: Sweeper = {
  name: "auctionEntry.followAuction",
  // After the auctions' own scheduler (order 100 by default) has moved them.
  order: 110,
  async sweep({ db }, now) {
    const entries = await byCatalogue(db).selectFrom(auctionEntry.table).selectAll().orderBy("Id").limit(500).execute();
    let n = 0;
    for (const entry of entries) {
      const a = await readAuction(db, Number(entry.auctionId));
      if ((await followAuction(entry, a, now)) === null) continue;
      const made = await changeOnce(db, auctionEntry, Number(entry.Id), now, async (row, tx) => followAuction(row, await readAuction(tx, Number(row.auctionId)), now),
        (b, after) => `拍卖展示位「${String(b.title)}」：随拍卖会更新${after.online === b.online ? "" : "（拍卖会已取消，下线）"}`);
      if (made) n += 1;
    }
    return n;
  },
};
