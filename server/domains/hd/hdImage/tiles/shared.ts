import fs from "node:fs/promises";
import { hdImage } from "../../../../../src/catalogue/registry";
import type { Row } from "../../../../platform/db/types";
import type { ServerDeps } from "../../../../platform/rpc/call";
import path from "node:path";
import { isTileKey } from "./sign";
import { pyramidDir, removePyramid, tileKeyStem, tilesRoot, type TileLayout } from "./paths";

/**
 * Images that share a master share its pyramid (the demo's 200 rows are a handful of masters): a ready
 * pyramid of the same master, layout and size is taken as it is, unless the image asks to re-tile its
 * own pyramid (then a new generation is written).
 */
export async function sharedPyramid(deps: ServerDeps, image: Row, layout: TileLayout, size: number): Promise<{ tileKey: string; thumbnail: string } | null> {
  const stem = tileKeyStem(String(image.masterFile), layout, size);
  if (typeof image.tileKey === "string" && image.tileKey.startsWith(`${stem}-g`)) return null;
  const rows = await deps.db.selectFrom(hdImage.table).select(["tileKey", "thumbnail"])
    .where("masterFile", "=", String(image.masterFile)).where("tileStatus", "=", "ready")
    .where("tileKey", "like", `${stem}-g%`).where("Id", "<>", Number(image.Id))
    .orderBy("utime", "desc").limit(5).execute();
  for (const row of rows) {
    const tileKey = String(row.tileKey);
    if (!row.thumbnail) continue;
    const info = await fs.stat(pyramidDir(deps.config.dataDir, tileKey)).catch(() => null);
    if (info?.isDirectory()) return { tileKey, thumbnail: String(row.thumbnail) };
  }
  return null;
}

/** Removes a pyramid no image points at any more (a replaced generation, a cleared image). */
export async function removeUnusedPyramid(deps: ServerDeps, tileKey: string): Promise<void> {
  const user = await deps.db.selectFrom(hdImage.table).select("Id").where("tileKey", "=", tileKey).limit(1).executeTakeFirst();
  if (!user) await removePyramid(deps.config.dataDir, tileKey);
}

/** A pyramid younger than this may belong to a job that has not committed yet: never swept. */
const SWEEP_GRACE_MS = 10 * 60_000;

/**
 * Removes pyramid folders no image points at (cleared images, crashed swaps), older than the grace
 * period; run at the start of each tiling job. 清除切片 only unlinks (a folder cannot be removed inside
 * the action's transaction), so this is where its pyramid goes.
 */
export async function sweepUnusedPyramids(deps: ServerDeps): Promise<number> {
  const root = tilesRoot(deps.config.dataDir);
  const names = (await fs.readdir(root).catch(() => [] as string[])).filter(isTileKey);
  if (names.length === 0) return 0;
  const used = new Set((await deps.db.selectFrom(hdImage.table).select("tileKey").where("tileKey", "is not", null).execute()).map((r) => String(r.tileKey)));
  let removed = 0;
  for (const name of names) {
    if (used.has(name)) continue;
    const stat = await fs.stat(path.join(root, name)).catch(() => null);
    if (!stat || Date.now() - stat.mtimeMs < SWEEP_GRACE_MS) continue;
    await removePyramid(deps.config.dataDir, name);
    removed += 1;
  }
  return removed;
}
