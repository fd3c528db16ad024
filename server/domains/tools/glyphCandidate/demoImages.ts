/**
 * The demo glyph candidates' pictures (generated): the seed records each as a stored UDT_GLYPH file (an
 * `upload_file` row of size 0 under `glyph/demo/`) and this sweeper draws those not on disk yet with
 * sharp — the character (its code point is in the key) in a CJK serif, white on black for a rubbing cut
 * from a 碑, black on paper for YGSF. A run draws at most BATCH files.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { exists, filePathOf, publish, writeTemp } from "../../../platform/storage/store";

export const GLYPH_DEMO_PREFIX = "glyph/demo/";
export const GLYPH_DEMO_SIZE = 128;
const BATCH = 100;

/** The key of a demo glyph picture: `glyph/demo/rubbing-5927-7.png` (style, code point, sample number). */
export const glyphDemoKey = (style: "rubbing" | "paper", char: string, n: number) =>
  `${GLYPH_DEMO_PREFIX}${style}-${(char.codePointAt(0) ?? 0x3007).toString(16)}-${n}.png`;

/** The PNG of one demo key (deterministic), GLYPH_DEMO_SIZE square. */
export async function drawGlyphImage(key: string): Promise<Buffer> {
  const [, style = "paper", hex = "3007", n = "0"] = /(rubbing|paper)-([0-9a-f]+)-(\d+)\.png$/.exec(key) ?? [];
  const char = String.fromCodePoint(Number.parseInt(hex, 16));
  const s = GLYPH_DEMO_SIZE;
  const ink = style === "rubbing" ? "#f2efe6" : "#1d1d1d";
  const ground = style === "rubbing" ? "#202020" : "#efe6cf";
  // A slight tilt and offset per sample, so candidates of one character are not the same picture.
  const tilt = ((Number(n) * 37) % 9) - 4;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}"><rect width="${s}" height="${s}" fill="${ground}"/>`
    + `<text x="${s / 2}" y="${s * 0.78}" font-family="Noto Serif CJK SC, serif" font-weight="bold" font-size="${s * 0.78}" text-anchor="middle" fill="${ink}" transform="rotate(${tilt} ${s / 2} ${s / 2})">${char}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const glyphDemoImages: Sweeper = {
  name: "tools.glyphDemoImages",
  order: 10,
  async sweep({ db, config }) {
    const rows = await db.selectFrom("upload_file").select(["key", "size"]).where("key", "like", `${GLYPH_DEMO_PREFIX}%`).orderBy("key").execute();
    let drawn = 0;
    for (const { key, size } of rows) {
      if (drawn >= BATCH) break;
      const file = filePathOf(config.dataDir, String(key));
      if (Number(size) > 0 && (await exists(file))) continue;
      const bytes = await drawGlyphImage(String(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Through a temp file: another process sweeping at the same time never sees half a picture.
      await publish(await writeTemp(config.dataDir, bytes), file);
      await db.updateTable("upload_file").set({ size: bytes.length }).where("key", "=", String(key)).execute();
      drawn += 1;
    }
    return drawn;
  },
};
