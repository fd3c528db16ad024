/**
 * The cover's crop boxes (content.md §7.3, §7.2): where the 2.35:1 and 1:1 images are cut from the
 * cover, as fractions of its width and height `[x1, y1, x2, y2]` — the official account's own
 * coordinates (pic_crop_235_1 / pic_crop_1_1). Stored as `[{ratio, box: "x1,y1,x2,y2"}]`.
 */
export const CROP_RATIOS = [{ ratio: "2.35:1", value: 2.35 }, { ratio: "1:1", value: 1 }] as const;
export type CropRatio = (typeof CROP_RATIOS)[number]["ratio"];
export type Box = readonly [number, number, number, number];

const round = (n: number) => Math.round(n * 1000) / 1000;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** The box's height as a fraction of the image's, for a width fraction `w` at `ratio` on a `w × h` picture. */
const heightFor = (wFrac: number, ratio: number, size: { w: number; h: number }) => (wFrac * size.w) / ratio / size.h;

/** The largest box of the ratio (width and height as fractions, unrounded). */
function largest(ratio: number, size: { w: number; h: number }): { w: number; h: number } {
  const h = heightFor(1, ratio, size);
  return h <= 1 ? { w: 1, h } : { w: (ratio * size.h) / size.w, h: 1 };
}

/** A box of width `w` and height `h` around (cx, cy), inside the picture, rounded to 0.001. */
function placed(cx: number, cy: number, w: number, h: number): Box {
  const x = clamp(cx, w / 2, 1 - w / 2);
  const y = clamp(cy, h / 2, 1 - h / 2);
  const edge = (n: number) => clamp(round(n), 0, 1);
  return [edge(x - w / 2), edge(y - h / 2), edge(x + w / 2), edge(y + h / 2)];
}

/** The largest box of the ratio, centred. */
export function defaultBox(ratio: number, size: { w: number; h: number }): Box {
  const { w, h } = largest(ratio, size);
  return placed(0.5, 0.5, w, h);
}

/** A box moved by (dx, dy) and scaled by `scale` about its centre, kept at its ratio and inside the picture. */
export function adjustBox(box: Box, ratio: number, size: { w: number; h: number }, dx: number, dy: number, scale = 1): Box {
  const max = largest(ratio, size);
  const w = clamp((box[2] - box[0]) * scale, Math.min(0.1, max.w), max.w);
  // Never taller than the picture, whatever the rounding of the stored box.
  const h = Math.min(1, heightFor(w, ratio, size));
  return placed((box[0] + box[2]) / 2 + dx, (box[1] + box[3]) / 2 + dy, w, h);
}

/** The stored crops read back (anything unreadable left out). */
export function parseCrops(value: unknown): Partial<Record<CropRatio, Box>> {
  let list: unknown = value;
  if (typeof value === "string") {
    try {
      list = value.trim() === "" ? [] : JSON.parse(value);
    } catch {
      list = [];
    }
  }
  const out: Partial<Record<CropRatio, Box>> = {};
  for (const item of Array.isArray(list) ? (list as { ratio?: unknown; box?: unknown }[]) : []) {
    const n = typeof item.box === "string" ? item.box.split(",").map(Number) : [];
    if ((item.ratio === "2.35:1" || item.ratio === "1:1") && n.length === 4 && n.every((x) => Number.isFinite(x) && x >= 0 && x <= 1)) out[item.ratio] = n as unknown as Box;
  }
  return out;
}

export const cropsValue = (crops: Partial<Record<CropRatio, Box>>) =>
  CROP_RATIOS.filter((r) => crops[r.ratio]).map((r) => ({ ratio: r.ratio, box: crops[r.ratio]!.join(",") }));
