/**
 * Pictures of the demo exhibitions and category halls (generated, no photographs, as the articles'):
 * the seeds record each as a stored file (`upload_file` under `project/demo/` or `category/demo/`,
 * size 0) and point at it like any upload; this sweeper draws those not on disk yet — covers 3:4,
 * banners 16:9, icons square — so every reference resolves shortly after the first start.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { demoSvg, type DemoKind } from "../../hd/hdImage/tiles/demoArt";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { exists, filePathOf, publish, writeTemp } from "../../../platform/storage/store";
import type { Tx } from "../../../platform/db/types";

const PREFIXES = ["project/demo/", "category/demo/"] as const;
type Shape = "cover" | "banner" | "icon";
const SIZES: Readonly<Record<Shape, [number, number]>> = { cover: [600, 800], banner: [960, 540], icon: [256, 256] };
const KINDS: readonly DemoKind[] = ["hanging", "handscroll", "relic", "western", "album", "photo"];

/** The key of demo picture `n` of a shape under one of the prefixes. */
export const demoImageKey = (prefix: (typeof PREFIXES)[number], shape: Shape, n: number) => `${prefix}${shape}-${String(n).padStart(2, "0")}.png`;

/** Records the demo pictures as stored files (once), for the sweeper to draw. */
export async function recordDemoImages(tx: Tx, keys: readonly string[], dataType: "UDT_PROJECT" | "UDT_CATEGORY", at: number): Promise<void> {
  if (keys.length === 0) return;
  const known = new Set((await tx.selectFrom("upload_file").select("key").where("key", "in", [...keys]).execute()).map((r) => String(r.key)));
  for (const key of new Set(keys)) {
    if (!known.has(key)) await tx.insertInto("upload_file").values({ key, dataType, contentType: "image/png", size: 0, userId: null, ctime: at }).execute();
  }
}

/** The PNG of one demo key: the same key always draws the same picture. */
export async function drawDemo(key: string): Promise<Buffer> {
  const shape = (/\/(cover|banner|icon)-/.exec(key)?.[1] ?? "cover") as Shape;
  const [w, h] = SIZES[shape];
  const n = Number(/(\d+)\.png$/.exec(key)?.[1] ?? "1");
  const kind = KINDS[(n + (key.startsWith("category/") ? 3 : 0)) % KINDS.length] ?? "photo";
  return sharp(Buffer.from(demoSvg(kind, w, h, n * 104_729 + w))).resize(w, h, { fit: "fill" }).png().toBuffer();
}

export const exhibitionDemoImages: Sweeper = {
  name: "exhibition.demoImages",
  order: 10,
  async sweep({ db, config }) {
    let drawn = 0;
    for (const prefix of PREFIXES) {
      const rows = await db.selectFrom("upload_file").select(["key", "size"]).where("key", "like", `${prefix}%`).execute();
      for (const { key, size } of rows) {
        const file = filePathOf(config.dataDir, String(key));
        if (Number(size) > 0 && (await exists(file))) continue;
        const png = await drawDemo(String(key));
        await fs.mkdir(path.dirname(file), { recursive: true });
        // Through a temp file: a second process sweeping at once never sees half a picture.
        await publish(await writeTemp(config.dataDir, png), file);
        await db.updateTable("upload_file").set({ size: png.length }).where("key", "=", String(key)).execute();
        drawn += 1;
      }
    }
    return drawn;
  },
};
