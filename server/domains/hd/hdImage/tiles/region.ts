import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { storedSizes } from "./levelZero";

/**
 * An IIIF region request beyond the tiles on disk (`x,y,w,h/{width},/0/default.jpg`, full-resolution
 * pixels): cut from the largest whole image the pyramid holds, scaled to the master's coordinates. Used by
 * the HD details of articles (content.md §7.3, §17.1), whose regions are any rectangle a writer chose.
 * A region outside the image, or a width beyond MAX_WIDTH, answers nothing (the route says 404).
 */
const REGION = /^(\d{1,9}),(\d{1,9}),(\d{1,9}),(\d{1,9})\/(\d{1,9}),\/0\/default\.jpg$/;
/** The widest cut served: a detail is read on a phone or a page, never a second master. */
export const MAX_REGION_WIDTH = 2000;

export async function regionImage(root: string, rest: string): Promise<Buffer | null> {
  const m = REGION.exec(rest);
  if (!m) return null;
  const [x, y, w, h, size] = m.slice(1).map(Number) as [number, number, number, number, number];
  const info = await fs.readFile(path.join(root, "info.json"), "utf8").then((t) => JSON.parse(t) as { width?: unknown; height?: unknown }).catch(() => null);
  const width = Number(info?.width);
  const height = Number(info?.height);
  if (!(width > 0 && height > 0) || w < 1 || h < 1 || x + w > width || y + h > height || size < 1 || size > MAX_REGION_WIDTH) return null;
  const largest = (await storedSizes(root)).at(-1);
  if (!largest) return null;
  const sx = largest.width / width;
  const sy = largest.height / height;
  const left = Math.min(largest.width - 1, Math.floor(x * sx));
  const top = Math.min(largest.height - 1, Math.floor(y * sy));
  const box = { left, top, width: Math.max(1, Math.min(largest.width - left, Math.round(w * sx))), height: Math.max(1, Math.min(largest.height - top, Math.round(h * sy))) };
  const file = path.join(root, "full", `${largest.width},${largest.height}`, "0", "default.jpg");
  return sharp(file).extract(box).resize({ width: size }).jpeg({ quality: 85 }).toBuffer();
}
