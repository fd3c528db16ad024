import { auction, auctionEntry } from "../../../../src/catalogue/registry";
import { byCatalogue } from "../../../platform/db/types";
import { defineSeed } from "../../../seed/factory";
import { demoSlotImage } from "../liveStream/demoImages";
import { displayStateAt } from "../../../resources/slotPlacement";
import { copiedFrom } from "./auctionLink";

const DAY = 86_400_000;
const POSITIONS = ["HOME", "AUCTION_TAB", "DISCOVER", "AUCTION_TAB"] as const;

/**
 * commerce.md §6.8: one entry per published auction of /shiy (at most 8), newest first; the window
 * opens with the preview and closes a week after the hammer, so past sales show 已过期.
 */
export const seed = defineSeed({
  resource: auctionEntry,
  async run(ctx) {
    if (await ctx.tx.selectFrom(auctionEntry.table).select("Id").limit(1).executeTakeFirst()) return;
    const shown = await byCatalogue(ctx.tx).selectFrom(auction.table).select(["Id", "name", "status", "deleted", "previewStartAt", "startAt", "endAt", "cover", "ctime"])
      .where("status", "in", ["published", "bidding", "ended", "settled"]).where("deleted", "=", 0).orderBy("startAt", "desc").limit(8).execute();
    for (const [i, a] of shown.entries()) {
      const row = {
        title: String(a.name).slice(0, 30), auctionId: Number(a.Id), cover: typeof a.cover === "string" && a.cover !== "" ? a.cover : await demoSlotImage(ctx, "UDT_AUCTION", "entry", i + 1),
        position: POSITIONS[i % POSITIONS.length]!, ...copiedFrom(a),
        platforms: i % 3 === 2 ? ["IOS", "ANDROID"] : [], minAppVersion: i % 3 === 2 ? "3.2.0" : null, maxAppVersion: null,
        startAt: a.previewStartAt === null ? null : Number(a.previewStartAt), endAt: a.endAt === null ? null : Number(a.endAt) + 7 * DAY,
        sort: i + 1, online: true,
      };
      const created = Math.min(Number(a.ctime) + DAY, ctx.now);
      await ctx.insert(auctionEntry, { ...row, displayState: displayStateAt(row, ctx.now) }, { ctime: created, utime: created });
    }
  },
});
