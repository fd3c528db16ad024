/**
 * 标记违约 (content.md §8.7): after the payment deadline an unpaid sold lot's order is closed through
 * the order's own 关闭订单, the lot becomes 已违约, the work 流拍, and the artist's share of it is taken
 * back by an ADJUSTMENT entry (the ledger is never edited); the buyer's deposit is forfeited and
 * booked on the auction (没收保证金).
 */
import { auctionLot, order } from "../../../../src/catalogue/registry";
import { transitionOf } from "../../../../src/catalogue";
import { formatShanghai } from "../../../../src/catalogue/kinds/shanghai";
import { byCatalogue } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import { actorOf, lockRow, patchRow } from "../../../resources/rows";
import { applyTransition, type TransitionHook } from "../../../resources/transitions";
import { writeArtistShare } from "../../order/artistLedgerEntry/rules";
import { closeOrderHook } from "../../order/order/rules";
import { setSaleState } from "../auctionPoolItem/saleState";
import { lotLedgerRef, stillIn } from "./lotEvents";
import { forfeitedTotal, forfeitFor } from "../auctionDeposit/moves";

const CLOSE = transitionOf(order, "close") ?? (() => {
  throw new Error("order: transition close is missing from the catalogue");
})();

export const markDefault: TransitionHook = async ({ call, tx, current, input }) => {
  const lot = await lockRow(tx, auctionLot, Number(current.Id));
  stillIn(lot, ["sold"], "标记违约");
  const title = `拍品「${String(lot.title)}」（图录号 ${String(lot.lotNo)}）`;
  if (lot.paymentState !== "unpaid" || lot.orderId === null || lot.orderId === undefined) {
    throw precondition(`${title}${lot.paymentState === "paid" ? "已付款" : "尚未结算出订单"}，不能标记违约`);
  }
  const ord = await lockRow(tx, order, Number(lot.orderId));
  const at = call.now();
  if (ord.status === "PENDING" && Number(ord.expireAt ?? 0) > at) {
    throw precondition(`${title}的付款截止为 ${formatShanghai(Number(ord.expireAt))}，截止前不能标记违约`);
  }
  if (ord.status === "PENDING") await applyTransition(tx, call, order, CLOSE, ord, {}, { sideEffect: closeOrderHook });
  else if (ord.status !== "CLOSED") throw precondition(`${title}的订单「${String(ord.orderNo)}」已支付，不能标记违约`);
  // The share written at settlement is taken back; the entry itself stays as it was (a ledger).
  const auction = await lockRow(tx, "auction", Number(lot.auctionId));
  const entry = await byCatalogue(tx).selectFrom("artist_ledger_entry").selectAll()
    .where("sourceType", "=", "AUCTION").where("sourceRef", "=", lotLedgerRef(String(auction.code), Number(lot.lotNo))).executeTakeFirst();
  if (entry && Number(entry.shareAmount) !== 0) {
    await writeArtistShare(tx, call, {
      artistId: String(entry.artistId), period: String(entry.period), sourceType: "ADJUSTMENT", sourceRef: String(entry.entryNo),
      grossAmount: -Number(entry.shareAmount), shareRateBp: 10_000, adjustsEntry: Number(entry.Id), reason: `拍品违约，扣回分成：${String(input.reason)}`,
    });
  }
  await setSaleState(tx, actorOf(call), Number(lot.workId), "unsold", at);
  await forfeitFor(tx, call, Number(lot.auctionId), Number(lot.winnerId), `图录号 ${String(lot.lotNo)} 买受人违约：${String(input.reason)}`);
  // The auction's turnover no longer counts the lot (it stays among the lots sold at the hammer).
  await patchRow(tx, "auction", auction, {
    turnover: Math.max(0, Number(auction.turnover ?? 0) - Number(lot.totalPrice ?? 0)), forfeitedDeposits: await forfeitedTotal(tx, Number(lot.auctionId)),
  }, at);
  return { paymentState: "defaulted", withdrawReason: String(input.reason) };
};

