/**
 * The demo pictures of the /wudang slots (直播 and 推荐主题 covers under notice/demo/, 拍卖展示位 covers
 * under auction/demo/): generated, no photographs. A seed records each as a stored file (an
 * `upload_file` row of the field's upload type) and the records point at it like any uploaded image;
 * the sweeper draws those whose file is not on disk yet (the seed has no store to write to), as the
 * demo articles' pictures are drawn.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { demoSvg, type DemoKind } from "../../hd/hdImage/tiles/demoArt";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { exists, filePathOf, publish, writeTemp } from "../../../platform/storage/store";
import type { SeedContext } from "../../../seed/factory";

const PREFIXES = { UDT_NOTICE: "notice/demo/", UDT_AUCTION: "auction/demo/" } as const;
const KINDS: readonly DemoKind[] = ["hanging", "handscroll", "album", "relic", "photo", "western"];

/** The key of demo picture `n` of a kind of slot (16:9), recorded as a stored file of `type`. */
export async function demoSlotImage(ctx: SeedContext, type: keyof typeof PREFIXES, name: string, n: number): Promise<string> {
  const key = `${PREFIXES[type]}${name}-${String(n).padStart(2, "0")}.png`;
  const known = await ctx.tx.selectFrom("upload_file").select("key").where("key", "=", key).executeTakeFirst();
  if (!known) await ctx.tx.insertInto("upload_file").values({ key, dataType: type, contentType: "image/png", size: 0, userId: null, ctime: ctx.now - 400 * 86_400_000 }).execute();
  return key;
}

async function draw(key: string): Promise<Buffer> {
  const n = Number(/(\d+)\.png$/.exec(key)?.[1] ?? "1");
  const kind = KINDS[n % KINDS.length] ?? "photo";
  return sharp(Buffer.from(demoSvg(kind, 640, 360, n * 104_729 + key.length))).resize(640, 360, { fit: "fill" }).png().toBuffer();
}

export const wudangDemoImages: Sweeper = {
  name: "wudang.demoImages",
  order: 10,
  async sweep({ db, config }) {
    const rows = await db.selectFrom("upload_file").select(["key", "size"])
      .where((eb) => eb.or(Object.values(PREFIXES).map((p) => eb("key", "like", `${p}%`)))).execute();
    let drawn = 0;
    for (const { key, size } of rows) {
      const file = filePathOf(config.dataDir, String(key));
      if (Number(size) > 0 && (await exists(file))) continue;
      const png = await draw(String(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await publish(await writeTemp(config.dataDir, png), file);
      await db.updateTable("upload_file").set({ size: png.length }).where("key", "=", String(key)).execute();
      drawn += 1;
    }
    return drawn;
  },
};
