/**
 * Who plays a VOD video: lessons, material and artist videos name it. 引用数 (refCount) is kept from
 * them by each referrer's hooks, and a video still referenced is not deleted.
 */
import { byCatalogue, type Tx } from "../../../platform/db/types";

/** The referencing tables, their column, and whether they keep deleted rows (which no longer count). */
const REFERRERS = [
  { table: "course_lesson", column: "videoId", label: "课时", softDelete: true },
  { table: "media_asset", column: "vodVideoId", label: "素材", softDelete: true },
  { table: "artist_video", column: "vodVideoId", label: "艺术家视频", softDelete: false },
] as const;

/**
 * How many records of each kind reference the video (only the kinds with any): live ones, and with
 * `withDeleted` also deleted ones (they keep their reference, to be restored), labelled 已删除的….
 */
export async function referencesOf(tx: Tx, vodVideoId: number, withDeleted = false): Promise<{ label: string; n: number }[]> {
  const out: { label: string; n: number }[] = [];
  for (const r of REFERRERS) {
    for (const deleted of r.softDelete ? (withDeleted ? [0, 1] : [0]) : [null]) {
      let q = byCatalogue(tx).selectFrom(r.table).where(r.column, "=", vodVideoId);
      if (deleted !== null) q = q.where("deleted", "=", deleted);
      const row = await q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
      const n = Number(row?.n ?? 0);
      if (n > 0) out.push({ label: deleted === 1 ? `已删除的${r.label}` : r.label, n });
    }
  }
  return out;
}

/** Re-counts 引用数 of these videos (nulls and repeats ignored), after a referrer changed. */
export async function recountVodRefs(tx: Tx, ids: readonly unknown[]): Promise<void> {
  const unique = [...new Set(ids.filter((v) => v !== null && v !== undefined && v !== "").map(Number))];
  for (const id of unique) {
    // Takes the video's row lock first: two writers referencing one video count one after the other.
    await tx.updateTable("vod_video").set((eb) => ({ refCount: eb.ref("refCount") })).where("Id", "=", id).execute();
    const n = (await referencesOf(tx, id)).reduce((s, r) => s + r.n, 0);
    await tx.updateTable("vod_video").set({ refCount: n }).where("Id", "=", id).execute();
  }
}
