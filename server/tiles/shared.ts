import fs from "node:fs/promises";
import { hdImage } from "../../src/catalogue/registry";
import type { Row } from "../db/types";
import type { ServerDeps } from "../rpc/call";
import { pyramidDir, removePyramid, tileKeyStem, type TileLayout } from "./paths";

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
