import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { isTileKey } from "./sign";

/**
 * Where pyramids live: `{dataDir}/tiles/{tileKey}/`, outside the upload store (a pyramid is thousands of
 * files, none of them an upload). A tileKey names the master, layout, tile size and generation, so
 * images sharing a master share one pyramid, and a re-tiling writes a new folder beside the old one.
 */

export function tilesRoot(dataDir: string): string {
  return path.join(dataDir, "tiles");
}

export function pyramidDir(dataDir: string, tileKey: string): string {
  if (!isTileKey(tileKey)) throw new Error(`not a tile key: ${tileKey}`);
  return path.join(tilesRoot(dataDir), tileKey);
}

/** The work folder of one tiling job (dot-named: never a tileKey, never served). */
export function jobTempDir(dataDir: string, jobId: number): string {
  return path.join(tilesRoot(dataDir), ".tmp", `job-${jobId}`);
}

export const DEFAULT_LAYOUT = "iiif3";
export const DEFAULT_TILE_SIZE = 512;

export type TileLayout = "iiif3" | "dz";

/** The stem shared by every generation of a master's pyramid in one layout and size. */
export function tileKeyStem(masterKey: string, layout: TileLayout, size: number): string {
  const digest = createHash("sha256").update(masterKey).digest("hex").slice(0, 16);
  return `p${digest}-${layout}-${size}`;
}

export function tileKeyOf(masterKey: string, layout: TileLayout, size: number, generation: number): string {
  return `${tileKeyStem(masterKey, layout, size)}-g${generation}`;
}

/** The generation a tileKey carries, 0 when none. */
export function generationOf(tileKey: unknown): number {
  const m = typeof tileKey === "string" ? /-g(\d+)$/.exec(tileKey) : null;
  return m ? Number(m[1]) : 0;
}

export async function removePyramid(dataDir: string, tileKey: string): Promise<void> {
  await fs.rm(pyramidDir(dataDir, tileKey), { recursive: true, force: true });
}
