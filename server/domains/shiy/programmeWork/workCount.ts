import { programmeArtist, programmeWork } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";

/** Keeps `workCount` of an artist: its works not deleted. */
export async function refreshWorkCount(tx: Tx, artistId: unknown): Promise<void> {
  if (artistId === null || artistId === undefined) return;
  const n = await tx.selectFrom(programmeWork.table).select((eb) => eb.fn.countAll().as("n"))
    .where("artistId", "=", Number(artistId)).where("deleted", "=", 0).executeTakeFirstOrThrow();
  await tx.updateTable(programmeArtist.table).set({ workCount: Number(n.n) }).where("Id", "=", Number(artistId)).execute();
}
