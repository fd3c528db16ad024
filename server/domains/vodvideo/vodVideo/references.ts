/**
 * Who plays a VOD video: lessons, material and artist videos name it. 引用数 (refCount) is kept from
 * them by each referrer's hooks, and a video still referenced is not deleted.
 */
import { byCatalogue, type Tx } from "../../../platform/db/types";

/** The referencing tables, their column, and whether they keep deleted rows (which no longer count). */
const REFERRERS = [
  { table: "course_lesson", column: "videoId", label: "课时", softDelete: true },
  { table: "media_asset", column: "vodVideoId", label: "素材", softDelete: true },
] as const;

/** How many live records of each kind reference the video (only the kinds with any). */
export async function referencesOf(tx: Tx, vodVideoId: number): Promise<{ label: string; n: number }[]> {
  const out: { label: string; n: number }[] = [];
  for (const r of REFERRERS) {
    let q = byCatalogue(tx).selectFrom(r.table).where(r.column, "=", vodVideoId);
    if (r.softDelete) q = q.where("deleted", "=", 0);
    const row = await q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    const n = Number(row?.n ?? 0);
    if (n > 0) out.push({ label: r.label, n });
  }
  return out;
}

/** Re-counts 引用数 of these videos (nulls and repeats ignored), after a referrer changed. */
export async function recountVodRefs(tx: Tx, ids: readonly unknown[]): Promise<void> {
  const unique = [...new Set(ids.filter((v) => v !== null && v !== undefined && v !== "").map(Number))];
  for (const id of unique) {
    const n = (await referencesOf(tx, id)).reduce((s, r) => s + r.n, 0);
    await tx.updateTable("vod_video").set({ refCount: n }).where("Id", "=", id).execute();
  }
}
