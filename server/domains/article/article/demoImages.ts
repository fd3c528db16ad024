/**
 * The demo articles' pictures (content.md §18 Q14: generated, no photographs): the seed records each
 * as a stored file of type UDT_ARTICAL (an `upload_file` row under `article/demo/`) and the articles
 * point at them like any uploaded image; this sweeper draws those whose file is not on disk yet (the
 * seed has no store to write to), so that every reference resolves a minute after the first start.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { demoSvg, type DemoKind } from "../../hd/hdImage/tiles/demoArt";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { exists, filePathOf, publish, writeTemp } from "../../../platform/storage/store";

export const DEMO_PREFIX = "article/demo/";
const KINDS: readonly DemoKind[] = ["handscroll", "hanging", "album", "relic", "photo", "western"];

/** A demo picture's key: covers are 2.35:1 (900 × 383), body pictures 3:2 (750 × 500). */
export const demoCoverKey = (n: number) => `${DEMO_PREFIX}cover-${String(n).padStart(2, "0")}.png`;
export const demoBodyKey = (n: number) => `${DEMO_PREFIX}body-${String(n).padStart(2, "0")}.png`;

function sizeOf(key: string): [number, number] {
  return key.includes("/cover-") ? [900, 383] : [750, 500];
}

/** The PNG of one demo key (deterministic: the same key draws the same picture). */
export async function drawDemoImage(key: string): Promise<Buffer> {
  const [w, h] = sizeOf(key);
  const n = Number(/(\d+)\.png$/.exec(key)?.[1] ?? "1");
  const kind = KINDS[n % KINDS.length] ?? "photo";
  return sharp(Buffer.from(demoSvg(kind, w, h, n * 7919 + (key.includes("/cover-") ? 1 : 2)))).resize(w, h, { fit: "fill" }).png().toBuffer();
}

export const articleDemoImages: Sweeper = {
  name: "article.demoImages",
  order: 10,
  async sweep({ db, config }) {
    const rows = await db.selectFrom("upload_file").select(["key", "size"]).where("key", "like", `${DEMO_PREFIX}%`).execute();
    let drawn = 0;
    for (const { key, size } of rows) {
      const file = filePathOf(config.dataDir, String(key));
      // Drawn and recorded: done. (A file without its size is drawn again: the same bytes.)
      if (Number(size) > 0 && (await exists(file))) continue;
      const png = await drawDemoImage(String(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Through a temp file: another process sweeping at the same time never sees half a picture.
      await publish(await writeTemp(config.dataDir, png), file);
      await db.updateTable("upload_file").set({ size: png.length }).where("key", "=", String(key)).execute();
      drawn += 1;
    }
    return drawn;
  },
};
