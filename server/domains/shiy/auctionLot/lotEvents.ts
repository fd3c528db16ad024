/**
 * What happens to a lot when it opens, when the hammer falls and when it is withdrawn (content.md
 * §8.7), as transition hooks: the lot's own methods run them, and the auction's 开拍 / 结拍 / 取消
 * run them on every lot through the same transition (so each lot gets its change record).
 */
import { auctionBid, auctionLot } from "../../../../src/catalogue/registry";
import { transitionOf } from "../../../../src/catalogue";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { precondition } from "../../../platform/wire/errors";
import { actorOf, lockRow, patchRow } from "../../../resources/rows";
import { applyTransition, type TransitionHook } from "../../../resources/transitions";
import { setSaleState } from "../auctionPoolItem/saleState";
import { holdForLot } from "../auctionDeposit/moves";

/** Buyer's premium: hammer × rate %, half-up to 1 分 (content.md §16.8). */
export const premiumOf = (hammer: number, ratePercent: number): number => Math.round((hammer * ratePercent) / 100);

/** The ledger's 来源单号 of a sold lot: the auction's code and the 图录号 (`AU-2024A/1023`). */
export const lotLedgerRef = (auctionCode: string, lotNo: number): string => `${auctionCode}/${lotNo}`;

/** The lot as locked now must still be where the call found it: of two calls at once, the second is refused here. */
export function stillIn(lot: Row, states: readonly string[], action: string): void {
  if (!states.includes(String(lot.status))) throw precondition(`拍品「${String(lot.title)}」（图录号 ${String(lot.lotNo)}）的状态已变化，不能执行「${action}」`);
}

export const openLot: TransitionHook = async ({ tx, current }) => {
  const auction = await lockRow(tx, "auction", Number(current.auctionId));
  if (auction.status !== "bidding") throw precondition(`拍卖会「${String(auction.name)}」未开拍，拍品不能开始竞拍`);
};

/**
 * 落槌: the leading bid wins when it reaches the reserve (no reserve: any bid); otherwise 流拍. The lot
 * is read under lock here, so a bid arriving at the same moment is either before the hammer or refused.
 */
export const hammerLot: TransitionHook = async ({ call, tx, current }) => {
  const lot = await lockRow(tx, auctionLot, Number(current.Id));
  stillIn(lot, ["bidding"], "落槌");
  const auction = await lockRow(tx, "auction", Number(lot.auctionId));
  const bidCount = Number(lot.bidCount ?? 0);
  const price = Number(lot.currentPrice ?? 0);
  const reserve = Number(lot.reservePrice ?? 0);
  const at = call.now();
  if (bidCount === 0 || price < reserve) {
    await setSaleState(tx, actorOf(call), Number(lot.workId), "unsold", at);
    return { status: "unsold" };
  }
  const leading = await byCatalogue(tx).selectFrom(auctionBid.table).selectAll().where("lotId", "=", Number(lot.Id)).where("state", "=", "leading").executeTakeFirst();
  if (!leading) throw new Error(`lot ${String(lot.Id)} has ${bidCount} bids and no leading one`);
  await patchRow(tx, auctionBid, { ...leading, Id: Number(leading.Id), utime: Number(leading.utime) }, { state: "won" }, at);
  await setSaleState(tx, actorOf(call), Number(lot.workId), "sold", at);
  // The buyer's deposit is held against the lot until its order is settled (content.md §8.7).
  await holdForLot(tx, call, lot, Number(leading.bidderId));
  const premium = premiumOf(price, Number(auction.buyerPremiumRate));
  return { status: "sold", hammerPrice: price, buyerPremium: premium, totalPrice: price + premium, winnerId: Number(leading.bidderId), endAt: at };
};

/** A lot taken out of the sale (撤拍, or its auction cancelled): the pool item back to 已入池, the work to the pool. */
export const releaseLot: TransitionHook = async ({ call, tx, current, input }) => {
  const at = call.now();
  if (current.poolItemId !== null && current.poolItemId !== undefined) {
    const item = await lockRow(tx, "auctionPoolItem", Number(current.poolItemId));
    if (item.poolState === "assigned") await patchRow(tx, "auctionPoolItem", item, { poolState: "approved", lotId: null }, at);
  }
  await setSaleState(tx, actorOf(call), Number(current.workId), "pooled", at);
  return { withdrawReason: String(input.reason ?? "") };
};

/** 撤拍: only before the first bid (content.md §8.7). */
export const withdrawLot: TransitionHook = async (ctx) => {
  const lot = await lockRow(ctx.tx, auctionLot, Number(ctx.current.Id));
  stillIn(lot, ["pending", "bidding"], "撤拍");
  if (lot.status === "bidding" && Number(lot.bidCount ?? 0) > 0) throw precondition(`拍品「${String(lot.title)}」已有 ${String(lot.bidCount)} 次出价，不能撤拍`);
  return releaseLot({ ...ctx, current: lot });
};

/** Moves every lot of `auctionId` in one of `from` through the lot's transition `name`. */
export async function moveLots(tx: Tx, call: AuthedCall, auctionId: number, from: readonly string[], name: "open" | "hammer" | "withdraw", hook: TransitionHook, input: Record<string, unknown> = {}): Promise<Row[]> {
  const transition = transitionOf(auctionLot, name);
  if (!transition) throw new Error(`auctionLot has no transition ${name}`);
  const ids = await byCatalogue(tx).selectFrom(auctionLot.table).select("Id").where("auctionId", "=", auctionId).where("status", "in", [...from]).orderBy("lotNo").execute();
  const out: Row[] = [];
  for (const { Id } of ids) {
    const lot = await lockRow(tx, auctionLot, Number(Id));
    out.push(await applyTransition(tx, call, auctionLot, transition, lot, input, { sideEffect: hook }));
  }
  return out;
}
