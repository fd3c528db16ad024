/**
 * content.md §14.3: the `shiyArtist` dictionary is generated from the programme artists — one item per
 * artist, its code as the value and its name as the label — rebuilt in the same transaction as every
 * change of an artist, with a new version so that consoles replace their cached copy (spec: getDicts).
 * Terminated artists stay: their courses, ledger entries and works still read them by the code.
 */
import { programmeArtist } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";

export const SHIY_ARTIST_DICT = "shiyArtist";

export async function regenerateArtistDict(tx: Tx, now: number): Promise<void> {
  const rows = await tx.selectFrom(programmeArtist.table).select(["code", "name"]).orderBy("Id").execute();
  const items = rows.filter((r) => typeof r.code === "string" && r.code !== "").map((r) => ({ value: String(r.code), label: String(r.name) }));
  const dict = await tx.selectFrom("dict").select(["Id", "version"]).where("name", "=", SHIY_ARTIST_DICT).executeTakeFirst();
  if (!dict) return;
  // Strictly newer than the cached one, even for two changes in the same millisecond.
  const version = Math.max(now, Number(dict.version ?? 0) + 1);
  await tx.updateTable("dict").set({ items: JSON.stringify(items), version, utime: version }).where("Id", "=", dict.Id).execute();
}
