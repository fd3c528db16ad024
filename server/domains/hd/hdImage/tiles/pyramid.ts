import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { MASTER_READ } from "./master";
import { fullMaxSize, writeFullImage } from "./levelZero";
import type { TileLayout } from "./paths";

/**
 * Writes a master's tile pyramid with libvips, streamed from the file (never whole in memory):
 * IIIF Image 3 level 0 (`info.json` + `{region}/{size}/0/default.jpg` + the whole image, levelZero.ts) or Deep Zoom (`image.dzi` +
 * `image_files/`). The folder it answers holds the finished pyramid, ready to be moved under its key.
 */

/** How many tiles a pyramid of this size has (every level down to one tile), for progress. */
export function tileCount(width: number, height: number, size: number, layout: TileLayout): number {
  let total = 0;
  let w = width, h = height;
  for (;;) {
    total += Math.ceil(w / size) * Math.ceil(h / size);
    if (w <= size && h <= size) break;
    w = Math.ceil(w / 2);
    h = Math.ceil(h / 2);
  }
  // Deep Zoom also keeps the levels below one tile, down to 1 × 1.
  if (layout === "dz") total += Math.ceil(Math.log2(Math.max(1, Math.min(size, Math.max(w, h)))));
  return total;
}

async function countTiles(dir: string): Promise<number> {
  const names = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith(".jpg") || n.endsWith(".jpeg")).length;
}

export interface PyramidOptions {
  readonly layout: TileLayout;
  readonly size: number;
  /** Called every few seconds with the tiles written so far (a heartbeat as much as a progress). */
  readonly onProgress?: (written: number) => Promise<void> | void;
  readonly everyMs?: number;
}

/** Tiles `master` into a new folder under `workDir`; answers that folder. */
export async function writePyramid(master: string, workDir: string, { layout, size, onProgress, everyMs = 3000 }: PyramidOptions): Promise<string> {
  await fs.mkdir(workDir, { recursive: true });
  const pipeline = sharp(master, MASTER_READ).jpeg({ quality: 85, mozjpeg: false });
  let out: string, done: Promise<unknown>;
  if (layout === "iiif3") {
    out = path.join(workDir, "pyramid");
    // The id is rewritten when info.json is served (to the request's signed base).
    done = pipeline.tile({ layout: "iiif3", size, overlap: 0, id: "https://tiles.invalid" }).toFile(out);
  } else {
    out = path.join(workDir, "pyramid");
    await fs.mkdir(out, { recursive: true });
    done = pipeline.tile({ layout: "dz", size, overlap: 0 }).toFile(path.join(out, "image.dz"));
  }
  let timer: NodeJS.Timeout | undefined;
  let reporting: Promise<void> = Promise.resolve();
  if (onProgress) {
    timer = setInterval(() => {
      reporting = reporting.then(async () => onProgress(await countTiles(out))).catch(() => undefined);
    }, everyMs);
  }
  try {
    await done;
  } finally {
    if (timer) clearInterval(timer);
    await reporting;
  }
  // libvips' own metadata file is of no use to a viewer.
  await fs.rm(path.join(out, "image_files", "vips-properties.xml"), { force: true });
  if (layout === "iiif3") {
    // Level 0 answers `full/max`: libvips writes only the smallest whole image.
    const meta = await sharp(master, MASTER_READ).metadata();
    await writeFullImage(master, out, fullMaxSize(meta.width ?? 1, meta.height ?? 1));
  }
  return out;
}

/** A 400 px (long edge) JPEG preview of the master. */
export async function makeThumbnail(master: string): Promise<Buffer> {
  return sharp(master, MASTER_READ).resize({ width: 400, height: 400, fit: "inside", withoutEnlargement: true }).flatten({ background: "#ffffff" })
    .jpeg({ quality: 82 }).toBuffer();
}
