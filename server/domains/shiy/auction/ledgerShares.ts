/**
 * An auction lot's line in the artist-programme ledger (content.md §8.7 结算): the artist's share is
 * hammer × (1 − sellerFeeRate) × revenueShareRate — the ledger's 计费金额 is the hammer price less
 * the platform's fee, its 分成比例 the artist's contract rate.
 */
import { auction as auctionDef, auctionLot } from "../../../../src/catalogue/registry";
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";
import { lockRow } from "../../../resources/rows";
import { ledgerArtistOf, rateBpOf } from "../../order/artistLedgerEntry/artistRates";
import type { ArtistShareInput } from "../../order/artistLedgerEntry/shares";
import { shareKey } from "../../order/artistLedgerEntry/shares";
import { lotLedgerRef } from "../auctionLot/lotEvents";

/** The hammer price less the platform's fee (sellerFeeRate %, half-up to 1 分). */
export const netOfFee = (hammer: number, sellerFeeRate: number): number => hammer - Math.round((hammer * sellerFeeRate) / 100);

export async function lotShare(tx: Tx, auction: Row, lot: Row, period: string): Promise<ArtistShareInput & { sourceKey: string }> {
  const artist = await lockRow(tx, "programmeArtist", Number(lot.artistId));
  const share = {
    artistId: ledgerArtistOf(artist), period, sourceType: "AUCTION" as const, sourceRef: lotLedgerRef(String(auction.code), Number(lot.lotNo)),
    grossAmount: netOfFee(Number(lot.hammerPrice), Number(auction.sellerFeeRate)), shareRateBp: rateBpOf(artist),
  };
  return { ...share, sourceKey: shareKey(share) };
}

/** The shares of every lot sold (and not defaulted) in the auctions settled within [from, to). */
export async function auctionSharesOf(tx: Tx, [from, to]: [number, number], period: string): Promise<ArtistShareInput[]> {
  const auctions = await byCatalogue(tx).selectFrom(auctionDef.table).selectAll().where("status", "=", "settled")
    .where("settledAt", ">=", from).where("settledAt", "<", to).orderBy("Id").execute();
  const out: ArtistShareInput[] = [];
  for (const a of auctions) {
    const lots = await byCatalogue(tx).selectFrom(auctionLot.table).selectAll().where("auctionId", "=", Number(a.Id)).where("status", "=", "sold").orderBy("lotNo").execute();
    for (const lot of lots) out.push(await lotShare(tx, a, lot, period));
  }
  return out;
}
