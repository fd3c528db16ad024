/**
 * 添加拍品 on a session (content.md §8.7): each chosen pool item is 排入场次 through its own transition
 * (the same hook as on the pool's screen), in the order chosen, all or none; the session answers
 * its new lot count.
 */
import { transitionOf } from "../../../../src/catalogue";
import { auctionLot, auctionPoolItem } from "../../../../src/catalogue/registry";
import { byCatalogue } from "../../../platform/db/types";
import { invalid } from "../../../platform/wire/errors";
import type { ActionHandler } from "../../../resources/actions";
import { lockRow } from "../../../resources/rows";
import { applyTransition } from "../../../resources/transitions";
import { assign } from "../auctionPoolItem/poolEvents";

const MAX = 50;

export const addLots: ActionHandler = async ({ call, tx, current, input }) => {
  const ids = Array.isArray(input.poolItemIds) ? input.poolItemIds.map(Number) : [];
  if (ids.length === 0 || ids.length > MAX || ids.some((n) => !Number.isInteger(n) || n <= 0)) throw invalid(`请选择 1–${MAX} 件拍品池中的拍品`);
  if (new Set(ids).size !== ids.length) throw invalid("拍品重复选择");
  const ASSIGN = transitionOf(auctionPoolItem, "assign");
  if (!ASSIGN) throw new Error("auctionPoolItem: transition assign is missing from the catalogue");
  const specialSaleId = input.specialSaleId === null || input.specialSaleId === undefined ? null : Number(input.specialSaleId);
  for (const id of ids) {
    const item = await lockRow(tx, auctionPoolItem, id);
    await applyTransition(tx, call, auctionPoolItem, ASSIGN, item, { sessionId: Number(current.Id), specialSaleId }, { sideEffect: assign });
  }
  const lots = await byCatalogue(tx).selectFrom(auctionLot.table).select("status").where("sessionId", "=", Number(current.Id)).execute();
  return { lotCount: lots.filter((l) => l.status !== "withdrawn").length };
};
