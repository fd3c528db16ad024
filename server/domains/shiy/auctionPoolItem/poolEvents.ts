/** The pool item's transitions (content.md §8.6) with what they do to the work and the lot. */
import { auctionLot, auctionSession } from "../../../../src/catalogue/registry";
import { byCatalogue } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";
import { actorOf, insertRow, lockRow, recordActorChange } from "../../../resources/rows";
import type { TransitionHook } from "../../../resources/transitions";
import { setSaleState } from "./saleState";

export const approve: TransitionHook = async ({ call, tx, current }) => {
  await setSaleState(tx, actorOf(call), Number(current.workId), "pooled", call.now());
};

export const withdraw: TransitionHook = async ({ call, tx, current }) => {
  await setSaleState(tx, actorOf(call), Number(current.workId), "none", call.now());
};

/** 排入场次: the lot, numbered after the session's last, copying the pool item's estimates. */
export const assign: TransitionHook = async ({ call, tx, current, input }) => {
  const session = await lockRow(tx, auctionSession, Number(input.sessionId));
  const auction = await lockRow(tx, "auction", Number(session.auctionId));
  if (auction.status !== "draft" && auction.status !== "published") throw precondition(`拍卖会「${String(auction.name)}」已开拍或结束，不能再排入拍品`);
  const last = await byCatalogue(tx).selectFrom(auctionLot.table).select((eb) => eb.fn.max("lotNo").as("n")).where("sessionId", "=", Number(session.Id)).executeTakeFirst();
  const lotNo = Math.max(Number(last?.n ?? 0) + 1, Number(session.lotNoFrom));
  if (lotNo > Number(session.lotNoTo)) throw precondition(`场次「${String(session.name)}」的图录号 ${String(session.lotNoFrom)}–${String(session.lotNoTo)} 已用完`);
  const specialSaleId = input.specialSaleId === null || input.specialSaleId === undefined ? null : Number(input.specialSaleId);
  if (specialSaleId !== null) {
    const sale = await lockRow(tx, "auctionSpecialSale", specialSaleId);
    if (Number(sale.auctionId) !== Number(auction.Id)) throw invalid(`专场「${String(sale.title)}」不属于拍卖会「${String(auction.name)}」`);
  }
  const at = call.now();
  const lot = await insertRow(tx, auctionLot, {
    lotNo, title: current.title, auctionId: auction.Id, sessionId: session.Id, poolItemId: current.Id, workId: current.workId, artistId: current.artistId,
    specialSaleId, estimateLow: current.estimateLow, estimateHigh: current.estimateHigh, startingPrice: current.startingPrice,
    reservePrice: current.reservePrice ?? null, currentPrice: 0, bidCount: 0, status: "pending",
  }, at);
  await recordActorChange(tx, actorOf(call), { table: auctionLot, recordId: Number(lot.Id), before: null, after: lot, at, method: "assignAuctionPoolItem", summary: `排入场次：图录号 ${lotNo}「${String(lot.title)}」` });
  await setSaleState(tx, actorOf(call), Number(current.workId), "inAuction", at);
  return { lotId: lot.Id, targetAuctionId: auction.Id };
};

/** Back to the pool only from a lot that will not sell: withdrawn, unsold or defaulted. */
export const returnToPool: TransitionHook = async ({ call, tx, current }) => {
  if (current.lotId !== null && current.lotId !== undefined) {
    const lot = await lockRow(tx, auctionLot, Number(current.lotId));
    if (!["withdrawn", "unsold", "defaulted"].includes(String(lot.status))) {
      throw precondition(`拍品「${String(lot.title)}」（图录号 ${String(lot.lotNo)}）仍在拍卖中或已成交，不能退回拍品池`);
    }
  }
  await setSaleState(tx, actorOf(call), Number(current.workId), "pooled", call.now());
  return { lotId: null };
};

