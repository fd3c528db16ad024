/**
 * The demo recognition records' query pictures (generated, no photographs): the seed records each as a
 * stored UDT_SHITU file (an `upload_file` row of size 0 under `shitu/demo/`) and this sweeper draws those
 * not on disk yet as small JPEG thumbnails with sharp — a phone photo of a work, in the look of its kind.
 * A run draws at most BATCH files, so no sweep holds the process for long.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { demoSvg, type DemoKind } from "../../hd/hdImage/tiles/demoArt";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { exists, filePathOf, publish, writeTemp } from "../../../platform/storage/store";

export const SHITU_DEMO_PREFIX = "shitu/demo/";
const BATCH = 80;
const KINDS: readonly DemoKind[] = ["hanging", "handscroll", "relic", "western", "album", "photo"];

/** The key of the n-th demo query picture (60 pictures are shared by the records). */
export const shituDemoKey = (n: number) => `${SHITU_DEMO_PREFIX}q-${String(n).padStart(3, "0")}.jpg`;

/** The JPEG of one demo key (deterministic: the same key, the same picture), 320 × 240. */
export async function drawQueryImage(key: string): Promise<Buffer> {
  const n = Number(/q-(\d+)\.jpg$/.exec(key)?.[1] ?? "1");
  const kind = KINDS[n % KINDS.length] ?? "photo";
  return sharp(Buffer.from(demoSvg(kind, 320, 240, n * 104_729 + 17))).resize(320, 240, { fit: "fill" }).jpeg({ quality: 72 }).toBuffer();
}

export const recognitionDemoImages: Sweeper = {
  name: "tools.recognitionDemoImages",
  order: 10,
  async sweep({ db, config }) {
    const rows = await db.selectFrom("upload_file").select(["key", "size"]).where("key", "like", `${SHITU_DEMO_PREFIX}%`).orderBy("key").execute();
    let drawn = 0;
    for (const { key, size } of rows) {
      if (drawn >= BATCH) break;
      const file = filePathOf(config.dataDir, String(key));
      if (Number(size) > 0 && (await exists(file))) continue;
      const bytes = await drawQueryImage(String(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Through a temp file: another process sweeping at the same time never sees half a picture.
      await publish(await writeTemp(config.dataDir, bytes), file);
      await db.updateTable("upload_file").set({ size: bytes.length }).where("key", "=", String(key)).execute();
      drawn += 1;
    }
    return drawn;
  },
};
