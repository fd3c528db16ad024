/**
 * The generated dictionary `artist` (content.md §14.3): `Id → 姓名（朝代）` of every ancient artist not
 * deleted, rebuilt inside the transaction that changed an artist and given a new version, so that
 * consoles replace their cached copy at their next start. `workCount` is kept here too.
 */
import { ancientArtist } from "../../../../src/catalogue/registry";
import { dialectOf } from "../../../resources/rows";
import type { Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { nextUtime } from "../../../platform/db/utime";
import { workTables } from "../artistWork/workTables";

interface AgeItem { value: string; label: string }

async function ageLabels(tx: Tx): Promise<Map<string, string>> {
  const row = await tx.selectFrom("dict").select("items").where("name", "=", "age").executeTakeFirst();
  const raw: unknown = typeof row?.items === "string" ? JSON.parse(row.items) : row?.items;
  return new Map((Array.isArray(raw) ? (raw as AgeItem[]) : []).map((i) => [i.value, i.label]));
}

/** The dictionary's items, in the artists' list order (sort, then Id). */
export async function artistDictItems(tx: Tx): Promise<{ value: string; label: string }[]> {
  const ages = await ageLabels(tx);
  const rows = await tx.selectFrom(ancientArtist.table).select(["Id", "name", "age"]).where("deleted", "=", 0)
    .orderBy("sort", "desc").orderBy("Id", "asc").execute();
  return rows.map((r) => ({ value: String(r.Id), label: `${String(r.name)}（${ages.get(String(r.age)) ?? String(r.age)}）` }));
}

/**
 * Rewrites the dictionary with a version newer than the one stored (and not below `stamp`), so that
 * two changes in the same millisecond still give two versions. Creates the row when it is missing.
 */
export async function rebuildArtistDict(tx: Tx, stamp: number): Promise<void> {
  const items = JSON.stringify(await artistDictItems(tx));
  const current = await tx.selectFrom("dict").select(["Id", "version", "utime"]).where("name", "=", "artist").executeTakeFirst();
  const version = Math.max(stamp, Number(current?.version ?? 0) + 1);
  if (current) {
    await tx.updateTable("dict").set({ items, version, utime: nextUtime(Number(current.utime), stamp) }).where("Id", "=", current.Id as number).execute();
  } else {
    await tx.insertInto("dict").values({ name: "artist", label: "书画家", items, version, ctime: stamp, utime: stamp }).execute();
  }
}

/**
 * Serialises writes of artists on PostgreSQL: the dictionary row is locked before anything is read, so
 * that each rebuild sees the artists the others committed (and a name's uniqueness within its 朝代 is
 * checked one writer at a time). Lock order everywhere: dictionary → artists → works.
 */
export async function lockArtistDict(tx: Tx): Promise<void> {
  if (dialectOf(tx) === "postgres") await tx.selectFrom("dict").select("Id").where("name", "=", "artist").forUpdate().execute();
}

/**
 * Locks artists' rows in Id order (FOR NO KEY UPDATE on PostgreSQL — the works' foreign keys hold KEY
 * SHARE): a work's write takes its artists before its own row, so a merge and a work's write queue
 * instead of deadlocking, and parallel writes of one artist's works count one after the other.
 */
export async function lockArtists(tx: Tx, artistIds: readonly unknown[]): Promise<void> {
  if (dialectOf(tx) !== "postgres") return;
  const ids = [...new Set(artistIds.filter((id): id is number => typeof id === "number"))].sort((x, y) => x - y);
  for (const id of ids) await tx.selectFrom(ancientArtist.table).select("Id").where("Id", "=", id).forNoKeyUpdate().execute();
}

/** Recounts the works (paintings + calligraphy, not deleted) these artists are the author of. */
export async function recountWorks(tx: Tx, artistIds: readonly (number | null | undefined)[]): Promise<void> {
  const ids = [...new Set(artistIds.filter((id): id is number => typeof id === "number"))].sort((x, y) => x - y);
  await lockArtists(tx, ids);
  for (const id of ids) {
    let total = 0;
    for (const { resource } of workTables()) {
      const row = await byCatalogue(tx).selectFrom(resource.table).select((eb) => eb.fn.countAll<number>().as("n"))
        .where("deleted", "=", 0).where("artistId", "=", id).executeTakeFirst();
      total += Number(row?.n ?? 0);
    }
    await tx.updateTable(ancientArtist.table).set({ workCount: total }).where("Id", "=", id).execute();
  }
}
