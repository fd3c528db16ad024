/**
 * 结算 (content.md §8.7, commerce.md §2.1/§2.4): exactly once per ended auction — the auction row is
 * locked and its state read again, so of two staff pressing 结算 together one settles and the other
 * is refused. For each sold lot, in this one transaction: an AUCTION order for the buyer (PENDING,
 * payable within 7 days), the lot's order and payment state, and the artist's ledger entry; the
 * deposits forfeited so far are booked as the auction's 没收保证金 (标记违约 adds to it later).
 */
import { auction as auctionDef, auctionLot, order } from "../../../../src/catalogue/registry";
import { formatMoney } from "../../../../src/catalogue/kinds/money";
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { precondition } from "../../../platform/wire/errors";
import { businessNo } from "../../../resources/businessNo";
import { actorOf, insertRow, lockRow, patchRow, recordActorChange } from "../../../resources/rows";
import { currentPeriod, writeArtistShareOnce } from "../../order/artistLedgerEntry/rules";
import { lotShare } from "./ledgerShares";
import { auctionTotals } from "./totals";
import { forfeitedTotal } from "../auctionDeposit/moves";

/** How long a buyer has to pay an auction order. */
export const PAYMENT_DAYS = 7;
const DAY = 86_400_000;

/** The buyer's order for one sold lot, as the order screens show it. */
export async function writeLotOrder(tx: Tx, call: AuthedCall, auction: Row, lot: Row, at: number): Promise<Row> {
  const total = Number(lot.totalPrice);
  const line = { goodsType: "AUCTION_LOT", goodsId: Number(lot.Id), goodsName: `${String(auction.code)} 图录号 ${String(lot.lotNo)}「${String(lot.title)}」`, unitPrice: total, quantity: 1, lineAmount: total };
  const made = await insertRow(tx, order, {
    orderNo: businessNo("AU", at), orderType: "AUCTION", visitorId: Number(lot.winnerId), platform: "H5", lines: [line],
    totalAmount: total, discountAmount: 0, discountDetail: [], payAmount: total, status: "PENDING", fulfilStatus: "NONE",
    expireAt: at + PAYMENT_DAYS * DAY, refundedAmount: 0, refundingAmount: 0, invoiceStatus: "NONE",
    remark: `落槌 ${formatMoney(Number(lot.hammerPrice))} + 佣金 ${formatMoney(Number(lot.buyerPremium))}`,
  }, at);
  await recordActorChange(tx, actorOf(call), { table: order, recordId: Number(made.Id), before: null, after: made, at, method: "settleAuction", summary: `拍卖结算：订单「${String(made.orderNo)}」${line.goodsName}` });
  return made;
}

export async function settleAuction(tx: Tx, call: AuthedCall, current: Row): Promise<Record<string, unknown>> {
  const auction = await lockRow(tx, auctionDef, Number(current.Id));
  if (auction.status !== "ended" || auction.utime !== current.utime) throw precondition(`拍卖会「${String(auction.name)}」已由他人结算或状态已变化，不能再结算`);
  const at = call.now();
  const period = currentPeriod(at);
  const lots = await byCatalogue(tx).selectFrom(auctionLot.table).select("Id").where("auctionId", "=", Number(auction.Id)).where("status", "=", "sold").where("orderId", "is", null).orderBy("lotNo").execute();
  for (const { Id } of lots) {
    const lot = await lockRow(tx, auctionLot, Number(Id));
    const made = await writeLotOrder(tx, call, auction, lot, at);
    const after = await patchRow(tx, auctionLot, lot, { orderId: made.Id, paymentState: "unpaid" }, at);
    await recordActorChange(tx, actorOf(call), { table: auctionLot, recordId: Number(lot.Id), before: lot, after, at, method: "settleAuction", summary: `拍卖结算：图录号 ${String(lot.lotNo)} 生成订单「${String(made.orderNo)}」` });
    await writeArtistShareOnce(tx, call, await lotShare(tx, auction, lot, period));
  }
  // Forfeited deposits are the house's, booked on the auction (not the artists' ledger).
  return { ...(await auctionTotals(tx, Number(auction.Id))), forfeitedDeposits: await forfeitedTotal(tx, Number(auction.Id)), settledAt: at };
}
