/**
 * 上移 / 下移 (content.md §8.7 专场「排序」): the catalogue's order is the 图录号 order, so moving a lot
 * swaps its number with its neighbour's — the nearest lot of the same session and, when the lot is
 * in a special sale, of the same special sale (in a special sale's list the lot moves past the others'
 * lots). Numbers stay in the session's range and unique. Only before bidding starts; the auction row
 * is locked first, so two moves at once are made one after the other on what the first left.
 */
import { auctionLot } from "../../../../src/catalogue/registry";
import { byCatalogue } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import type { ActionHandler } from "../../../resources/actions";
import { actorOf, lockRow, patchRow, recordActorChange } from "../../../resources/rows";

export function moveLot(direction: "up" | "down"): ActionHandler {
  return async ({ call, tx, current }) => {
    const auction = await lockRow(tx, "auction", Number(current.auctionId));
    if (auction.status !== "draft" && auction.status !== "published") throw precondition(`拍卖会「${String(auction.name)}」已开拍或结束，图录顺序不能再调整`);
    const lot = await lockRow(tx, auctionLot, Number(current.Id));
    const lotNo = Number(lot.lotNo);
    let q = byCatalogue(tx).selectFrom(auctionLot.table).select(["Id", "lotNo", "title"])
      .where("sessionId", "=", Number(lot.sessionId)).where("lotNo", direction === "up" ? "<" : ">", lotNo);
    if (lot.specialSaleId !== null && lot.specialSaleId !== undefined) q = q.where("specialSaleId", "=", Number(lot.specialSaleId));
    const near = await q.orderBy("lotNo", direction === "up" ? "desc" : "asc").limit(1).executeTakeFirst();
    const where = lot.specialSaleId === null || lot.specialSaleId === undefined ? "本场次" : "本专场";
    if (!near) throw precondition(`拍品「${String(lot.title)}」（图录号 ${lotNo}）已是${where}${direction === "up" ? "第一件" : "最后一件"}`);
    const neighbour = await lockRow(tx, auctionLot, Number(near.Id));
    const at = call.now();
    const after = await patchRow(tx, auctionLot, neighbour, { lotNo }, at);
    await recordActorChange(tx, actorOf(call), {
      table: auctionLot, recordId: Number(neighbour.Id), before: neighbour, after, at, method: direction === "up" ? "moveUpAuctionLot" : "moveDownAuctionLot",
      summary: `调整图录号：拍品「${String(neighbour.title)}」${String(neighbour.lotNo)} → ${lotNo}`,
    });
    return { lotNo: Number(neighbour.lotNo) };
  };
}
