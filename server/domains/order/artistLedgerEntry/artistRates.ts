/**
 * Programme artists as the ledger names them: an entry's artistId is the artist's value in the
 * shiyArtist dictionary (generated from the programme artists), its rate their contract's 分成比例.
 */
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";

/** The shiyArtist dictionary value of a programme artist. */
export const ledgerArtistOf = (artist: Row): string => String(artist.code ?? artist.Id);

/** revenueShareRate (%, 2 decimals) in basis points. */
export const rateBpOf = (artist: Row): number => Math.round(Number(artist.revenueShareRate ?? 70) * 100);

/** Every programme artist's rate in basis points, by ledger name. */
export async function artistRatesBp(tx: Tx): Promise<Map<string, number>> {
  const rows = await byCatalogue(tx).selectFrom("programme_artist").selectAll().execute();
  return new Map(rows.map((r) => [ledgerArtistOf(r), rateBpOf(r)]));
}
