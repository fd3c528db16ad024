import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { MASTER_READ } from "./master";

/**
 * IIIF Image API 3.0 level 0 beyond the tiles libvips writes (https://iiif.io/api/image/3.0/compliance/):
 * the whole image at `full/max/0/default.jpg`, and an info.json that lists the sizes on disk (`sizes`),
 * the tiles with both dimensions, and — when the largest whole image is smaller than the master —
 * `maxWidth`/`maxHeight`, which is what `max` then means.
 */

/** The long edge of the largest whole image written at tiling: a viewer's overview, not a second master. */
export const FULL_MAX_EDGE = 4096;

export interface Size { readonly width: number; readonly height: number }

/** The largest whole image of a master: itself, or scaled so that its long edge is FULL_MAX_EDGE. */
export function fullMaxSize(width: number, height: number, maxEdge = FULL_MAX_EDGE): Size {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Writes `full/{w},{h}/0/default.jpg` at the largest whole size into a finished iiif3 pyramid. */
export async function writeFullImage(master: string, pyramid: string, size: Size): Promise<void> {
  const dir = path.join(pyramid, "full", `${size.width},${size.height}`, "0");
  await fs.mkdir(dir, { recursive: true });
  await sharp(master, MASTER_READ).resize({ width: size.width, height: size.height, fit: "fill" }).flatten({ background: "#ffffff" })
    .jpeg({ quality: 85 }).toFile(path.join(dir, "default.jpg"));
}

/** The whole-image sizes a pyramid holds (`full/{w},{h}/0/default.jpg`), smallest first. */
export async function storedSizes(pyramid: string): Promise<Size[]> {
  const names = await fs.readdir(path.join(pyramid, "full")).catch(() => [] as string[]);
  const sizes: Size[] = [];
  for (const name of names) {
    const m = /^(\d{1,9}),(\d{1,9})$/.exec(name);
    if (!m) continue;
    const stat = await fs.stat(path.join(pyramid, "full", name, "0", "default.jpg")).catch(() => null);
    if (stat?.isFile()) sizes.push({ width: Number(m[1]), height: Number(m[2]) });
  }
  return sizes.sort((a, b) => a.width - b.width || a.height - b.height);
}

type Tiles = { width: number; height?: number; scaleFactors: number[] }[];

/** The info.json a level 0 client needs, from libvips' file, the sizes on disk and the service's id. */
export function levelZeroInfo(stored: Record<string, unknown>, sizes: readonly Size[], id: string): Record<string, unknown> {
  const width = Number(stored.width);
  const height = Number(stored.height);
  const largest = sizes[sizes.length - 1];
  const tiles = (Array.isArray(stored.tiles) ? stored.tiles as Tiles : []).map((t) => ({ width: t.width, height: t.height ?? t.width, scaleFactors: t.scaleFactors }));
  return {
    "@context": "http://iiif.io/api/image/3/context.json",
    id,
    type: "ImageService3",
    protocol: "http://iiif.io/api/image",
    profile: "level0",
    width,
    height,
    ...(largest && (largest.width < width || largest.height < height) ? { maxWidth: largest.width, maxHeight: largest.height } : {}),
    sizes: sizes.map((s) => ({ width: s.width, height: s.height })),
    tiles,
  };
}
