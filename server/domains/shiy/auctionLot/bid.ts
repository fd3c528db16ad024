/**
 * 登记出价 (content.md §8.7): a bid is taken under the lot's lock, only while the lot is 竞拍中 and its
 * auction 拍卖中, and only at or above the next step of the ladder — so of two bids at the same
 * moment for the same price, one leads and the other is told the next valid price. A bidder needs
 * a deposit for the auction (保证金, auctionDeposit). The bid goes into
 * the ledger (auctionBid) and the previous leader becomes 被超越. A timed lot takes no bid after its end,
 * and a bid in its last minutes extends it.
 */
import { auctionBid, auctionLot } from "../../../../src/catalogue/registry";
import { actionOf, validateRecord } from "../../../../src/catalogue";
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid, precondition } from "../../../platform/wire/errors";
import { inTransaction } from "../../../resources/methods";
import { selectionTargets, type SelectionPayload } from "../../../resources/payload";
import { actorOf, insertRow, lockRow, patchRow, recordActorChange } from "../../../resources/rows";
import { formatMoney } from "../../../../src/catalogue/kinds/money";
import { formatShanghai } from "../../../../src/catalogue/kinds/shanghai";
import { bidRefusal, parseLadder } from "./ladder";
import { requireDeposit } from "../auctionDeposit/moves";

export const BID = actionOf(auctionLot, "bidAuctionLot") ?? (() => {
  throw new Error("auctionLot: action bidAuctionLot is missing from the catalogue");
})();

/**
 * Anti-sniping (content.md §8.7): a bid within the last `extendWindowSec` of a timed lot (default 300)
 * moves its end to `extendSec` after the bid (default 300), never earlier; null when it changes nothing.
 */
export function extendedEnd(auction: Row, endAt: number, at: number): number | null {
  const sec = (v: unknown, d: number) => (v === null || v === undefined ? d : Number(v)) * 1000;
  if (endAt - at > sec(auction.extendWindowSec, 300)) return null;
  const next = at + sec(auction.extendSec, 300);
  return next > endAt ? next : null;
}

/** A bidder's paddle: the visitor's number, as the room calls it. */
export const paddleOf = (visitorId: number): string => `No. ${String(visitorId).padStart(4, "0")}`;

export interface BidInput {
  readonly bidderId: number;
  readonly amount: number;
  readonly channel: string;
}

/** Takes one bid on lot `lotId` inside `tx` (the lot locked first); answers the lot after it. */
export async function takeBid(tx: Tx, call: AuthedCall, lotId: number, bid: BidInput): Promise<Row> {
  const { amount, bidderId } = bid;
  const current = await lockRow(tx, auctionLot, lotId);
  const title = `拍品「${String(current.title)}」（图录号 ${String(current.lotNo)}）`;
  if (current.status !== "bidding") throw precondition(`${title}不在竞拍中，不能出价`);
  const auction = await lockRow(tx, "auction", Number(current.auctionId));
  if (auction.status !== "bidding") throw precondition(`拍卖会「${String(auction.name)}」不在拍卖中，不能出价`);
  const visitor = await byCatalogue(tx).selectFrom("visitor").select("Id").where("Id", "=", bidderId).executeTakeFirst();
  if (!visitor) throw invalid(`竞买人不存在（Id ${bidderId}）`);
  // A paddle only with a deposit paid for this auction (content.md §8.7).
  await requireDeposit(tx, auction, bidderId);
  const ladder = parseLadder(current.incrementOverride) ?? parseLadder(auction.incrementLadder);
  if (!ladder) throw precondition(`拍卖会「${String(auction.name)}」的加价幅度无效，请先修改`);
  const state = { startingPrice: Number(current.startingPrice), currentPrice: Number(current.currentPrice ?? 0), bidCount: Number(current.bidCount ?? 0) };
  const refusal = bidRefusal(ladder, state, amount);
  if (refusal) throw precondition(`${title}：${refusal}`);
  const at = call.now();
  const endAt = current.endAt === null || current.endAt === undefined ? null : Number(current.endAt);
  if (auction.auctionType === "timed" && endAt !== null && at >= endAt) throw precondition(`${title}已于 ${formatShanghai(endAt)} 结束，不能出价`);
  const extended = auction.auctionType === "timed" && endAt !== null ? extendedEnd(auction, endAt, at) : null;
  const leading = await byCatalogue(tx).selectFrom(auctionBid.table).selectAll().where("lotId", "=", Number(current.Id)).where("state", "=", "leading").executeTakeFirst();
  if (leading) await patchRow(tx, auctionBid, { ...leading, Id: Number(leading.Id), utime: Number(leading.utime) }, { state: "outbid" }, at);
  await insertRow(tx, auctionBid, { lotId: current.Id, paddle: paddleOf(bidderId), bidderId, amount, bidAt: at, channel: bid.channel, state: "leading" }, at);
  const after = await patchRow(tx, auctionLot, current, { currentPrice: amount, bidCount: state.bidCount + 1, ...(extended === null ? {} : { endAt: extended }) }, at);
  await recordActorChange(tx, actorOf(call), {
    table: auctionLot, recordId: Number(current.Id), before: current, after, at, method: BID.name,
    summary: `登记出价：${title} ${paddleOf(bidderId)} ${formatMoney(amount)}${extended === null ? "" : `，结束时间延至 ${formatShanghai(extended)}`}`,
  });
  return after;
}

/** {service}/bidAuctionLot: `{Id, data: {bidderId, amount, channel}}`. A stale utime is no reason to refuse: the ladder decides. */
export async function placeBid(call: AuthedCall, input: SelectionPayload): Promise<{ data: Row[]; total: number }> {
  const [target] = selectionTargets(input, { label: BID.label, single: true, utimeRequired: false });
  if (!target) throw invalid("请提供 Id");
  const checked = validateRecord(BID.input, input.data ?? {}, "create");
  if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
  const bid = { bidderId: Number(checked.value.bidderId), amount: Number(checked.value.amount), channel: String(checked.value.channel) };
  const lot = await inTransaction(call.db, (tx) => takeBid(tx, call, target.id, bid));
  return { data: [lot], total: 1 };
}
