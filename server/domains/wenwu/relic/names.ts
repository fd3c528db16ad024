/**
 * Names the grid shows beside a reference (收藏单位, 艺术家): copied by the server from the referenced
 * row when the reference is written, as the HD library copies a subject's title.
 */
import { museum, westernArtist, westernWork } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";

async function nameOf(tx: Tx, table: string, column: string, id: unknown): Promise<string | null> {
  if (typeof id !== "number") return null;
  const row = await byCatalogue(tx).selectFrom(table).select(column).where("Id", "=", id).executeTakeFirst();
  return row ? String((row as Record<string, unknown>)[column]) : null;
}

/** `value` with museumName (and artistName) filled for the references it writes. */
export async function withNames(tx: Tx, value: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out = { ...value };
  if (value.museumId !== undefined) out.museumName = await nameOf(tx, museum.table, "name", value.museumId);
  if (value.artistId !== undefined) out.artistName = await nameOf(tx, westernArtist.table, "nameZh", value.artistId);
  return out;
}

/** An artist renamed: the copies on the artist's works follow. */
export async function renameArtistOnWorks(tx: Tx, artistId: number, nameZh: string): Promise<void> {
  await tx.updateTable(westernWork.table).set({ artistName: nameZh }).where("artistId", "=", artistId).execute();
}
